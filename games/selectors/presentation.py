"""What a viewer gets to see of a game: the list row and the full view.

Everything passes through the engine's per-viewer observation: a seat sees its own cards and
the public facts, a spectator only the public facts.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.utils import timezone

from games.clock import Clock, seat_clocks, timeouts_to_resign
from games.kinds import GameKind, game_kind, state_of
from games.models import Game, GameStatus, Seat

AI_NAMES = ("Ada", "Bram", "Cleo", "Dara", "Eli", "Fern", "Gus")
"""An AI seat's name by its seat, so that three AI seats at one table are told apart (their
level is ``ai_level``)."""


def ai_seat_name(index: int) -> str:
    return f"{AI_NAMES[index % len(AI_NAMES)]} (AI)"


def _seat_summary(seat: Seat, state: Any, game_type: GameKind) -> dict[str, Any]:
    user = seat.user
    profile = getattr(user, "profile", None) if user is not None else None
    return {
        "index": seat.index,
        "user_id": seat.user_id,
        "username": user.get_username() if user is not None else None,
        "display_name": (profile.display_name if profile else None) or
        (user.get_username() if user is not None else ai_seat_name(seat.index)),
        "ai_level": seat.ai_level or None,
        "is_ai": seat.is_ai,
        "status": game_type.seat_status(state, seat.index),
        "position": seat.position,
        "tricks": state.tricks[seat.index] if state is not None else 0,
        "tricks_total": seat.tricks_total,
        "hand_count": state.hand_count(seat.index) if state is not None else 0,
        "resigned": seat.resigned,
        "server_controlled": seat.server_controlled,
        "consecutive_timeouts": seat.consecutive_timeouts,
        "accepted": seat.accepted,
    }


def _clock_fields(game: Game) -> dict[str, Any]:
    return {"time_control": Clock.of(game).to_dict(), "on_timeout": game.on_timeout,
            "timeouts_to_resign": timeouts_to_resign(game)}


def game_summary(game: Game, seats: list[Seat] | None = None,
                 user: AbstractBaseUser | None = None) -> dict[str, Any]:
    """The list form: enough for a lobby or a home screen row (no cards, no seed)."""
    seats = seats if seats is not None else list(game.seats.all())
    mine = next((s for s in seats if user is not None and s.user_id == user.pk), None)
    return {
        "id": game.pk,
        "status": game.status,
        "visibility": game.visibility,
        "version": game.version,
        "max_players": game.max_players,
        "kind": game.kind,
        "preset": game.preset,
        # The rules as played (a classic game to 3 points of a preset's 5), for a row to say.
        "options": game.options,
        "turn_time_limit": game.turn_time_limit,
        **_clock_fields(game),
        "rated": game.rated,
        "chat_free_text": game.chat_free_text,
        "spectators_trick_late": game.spectators_trick_late,
        "created_by": game.created_by_id,
        "created_at": game.created_at,
        "updated_at": game.updated_at,
        "phase": game.phase or None,
        "deal_no": game.deal_no,
        "to_act": game.to_act_seat,
        "deadline": game.deadline,
        "winner": game.winner_seat,
        "stalled": game.stalled_since is not None,
        "my_seat": mine.index if mine is not None else None,
        "is_my_turn": mine is not None and not mine.resigned and
        game.status == GameStatus.ACTIVE and game.to_act_seat == mine.index,
        "seats": [_seat_summary(s, None, game_kind(game.kind)) | {"status": s.status,
                                                                  "clock": clock}
                  for s, clock in zip(seats, seat_clocks(game, seats, timezone.now()),
                                      strict=True)],
    }


def game_view(game: Game, seats: list[Seat], mine: Seat | None,
              viewer: AbstractBaseUser | None = None) -> dict[str, Any]:
    """What the viewer may know of the game, with the version clients send back."""
    game_type = game_kind(game.kind)
    state = state_of(game)
    view: dict[str, Any] = {
        "id": game.pk,
        "status": game.status,
        "visibility": game.visibility,
        "invite_code": game.invite_code
        if mine is not None or game.created_by_id == getattr(viewer, "pk", None) else None,
        "version": game.version,
        "created_by": game.created_by_id,
        "created_at": game.created_at,
        "started_at": game.started_at,
        "finished_at": game.finished_at,
        "max_players": game.max_players,
        "kind": game.kind,
        "preset": game.preset,
        "options": game.options,
        "turn_time_limit": game.turn_time_limit,
        **_clock_fields(game),
        "rated": game.rated,
        "chat_free_text": game.chat_free_text,
        "spectators_trick_late": game.spectators_trick_late,
        "season_id": game.season_id,
        "seed_commitment": game.seed_commitment,
        "seed": game.server_seed if game.seed_public else None,
        "rematch_of": game.rematch_of_id,
        "offer_expires_at": game.offer_expires_at,
        "last_seq": game.event_seq,
        "my_seat": mine.index if mine is not None else None,
        "deadline": game.deadline,
        "stalled": game.stalled_since is not None,
        "stalled_since": game.stalled_since,
        "seats": [_seat_summary(s, state, game_type) | {"clock": clock}
                  for s, clock in zip(seats, seat_clocks(game, seats, timezone.now()),
                                      strict=True)],
    }
    if state is None:
        view["game"] = None
        return view
    observation = game_type.observe(state, mine.index if mine is not None else None)
    obs = observation.to_dict()
    to_act = state.current_seat
    view["game"] = {
        # Everything the engine lets this seat observe (new rule variants add fields here
        # without touching the service), minus what is presented under other names below.
        **{k: v for k, v in obs.items() if k not in _PRESENTED_ELSEWHERE},
        "to_act": to_act,
        "decision": obs["decision"],
        "to_act_server_controlled": to_act is not None and seats[to_act].server_controlled,
        "my_hand": obs["hand"] if mine is not None else None,
        "legal_actions": obs["legal_actions"]
        if mine is not None and not mine.resigned else [],
        "is_my_turn": observation.is_my_turn and mine is not None and not mine.resigned,
    }
    return view


_PRESENTED_ELSEWHERE = frozenset({"seat", "players", "options", "hand", "hand_mask",
                                  "legal_actions", "to_act", "decision", "game"})
