"""The game view (seats, the table, my hand, legal actions), list rows and the events page,
as ``games.selectors`` builds them."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from games.api.contract.actions import ActionField
from games.api.contract.events import EventField, PlaySerializer
from games.api.contract.fields import (
    AI_LEVELS,
    DECISIONS,
    LIVES,
    PHASES,
    SEAT_STATUSES,
    card,
    cards,
    choice,
    per_seat,
    seat_no,
    seat_nos,
    suit,
)
from games.api.contract.options import OptionsField
from games.clock import ON_TIMEOUT, TIME_CONTROLS
from games.kinds import ALL_PRESET_NAMES, KINDS
from games.models import GameStatus, Visibility


class SeatClockSerializer(serializers.Serializer):
    remaining_seconds = serializers.IntegerField(min_value=0, allow_null=True, help_text=(
        "Running: until the deadline; else what the seat's next decision gets (a bank game: "
        "the seat's bank). Null: no limit."))
    running = serializers.BooleanField(help_text="The game waits on this seat.")
    on_vacation_until = serializers.DateTimeField(allow_null=True, help_text=(
        "A correspondence game: the seat's person is on vacation until then, and their "
        "clock waits."))


class TimeControlSerializer(serializers.Serializer):
    """The game's clock: ``live`` (``seconds`` per decision, null: none), ``days``
    (correspondence, ``days`` per decision) or ``bank`` (correspondence: each seat starts
    with ``initial_days``, gets ``increment_days`` after each decision, holds at most
    ``max_days``)."""

    type = choice(TIME_CONTROLS)
    seconds = serializers.IntegerField(required=False, allow_null=True, min_value=1)
    days = serializers.IntegerField(required=False, min_value=1)
    initial_days = serializers.IntegerField(required=False, min_value=0)
    increment_days = serializers.IntegerField(required=False, min_value=0)
    max_days = serializers.IntegerField(required=False, min_value=0)


class SeatSerializer(serializers.Serializer):
    """A seat at the table: who sits there and how the game goes for it."""

    index = seat_no()
    user_id = serializers.IntegerField(allow_null=True, help_text="Null for an AI seat.")
    username = serializers.CharField(allow_null=True)
    display_name = serializers.CharField()
    ai_level = choice(AI_LEVELS, allow_null=True, help_text="An AI seat's level, else null.")
    is_ai = serializers.BooleanField()
    status = choice(SEAT_STATUSES)
    position = serializers.IntegerField(min_value=1, allow_null=True,
                                        help_text="Finishing position once the game is over.")
    tricks = serializers.IntegerField(min_value=0, help_text="Tricks taken this deal.")
    tricks_total = serializers.IntegerField(min_value=0)
    hand_count = serializers.IntegerField(min_value=0)
    resigned = serializers.BooleanField()
    server_controlled = serializers.BooleanField(help_text="An AI seat or a resigned one: the "
                                                           "server decides for it.")
    consecutive_timeouts = serializers.IntegerField(min_value=0)
    accepted = serializers.BooleanField(help_text=(
        "False: a rematch holds this seat for its player, who has not accepted yet (POST "
        "/games/{id}/join accepts, /leave declines); the game cannot start until they do."))
    clock = SeatClockSerializer(help_text="The seat's time.")


class CompletedTrickSerializer(serializers.Serializer):
    plays = serializers.ListField(child=PlaySerializer())
    winner = seat_no()


class TableSerializer(serializers.Serializer):
    """What the engine lets the viewer observe of the running game: public facts, the
    viewer's own cards and, on its turn, its legal actions.  The house-rule fields keep neutral
    values (0, empty, null) when their option is off."""

    phase = choice(PHASES)
    deal_no = serializers.IntegerField(min_value=1)
    hand_size = serializers.IntegerField(min_value=1)
    dealer = seat_no()
    trump = suit(allow_null=True, help_text="Null: no trump, or not chosen yet.")
    aces_high = serializers.BooleanField()
    reverse = serializers.BooleanField()
    turn_up = card(allow_null=True)
    hand_counts = per_seat(serializers.IntegerField(min_value=0))
    status = per_seat(choice(SEAT_STATUSES))
    tricks = per_seat(serializers.IntegerField(min_value=0))
    trick = serializers.ListField(child=PlaySerializer(), help_text="The trick so far.")
    completed_tricks = serializers.ListField(child=CompletedTrickSerializer(),
                                             help_text="This deal's finished tricks.")
    trumps_broken = serializers.BooleanField()
    dogs_life_used = serializers.BooleanField()
    winner = seat_no(allow_null=True)
    positions = per_seat(serializers.IntegerField(min_value=1), allow_null=True,
                         help_text="Finishing positions once the game is over.")
    blind_cards = serializers.IntegerField(min_value=0, help_text=(
        "Face-down Blind Parish cards in my hand, which I may not look at."))
    discarded = cards(help_text="The cards I discarded in this deal's exchange.")
    exchanged = per_seat(serializers.IntegerField(min_value=-1), help_text=(
        "How many cards each seat exchanged this deal (-1: not yet); empty without one."))
    stock_count = serializers.IntegerField(min_value=0)
    redeals = serializers.IntegerField(min_value=0)
    declared = seat_nos(help_text="Seats that declared a rainbow so far in this deal.")
    voted = seat_nos(help_text="Seats that have voted on trumps (the votes stay secret).")
    my_vote = suit(allow_null=True)
    chips = per_seat(serializers.IntegerField(), help_text="The money game: net units.")
    pot = serializers.IntegerField(min_value=0)
    stake = serializers.IntegerField(min_value=0)
    lives = per_seat(choice(LIVES, allow_null=True), help_text=(
        "The money game: the last life each seat bought."))
    offer = choice(LIVES, allow_null=True, help_text="The money game's buy phase: the life "
                                                     "offered to the seat to act.")
    trump_chooser = seat_no(allow_null=True)
    to_act = seat_no(allow_null=True)
    decision = choice(DECISIONS, allow_null=True, help_text="What the seat to act decides.")
    to_act_server_controlled = serializers.BooleanField()
    my_hand = cards(allow_null=True, help_text="My cards (null for a spectator).")
    legal_actions = serializers.ListField(child=ActionField(), help_text=(
        "What I may do now: empty unless it is my turn. Post one of them as the action."))
    is_my_turn = serializers.BooleanField()


def per_side(child: serializers.Field, **kwargs: Any) -> serializers.ListField:
    """One value per side: side 0 is seats 0 and 2, side 1 seats 1 and 3."""
    return serializers.ListField(child=child, min_length=2, max_length=2, **kwargs)


WHIST_DECISIONS: tuple[str, ...] = ("play", "answer_claim")


class ClaimSerializer(serializers.Serializer):
    seat = seat_no(help_text="The claimer.")
    cards = cards(help_text="The claimer's hand, shown to the whole table.")
    accepted = seat_nos(help_text="The opponents who have accepted so far.")


class WhistTableSerializer(serializers.Serializer):
    """Classic Whist (001): what the viewer may observe. Partners face each other: seats 0 and
    2 are side 0, seats 1 and 3 side 1."""

    phase = choice((*WHIST_DECISIONS, "game_over"))
    deal_no = serializers.IntegerField(min_value=1)
    game_no = serializers.IntegerField(min_value=1, help_text="The game of the rubber.")
    dealer = seat_no()
    side = serializers.IntegerField(min_value=0, max_value=1, allow_null=True,
                                    help_text="My side (null for a spectator).")
    partner = seat_no(allow_null=True)
    trump = suit(allow_null=True, help_text="Null: a no-trump hand.")
    turn_up = card(allow_null=True, help_text="The turned-up trump while it lies face up.")
    turned_card = card(allow_null=True, help_text="The card turned up this deal (null when "
                                                  "trumps are fixed).")
    hand_counts = per_seat(serializers.IntegerField(min_value=0))
    tricks = per_seat(serializers.IntegerField(min_value=0))
    side_tricks = per_side(serializers.IntegerField(min_value=0))
    leader = seat_no()
    trick = serializers.ListField(child=PlaySerializer(), help_text="The trick so far.")
    completed_tricks = serializers.ListField(child=CompletedTrickSerializer())
    scores = per_side(serializers.IntegerField(min_value=0), help_text=(
        "Points in the current game (the tournament form: odd tricks so far)."))
    games = per_side(serializers.IntegerField(min_value=0), help_text="Games won (rubber).")
    totals = per_side(serializers.IntegerField(min_value=0), help_text=(
        "Odd tricks over every deal played."))
    winner = serializers.IntegerField(min_value=0, max_value=1, allow_null=True,
                                      help_text="The winning side once the game is over.")
    positions = per_seat(serializers.IntegerField(min_value=1), allow_null=True)
    to_act = seat_no(allow_null=True)
    decision = choice(WHIST_DECISIONS, allow_null=True, help_text=(
        "play; answer_claim while a claim waits for the seat to act; null once it is over."))
    to_act_server_controlled = serializers.BooleanField()
    my_hand = cards(allow_null=True, help_text="My cards (null for a spectator).")
    legal_actions = serializers.ListField(child=ActionField())
    is_my_turn = serializers.BooleanField()
    claim = ClaimSerializer(allow_null=True, help_text=(
        "A claim waiting for the opponents' answers (null when none is)."))
    can_claim = serializers.BooleanField(help_text=(
        "I am to play and may claim the remaining tricks (post {\"type\": \"claim\"})."))


ANY_TABLE = PolymorphicProxySerializer(
    component_name="AnyTable", resource_type_field_name=None,
    serializers=[TableSerializer, WhistTableSerializer],
    help_text="The table as the viewer may see it: Knock-Out Whist's or classic Whist's, by "
              "the game's kind. Null until the game starts.")


@extend_schema_field(ANY_TABLE)
class TableField(serializers.JSONField):
    """The table of either game."""


class GameViewSerializer(serializers.Serializer):
    """The game as the caller may see it, with the version to send back with a move."""

    id = serializers.IntegerField()
    status = serializers.ChoiceField(choices=GameStatus.choices)
    visibility = serializers.ChoiceField(choices=Visibility.choices)
    invite_code = serializers.CharField(allow_null=True, help_text="Seated players and the "
                                                                   "organiser only.")
    version = serializers.IntegerField(min_value=1)
    created_by = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    max_players = serializers.IntegerField(min_value=2, max_value=7)
    kind = choice(KINDS)
    preset = choice(ALL_PRESET_NAMES)
    options = OptionsField()
    turn_time_limit = serializers.IntegerField(allow_null=True, help_text="Seconds per "
                                                                          "decision.")
    time_control = TimeControlSerializer()
    on_timeout = choice(ON_TIMEOUT)
    timeouts_to_resign = serializers.IntegerField(min_value=1, help_text=(
        "on_timeout resign: the timeouts in a row after which a seat resigns."))
    rated = serializers.BooleanField()
    chat_free_text = serializers.BooleanField(help_text=(
        "Free text is allowed in the table talk (quick phrases always are)."))
    spectators_trick_late = serializers.BooleanField(help_text=(
        "Spectators see the play one trick late."))
    season_id = serializers.IntegerField(allow_null=True)
    seed_commitment = serializers.CharField(help_text="SHA-256 (hex) of the server seed.")
    seed = serializers.CharField(allow_null=True, help_text="Revealed once finished.")
    rematch_of = serializers.IntegerField(allow_null=True)
    offer_expires_at = serializers.DateTimeField(allow_null=True, help_text=(
        "A rematch offer still waiting for a player to accept: it lapses (the lobby is "
        "cancelled) at this time. Null otherwise."))
    last_seq = serializers.IntegerField(min_value=0, help_text=(
        "The seq of the last event this view reflects: a client showing events one at a time "
        "(GET /games/{id}/events, the game stream) starts after it."))
    my_seat = seat_no(allow_null=True)
    deadline = serializers.DateTimeField(allow_null=True)
    stalled = serializers.BooleanField(help_text=(
        "The server's move (an AI seat's or a timeout's) keeps failing: the game waits for an "
        "operator, it is not merely slow."))
    stalled_since = serializers.DateTimeField(allow_null=True)
    seats = serializers.ListField(child=SeatSerializer())
    game = TableField(allow_null=True)


class GameSummarySerializer(serializers.Serializer):
    """A list row: enough for a lobby or a home screen (no cards, no seed)."""

    id = serializers.IntegerField()
    status = serializers.ChoiceField(choices=GameStatus.choices)
    visibility = serializers.ChoiceField(choices=Visibility.choices)
    version = serializers.IntegerField(min_value=1)
    max_players = serializers.IntegerField(min_value=2, max_value=7)
    kind = choice(KINDS)
    preset = choice(ALL_PRESET_NAMES)
    options = OptionsField(help_text="The rules as played: the preset's options and the overrides.")
    turn_time_limit = serializers.IntegerField(allow_null=True)
    time_control = TimeControlSerializer()
    on_timeout = choice(ON_TIMEOUT)
    timeouts_to_resign = serializers.IntegerField(min_value=1, help_text=(
        "on_timeout resign: the timeouts in a row after which a seat resigns."))
    rated = serializers.BooleanField()
    chat_free_text = serializers.BooleanField(help_text=(
        "Free text is allowed in the table talk (quick phrases always are)."))
    spectators_trick_late = serializers.BooleanField(help_text=(
        "Spectators see the play one trick late."))
    created_by = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    phase = choice(PHASES, allow_null=True)
    deal_no = serializers.IntegerField(min_value=0)
    to_act = seat_no(allow_null=True)
    deadline = serializers.DateTimeField(allow_null=True)
    winner = seat_no(allow_null=True)
    stalled = serializers.BooleanField()
    my_seat = seat_no(allow_null=True)
    is_my_turn = serializers.BooleanField()
    seats = serializers.ListField(child=SeatSerializer())


class GamePageSerializer(serializers.Serializer):
    """A page of list rows (``?page=N``)."""

    count = serializers.IntegerField(min_value=0)
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = GameSummarySerializer(many=True)


class EventsPageSerializer(serializers.Serializer):
    """What happened since event ``after``, at most 1000 events; ``has_more``: ask again from
    ``last_seq``."""

    game_id = serializers.IntegerField()
    version = serializers.IntegerField(min_value=1)
    last_seq = serializers.IntegerField(min_value=0)
    has_more = serializers.BooleanField()
    events = serializers.ListField(child=EventField())
