"""A game's history: the events since N as a viewer may see them, and the record.

The events are stored unredacted and redacted per viewer on the way out by the engine
(:func:`games.engine.redact_event_dict`): dealt hands only to their holder, an exchange's cards
only to the exchanging seat, a vote's suit only to the voter; the dealt hands and the seed
appear only in the record of a finished game.  The server's notes that a card was played for a
person are that seat's alone until the game is over (:data:`SEAT_PRIVATE_NOTES`).
"""

from __future__ import annotations

from typing import Any

from django.db.models import Q

from games import engine
from games.kinds import game_kind
from games.models import Game, GameAction, GameEvent, GameStatus, Hand, Seat
from games.selectors.spectators import spectator_snapshot

RECORD_FORMAT = "kowhist-record"
RECORD_VERSION = 1


def visible_last_seq(game: Game, mine: Seat | None) -> int:
    """The last seq this viewer may see now (the game's last, unless a spectator of a game
    played one trick late, who sees up to its snapshot)."""
    snapshot = spectator_snapshot(game, mine)
    return game.event_seq if snapshot is None else snapshot.last_seq


SEAT_PRIVATE_NOTES = ("auto_played",)
"""The service's events that are their seat's own business while the game runs: that the
server played a person's only legal card for them would tell the table the seat cannot follow
suit before the play shows it.  The others see the card as an ordinary play; the record
shows these once the game is over."""


def event_for_viewer(data: dict[str, Any], viewer: int | None, *, running: bool
                     ) -> dict[str, Any] | None:
    """A stored event as ``viewer`` (a seat, or None for a spectator) may see it; None: not
    at all."""
    if running and data.get("type") in SEAT_PRIVATE_NOTES and data.get("seat") != viewer:
        return None
    return engine.redact_event_dict(data, viewer)


def events_for_viewer(game: Game, mine: Seat | None, *, after: int, limit: int = 1000
                      ) -> list[dict[str, Any]]:
    viewer = mine.index if mine is not None else None
    rows = GameEvent.objects.filter(game=game, seq__gt=after).order_by("seq")
    snapshot = spectator_snapshot(game, mine)
    if snapshot is not None:
        rows = rows.filter(seq__lte=snapshot.last_seq)
    if game.status == GameStatus.ACTIVE:
        private = Q(type__in=SEAT_PRIVATE_NOTES)
        rows = rows.exclude(private if viewer is None else private & ~Q(data__seat=viewer))
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
    # A trick-late game's record, the same for every caller, is its spectators' snapshot's
    # while the game runs (the trick being played, its plays, events and actions held back):
    # spectators read it too.
    snapshot = None if public else spectator_snapshot(game, None)
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
                       for n in sorted(plays_by_trick) if snapshot is None or n in winners],
        })
    state = game_kind(game.kind).state_from_dict(game.state) if game.state else None
    events = list(GameEvent.objects.filter(game=game).order_by("seq"))
    actions = list(GameAction.objects.filter(game=game).order_by("seq"))
    if snapshot is not None:
        events = [e for e in events if e.seq <= snapshot.last_seq]
        actions = [a for a in actions if a.seq <= snapshot.action_seq]
    running = game.status == GameStatus.ACTIVE
    shown = [(e.seq, event_for_viewer(e.data, viewer, running=running)) for e in events]
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
        # Who decided is public once the game is over: while it runs, a card the server
        # played for a person is theirs like any other (SEAT_PRIVATE_NOTES says why).
        "actions": [{"seq": a.seq, "seat": a.seat,
                     "actor": "player" if running and a.actor == "auto" else a.actor,
                     "action": engine.redact_action_dict(a.action, seat=a.seat, viewer=viewer)}
                    for a in actions],
        "events": [{"seq": seq, **data} for seq, data in shown if data is not None],
        "result": None if positions is None else {
            "winner": _winner(state),
            "positions": positions,
            "finishing_order": [[s for s in range(len(positions)) if positions[s] == p]
                                for p in sorted(set(positions))],
            # The money game's net units per seat (null in games without money).
            "chips": list(getattr(state, "chips", ())) or None,
        },
    }
