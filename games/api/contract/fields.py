"""Field builders shared by the contract: cards, suits, seats and the closed sets of names.

Enums are derived from the engine where it names them, so a new phase or seat status reaches
the schema without anyone remembering to copy it here.
"""

from __future__ import annotations

from typing import Any

from django.core.validators import RegexValidator
from rest_framework import serializers

from games.ai import BOT_LEVELS
from games.engine import Phase, SeatStatus

CARD_PATTERN = r"^[2-9TJQKA][CDHS]$"
CARD_HELP = "A card: rank (2-9, T, J, Q, K, A) then suit (C, D, H, S), e.g. \"TS\"."
SUITS: tuple[str, ...] = ("C", "D", "H", "S")
PHASES: tuple[str, ...] = tuple(str(p) for p in Phase)
SEAT_STATUSES: tuple[str, ...] = tuple(str(s) for s in SeatStatus)
# The decision is named after the phase that asks for it; a seat holding a Blind Parish card
# faces ``play_blind`` instead of ``play`` (games.engine.observation.decision).
DECISIONS: tuple[str, ...] = (*(p for p in PHASES if p != str(Phase.GAME_OVER)), "play_blind")
LIVES: tuple[str, ...] = ("dogs_life", "parish", "blind_parish")
AI_LEVELS: tuple[str, ...] = tuple(BOT_LEVELS)
MAX_TURN_SECONDS = 30 * 24 * 3600
"""The longest time limit per decision a game or a drive takes (thirty days)."""


def card(**kwargs: Any) -> serializers.CharField:
    kwargs.setdefault("help_text", CARD_HELP)
    return serializers.CharField(min_length=2, max_length=2,
                                 validators=[RegexValidator(CARD_PATTERN)], **kwargs)


def cards(**kwargs: Any) -> serializers.ListField:
    return serializers.ListField(child=card(), **kwargs)


def suit(**kwargs: Any) -> serializers.ChoiceField:
    return serializers.ChoiceField(choices=SUITS, **kwargs)


def seat_no(**kwargs: Any) -> serializers.IntegerField:
    """Seats are numbered clockwise from 0; a seat number is a place at the table, not a user."""
    return serializers.IntegerField(min_value=0, max_value=6, **kwargs)


def seat_nos(**kwargs: Any) -> serializers.ListField:
    return serializers.ListField(child=seat_no(), **kwargs)


def turn_time_limit(**kwargs: Any) -> serializers.IntegerField:
    """Seconds per decision, or null for none."""
    return serializers.IntegerField(min_value=1, max_value=MAX_TURN_SECONDS, required=False,
                                    allow_null=True, default=None, **kwargs)


def per_seat(child: serializers.Field, **kwargs: Any) -> serializers.ListField:
    """A list indexed by seat number."""
    return serializers.ListField(child=child, **kwargs)


def choice(choices: tuple[str, ...], **kwargs: Any) -> serializers.ChoiceField:
    return serializers.ChoiceField(choices=choices, **kwargs)
