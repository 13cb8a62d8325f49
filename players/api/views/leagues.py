"""Leagues, their members and seasons, and league tables."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from core.throttling import WritesThrottled
from players import selectors, services
from players.api.serializers import (
    LeagueCreateInputSerializer,
    LeagueJoinInputSerializer,
    LeagueOutputSerializer,
    LeagueUpdateInputSerializer,
    MemberOutputSerializer,
    SeasonInputSerializer,
    SeasonOutputSerializer,
    StandingOutputSerializer,
)
from players.api.views.lists import AuthenticatedListView
from players.models import League, LeagueMembership, Season, Standing


class LeagueListCreateView(WritesThrottled, AuthenticatedListView):
    throttle_scope = "league_write"
    serializer_class = LeagueOutputSerializer

    def get_queryset(self) -> QuerySet[League]:
        return selectors.league_list_for_user(user=self.request.user)

    def get_serializer_context(self) -> dict[str, Any]:
        context = super().get_serializer_context()
        if getattr(self, "swagger_fake_view", False):
            return context
        # Every league in "my leagues" is one I belong to.
        context["member_of"] = set(self.get_queryset().values_list("id", flat=True))
        return context

    @extend_schema(
        operation_id="leagues_list",
        summary="Leagues I belong to.",
        responses={200: LeagueOutputSerializer(many=True), **error_responses(401)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)

    @extend_schema(
        operation_id="leagues_create",
        summary="Create a league; I become its owner and first member.",
        request=LeagueCreateInputSerializer,
        responses={201: LeagueOutputSerializer, **error_responses(400, 401)},
    )
    def post(self, request: Request) -> Response:
        data = LeagueCreateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        league = services.league_create(owner=request.user, **data.validated_data)
        body = LeagueOutputSerializer(league, context={"member_of": {league.pk}}).data
        return Response(body, status=status.HTTP_201_CREATED)


class LeagueDetailView(WritesThrottled, APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "league_write"

    @extend_schema(
        operation_id="leagues_retrieve",
        summary="A league (private leagues: members only).",
        responses={200: LeagueOutputSerializer, **error_responses(401, 404)},
    )
    def get(self, request: Request, league_id: int) -> Response:
        league = selectors.league_get_visible(user=request.user, league_id=league_id)
        # Only members see the invite code.
        member = selectors.league_is_member(user=request.user, league=league)
        context = {"member_of": {league.pk} if member else set()}
        return Response(LeagueOutputSerializer(league, context=context).data)

    @extend_schema(
        operation_id="leagues_update",
        summary="Owner only: rename the league, make it public or private, or hand it to "
        "another member (owner_id).",
        description="Scoring and rules are fixed at creation (400 if given). The new owner "
        "must be a member (400); the old owner stays a member.",
        request=LeagueUpdateInputSerializer,
        responses={200: LeagueOutputSerializer, **error_responses(400, 401, 403, 404)},
    )
    def patch(self, request: Request, league_id: int) -> Response:
        data = LeagueUpdateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        league = services.league_update(
            user=request.user, league_id=league_id, **data.validated_data
        )
        return Response(LeagueOutputSerializer(league, context={"member_of": {league.pk}}).data)

    @extend_schema(
        operation_id="leagues_destroy",
        summary="Owner only: delete a league nobody has played in yet.",
        description="409 league_has_games once a game has been set up or played in one of its "
        "seasons: its tables and league ratings are the members' record.",
        responses={204: None, **error_responses(401, 403, 404, 409)},
    )
    def delete(self, request: Request, league_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        services.league_delete(user=request.user, league_id=league_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LeagueMemberView(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "league_write"

    @extend_schema(
        operation_id="leagues_members_destroy",
        summary="Owner only: remove a member (as if it had left; rotate the invite code to keep "
        "it out).",
        responses={204: None, **error_responses(401, 403, 404, 409)},
    )
    def delete(self, request: Request, league_id: int, user_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        services.league_member_remove(user=request.user, league_id=league_id, member_id=user_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LeagueJoinView(APIView):
    permission_classes = [IsAuthenticated]
    # Also what stops a member of the public guessing a private league's invite code.
    throttle_scope = "league_write"

    @extend_schema(
        operation_id="leagues_join",
        summary="Join a league with its invite code.",
        description="201 when joined now, 200 when already a member.",
        request=LeagueJoinInputSerializer,
        responses={
            201: LeagueOutputSerializer,
            200: LeagueOutputSerializer,
            **error_responses(400, 401, 404),
        },
    )
    def post(self, request: Request) -> Response:
        data = LeagueJoinInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        league, joined = services.league_join(user=request.user, **data.validated_data)
        body = LeagueOutputSerializer(league, context={"member_of": {league.pk}}).data
        return Response(body, status=status.HTTP_201_CREATED if joined else status.HTTP_200_OK)


class LeagueLeaveView(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "league_write"

    @extend_schema(
        operation_id="leagues_leave",
        summary="Leave a league (not allowed for its owner).",
        request=None,
        responses={204: None, **error_responses(401, 404, 409)},
    )
    def post(self, request: Request, league_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        services.league_leave(user=request.user, league_id=league_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LeagueInviteCodeView(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "league_write"

    @extend_schema(
        operation_id="leagues_invite_code_rotate",
        summary="Owner only: replace the invite code.",
        request=None,
        responses={200: LeagueOutputSerializer, **error_responses(401, 403, 404)},
    )
    def post(self, request: Request, league_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        league = services.league_invite_code_rotate(user=request.user, league_id=league_id)
        return Response(LeagueOutputSerializer(league, context={"member_of": {league.pk}}).data)


class LeagueMembersView(AuthenticatedListView):
    serializer_class = MemberOutputSerializer

    def get_queryset(self) -> QuerySet[LeagueMembership]:
        league = selectors.league_get_visible(
            user=self.request.user, league_id=self.kwargs["league_id"]
        )
        return selectors.league_members(league=league).select_related("league")

    @extend_schema(
        operation_id="leagues_members_list",
        summary="Members of a league, in joining order.",
        responses={200: MemberOutputSerializer(many=True), **error_responses(401, 404)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class SeasonListCreateView(WritesThrottled, AuthenticatedListView):
    throttle_scope = "league_write"
    serializer_class = SeasonOutputSerializer

    def get_queryset(self) -> QuerySet[Season]:
        league = selectors.league_get_visible(
            user=self.request.user, league_id=self.kwargs["league_id"]
        )
        return selectors.season_list(league=league)

    @extend_schema(
        operation_id="seasons_list",
        summary="A league's seasons, latest first.",
        responses={200: SeasonOutputSerializer(many=True), **error_responses(401, 404)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)

    @extend_schema(
        operation_id="seasons_create",
        summary="Owner only: add a season (inclusive dates; seasons may not overlap).",
        request=SeasonInputSerializer,
        responses={201: SeasonOutputSerializer, **error_responses(400, 401, 403, 404, 409)},
    )
    def post(self, request: Request, league_id: int) -> Response:
        data = SeasonInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        season = services.season_create(
            user=request.user, league_id=league_id, **data.validated_data
        )
        return Response(SeasonOutputSerializer(season).data, status=status.HTTP_201_CREATED)


class SeasonDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="seasons_retrieve",
        summary="One season of a league.",
        responses={200: SeasonOutputSerializer, **error_responses(401, 404)},
    )
    def get(self, request: Request, league_id: int, season_id: int) -> Response:
        league = selectors.league_get_visible(user=request.user, league_id=league_id)
        season = selectors.season_get(league=league, season_id=season_id)
        return Response(SeasonOutputSerializer(season).data)


TABLE_DESCRIPTION = (
    "Order (all tie-breaks, in turn): points desc, games won desc, average finishing "
    "position asc (no games last), games played asc, display name asc, user id asc. "
    "`position` is the 1-based place in that order."
)


class SeasonTableView(AuthenticatedListView):
    serializer_class = StandingOutputSerializer

    def get_queryset(self) -> QuerySet[Standing]:
        league = selectors.league_get_visible(
            user=self.request.user, league_id=self.kwargs["league_id"]
        )
        season = selectors.season_get(league=league, season_id=self.kwargs["season_id"])
        return selectors.season_table(season=season)

    @extend_schema(
        operation_id="seasons_table",
        summary="A season's league table.",
        description=TABLE_DESCRIPTION,
        responses={200: StandingOutputSerializer(many=True), **error_responses(401, 404)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)


class LeagueTableView(AuthenticatedListView):
    serializer_class = StandingOutputSerializer

    def get_queryset(self) -> QuerySet[Standing]:
        league = selectors.league_get_visible(
            user=self.request.user, league_id=self.kwargs["league_id"]
        )
        return selectors.league_table(league=league)

    @extend_schema(
        operation_id="leagues_table",
        summary="A league's all-time table (all seasons together).",
        description=TABLE_DESCRIPTION,
        responses={200: StandingOutputSerializer(many=True), **error_responses(401, 404)},
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)
