"""Actions: one schema per kind, told apart by ``type`` (a oneOf with a discriminator).

The engine parses an action (``games.engine.action_from_dict``) and keeps its own error codes
(400 ``malformed_action``/``malformed_card``, 422 for a move the rules forbid), so these
serializers never validate a request: they only give the request body and ``legal_actions``
their types.  The record lists actions as a spectator may see them, which needs a few shapes
of its own (:data:`RECORDED_ACTION`).
"""

from __future__ import annotations

from drf_spectacular.utils import (
    PolymorphicProxySerializer,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers

from games.api.contract.fields import card, cards, suit


def _type(kind: str) -> serializers.ChoiceField:
    return serializers.ChoiceField(choices=[kind], help_text=f'Always "{kind}".')


class PlayActionSerializer(serializers.Serializer):
    """Play a card from the hand."""

    type = _type("play")
    card = card()


class KnockActionSerializer(serializers.Serializer):
    """On a dog's life: pass this trick, keeping the one card for a later one."""

    type = _type("knock")


class ChooseTrumpActionSerializer(serializers.Serializer):
    """The most-tricks winner names trumps; ``aces_high``/``reverse`` only matter with the
    ``trump_extras`` option."""

    type = _type("choose_trump")
    suit = suit(allow_null=True, help_text="Null: no trump (when the rules allow it).")
    aces_high = serializers.BooleanField()
    reverse = serializers.BooleanField()


@extend_schema_serializer(component_name="ChooseTrumpAction")
class ChooseTrumpActionInputSerializer(ChooseTrumpActionSerializer):
    """The most-tricks winner names trumps; ``aces_high`` (default true) and ``reverse``
    (default false) may be left out."""

    aces_high = serializers.BooleanField(required=False, default=True)
    reverse = serializers.BooleanField(required=False, default=False)


class ExchangeActionSerializer(serializers.Serializer):
    """Card exchange: discard these cards (at most three; none keeps the hand as dealt) and be
    dealt as many from the stock."""

    type = _type("exchange")
    cards = cards(max_length=3)


class DeclareActionSerializer(serializers.Serializer):
    """Declare what the decision asks about: "no picture, no play" or a rainbow."""

    type = _type("declare")


class PassActionSerializer(serializers.Serializer):
    """Do not declare."""

    type = _type("pass")


class VoteTrumpActionSerializer(serializers.Serializer):
    """A knocked-out player's vote for the next trump suit."""

    type = _type("vote_trump")
    suit = suit(allow_null=True, help_text="Null abstains.")


class BuyActionSerializer(serializers.Serializer):
    """The money game: buy the life on offer for one unit."""

    type = _type("buy")


class DeclineActionSerializer(serializers.Serializer):
    """The money game: refuse the life on offer and leave the game."""

    type = _type("decline")


class PlayBlindActionSerializer(serializers.Serializer):
    """Play one's Blind Parish card, unseen."""

    type = _type("play_blind")


class ClaimActionSerializer(serializers.Serializer):
    """Classic Whist, the seat to play: claim every remaining trick for my side, showing my
    hand to the table (the game view's ``can_claim``; never listed in ``legal_actions``)."""

    type = _type("claim")


class AcceptClaimActionSerializer(serializers.Serializer):
    """Classic Whist, an opponent of the claimer: agree that the claimer's side takes the
    remaining tricks."""

    type = _type("accept_claim")


class RefuseClaimActionSerializer(serializers.Serializer):
    """Classic Whist, an opponent of the claimer: refuse the claim; play goes on."""

    type = _type("refuse_claim")


_KINDS: dict[str, type[serializers.Serializer]] = {
    "play": PlayActionSerializer,
    "knock": KnockActionSerializer,
    "choose_trump": ChooseTrumpActionSerializer,
    "exchange": ExchangeActionSerializer,
    "declare": DeclareActionSerializer,
    "pass": PassActionSerializer,
    "vote_trump": VoteTrumpActionSerializer,
    "buy": BuyActionSerializer,
    "decline": DeclineActionSerializer,
    "play_blind": PlayBlindActionSerializer,
    "claim": ClaimActionSerializer,
    "accept_claim": AcceptClaimActionSerializer,
    "refuse_claim": RefuseClaimActionSerializer,
}
ACTION_KINDS: tuple[str, ...] = tuple(_KINDS)

ACTION = PolymorphicProxySerializer(
    component_name="Action", serializers=_KINDS, resource_type_field_name="type",
    help_text="A decision, one schema per kind (by its type).")
ACTION_INPUT = PolymorphicProxySerializer(
    component_name="Action",
    serializers={**_KINDS, "choose_trump": ChooseTrumpActionInputSerializer},
    resource_type_field_name="type",
    help_text="A decision: one of the game view's legal_actions.")


@extend_schema_field(ACTION)
class ActionField(serializers.JSONField):
    """A legal action as the game view lists it."""


@extend_schema_field(ACTION_INPUT)
class ActionInputField(serializers.JSONField):
    """Any JSON goes through to the engine, which parses it with its own error codes."""


# --- the record's view of a taken action ------------------------------------------------------
class ResignActionSerializer(serializers.Serializer):
    """The seat resigned (or timed out too often); the server plays its cards from here."""

    type = _type("resign")


class RecordedExchangeActionSerializer(serializers.Serializer):
    """An exchange: its cards to the exchanging seat and in a finished game's record; how many
    to everyone else."""

    type = _type("exchange")
    cards = cards(max_length=3, required=False)
    count = serializers.IntegerField(min_value=0, max_value=3, required=False,
                                     help_text="How many cards were exchanged (when the "
                                               "cards are hidden).")


class RecordedVoteTrumpActionSerializer(serializers.Serializer):
    """A vote: its suit to the voter and in a finished game's record (the tally reveals it)."""

    type = _type("vote_trump")
    suit = suit(allow_null=True, required=False, help_text="Null abstains; absent: secret.")


RECORDED_ACTION = PolymorphicProxySerializer(
    component_name="RecordedAction",
    serializers={**_KINDS, "exchange": RecordedExchangeActionSerializer,
                 "vote_trump": RecordedVoteTrumpActionSerializer,
                 "resign": ResignActionSerializer},
    resource_type_field_name="type",
    help_text="A decision as the record shows it to its reader.")


@extend_schema_field(RECORDED_ACTION)
class RecordedActionField(serializers.JSONField):
    """A taken action, redacted for the record's reader."""

