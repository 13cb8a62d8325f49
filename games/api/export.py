"""What the games app holds about a person, for ``GET /me/export`` (core/export.py):
each of my games (those I sit in or organised) as its list row and its record as I may see it
(``games.selectors.game_record``: the public part while it runs, for everyone alike, so never a
card still in anyone's hand; everything once it is over), and my vacations with the pause
each made in each game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from rest_framework import serializers

from core.export import Section
from games import selectors
from games.api.contract.game import GameSummarySerializer
from games.api.contract.record import GameRecordSerializer
from games.models import Game, GamePause, Vacation

BATCH = 50


class GameExportSerializer(serializers.Serializer):
    game = GameSummarySerializer()
    record = GameRecordSerializer()


def _games(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    """A batch of games at a time (their ids first, oldest first), each with its seats."""
    ids = list(selectors.games_of_user(user).order_by("created_at", "pk")
               .values_list("pk", flat=True))
    for start in range(0, len(ids), BATCH):
        batch = Game.objects.filter(pk__in=ids[start:start + BATCH]) \
            .prefetch_related("seats__user__profile").order_by("created_at", "pk")
        for game in batch:
            seats = sorted(game.seats.all(), key=lambda s: s.index)
            mine = next((s for s in seats if s.user_id == user.pk), None)
            yield {"game": selectors.viewer_summary(game, seats, user),
                   "record": selectors.game_record(game, seats, mine)}


class PauseExportSerializer(serializers.ModelSerializer):
    class Meta:
        model = GamePause
        fields = ["game_id", "seat", "started_at", "until", "ended_at", "shift_seconds"]


class VacationExportSerializer(serializers.ModelSerializer):
    pauses = PauseExportSerializer(many=True)

    class Meta:
        model = Vacation
        fields = ["started_at", "until", "ended_at", "automatic", "pauses"]


def _vacations(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    for vacation in Vacation.objects.filter(user=user).prefetch_related("pauses") \
            .order_by("started_at"):
        yield VacationExportSerializer(vacation).data


SECTIONS = [Section("games", GameExportSerializer(many=True), _games),
            Section("vacations", VacationExportSerializer(many=True), _vacations)]
