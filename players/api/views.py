"""Thin views: validate input, call a service or selector, serialize the result."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.generics import ListAPIView
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from players import selectors, services
from players.api.serializers import (
    AccountDeleteInputSerializer,
    AiLevelOutputSerializer,
    DeviceTokenOutputSerializer,
    LeaderboardEntryOutputSerializer,
    LeaderboardQuerySerializer,
    LeagueCreateInputSerializer,
    LeagueJoinInputSerializer,
    LeagueOutputSerializer,
    LeagueUpdateInputSerializer,
    MemberOutputSerializer,
    MeOutputSerializer,
    MeUpdateInputSerializer,
    PasswordChangeInputSerializer,
    PlayerOutputSerializer,
    RatingChangeOutputSerializer,
    RatingHistoryQuerySerializer,
    RegisterInputSerializer,
    RegisterOutputSerializer,
    SeasonInputSerializer,
    SeasonOutputSerializer,
    StandingOutputSerializer,
    TokenInputSerializer,
    TokenOutputSerializer,
    TokensRevokeQuerySerializer,
)
from players.models import (
    Competitor,
    DeviceToken,
    League,
    LeagueMembership,
    Rating,
    RatingChange,
    Season,
    Standing,
)
from players.services import tokens
from whist_service.errors import error_responses
from whist_service.serializers import EmptyInputSerializer, input_valid
from whist_service.throttling import WritesThrottled


class RegisterView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "register"

    @extend_schema(
        operation_id="auth_register",
        request=RegisterInputSerializer,
        responses={201: RegisterOutputSerializer, **error_responses(400, 409, 429)},
        summary="Create an account; returns the profile and an API token.",
    )
    def post(self, request: Request) -> Response:
        data = input_valid(RegisterInputSerializer, request.data)
        device = data.pop("device")
        user = services.user_register(**data)
        _, token = tokens.token_create(user=user, device=device)
        profile = services.profile_ensure(user=user)
        return Response(RegisterOutputSerializer(profile, context={"token": token}).data,
                        status=status.HTTP_201_CREATED)


class TokenView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "login"

    @extend_schema(
        operation_id="auth_token",
        request=TokenInputSerializer,
        responses={200: TokenOutputSerializer, **error_responses(400, 429)},
        summary="Sign a device in: username and password for a new API token of its own.",
        description='Send it as "Authorization: Token <token>". Each sign-in makes a new '
        "token (list and revoke them at /me/tokens); one unused for the idle time expires. "
        "429 too_many_failed_sign_ins after too many failed sign-ins of the account.",
    )
    def post(self, request: Request) -> Response:
        instance, token = services.token_obtain(**input_valid(TokenInputSerializer,
                                                              request.data))
        return Response(TokenOutputSerializer({"token": token, "expiry": instance.expiry}).data)


class MeView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me_get",
        responses={200: MeOutputSerializer, **error_responses(401)},
        summary="The authenticated player's profile.",
    )
    def get(self, request: Request) -> Response:
        profile = services.profile_ensure(user=request.user)
        return Response(MeOutputSerializer(profile).data)

    @extend_schema(
        operation_id="me_update",
        request=MeUpdateInputSerializer,
        responses={200: MeOutputSerializer, **error_responses(400, 401)},
        summary="Change my display name or avatar URL (the username is the login: fixed).",
    )
    def patch(self, request: Request) -> Response:
        data = MeUpdateInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        profile = services.profile_update(user=request.user, **data.validated_data)
        return Response(MeOutputSerializer(profile).data)

    @extend_schema(
        operation_id="me_delete",
        request=AccountDeleteInputSerializer,
        responses={204: None, **error_responses(400, 401, 429)},
        summary="Delete my account (password required): the login, token, name, avatar and "
        "league memberships go, the games I am still in are given up, and my past results "
        "stay under \"Deleted player\".",
    )
    def delete(self, request: Request) -> Response:
        data = AccountDeleteInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.account_delete(user=request.user, **data.validated_data)
        return Response(status=status.HTTP_204_NO_CONTENT)

    def get_throttles(self) -> list[Any]:
        # Deleting checks the password, so it must not allow guessing one; reading and
        # editing the profile are not throttled.
        self.throttle_scope = "login" if self.request.method == "DELETE" else None
        return super().get_throttles()


class PasswordChangeView(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "login"  # it checks a password, so it must not allow guessing one

    @extend_schema(
        operation_id="me_password_change",
        request=PasswordChangeInputSerializer,
        responses={200: TokenOutputSerializer, **error_responses(400, 401, 429)},
        summary="Change my password; every device is signed out and this one gets a new "
        "API token.",
    )
    def post(self, request: Request) -> Response:
        data = input_valid(PasswordChangeInputSerializer, request.data)
        current = request.auth if isinstance(request.auth, DeviceToken) else None
        instance, token = services.password_change(
            user=request.user, device=current.name if current else "", **data)
        return Response(TokenOutputSerializer({"token": token, "expiry": instance.expiry}).data)


class LogoutView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="auth_logout",
        request=None,
        responses={204: None, **error_responses(401)},
        summary="Sign this device out: its API token stops working (the others keep theirs; "
        "DELETE /me/tokens signs every device out).",
    )
    def post(self, request: Request) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        tokens.token_revoke(token=_device_token(request))
        return Response(status=status.HTTP_204_NO_CONTENT)


def _device_token(request: Request) -> DeviceToken | None:
    return request.auth if isinstance(request.auth, DeviceToken) else None


class MyTokensView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me_tokens_list",
        responses={200: DeviceTokenOutputSerializer(many=True), **error_responses(401)},
        summary="My signed-in devices: one API token each, with the one of this request marked.",
    )
    def get(self, request: Request) -> Response:
        rows = tokens.tokens_of_user(user=request.user)
        return Response(DeviceTokenOutputSerializer(
            rows, many=True, context={"current": _device_token(request)}).data)

    @extend_schema(
        operation_id="me_tokens_revoke_all",
        parameters=[TokensRevokeQuerySerializer],
        request=None,
        responses={204: None, **error_responses(400, 401)},
        summary="Sign every device out (?others=true: all but this one).",
    )
    def delete(self, request: Request) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        others = input_valid(TokensRevokeQuerySerializer, request.query_params)["others"]
        tokens.tokens_revoke(user=request.user, keep=_device_token(request) if others else None)
        return Response(status=status.HTTP_204_NO_CONTENT)


class MyTokenView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me_tokens_revoke",
        request=None,
        responses={204: None, **error_responses(400, 401, 404)},
        summary="Sign one device out by the id GET /me/tokens lists.",
    )
    def delete(self, request: Request, token_id: str) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        tokens.token_revoke_by_id(user=request.user, token_id=token_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


# --- Leagues, seasons, tables, ratings --------------------------------------------------------


class PlayersPagination(PageNumberPagination):
    """Page-number pagination (``?page=``) with an optional ``?page_size=`` up to 100."""

    page_size_query_param = "page_size"
    max_page_size = 100


class _ListView(ListAPIView):
    """Base for read lists: authenticated, paginated, queryset built per request."""

    permission_classes = [IsAuthenticated]
    pagination_class = PlayersPagination


def _member_of(user: AbstractBaseUser, leagues: list[League]) -> set[int]:
    """Ids of the given leagues the user belongs to (decides who sees invite codes)."""
    ids = [league.pk for league in leagues]
    return set(
        LeagueMembership.objects.filter(user_id=user.pk, league_id__in=ids).values_list(
            "league_id", flat=True
        )
    )


class LeagueListCreateView(WritesThrottled, _ListView):
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
        context = {"member_of": _member_of(request.user, [league])}
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


class LeagueMembersView(_ListView):
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


class SeasonListCreateView(WritesThrottled, _ListView):
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


class SeasonTableView(_ListView):
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


class LeagueTableView(_ListView):
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


LEADERBOARD_DESCRIPTION = (
    "OpenSkill (Plackett-Luce) ratings, best conservative score (mu - 3 sigma) first; ties: "
    "more rated games, then the earlier competitor. Only competitors with at least "
    "`min_games` rated games appear (default: the WHIST_LEADERBOARD_MIN_GAMES setting, 5). "
    "AI levels are rated like players (one rating per level) and appear with `ai_level` set. "
    "The board lists the top WHIST_LEADERBOARD_SIZE places (1000 by default)."
)


class _LeaderboardBase(_ListView):
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


class PlayerRatingHistoryView(_ListView):
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


class AiLevelListView(_ListView):
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
