"""Events: one schema per event type, told apart by ``type`` (a oneOf with a discriminator).

The engine's events (``games.engine.events``) and the service's own (lobby, start, timeouts,
the revealed seed) share one log.  Private parts are left out for a viewer who may not see them
(``games.engine.events.redact_event_dict``): those fields are optional here, not nullable,
because redaction removes them.
"""

from __future__ import annotations

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from games.api.contract.actions import ACTION_KINDS
from games.api.contract.fields import (
    AI_LEVELS,
    LIVES,
    card,
    cards,
    choice,
    per_seat,
    seat_no,
    seat_nos,
    suit,
)

TRUMP_SOURCES: tuple[str, ...] = ("turn_up", "chosen", "fixed", "final_no_trump", "vote",
                                  "sequence", "no_trump")
"""The last two are classic Whist's fixed trump sequence and its no-trump fifth hand."""
CUT_PURPOSES: tuple[str, ...] = ("trump", "lead", "rainbow")
GAME_END_REASONS: tuple[str, ...] = ("final_trick", "last_survivor", "sweep", "resignation",
                                     "rainbow", "game", "rubber", "deals")
"""The last three end a classic Whist game: a side reached game, won the rubber, or the
tournament form's deals were all played."""


class PlaySerializer(serializers.Serializer):
    """One card of a trick; a null card is a knock (a seat on a dog's life passing)."""

    seat = seat_no()
    card = card(allow_null=True)


class CutDrawSerializer(serializers.Serializer):
    seat = seat_no()
    card = card()


class EventBaseSerializer(serializers.Serializer):
    seq = serializers.IntegerField(min_value=1, help_text="1, 2, 3, ... per game.")
    at = serializers.DateTimeField(required=False, help_text=(
        "When it happened (the events endpoint; the record leaves it out)."))


def _type(kind: str) -> serializers.ChoiceField:
    return serializers.ChoiceField(choices=[kind], help_text=f'Always "{kind}".')


# --- the service's events -------------------------------------------------------------------
class GameCreatedEventSerializer(EventBaseSerializer):
    type = _type("game_created")
    by = serializers.IntegerField(help_text="The creator's user id.")
    rematch_of = serializers.IntegerField(required=False, help_text="Only in a rematch.")


class SeatJoinedEventSerializer(EventBaseSerializer):
    """A person (``user``) or an AI seat (``ai_level``) took a seat."""

    type = _type("seat_joined")
    seat = seat_no()
    user = serializers.IntegerField(required=False)
    ai_level = choice(AI_LEVELS, required=False)


class SeatLeftEventSerializer(EventBaseSerializer):
    type = _type("seat_left")
    seat = seat_no()
    user = serializers.IntegerField()


class GameCancelledEventSerializer(EventBaseSerializer):
    """The lobby closed unplayed: its organiser left, or (``reason``) a player declined the
    rematch that held a seat for them, or the rematch offer expired (then no ``by``)."""

    type = _type("game_cancelled")
    by = serializers.IntegerField(required=False, help_text="Who cancelled it.")
    reason = choice(("declined", "expired"), required=False)


class GameStartedEventSerializer(EventBaseSerializer):
    type = _type("game_started")
    players = serializers.IntegerField(min_value=2, max_value=7)


class RematchCreatedEventSerializer(EventBaseSerializer):
    type = _type("rematch_created")
    game = serializers.IntegerField(help_text="The new lobby's id.")


class ResignedEventSerializer(EventBaseSerializer):
    type = _type("resigned")
    seat = seat_no()
    reason = choice(("resigned", "timeouts"))


class TimeoutEventSerializer(EventBaseSerializer):
    """A person's deadline passed and a bot (``played_by``) decided for the seat."""

    type = _type("timeout")
    seat = seat_no()
    consecutive = serializers.IntegerField(min_value=1)
    played_by = choice(AI_LEVELS)


class ClockPausedEventSerializer(EventBaseSerializer):
    """The seat's person is on vacation: its correspondence clock waits until ``until``
    (the deadline moved on by as much)."""

    type = _type("clock_paused")
    seat = seat_no()
    until = serializers.DateTimeField()


class ClockResumedEventSerializer(EventBaseSerializer):
    """The seat's person came back early: the clock runs again (the deadline moved back)."""

    type = _type("clock_resumed")
    seat = seat_no()


class AutoPlayedEventSerializer(EventBaseSerializer):
    """The server played a seat's card for its player, who asked for it (the auto-play
    setting): ``forced``, the only legal card (or action), or ``decided``, a hand whose every
    remaining trick goes the same way whatever is played, played out at once.  The card
    follows in its own ``card_played`` event."""

    type = _type("auto_played")
    seat = seat_no()
    action_type = choice(ACTION_KINDS, help_text="The kind of action played (the card, if "
                                                 "it is one, is in the next card_played).")
    reason = choice(("forced", "decided"))


class SeedRevealedEventSerializer(EventBaseSerializer):
    type = _type("seed_revealed")
    seed = serializers.CharField()


# --- the engine's events --------------------------------------------------------------------
class DealtEventSerializer(EventBaseSerializer):
    type = _type("dealt")
    deal_no = serializers.IntegerField(min_value=1)
    dealer = seat_no()
    hand_size = serializers.IntegerField(min_value=1)
    hand_counts = per_seat(serializers.IntegerField(min_value=0))
    hands = serializers.DictField(
        child=serializers.ListField(child=card(allow_null=True)),
        help_text="Seat number (a string) to its cards in the order dealt: only the viewer's "
                  "own (a Blind Parish hand as nulls, face down), every seat's in a finished "
                  "game's record.")
    label = serializers.CharField(help_text="The shuffle label (deal:N, deal:N:redeal:K, "
                                            "forced).")
    blind_seats = seat_nos(required=False, help_text="Seats dealt a Blind Parish (face down).")


class TrumpSetEventSerializer(EventBaseSerializer):
    type = _type("trump_set")
    deal_no = serializers.IntegerField(min_value=1)
    trump = suit(allow_null=True, help_text="Null: no trump.")
    aces_high = serializers.BooleanField()
    reverse = serializers.BooleanField()
    source = choice(TRUMP_SOURCES)
    card = card(allow_null=True, help_text="The turned-up card (source turn_up).")
    seat = seat_no(allow_null=True, help_text="Who chose (source chosen).")


class CutEventSerializer(EventBaseSerializer):
    type = _type("cut")
    deal_no = serializers.IntegerField(min_value=0)
    purpose = choice(CUT_PURPOSES)
    rounds = serializers.ListField(child=serializers.ListField(child=CutDrawSerializer()))
    winner = seat_no()
    label = serializers.CharField()


class CardPlayedEventSerializer(EventBaseSerializer):
    type = _type("card_played")
    seat = seat_no()
    card = card()


class KnockedEventSerializer(EventBaseSerializer):
    type = _type("knocked")
    seat = seat_no()


class TrickWonEventSerializer(EventBaseSerializer):
    type = _type("trick_won")
    seat = seat_no()
    trick_no = serializers.IntegerField(min_value=1)
    plays = serializers.ListField(child=PlaySerializer())


class SeatResignedEventSerializer(EventBaseSerializer):
    type = _type("seat_resigned")
    seat = seat_no()


class HandEndedEventSerializer(EventBaseSerializer):
    type = _type("hand_ended")
    deal_no = serializers.IntegerField(min_value=1)
    tricks = per_seat(serializers.IntegerField(min_value=0))
    knocked_out = seat_nos()
    dogs_life = seat_nos(help_text="Seats given a dog's life for the next deal.")
    restored = seat_nos(help_text="Dog's-life seats that took a trick: a full hand again.")


class GameEndedEventSerializer(EventBaseSerializer):
    type = _type("game_ended")
    winner = seat_no(allow_null=True, help_text=(
        "Knock-Out Whist: the winning seat. Classic Whist: the winning side (0: seats 0 and 2, "
        "1: seats 1 and 3), null for a drawn tournament-form game."))
    winning_seats = seat_nos(required=False, help_text="Classic Whist: the winning side's "
                                                       "seats.")
    positions = per_seat(serializers.IntegerField(min_value=1))
    reason = choice(GAME_END_REASONS)


class HandScoredEventSerializer(EventBaseSerializer):
    """Classic Whist, the end of a deal: odd tricks first, then honours (001)."""

    type = _type("hand_scored")
    deal_no = serializers.IntegerField(min_value=1)
    side_tricks = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                        min_length=2, max_length=2)
    trick_side = serializers.IntegerField(min_value=0, max_value=1)
    trick_points = serializers.IntegerField(min_value=0)
    honours_side = serializers.IntegerField(min_value=0, max_value=1, allow_null=True)
    honours_held = serializers.IntegerField(min_value=0, max_value=4)
    honours_points = serializers.IntegerField(min_value=0)
    honours_barred = choice(("one_short_of_game", "game_won_by_tricks"), allow_null=True)
    scores = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                   min_length=2, max_length=2)
    totals = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                   min_length=2, max_length=2)


class GameWonEventSerializer(EventBaseSerializer):
    """Classic Whist: a side reached game (in a rubber another game may follow)."""

    type = _type("game_won")
    game_no = serializers.IntegerField(min_value=1)
    side = serializers.IntegerField(min_value=0, max_value=1)
    scores = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                   min_length=2, max_length=2)
    games = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                  min_length=2, max_length=2)


class LifeOfferSerializer(serializers.Serializer):
    seat = seat_no()
    life = choice(LIVES)


class LivesOfferedEventSerializer(EventBaseSerializer):
    type = _type("lives_offered")
    deal_no = serializers.IntegerField(min_value=1)
    offers = serializers.ListField(child=LifeOfferSerializer())


class AnteEventSerializer(EventBaseSerializer):
    type = _type("ante")
    deal_no = serializers.IntegerField(min_value=1)
    seats = seat_nos()
    chips = per_seat(serializers.IntegerField())
    pot = serializers.IntegerField(min_value=0)


class LifeBoughtEventSerializer(EventBaseSerializer):
    type = _type("life_bought")
    seat = seat_no()
    life = choice(LIVES)
    chips = per_seat(serializers.IntegerField())
    pot = serializers.IntegerField(min_value=0)


class LifeDeclinedEventSerializer(EventBaseSerializer):
    type = _type("life_declined")
    seat = seat_no()
    life = choice(LIVES)


class PotWonEventSerializer(EventBaseSerializer):
    type = _type("pot_won")
    seat = seat_no()
    amount = serializers.IntegerField(min_value=0)
    chips = per_seat(serializers.IntegerField())


class ExchangedEventSerializer(EventBaseSerializer):
    """How many cards a seat exchanged is public; which, only to that seat (and the record of
    a finished game)."""

    type = _type("exchanged")
    seat = seat_no()
    count = serializers.IntegerField(min_value=0, max_value=3)
    discarded = cards(required=False)
    drawn = cards(required=False)


class DeclaredEventSerializer(EventBaseSerializer):
    """A seat declared (``declared``: true) or passed."""

    type = _type("declared")
    seat = seat_no()
    what = choice(("no_picture", "rainbow"))
    declared = serializers.BooleanField()


class RainbowEventSerializer(EventBaseSerializer):
    type = _type("rainbow")
    deal_no = serializers.IntegerField(min_value=1)
    declarers = seat_nos()
    winner = seat_no()
    reading = choice(("wins_game", "wins_hand"))


class VoteCastEventSerializer(EventBaseSerializer):
    """A knocked-out seat voted; the suit only to the voter until the tally."""

    type = _type("vote_cast")
    seat = seat_no()
    suit = suit(allow_null=True, required=False, help_text="Null abstains; absent: secret.")


class VoteSerializer(serializers.Serializer):
    seat = seat_no()
    suit = suit(allow_null=True, help_text="Null abstains.")


class VotesTalliedEventSerializer(EventBaseSerializer):
    type = _type("votes_tallied")
    deal_no = serializers.IntegerField(min_value=1)
    votes = serializers.ListField(child=VoteSerializer())
    trump = suit(allow_null=True, help_text="Null: the choice stays with the most-tricks "
                                            "winner.")


class ClaimMadeEventSerializer(EventBaseSerializer):
    """Classic Whist: ``seat`` claims the remaining ``tricks`` and shows its hand (``cards``,
    public from now on, and the only hand a claim shows); ``certain``: the server proved it,
    so ``claim_settled`` follows at once, otherwise each opponent answers."""

    type = _type("claim_made")
    seat = seat_no()
    cards = cards()
    tricks = serializers.IntegerField(min_value=1, max_value=13)
    certain = serializers.BooleanField()


class ClaimAnsweredEventSerializer(EventBaseSerializer):
    type = _type("claim_answered")
    seat = seat_no()
    accepted = serializers.BooleanField()


class ClaimSettledEventSerializer(EventBaseSerializer):
    """``certain`` or ``agreed``: the claimer's seat takes the ``tricks`` left and the hand is
    scored; ``refused``: play goes on."""

    type = _type("claim_settled")
    seat = seat_no(help_text="The claimer.")
    tricks = serializers.IntegerField(min_value=1, max_value=13)
    outcome = choice(("certain", "agreed", "refused"))


def _kind(serializer: type[serializers.Serializer]) -> str:
    """The one value of the serializer's ``type`` field."""
    return next(iter(serializer().fields["type"].choices))


_TYPES: dict[str, type[serializers.Serializer]] = {
    _kind(s): s for s in (
        GameCreatedEventSerializer, SeatJoinedEventSerializer, SeatLeftEventSerializer,
        GameCancelledEventSerializer, GameStartedEventSerializer, RematchCreatedEventSerializer,
        ResignedEventSerializer, TimeoutEventSerializer, SeedRevealedEventSerializer,
        DealtEventSerializer, TrumpSetEventSerializer, CutEventSerializer,
        CardPlayedEventSerializer, KnockedEventSerializer, TrickWonEventSerializer,
        SeatResignedEventSerializer, HandEndedEventSerializer, GameEndedEventSerializer,
        LivesOfferedEventSerializer, AnteEventSerializer, LifeBoughtEventSerializer,
        LifeDeclinedEventSerializer, PotWonEventSerializer, ExchangedEventSerializer,
        DeclaredEventSerializer, RainbowEventSerializer, VoteCastEventSerializer,
        VotesTalliedEventSerializer, HandScoredEventSerializer, GameWonEventSerializer,
        ClockPausedEventSerializer, ClockResumedEventSerializer,
        AutoPlayedEventSerializer, ClaimMadeEventSerializer, ClaimAnsweredEventSerializer,
        ClaimSettledEventSerializer,
    )
}
EVENT_TYPES: tuple[str, ...] = tuple(_TYPES)

EVENT = PolymorphicProxySerializer(
    component_name="Event", serializers=_TYPES, resource_type_field_name="type",
    help_text="Something that happened in the game, one schema per event type.")


@extend_schema_field(EVENT)
class EventField(serializers.JSONField):
    """An event as the log stores it, redacted for the reader."""
