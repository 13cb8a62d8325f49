"""A game's history: the events since N as a viewer may see them, and the record.

The events are stored unredacted and redacted per viewer on the way out by the engine
(:func:`games.engine.redact_event_dict`): dealt hands only to their holder, an exchange's cards
only to the exchanging seat, a vote's suit only to the voter; the dealt hands and the seed
appear only in the record of a finished game.
"""

from __future__ import annotations

from typing import Any

from games import engine
from games.kinds import game_kind
from games.models import Game, GameAction, GameEvent, GameStatus, Hand, Seat

RECORD_FORMAT = "kowhist-record"
RECORD_VERSION = 1


def trick_late_horizon(game: Game) -> int | None:
    """The last event a spectator of a trick-late game may see while it runs: the one before
    the first card of the trick being played (None: nothing is held back).  The trick is shown
    whole once it is won, as the next one begins; players are never held back."""
    if not game.spectators_trick_late or game.status != GameStatus.ACTIVE:
        return None
    events = GameEvent.objects.filter(game=game)
    last_won = (events.filter(type="trick_won").order_by("-seq")
                .values_list("seq", flat=True).first() or 0)
    first_open = (events.filter(type="card_played", seq__gt=last_won).order_by("seq")
                  .values_list("seq", flat=True).first())
    return None if first_open is None else first_open - 1


def visible_last_seq(game: Game, mine: Seat | None) -> int:
    """The last seq this viewer may see now (the game's last, unless held back from a
    spectator of a trick-late game)."""
    horizon = trick_late_horizon(game) if mine is None else None
    return game.event_seq if horizon is None else horizon


def events_for_viewer(game: Game, mine: Seat | None, *, after: int, limit: int = 1000
                      ) -> list[dict[str, Any]]:
    viewer = mine.index if mine is not None else None
    rows = GameEvent.objects.filter(game=game, seq__gt=after).order_by("seq")
    horizon = trick_late_horizon(game) if mine is None else None
    if horizon is not None:
        rows = rows.filter(seq__lte=horizon)
    rows = rows[:limit]
    return [{"seq": e.seq, "at": e.created_at, **engine.redact_event_dict(e.data, viewer)}
            for e in rows]


def _winner(state: Any) -> int | None:
    """The winning seat (Knock-Out Whist) or side (classic Whist); None for a drawn classic
    Whist tournament, which the engine marks -1."""
    return state.winner if state.winner is not None and state.winner >= 0 else None


def game_record(game: Game, seats: list[Seat], mine: Seat | None) -> dict[str, Any]:
    """The export format (games/record.schema.json): everything once the game is over; while it
    runs, only the public part (no hands, no seed)."""
    public = game.seed_public  # over, and not a sealed drive table
    # While the game runs the record is its public part, for everyone alike: every action and
    # event redacted as the events endpoint redacts it for a spectator (a seat's own dealt cards,
    # discards and vote are in its view and its events, not here).  Once over, all is public.
    viewer = engine.ALL if public else None
    # A trick-late game's record, the same for every caller, holds back the trick being played
    # (its plays, their events and actions) while the game runs: spectators read it too.
    horizon = None if public else trick_late_horizon(game)
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
            "hands": hand.hands if public else None,
            "turn_up": hand.turn_up or None,
            "trump": hand.trump or None,
            "trump_source": hand.trump_source or None,
            "aces_high": hand.aces_high,
            "reverse": hand.reverse,
            "tricks": [{"trick_no": n, "plays": plays_by_trick[n], "winner": winners.get(n)}
                       for n in sorted(plays_by_trick) if horizon is None or n in winners],
        })
    state = game_kind(game.kind).state_from_dict(game.state) if game.state else None
    events = list(GameEvent.objects.filter(game=game).order_by("seq"))
    actions = list(GameAction.objects.filter(game=game).order_by("seq"))
    if horizon is not None:
        held = sum(1 for e in events if e.seq > horizon and e.type == "card_played")
        events = [e for e in events if e.seq <= horizon]
        actions = actions[:len(actions) - held]
    positions = list(state.positions) if state is not None and state.is_over else None
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game_id": game.pk,
        "kind": game.kind,
        "status": game.status,
        "preset": game.preset,
        "options": game.options,
        "players": len(seats),
        "seats": [{"index": s.index, "user_id": s.user_id,
                   "username": s.user.get_username() if s.user else None,
                   "ai_level": s.ai_level or None, "resigned": s.resigned} for s in seats],
        "seed_commitment": game.seed_commitment,
        "seed": game.server_seed if public else None,
        "forced_setup": game.forced_setup if public else None,
        "first_dealer": state.setup.first_dealer if state is not None else None,
        "deals": deals,
        "actions": [{"seq": a.seq, "seat": a.seat, "actor": a.actor,
                     "action": engine.redact_action_dict(a.action, seat=a.seat, viewer=viewer)}
                    for a in actions],
        "events": [{"seq": e.seq, **engine.redact_event_dict(e.data, viewer)} for e in events],
        "result": None if positions is None else {
            "winner": _winner(state),
            "positions": positions,
            "finishing_order": [[s for s in range(len(positions)) if positions[s] == p]
                                for p in sorted(set(positions))],
            # The money game's net units per seat (null in games without money).
            "chips": list(getattr(state, "chips", ())) or None,
        },
    }
