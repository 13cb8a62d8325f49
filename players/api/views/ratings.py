"""Leaderboards, player profiles and rating histories, and the AI levels."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from players import selectors
from players.api.serializers import (
    AiLevelOutputSerializer,
    LeaderboardEntryOutputSerializer,
    LeaderboardQuerySerializer,
    PlayerOutputSerializer,
    RatingChangeOutputSerializer,
    RatingHistoryQuerySerializer,
)
from players.api.views.lists import AuthenticatedListView
from players.models import Competitor, League, Rating, RatingChange

LEADERBOARD_DESCRIPTION = (
    "OpenSkill (Plackett-Luce) ratings, best conservative score (mu - 3 sigma) first; ties: "
    "more rated games, then the earlier competitor. Only competitors with at least "
    "`min_games` rated games appear (default: the WHIST_LEADERBOARD_MIN_GAMES setting, 5). "
    "AI levels are rated like players (one rating per level) and appear with `ai_level` set. "
    "The board lists the top WHIST_LEADERBOARD_SIZE places (1000 by default)."
)


class _LeaderboardBase(AuthenticatedListView):
    serializer_class = LeaderboardEntryOutputSerializer

    def league(self) -> League | None:
        return None

    def get_queryset(self) -> QuerySet[Rating]:
        league = self.league()
        query = LeaderboardQuerySerializer(data=self.request.query_params)
        query.is_valid(raise_exception=True)
        # Bounded: the top WHIST_LEADERBOARD_SIZE, so counting the board reads a bounded part
        # of its index however many players are rated.
        return selectors.leaderboard(league=league, **query.validated_data)[
            : settings.WHIST_LEADERBOARD_SIZE]


class LeaderboardView(_LeaderboardBase):
    @extend_schema(
        operation_id="leaderboard_global",
        summary="The global leaderboard.",
        description=LEADERBOARD_DESCRIPTION,
        parameters=[LeaderboardQuerySerializer],
        responses={200: LeaderboardEntryOutputSerializer(many=True), **error_responses(400, 401)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class LeagueLeaderboardView(_LeaderboardBase):
    def league(self) -> League | None:
        return selectors.league_get_visible(
            user=self.request.user, league_id=self.kwargs["league_id"]
        )

    @extend_schema(
        operation_id="leaderboard_league",
        summary="A league's leaderboard (ratings from that league's games only).",
        description=LEADERBOARD_DESCRIPTION,
        parameters=[LeaderboardQuerySerializer],
        responses={
            200: LeaderboardEntryOutputSerializer(many=True),
            **error_responses(400, 401, 404),
        },
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class PlayerView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="players_retrieve",
        summary="A player's profile, lifetime stats and global rating.",
        responses={200: PlayerOutputSerializer, **error_responses(401, 404)},
    )
    def get(self, request: Request, user_id: int) -> Response:
        return Response(PlayerOutputSerializer(selectors.player_get(user_id=user_id)).data)


class PlayerRatingHistoryView(AuthenticatedListView):
    serializer_class = RatingChangeOutputSerializer

    def get_queryset(self) -> QuerySet[RatingChange]:
        user_id = self.kwargs["user_id"]
        selectors.player_get(user_id=user_id)
        query = RatingHistoryQuerySerializer(data=self.request.query_params)
        query.is_valid(raise_exception=True)
        league_id = query.validated_data.get("league")
        league = None
        if league_id is not None:
            league = selectors.league_get_visible(user=self.request.user, league_id=league_id)
        return selectors.rating_history(user_id=user_id, league=league,
                                        game=query.validated_data["game"])

    @extend_schema(
        operation_id="players_rating_history",
        summary="A player's rating before and after each rated game, newest first.",
        parameters=[RatingHistoryQuerySerializer],
        responses={200: RatingChangeOutputSerializer(many=True), **error_responses(400, 401, 404)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class AiLevelListView(AuthenticatedListView):
    serializer_class = AiLevelOutputSerializer

    def get_queryset(self) -> QuerySet[Competitor]:
        return selectors.ai_levels()

    @extend_schema(
        operation_id="ai_levels_list",
        summary="Every AI level that has played: lifetime stats and global rating.",
        responses={200: AiLevelOutputSerializer(many=True), **error_responses(401)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)
