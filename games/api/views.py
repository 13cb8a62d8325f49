"""Thin views: validate, call a service or selector, serialize."""

from __future__ import annotations

from typing import Any

from django.core.cache import cache
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.pagination import Pagination, page_parameter
from core.serializers import EmptyInputSerializer, input_valid
from core.throttling import WritesThrottled
from games import selectors, services
from games.api import serializers as s
from games.api.contract.game import EventsPageSerializer, GamePageSerializer, GameViewSerializer
from games.api.contract.record import GameRecordSerializer
from games.api.idempotency import KEY_PATTERN, idempotent
from games.clock import clock_from_input
from games.models import Game, Seat
from live import bus
from live.turn_mail import game_seen

IDEMPOTENCY = OpenApiParameter(
    "Idempotency-Key", {"type": "string", "pattern": f"^{KEY_PATTERN}$"},
    OpenApiParameter.HEADER, required=False,
    description="Retrying with the same key and body returns the first response and applies "
                "nothing again; the same key with another body gets 422.")
PAGE = page_parameter("Page number (20 games a page).")

# A view holds the caller's own cards: never stored by a shared cache, always revalidated.
VIEW_CACHE_CONTROL = "private, no-cache"


def _view_response(request: Request, game: Game, code: int = status.HTTP_200_OK) -> Response:
    """The caller's view of the game a write returned, built from the rows the write holds
    (a move keeps its seats on the game: nothing is read again)."""
    seats = selectors.game_seats(game)
    mine = next((seat for seat in seats if seat.user_id == request.user.pk), None)
    response = Response(selectors.viewer_view(game, seats, mine, request.user), status=code)
    response["ETag"] = selectors.view_etag(game, mine)
    response["Cache-Control"] = VIEW_CACHE_CONTROL
    return response


def _paginated(view: APIView, request: Request, queryset: Any) -> Response:
    paginator = Pagination()
    page = paginator.paginate_queryset(queryset, request, view=view)
    return paginator.get_paginated_response(
        [selectors.viewer_summary(g, list(g.seats.all()), request.user) for g in page or []])


class GamesView(WritesThrottled, APIView):
    throttle_scope = "lobby_write"

    @extend_schema(parameters=[s.GameListQuerySerializer, PAGE], operation_id="games_mine",
                   responses={200: GamePageSerializer},
                   summary="My games (filter by status and whose turn it is)")
    def get(self, request: Request) -> Response:
        query = input_valid(s.GameListQuerySerializer, request.query_params)
        return _paginated(self, request, selectors.games_of_user(
            request.user, status=query.get("status"), my_turn=query.get("my_turn")))

    @extend_schema(request=s.GameCreateSerializer, parameters=[IDEMPOTENCY],
                   responses={201: GameViewSerializer, **error_responses(404, 409)},
                   summary="Create a game lobby; the creator takes seat 0")
    def post(self, request: Request) -> Response:
        def handle() -> Response:
            data = input_valid(s.GameCreateSerializer, request.data)
            season = None
            if data["league_id"] is not None or data["season_id"] is not None:
                from players.selectors import league_season_for_game

                season = league_season_for_game(user=request.user, league_id=data["league_id"],
                                                season_id=data["season_id"])
                # A league plays by its own rules: its table compares like with like.
                data["preset"], data["options"] = (season.league.rules_preset,
                                                   season.league.options)
            game = services.game_create(
                user=request.user, max_players=data["max_players"], kind=data["kind"],
                preset=data["preset"],
                options=data["options"], turn_time_limit=data["turn_time_limit"],
                clock=clock_from_input(data["time_control"], data["turn_time_limit"]),
                on_timeout=data["on_timeout"], timeouts_to_resign=data["timeouts_to_resign"],
                visibility=data["visibility"], rated=data["rated"], season=season,
                join=data["join"], chat_free_text=data["chat_free_text"],
                spectators_trick_late=data["spectators_trick_late"])
            return _view_response(request, game, status.HTTP_201_CREATED)

        return idempotent(self, request, handle)


class PlayerGamesView(APIView):
    @extend_schema(parameters=[PAGE], responses={200: GamePageSerializer},
                   operation_id="players_games",
                   summary="A player's finished games that you may see, most recent first")
    def get(self, request: Request, user_id: int) -> Response:
        return _paginated(self, request, selectors.games_of_player(user_id, request.user))


class OpenGamesView(APIView):
    @extend_schema(parameters=[PAGE], responses={200: GamePageSerializer},
                   summary="Public lobbies waiting for players")
    def get(self, request: Request) -> Response:
        return _paginated(self, request, selectors.open_games())


class LiveGamesView(APIView):
    @extend_schema(parameters=[PAGE], responses={200: GamePageSerializer},
                   operation_id="games_live",
                   summary="Public games being played now, to watch (most recently started "
                           "first)")
    def get(self, request: Request) -> Response:
        return _paginated(self, request, selectors.live_games())


class JoinByCodeView(APIView):
    throttle_scope = "lobby_write"

    @extend_schema(request=s.JoinByCodeSerializer, parameters=[IDEMPOTENCY],
                   responses={200: GameViewSerializer, **error_responses(404, 409)},
                   operation_id="games_join_by_code",
                   summary="Join a private game by its invite code")
    def post(self, request: Request) -> Response:
        def handle() -> Response:
            data = input_valid(s.JoinByCodeSerializer, request.data)
            game = services.game_join_by_code(user=request.user, invite_code=data["invite_code"])
            return _view_response(request, game)

        return idempotent(self, request, handle)


def _seen(game: Game, mine: Seat | None) -> None:
    """A person reading a game that waits for them: a mail of their turn waits longer."""
    if mine is not None and mine.user_id is not None and game.to_act_seat == mine.index:
        game_seen(user_id=mine.user_id, game_id=game.pk)


class GameView(APIView):
    @extend_schema(responses={200: GameViewSerializer,
                              304: OpenApiResponse(description="Not modified since the ETag "
                                                               "sent in If-None-Match.")},
                   operation_id="games_view",
                   summary="The game as the caller may see it (ETag / If-None-Match)")
    def get(self, request: Request, game_id: int) -> Response:
        game, seats, mine = selectors.game_for_viewer(game_id, request.user)
        _seen(game, mine)
        etag = selectors.view_etag(game, mine)
        if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
            response = Response(status=status.HTTP_304_NOT_MODIFIED)
        else:
            response = Response(selectors.viewer_view(game, seats, mine, request.user))
        response["ETag"] = etag
        response["Cache-Control"] = VIEW_CACHE_CONTROL
        return response


class _GameWrite(APIView):
    """A POST on one game: idempotent, throttled, answering with the caller's new view."""

    throttle_scope = "game_write"
    request_serializer: type | None = None

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        raise NotImplementedError

    def post(self, request: Request, game_id: int) -> Response:
        def handle() -> Response:
            data = input_valid(self.request_serializer or EmptyInputSerializer, request.data)
            return _view_response(request, self.perform(request, game_id, data))

        with bus.publishes_batched():  # the events and notifications: one Redis round trip
            return idempotent(self, request, handle)


def _write_schema(summary: str, request: type | None = None, errors: tuple[int, ...] = (),
                  description: str | None = None) -> Any:
    """A write on one game answers with the caller's new view; ``errors``: the statuses of the
    service's own refusals (the rest follow from the view, see core.openapi)."""
    return extend_schema(request=request, parameters=[IDEMPOTENCY],
                         summary=summary, description=description,
                         responses={200: GameViewSerializer, **error_responses(*errors)})


class JoinView(_GameWrite):
    throttle_scope = "lobby_write"
    request_serializer = s.JoinSerializer

    @_write_schema("Take a free seat (a private game needs its invite code)", s.JoinSerializer,
                   errors=(409,))
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.game_join(game_id=game_id, user=request.user,
                                  invite_code=data.get("invite_code"))


class LeaveView(_GameWrite):
    throttle_scope = "lobby_write"

    @_write_schema("Leave before the start (the creator leaving cancels the game)",
                   errors=(403, 409))
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.game_leave(game_id=game_id, user=request.user)


class AISeatView(_GameWrite):
    throttle_scope = "lobby_write"
    request_serializer = s.AISeatSerializer

    @_write_schema("Add an AI seat (creator only)", s.AISeatSerializer, errors=(403, 409))
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.ai_seat_add(game_id=game_id, user=request.user, level=data["level"])


class StartView(_GameWrite):
    throttle_scope = "lobby_write"
    request_serializer = s.StartSerializer

    @_write_schema("Start the game with the seated players (creator only)", s.StartSerializer,
                   errors=(403, 409))
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.game_start(game_id=game_id, user=request.user,
                                   expected_version=data.get("expected_version"))


class RematchView(_GameWrite):
    throttle_scope = "lobby_write"

    @_write_schema("A new lobby with the same seats and options", errors=(403, 409))
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.game_rematch(game_id=game_id, user=request.user)


ACTION_DESCRIPTION = (
    "The action is one of thirteen kinds, by its `type`: `play` (a card), `knock` (on a dog's "
    "life), `choose_trump` (a suit or null, with `aces_high` and `reverse` under "
    "`trump_extras`), `exchange` (up to three cards), `declare` and `pass` (no picture, no "
    "play; a rainbow), `vote_trump` (a suit or null), `buy` and `decline` (a life in the money "
    "game), `play_blind` (a Blind Parish card), and in classic Whist `claim` (the seat to "
    "play claims every remaining trick, showing its hand: settled at once when the server "
    "proves it, otherwise each opponent answers) with `accept_claim` and `refuse_claim` (an "
    "opponent's answer). Bad input is 400 (`malformed_action`, "
    "`malformed_card`), acting out of turn 409 (`not_your_turn`), a move the rules forbid 422 "
    "with the engine's code.")


class ActionView(_GameWrite):
    request_serializer = s.ActionSerializer
    answer_from_memory = True
    """The new view is built from the move's rows in memory (``games.services.play``), so
    the move and its idempotency record are written in one statement."""

    @_write_schema("Take a decision: one of the game view's legal_actions", s.ActionSerializer,
                   errors=(403, 409, 422), description=ACTION_DESCRIPTION)
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.action_apply(game_id=game_id, user=request.user, action=data["action"],
                                     expected_version=data["expected_version"])


class ResignView(_GameWrite):
    @_write_schema("Resign: the server plays out this hand and the seat is then knocked out",
                   errors=(403, 409, 422))
    def post(self, request: Request, game_id: int) -> Response:
        return super().post(request, game_id)

    def perform(self, request: Request, game_id: int, data: dict[str, Any]) -> Game:
        return services.seat_resign(game_id=game_id, user=request.user)


EVENTS_PAGE = 1000


class EventsView(APIView):
    @extend_schema(parameters=[s.EventsQuerySerializer], responses={200: EventsPageSerializer},
                   summary="What happened since event N, redacted for the caller")
    def get(self, request: Request, game_id: int) -> Response:
        after = input_valid(s.EventsQuerySerializer, request.query_params)["after"]
        game, _, mine = selectors.game_for_viewer(game_id, request.user)
        _seen(game, mine)
        events = selectors.events_for_viewer(game, mine, after=after, limit=EVENTS_PAGE + 1)
        has_more = len(events) > EVENTS_PAGE  # a long-offline client asks again from last_seq
        events = events[:EVENTS_PAGE]
        # Past the end, the real last seq: a cursor from elsewhere shows as last_seq < after.
        snapshot = selectors.spectator_snapshot(game, mine)
        return Response({"game_id": game.pk,
                         "version": game.version if snapshot is None else snapshot.version,
                         "last_seq": events[-1]["seq"] if events else
                         selectors.visible_last_seq(game, mine),
                         "has_more": has_more, "events": events})


class RecordView(APIView):
    @extend_schema(responses={200: GameRecordSerializer},
                   summary="The game record (games/record.schema.json); complete once finished")
    def get(self, request: Request, game_id: int) -> Response:
        game, seats, mine = selectors.game_for_viewer(game_id, request.user)
        # The same for every caller at a version (the public part while the game runs, all of
        # it once over), and rebuilt from every row of the game: built once per version.
        record = cache.get_or_set(f"game-record:{game.pk}:{game.version}",
                                  lambda: selectors.game_record(game, seats, mine), 600)
        return Response(record)
