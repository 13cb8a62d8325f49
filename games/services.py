"""Writes.  Each public function is one transaction: lock the game row, check, apply, record.

Every change a client could observe bumps ``Game.version``; a write that carries a stale
``expected_version`` gets 409 and changes nothing.  Engine errors keep their codes: bad input is
400, acting out of turn 409, a move the rules forbid 422.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from games import engine
from games.ai import BOT_LEVELS, bot_action
from games.engine import ALL, EngineError, IllegalAction, InvalidInput, NotYourTurn
from games.engine.events import (
    CardPlayed,
    Dealt,
    Event,
    GameEnded,
    HandEnded,
    Knocked,
    TrickWon,
    TrumpSet,
)
from games.models import (
    Game,
    GameAction,
    GameEvent,
    GameStatus,
    Hand,
    Play,
    Seat,
    Trick,
    Visibility,
)
from games.record import first_dealer_of
from players.results import GameResult, SeatResult
from players.services import game_result_apply
from whist_service.errors import ApiError

logger = logging.getLogger(__name__)

AI_LEVELS = BOT_LEVELS
"""The bot levels a lobby may seat."""


# --- errors ------------------------------------------------------------------------------------
def _not_found() -> ApiError:
    return ApiError(status=404, code="game_not_found", message="No such game.")


def engine_error_to_api(exc: EngineError) -> ApiError:
    """Bad input is 400, out of turn 409, forbidden by the rules 422; the engine's code stays."""
    if isinstance(exc, InvalidInput):
        status = 400
    elif isinstance(exc, NotYourTurn):
        status = 409
    elif isinstance(exc, IllegalAction):
        status = 422
    else:
        status = 400
    return ApiError(status=status, code=exc.code, message=exc.message, details=exc.details)


def _conflict(code: str, message: str, **details: Any) -> ApiError:
    return ApiError(status=409, code=code, message=message, details=details)


def _forbidden(code: str, message: str) -> ApiError:
    return ApiError(status=403, code=code, message=message)


# --- loading -----------------------------------------------------------------------------------
def _locked(game_id: int, user: AbstractBaseUser | None) -> tuple[Game, list[Seat]]:
    """Lock the game row; hide a private game from anyone but its players and organiser."""
    try:
        game = Game.objects.select_for_update().get(pk=game_id)
    except Game.DoesNotExist:
        raise _not_found() from None
    seats = list(game.seats.select_related("user").order_by("index"))
    if user is not None and game.visibility == Visibility.PRIVATE and \
            not is_member(game, seats, user):
        raise _not_found()
    return game, seats


def is_member(game: Game, seats: list[Seat], user: AbstractBaseUser) -> bool:
    """Seated players and the organiser may see a private game."""
    return game.created_by_id == user.pk or any(s.user_id == user.pk for s in seats)


def _my_seat(seats: list[Seat], user: AbstractBaseUser) -> Seat | None:
    return next((s for s in seats if s.user_id == user.pk), None)


def _check_version(game: Game, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != game.version:
        raise _conflict("stale_version",
                        f"the game is at version {game.version}, not {expected_version}; "
                        "reload it and try again", version=game.version)


# --- lobby ---------------------------------------------------------------------------------------
def _options_build(preset: str, overrides: dict[str, Any] | None, players: int) -> engine.Options:
    try:
        options = engine.Options.from_dict(overrides or {}, base=engine.preset(preset))
        options.validate(players)
    except EngineError as exc:
        raise engine_error_to_api(exc) from None
    return options


def game_create(*, user: AbstractBaseUser, max_players: int, preset: str = "pagat",
                options: dict[str, Any] | None = None, turn_time_limit: int | None = None,
                visibility: str = Visibility.PUBLIC, rated: bool = True,
                season: Any = None, seed: str | None = None,
                forced_setup: dict[str, Any] | None = None, join: bool = True,
                rematch_of: Game | None = None) -> Game:
    """Open a lobby with its creator in seat 0 (``join=False``: an organiser who only fills
    the table, e.g. with AI seats, and watches).

    ``seed`` and ``forced_setup`` are for tests and set deals, never taken from the API:
    a forced game is never rated."""
    full = _options_build(preset, options, max_players)
    server_seed = seed or secrets.token_hex(32)
    with transaction.atomic():
        game = Game.objects.create(
            created_by=user, max_players=max_players, preset=preset, options=full.to_dict(),
            turn_time_limit=turn_time_limit, visibility=visibility,
            invite_code=secrets.token_urlsafe(6) if visibility == Visibility.PRIVATE else None,
            rated=rated and forced_setup is None, season=season, server_seed=server_seed,
            seed_commitment=engine.seed_commitment(server_seed), forced_setup=forced_setup,
            rematch_of=rematch_of)
        if join:
            Seat.objects.create(game=game, index=0, user=user)
        created: dict[str, Any] = {"type": "game_created", "by": user.pk}
        if rematch_of is not None:
            created["rematch_of"] = rematch_of.pk
        _events_append(game, [created])
        game.save(update_fields=["event_seq"])
    return game


def _lobby(game_id: int, user: AbstractBaseUser | None, *, code: str | None = None
           ) -> tuple[Game, list[Seat]]:
    game, seats = _locked(game_id, None)
    if game.visibility == Visibility.PRIVATE and user is not None and \
            not is_member(game, seats, user) and (code is None or code != game.invite_code):
        raise _not_found()
    if game.status != GameStatus.LOBBY:
        raise _conflict("game_already_started" if game.status == GameStatus.ACTIVE
                        else "game_not_open", f"the game is {game.status}, not in its lobby")
    return game, seats


def _bump(game: Game, *fields: str) -> None:
    game.version += 1
    game.save(update_fields=["version", "event_seq", "updated_at", *fields])


def game_join(*, game_id: int, user: AbstractBaseUser, invite_code: str | None = None) -> Game:
    with transaction.atomic():
        game, seats = _lobby(game_id, user, code=invite_code)
        if _my_seat(seats, user) is not None:
            raise _conflict("already_seated", "you already have a seat in this game")
        if len(seats) >= game.max_players:
            raise _conflict("game_full", "every seat is taken")
        seat = Seat.objects.create(game=game, index=len(seats), user=user)
        _events_append(game, [{"type": "seat_joined", "seat": seat.index, "user": user.pk}])
        _bump(game)
    return game


def game_join_by_code(*, user: AbstractBaseUser, invite_code: str) -> Game:
    game = Game.objects.filter(invite_code=invite_code).only("pk").first()
    if game is None:
        raise _not_found()
    return game_join(game_id=game.pk, user=user, invite_code=invite_code)


def game_leave(*, game_id: int, user: AbstractBaseUser) -> Game:
    """Leave before the start.  The creator leaving cancels the lobby."""
    with transaction.atomic():
        game, seats = _lobby(game_id, user)
        seat = _my_seat(seats, user)
        if game.created_by_id == user.pk:
            game.status = GameStatus.CANCELLED
            _events_append(game, [{"type": "game_cancelled", "by": user.pk}])
            _bump(game, "status")
            return game
        if seat is None:
            raise _forbidden("not_a_player", "you have no seat in this game")
        seat.delete()
        for later in seats:
            if later.index > seat.index:  # keep seats numbered 0..n-1 in joining order
                later.index -= 1
        Seat.objects.bulk_update([s for s in seats if s.index >= seat.index and s != seat],
                                 ["index"])
        _events_append(game, [{"type": "seat_left", "seat": seat.index, "user": user.pk}])
        _bump(game)
    return game


def ai_seat_add(*, game_id: int, user: AbstractBaseUser, level: str) -> Game:
    if level not in AI_LEVELS:
        raise ApiError(status=400, code="invalid_ai_level",
                       message=f"AI level must be one of: {', '.join(AI_LEVELS)}",
                       details={"level": level})
    with transaction.atomic():
        game, seats = _lobby(game_id, user)
        if game.created_by_id != user.pk:
            raise _forbidden("not_creator", "only the game's creator can add AI seats")
        if len(seats) >= game.max_players:
            raise _conflict("game_full", "every seat is taken")
        seat = Seat.objects.create(game=game, index=len(seats), ai_level=level)
        _events_append(game, [{"type": "seat_joined", "seat": seat.index, "ai_level": level}])
        _bump(game)
    return game


def game_start(*, game_id: int, user: AbstractBaseUser | None,
               expected_version: int | None = None) -> Game:
    """Deal the first hand for the seated players (at least two)."""
    with transaction.atomic():
        game, seats = _lobby(game_id, user)
        if user is not None and game.created_by_id != user.pk:
            raise _forbidden("not_creator", "only the game's creator can start it")
        _check_version(game, expected_version)
        if len(seats) < 2:
            raise _conflict("not_enough_players", "a game needs at least two players")
        options = engine.Options.from_dict(game.options)
        try:
            options.validate(len(seats))
            setup = _setup(game, len(seats))
            state, events = engine.new_game(len(seats), options, setup)
        except EngineError as exc:
            raise engine_error_to_api(exc) from None
        game.status = GameStatus.ACTIVE
        game.started_at = timezone.now()
        _events_append(game, [{"type": "game_started", "players": len(seats)}])
        _record(game, seats, None, state, events, ())
    return game


def _setup(game: Game, players: int) -> engine.Setup:
    if game.forced_setup:
        return engine.serialize.setup_from_dict(game.forced_setup)
    return engine.Setup(seed=game.server_seed,
                        first_dealer=first_dealer_of(game.server_seed, players))


def game_rematch(*, game_id: int, user: AbstractBaseUser) -> Game:
    """A new lobby with the same seats (same players, same AI levels) and the same options."""
    with transaction.atomic():
        game, seats = _locked(game_id, user)
        if _my_seat(seats, user) is None:
            raise _forbidden("not_a_player", "only a player of the game can ask for a rematch")
        if game.status != GameStatus.FINISHED:
            raise _conflict("game_not_finished", "a rematch needs a finished game")
        new = game_create(user=user, max_players=game.max_players, preset=game.preset,
                          options=game.options, turn_time_limit=game.turn_time_limit,
                          visibility=game.visibility, rated=game.rated, season=game.season,
                          join=False, rematch_of=game)
        # The asking player takes seat 0; the others keep their relative order.
        order = sorted(seats, key=lambda s: (s.user_id != user.pk, s.index))
        Seat.objects.bulk_create([Seat(game=new, index=i, user=s.user, ai_level=s.ai_level)
                                  for i, s in enumerate(order)])
        _events_append(game, [{"type": "rematch_created", "game": new.pk}])
        _bump(game)
    return new


# --- play ----------------------------------------------------------------------------------------
def _active(game: Game) -> None:
    if game.status != GameStatus.ACTIVE:
        raise _conflict("game_not_active", f"the game is {game.status}")


def _playing_seat(game_id: int, user: AbstractBaseUser) -> tuple[Game, list[Seat], Seat]:
    """Lock a running game and find the caller's seat in it (403 without one)."""
    game, seats = _locked(game_id, user)
    seat = _my_seat(seats, user)
    if seat is None:
        raise _forbidden("not_a_player", "you have no seat in this game")
    _active(game)
    return game, seats, seat


def action_apply(*, game_id: int, user: AbstractBaseUser, action: Any,
                 expected_version: int | None) -> Game:
    """A player's own decision: play a card, knock, or choose trumps."""
    with transaction.atomic():
        game, seats, seat = _playing_seat(game_id, user)
        _check_version(game, expected_version)
        if seat.resigned:
            raise _conflict("seat_resigned", "you resigned; the server plays this seat")
        try:
            parsed = engine.action_from_dict(action)
            state = engine.state_from_dict(game.state)
            new_state, events = engine.apply(state, parsed, seat=seat.index)
        except EngineError as exc:
            raise engine_error_to_api(exc) from None
        if seat.consecutive_timeouts:
            seat.consecutive_timeouts = 0
            seat.save(update_fields=["consecutive_timeouts"])
        _record(game, seats, state, new_state, events,
                ((seat.index, parsed.to_dict(), "player"),))
    return game


def seat_resign(*, game_id: int, user: AbstractBaseUser) -> Game:
    """The server plays the seat's remaining cards this hand; it is knocked out at its end."""
    with transaction.atomic():
        game, seats, seat = _playing_seat(game_id, user)
        _resign(game, seats, seat, reason="resigned")
    return game


def user_games_abandon(*, user: AbstractBaseUser) -> int:
    """Give up every game the user is still in, as on a deleted account: leave each lobby
    (one the user created is cancelled) and resign each running game's seat, so that the
    others play on at once rather than wait for the turn timer.  Each game is its own
    transaction under its own lock.  A seat that is out, or a game that ended meanwhile,
    has nothing to give up.  Returns the number of games given up."""
    seated = (Seat.objects.filter(user=user, resigned=False,
                                  game__status__in=[GameStatus.LOBBY, GameStatus.ACTIVE])
              .exclude(status=engine.SeatStatus.OUT.value).values_list("game_id", "game__status"))
    created = Game.objects.filter(created_by=user, status=GameStatus.LOBBY).values_list(
        "pk", "status")
    given_up = 0
    for game_id, status in sorted({*seated, *created}):
        try:
            if status == GameStatus.LOBBY:
                game_leave(game_id=game_id, user=user)
            else:
                seat_resign(game_id=game_id, user=user)
        except ApiError as exc:
            if exc.status_code not in (409, 422):  # started, ended or knocked out meanwhile
                raise
            continue
        given_up += 1
    return given_up


def _resign(game: Game, seats: list[Seat], seat: Seat, *, reason: str) -> None:
    if seat.resigned:
        raise _conflict("seat_resigned", "this seat has already resigned")
    state = engine.state_from_dict(game.state)
    try:
        new_state, events = engine.resign(state, seat.index)
    except EngineError as exc:
        raise engine_error_to_api(exc) from None
    seat.resigned = True
    seat.save(update_fields=["resigned"])
    _record(game, seats, state, new_state, events,
            ((seat.index, {"type": "resign"}, "player" if reason == "resigned" else "timeout"),),
            notes=[{"type": "resigned", "seat": seat.index, "reason": reason}])


@dataclass(frozen=True)
class ServerMove:
    applied: bool
    version: int
    reason: str = ""


def server_action_apply(*, game_id: int, expected_version: int | None,
                        choose: Callable[[str, engine.Observation, str], engine.Action]
                        | None = None) -> ServerMove:
    """Let the server decide for an AI seat or a resigned seat.

    Safe to call twice or late (a duplicate or stale task): it does nothing unless the game is
    still at ``expected_version`` (when given) and the seat to act is the server's to play."""
    with transaction.atomic():
        try:
            game, seats = _locked(game_id, None)
        except ApiError:
            return ServerMove(False, 0, "missing")
        if expected_version is not None and expected_version != game.version:
            return ServerMove(False, game.version, "stale")
        return _server_move(game, seats, timeout=False, choose=choose or _bot_choose)


def deadlines_settle(*, batch: int = 25, now: Any = None,
                     choose: Callable[[str, engine.Observation, str], engine.Action]
                     | None = None) -> int:
    """Claim up to ``batch`` overdue games and settle each one's pending decision.

    ``skip_locked`` lets several sweeping workers share the queue without waiting on each other
    or settling one game twice; one commit per batch (each game in its own savepoint, so a
    game that fails is backed off without undoing the others) is what makes 10,000 waiting
    games cheap.  Returns how many games were claimed (0: none is overdue)."""
    now = now or timezone.now()
    with transaction.atomic():
        games = list(Game.objects.select_for_update(skip_locked=True)
                     .filter(status=GameStatus.ACTIVE, deadline__lte=now)
                     .order_by("deadline")[:batch])
        seats_by_game: dict[int, list[Seat]] = {}
        for seat in Seat.objects.filter(game__in=games).select_related("user").order_by("index"):
            seats_by_game.setdefault(seat.game_id, []).append(seat)
        for game in games:
            try:
                with transaction.atomic():
                    move = _server_move(game, seats_by_game.get(game.pk, []), timeout=True,
                                        choose=choose or _bot_choose, now=now)
            except Exception:
                logger.exception("settling the deadline of game %s failed; backing off", game.pk)
                Game.objects.filter(pk=game.pk).update(
                    deadline=now + timedelta(seconds=settings.WHIST_SERVER_TURN_GRACE * 6))
                continue
            if not move.applied:  # nothing to do (e.g. no decision pending): stop re-claiming
                Game.objects.filter(pk=game.pk).update(deadline=None)
    return len(games)


def _server_move(game: Game, seats: list[Seat], *, timeout: bool,
                 choose: Callable[[str, engine.Observation, str], engine.Action],
                 now: Any = None) -> ServerMove:
    if game.status != GameStatus.ACTIVE:
        return ServerMove(False, game.version, "not_active")
    if game.to_act_seat is None:
        return ServerMove(False, game.version, "nobody_to_act")
    seat = seats[game.to_act_seat]
    if not seat.server_controlled:
        if not timeout:
            return ServerMove(False, game.version, "human_turn")
        if game.deadline is None or game.deadline > (now or timezone.now()):
            return ServerMove(False, game.version, "not_due")
    state = engine.state_from_dict(game.state)
    level = seat.ai_level or settings.WHIST_TIMEOUT_BOT
    # Bots see only the seat's observation; the seed makes a replayed decision identical.
    action = choose(level, engine.observe(state, seat.index), f"{game.pk}:{game.version}")
    new_state, events = engine.apply(state, action, seat=seat.index)
    actor = "ai" if seat.is_ai else "resigned" if seat.resigned else "timeout"
    notes: list[dict[str, Any]] = []
    knocked_out = state.status[seat.index] is engine.SeatStatus.OUT  # e.g. a trump vote
    if actor == "timeout" and not knocked_out:
        seat.consecutive_timeouts += 1
        seat.timeouts += 1
        seat.save(update_fields=["consecutive_timeouts", "timeouts"])
        notes.append({"type": "timeout", "seat": seat.index,
                      "consecutive": seat.consecutive_timeouts, "played_by": level})
    _record(game, seats, state, new_state, events, ((seat.index, action.to_dict(), actor),),
            notes=notes)
    if actor == "timeout" and not knocked_out and game.status == GameStatus.ACTIVE and \
            seat.consecutive_timeouts >= settings.WHIST_TIMEOUTS_BEFORE_RESIGN:
        _resign(game, seats, seat, reason="timeouts")
    return ServerMove(True, game.version, actor)


def _bot_choose(level: str, observation: engine.Observation, seed: str) -> engine.Action:
    return bot_action(level, observation, seed)


# --- recording -----------------------------------------------------------------------------------
def _events_append(game: Game, payloads: Iterable[dict[str, Any]]) -> None:
    rows = []
    for data in payloads:
        game.event_seq += 1
        rows.append(GameEvent(game=game, seq=game.event_seq, type=data["type"], data=data))
    GameEvent.objects.bulk_create(rows)


def _record(game: Game, seats: list[Seat], before: engine.State | None, after: engine.State,
            events: tuple[Event, ...], actions: Iterable[tuple[int, dict[str, Any], str]],
            notes: Iterable[dict[str, Any]] = ()) -> None:
    """Write what the engine reported as rows, then the snapshot, in the caller's transaction.

    The number of queries depends on what happened (a card, the end of a hand, the end of
    the game), never on how long the game has been going."""
    action_rows = []
    for seat_index, action, actor in actions:
        game.action_seq += 1
        action_rows.append(GameAction(game=game, seq=game.action_seq, seat=seat_index,
                                      action=action, actor=actor))
    if action_rows:
        GameAction.objects.bulk_create(action_rows)
    _events_append(game, [*notes, *(e.to_dict(ALL) for e in events)])

    hand_id: int | None = game.current_hand_id
    seats_changed = False
    plays: list[Play] = []
    tricks: list[Trick] = []
    for event in events:
        if isinstance(event, Dealt):
            # A "no picture, no play" redeal replaces the deal it redeals.
            hand, _ = Hand.objects.update_or_create(
                game=game, deal_no=event.deal_no,
                defaults={"dealer": event.dealer, "hand_size": event.hand_size,
                          "label": event.label,
                          "hands": {str(s): [str(engine.CARDS[c]) for c in h]
                                    for s, h in enumerate(event.hands) if h}})
            hand_id = game.current_hand_id = hand.pk
        elif isinstance(event, TrumpSet):
            Hand.objects.filter(game=game, deal_no=event.deal_no).update(
                trump="" if event.trump < 0 else "CDHS"[event.trump], trump_source=event.source,
                aces_high=not event.order & 1, reverse=bool(event.order & 2),
                turn_up="" if event.card < 0 else str(engine.CARDS[event.card]))
        elif isinstance(event, (CardPlayed, Knocked)):
            assert before is not None and hand_id is not None
            card = str(engine.CARDS[event.card]) if isinstance(event, CardPlayed) else ""
            plays.append(Play(hand_id=hand_id, trick_no=len(before.completed) + 1,
                              order=len(before.trick) + 1, seat=event.seat, card=card))
        elif isinstance(event, TrickWon):
            assert hand_id is not None
            tricks.append(Trick(hand_id=hand_id, trick_no=event.trick_no, winner=event.seat))
        elif isinstance(event, (HandEnded, GameEnded)):
            seats_changed = True
            if isinstance(event, HandEnded):
                _seats_after_hand(seats, event)
    if plays:
        Play.objects.bulk_create(plays)
    if tricks:
        Trick.objects.bulk_create(tricks)

    game.state = engine.state_to_dict(after)
    game.phase = str(after.phase)
    game.deal_no = after.deal_no
    game.to_act_seat = after.current_seat
    fields = ["state", "phase", "deal_no", "to_act_seat", "deadline", "action_seq", "status",
              "current_hand"]
    if after.is_over:
        game.status = GameStatus.FINISHED
        game.finished_at = timezone.now()
        game.winner_seat = after.winner
        game.deadline = None
        fields += ["finished_at", "winner_seat"]
    else:
        game.deadline = _deadline(game, seats, after)
    if before is None:
        fields.append("started_at")
    if seats_changed:
        for seat in seats:
            seat.status = str(after.status[seat.index])
            if after.is_over:
                seat.position = after.positions[seat.index]
        Seat.objects.bulk_update(seats, ["status", "position", "tricks_total",
                                         "was_on_dogs_life", "survived_dogs_life"])
    _bump(game, *fields)
    if after.is_over:
        _finish(game, seats, after)
    elif game.to_act_seat is not None and seats[game.to_act_seat].server_controlled:
        _server_turn_schedule(game)


def _seats_after_hand(seats: list[Seat], event: HandEnded) -> None:
    for seat in seats:
        seat.tricks_total += event.tricks[seat.index]
        if seat.index in event.dogs_life:
            seat.was_on_dogs_life = True
        if seat.index in event.restored:
            seat.survived_dogs_life = True


def _deadline(game: Game, seats: list[Seat], state: engine.State) -> Any:
    """Who must act by when.  A server-played seat gets a short grace period, so that the
    deadline sweep also recovers an AI move whose task was lost."""
    seat = state.current_seat
    if seat is None:
        return None
    now = timezone.now()
    if seats[seat].server_controlled:
        return now + timedelta(seconds=settings.WHIST_SERVER_TURN_GRACE)
    if game.turn_time_limit:
        return now + timedelta(seconds=game.turn_time_limit)
    if state.status[seat] is engine.SeatStatus.OUT:
        # A knocked-out player's trump vote (003) must not hold a casual game up forever.
        return now + timedelta(seconds=settings.WHIST_VOTE_SECONDS)
    return None


def _server_turn_schedule(game: Game) -> None:
    """Enqueue the AI move once the transaction commits (a rollback enqueues nothing)."""
    game_id, version = game.pk, game.version

    def enqueue() -> None:
        from games.tasks import server_turn

        server_turn.apply_async((game_id, version),
                                countdown=settings.WHIST_AI_THINK_SECONDS or None)

    transaction.on_commit(enqueue)


def _money(state: engine.State, seat: int) -> int:
    """Net winnings of the Guernsey money game in stake units of currency (0 otherwise)."""
    chips = state.chips
    return chips[seat] * state.options.stake if chips else 0


def _finish(game: Game, seats: list[Seat], state: engine.State) -> None:
    """Hand the result to players' stats, tables and ratings (applied exactly once there)."""
    _events_append(game, [{"type": "seed_revealed", "seed": game.server_seed}])
    game.save(update_fields=["event_seq"])
    result = GameResult(
        game_id=game.pk, finished_at=game.finished_at, rated=game.rated,
        season_id=game.season_id,
        seats=tuple(SeatResult(seat=s.index, user_id=s.user_id, ai_level=s.ai_level or None,
                               position=s.position or 0, tricks=s.tricks_total,
                               dogs_life=s.was_on_dogs_life,
                               dogs_life_survived=s.survived_dogs_life, resigned=s.resigned,
                               money=_money(state, s.index))
                    for s in seats))
    game_result_apply(result=result)
