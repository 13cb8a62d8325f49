"""Reads.  Everything a caller gets passes through the per-viewer redaction here: a seat sees its
own cards and public facts, a spectator only public facts, and the dealt hands and the seed
appear only in the record of a finished game."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Count, Exists, F, OuterRef, Q, QuerySet

from games import engine
from games.engine.events import redact_event_dict
from games.models import Game, GameAction, GameEvent, GameStatus, Hand, Seat, Visibility
from whist_service.errors import ApiError

RECORD_FORMAT = "kowhist-record"
RECORD_VERSION = 1


def game_for_viewer(game_id: int, user: AbstractBaseUser | None
                    ) -> tuple[Game, list[Seat], Seat | None]:
    """The game, its seats and the viewer's seat; a private game is 404 to non-members."""
    try:
        game = Game.objects.get(pk=game_id)
    except Game.DoesNotExist:
        raise ApiError(status=404, code="game_not_found", message="No such game.") from None
    seats = list(game.seats.select_related("user__profile").order_by("index"))
    mine = next((s for s in seats if user is not None and s.user_id == user.pk), None)
    if game.visibility == Visibility.PRIVATE and mine is None and \
            (user is None or game.created_by_id != user.pk):
        raise ApiError(status=404, code="game_not_found", message="No such game.")
    return game, seats, mine


def games_of_user(user: AbstractBaseUser, *, status: str | None = None,
                  my_turn: bool | None = None) -> QuerySet[Game]:
    """A mobile home screen in one request: my games, optionally only those waiting for me."""
    my_seats = Seat.objects.filter(game=OuterRef("pk"), user=user)
    qs = Game.objects.filter(Exists(my_seats) | Q(created_by=user))
    if status:
        qs = qs.filter(status=status)
    if my_turn is not None:
        turn = Seat.objects.filter(game=OuterRef("pk"), user=user, index=OuterRef("to_act_seat"),
                                   resigned=False)
        qs = qs.filter(Exists(turn), status=GameStatus.ACTIVE) if my_turn else \
            qs.exclude(Exists(turn) & Q(status=GameStatus.ACTIVE))
    return qs.order_by("-updated_at").prefetch_related("seats__user__profile")


def open_games() -> QuerySet[Game]:
    """Public lobbies with a free seat (a full lobby cannot be joined, so it is not listed)."""
    return (Game.objects.filter(status=GameStatus.LOBBY, visibility=Visibility.PUBLIC)
            .annotate(seated=Count("seats")).filter(seated__lt=F("max_players"))
            .order_by("-created_at").prefetch_related("seats__user__profile"))


# --- presentation ------------------------------------------------------------------------------
def _seat_summary(seat: Seat, state: engine.State | None) -> dict[str, Any]:
    user = seat.user
    profile = getattr(user, "profile", None) if user is not None else None
    return {
        "index": seat.index,
        "user_id": seat.user_id,
        "username": user.get_username() if user is not None else None,
        "display_name": (profile.display_name if profile else None) or
        (user.get_username() if user is not None else f"AI ({seat.ai_level})"),
        "ai_level": seat.ai_level or None,
        "is_ai": seat.is_ai,
        "status": str(state.status[seat.index]) if state is not None else "in",
        "position": seat.position,
        "tricks": state.tricks[seat.index] if state is not None else 0,
        "tricks_total": seat.tricks_total,
        "hand_count": state.hands[seat.index].bit_count() if state is not None else 0,
        "resigned": seat.resigned,
        "server_controlled": seat.server_controlled,
        "consecutive_timeouts": seat.consecutive_timeouts,
    }


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
        "preset": game.preset,
        "turn_time_limit": game.turn_time_limit,
        "rated": game.rated,
        "created_by": game.created_by_id,
        "created_at": game.created_at,
        "updated_at": game.updated_at,
        "phase": game.phase or None,
        "deal_no": game.deal_no,
        "to_act": game.to_act_seat,
        "deadline": game.deadline,
        "winner": game.winner_seat,
        "my_seat": mine.index if mine is not None else None,
        "is_my_turn": mine is not None and not mine.resigned and
        game.status == GameStatus.ACTIVE and game.to_act_seat == mine.index,
        "seats": [_seat_summary(s, None) | {"status": s.status} for s in seats],
    }


def game_view(game: Game, seats: list[Seat], mine: Seat | None,
              viewer: AbstractBaseUser | None = None) -> dict[str, Any]:
    """What the viewer may know of the game, with the version clients send back."""
    state = engine.state_from_dict(game.state) if game.state else None
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
        "preset": game.preset,
        "options": game.options,
        "turn_time_limit": game.turn_time_limit,
        "rated": game.rated,
        "season_id": game.season_id,
        "seed_commitment": game.seed_commitment,
        "seed": game.server_seed if game.status == GameStatus.FINISHED else None,
        "rematch_of": game.rematch_of_id,
        "my_seat": mine.index if mine is not None else None,
        "deadline": game.deadline,
        "seats": [_seat_summary(s, state) for s in seats],
    }
    if state is None:
        view["game"] = None
        return view
    observation = engine.observe(state, mine.index if mine is not None else None)
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
                                  "legal_actions", "to_act", "decision"})


def view_etag(game: Game, mine: Seat | None) -> str:
    viewer = "public" if mine is None else f"s{mine.index}"
    return f'"g{game.pk}-v{game.version}-{viewer}"'


def redact_event(data: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """The engine decides what is private (dealt hands, a Blind Parish card even to its holder,
    exchanged cards, a vote before the tally); the service's own events are public."""
    return redact_event_dict(data, viewer)


def events_for_viewer(game: Game, mine: Seat | None, *, after: int, limit: int = 1000
                      ) -> list[dict[str, Any]]:
    viewer = mine.index if mine is not None else None
    rows = GameEvent.objects.filter(game=game, seq__gt=after).order_by("seq")[:limit]
    return [{"seq": e.seq, "at": e.created_at, **redact_event(e.data, viewer)} for e in rows]


def game_record(game: Game, seats: list[Seat], mine: Seat | None) -> dict[str, Any]:
    """The export format (games/record.schema.json): everything once the game is over; while it
    runs, only the public part (no hands, no seed)."""
    finished = game.status == GameStatus.FINISHED
    viewer = engine.ALL if finished else None
    hands = list(Hand.objects.filter(game=game).prefetch_related("tricks", "plays")
                 .order_by("deal_no"))
    deals = []
    for hand in hands:
        plays_by_trick: dict[int, list[dict[str, Any]]] = {}
        for play in hand.plays.all():
            plays_by_trick.setdefault(play.trick_no, []).append(
                {"seat": play.seat, "card": play.card or None})
        winners = {t.trick_no: t.winner for t in hand.tricks.all()}
        deals.append({
            "deal_no": hand.deal_no,
            "dealer": hand.dealer,
            "hand_size": hand.hand_size,
            "label": hand.label,
            "hands": hand.hands if finished else None,
            "turn_up": hand.turn_up or None,
            "trump": hand.trump or None,
            "trump_source": hand.trump_source or None,
            "aces_high": hand.aces_high,
            "reverse": hand.reverse,
            "tricks": [{"trick_no": n, "plays": plays_by_trick[n], "winner": winners.get(n)}
                       for n in sorted(plays_by_trick)],
        })
    state = engine.state_from_dict(game.state) if game.state else None
    positions = list(state.positions) if state is not None and state.is_over else None
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game_id": game.pk,
        "status": game.status,
        "preset": game.preset,
        "options": game.options,
        "players": len(seats),
        "seats": [{"index": s.index, "user_id": s.user_id,
                   "username": s.user.get_username() if s.user else None,
                   "ai_level": s.ai_level or None, "resigned": s.resigned} for s in seats],
        "seed_commitment": game.seed_commitment,
        "seed": game.server_seed if finished else None,
        "forced_setup": game.forced_setup if finished else None,
        "first_dealer": state.setup.first_dealer if state is not None else None,
        "deals": deals,
        "actions": [{"seq": a.seq, "seat": a.seat, "actor": a.actor, "action": a.action}
                    for a in GameAction.objects.filter(game=game).order_by("seq")],
        "events": [{"seq": e.seq, **(e.data if viewer == engine.ALL else redact_event(e.data,
                                                                                        None))}
                   for e in GameEvent.objects.filter(game=game).order_by("seq")],
        "result": None if positions is None else {
            "winner": state.winner,  # type: ignore[union-attr]
            "positions": positions,
            "finishing_order": [[s for s in range(len(positions)) if positions[s] == p]
                                for p in sorted(set(positions))],
            # The money game's net units per seat (null in games without money).
            "chips": list(state.chips) or None,  # type: ignore[union-attr]
        },
    }
