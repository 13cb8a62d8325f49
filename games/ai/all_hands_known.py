"""What the cards allowed in a Knock-Out Whist hand: an exact search with every hand known,
every seat playing for itself, at the start of the play and after each trick, and every card
that gave tricks away against that line.

The line.  Each seat maximises **its own tricks in this hand** (max^n: at each turn the seat to
play takes the card after which the line gives it the most tricks).  Why tricks rather than the
seats' worth at the end of the hand (the win chances :func:`games.ai.rollout.hand_values`
scores playouts with): a trick count is exact and needs no trained table, it reads like the
classic Whist double-dummy result beside it (:mod:`games.ai.whist.double_dummy`), and it is
what every seat's fate in the hand is made of (004: "A player who takes no tricks at all in a
hand is knocked out", and the most tricks choose the next trumps).  With more than two seats
the result depends on how a seat chooses between cards that are worth the same to it; the
documented tie-break is **the lowest card** (the lowest printed rank, two up to ace, whatever
the hand's rank order; then the engine's card order; a dog's-life knock counts lowest of all,
as it keeps the card), the "play low when it makes no
difference" of every whist table, so the line never spends a high card for nothing.  Two seats
are zero-sum and the tie-break changes nothing.

The search.  Depth first over the engine's own simulator (:mod:`games.engine.knockout.sim`:
legal cards, knocks, who leads next), the last trick's forced cards settled by the engine's
:func:`games.engine.tricks.follow.trick_winner`.  A transposition table keyed by the hands,
the trick so far, the seat to act and whether trumps are broken holds each position's
remaining tricks per seat: tricks already taken do not change what a seat can still take, so
a position met by two orders of play is solved once.  A seat stops looking at its cards once
one takes every trick left.  ``tests/ai/test_all_hands_known.py`` checks it against a plain
search without the table on fixed endings.

The budget.  Four seats of seven cards can have millions of positions; the search gives up
past :data:`NODE_BUDGET` positions solved, and that deal says ``"not_given": "too large for
the budget"`` rather than guess (``manage.py bench_analysis`` reports how many deals were
given).  Post-mortem only: every hand is used.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from games import engine
from games.engine import Phase, SeatStatus, Setup, State, sim
from games.engine.actions import PLAYS
from games.engine.options import Options
from games.engine.tricks.follow import trick_winner

NODE_BUDGET = 100_000
"""Positions one deal's search may solve (about a second of a core on the shared machine)."""
NOT_GIVEN = "too large for the budget"
MEANING = ("the tricks each seat takes with every hand known, every seat playing for its own "
           "tricks in the hand (the lowest card when two are worth the same to it)")
_PLAY = Phase.PLAY
_OUT = SeatStatus.OUT

Line = tuple[int, ...]
"""Tricks each seat takes from a position to the end of the hand (the trick in progress
included)."""


class OverBudget(Exception):
    """The deal's search solved more positions than its budget allows."""


def _preference(move: int) -> tuple[int, int]:
    """Tie-break order: a knock first, then cards lowest printed rank first (engine order
    among equal ranks)."""
    return (-1, -1) if move >= 52 else (move % 13, move)


class Solver:
    """One deal's search with its transposition table (shared by every position of the deal
    that is asked about, since they all lie in the same tree)."""

    def __init__(self, budget: int = NODE_BUDGET) -> None:
        self.table: dict[tuple[Any, ...], Line] = {}
        self.budget = budget
        self.nodes = 0

    def line(self, st: sim.Sim) -> Line:
        """The remaining tricks of each seat from ``st`` under the line."""
        if len(st.completed) + 1 >= st.hand_size:
            return _last_trick(st)
        key = (st.hands, st.trick, st.to_act, st.broken)
        found = self.table.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > self.budget:
            raise OverBudget
        seat = st.to_act
        top = st.hand_size - len(st.completed)
        best: Line | None = None
        for _, value in self.children(st):
            if best is None or value[seat] > best[seat]:
                best = value
                if value[seat] == top:
                    break
        assert best is not None
        self.table[key] = best
        return best

    def children(self, st: sim.Sim) -> Iterator[tuple[int, Line]]:
        """Each legal move of the seat to act, in tie-break order, with the line after it
        (the tricks it completes counted).  Not on the last trick, whose cards are forced."""
        for move in sorted(sim.legal_moves(st), key=_preference):
            child = sim.copy(st)
            sim.apply_move(child, move)
            after = self.line(child)
            if child.tricks != st.tricks:
                after = tuple(a + t - s for a, t, s in zip(after, child.tricks, st.tricks,
                                                          strict=True))
            yield move, after


def _last_trick(st: sim.Sim) -> Line:
    """The last trick: every seat's one card is forced (a dog's-life card too)."""
    plays = [p for p in st.trick if p[1] >= 0]
    hands = st.hands
    for seat in st.trick_seats[len(st.trick):]:
        plays.append((seat, hands[seat].bit_length() - 1))
    line = [0] * len(hands)
    line[trick_winner(plays, st.trump, st.order, st.options.two_of_diamonds)] = 1
    return tuple(line)


def move_name(move: int) -> str:
    return "knock" if move >= 52 else str(PLAYS[move].card)


def _move_of(before: State, after: State, seat: int) -> int:
    """The simulator move that took ``before`` to ``after`` (a Blind Parish card is a card
    here, as in the simulator): the card that left ``seat``'s hand, else a knock."""
    gone = before.hands[seat] & ~after.hands[seat]
    return gone.bit_length() - 1 if gone else sim.KNOCK_MOVE


class _Deal:
    """One deal being followed: its solver and the line as the game went."""

    def __init__(self, state: State, budget: int) -> None:
        self.deal_no = state.deal_no
        self.hand_size = state.hand_size
        self.seats = [s for s, status in enumerate(state.status) if status is not _OUT]
        self.solver = Solver(budget)
        self.won = [0] * len(state.hands)
        self.after: list[dict[str, Any]] = []
        self.lost: list[dict[str, Any]] = []
        self.start: list[int] | None = None
        self.not_given: str | None = None
        self.stopped = False
        """A seat resigned: the deal is followed no further."""

    def play(self, before: State, after: State, seat: int) -> None:
        """Value the card ``seat`` played in ``before`` against its others, and record the
        trick it completes."""
        if self.not_given is not None or self.stopped:
            return
        st = sim.sim_from_state(before)
        played = _move_of(before, after, seat)
        try:
            if self.start is None:
                self.start = list(self.solver.line(st))
            if len(st.completed) + 1 >= st.hand_size:  # the last trick: every card forced
                if len(st.trick) + 1 == len(st.trick_seats):
                    self._trick_done(_last_trick(st).index(1), None)
                return
            values = {m: v[seat] for m, v in self.solver.children(st)}
            best = max(values.values())
            if values[played] < best:
                better = min((m for m in values if values[m] == best), key=_preference)
                self.lost.append({"trick_no": len(st.completed) + 1, "seat": seat,
                                  "card": move_name(played), "tricks": best - values[played],
                                  "better": move_name(better)})
            child = sim.copy(st)
            sim.apply_move(child, played)
            if len(child.completed) > len(st.completed):
                self._trick_done(child.winners[-1], child)
        except OverBudget:
            self.not_given = NOT_GIVEN

    def _trick_done(self, winner: int, now: sim.Sim | None) -> None:
        """A trick has ended: who took it, and the tricks each seat has plus what the line
        gives it from the position now (``None`` after the last trick)."""
        self.won[winner] += 1
        line = list(self.won)
        if now is not None:
            line = [w + r for w, r in zip(self.won, self.solver.line(now), strict=True)]
        self.after.append({"trick_no": len(self.after) + 1, "winner": winner,
                           "won": list(self.won), "line": line})

    def result(self) -> dict[str, Any]:
        head = {"deal_no": self.deal_no, "hand_size": self.hand_size, "seats": self.seats,
                "resigned": self.stopped}
        if self.not_given is not None:
            return {**head, "not_given": self.not_given, "nodes": self.solver.nodes}
        return {**head, "start": self.start, "after": self.after, "lost": self.lost,
                "lost_by_seat": [sum(x["tricks"] for x in self.lost if x["seat"] == s)
                                 for s in range(len(self.won))],
                "nodes": self.solver.nodes}


def game_lines(players: int, options: Options, setup: Setup,
               actions: list[tuple[int, dict[str, Any]]], budget: int = NODE_BUDGET
               ) -> list[dict[str, Any]]:
    """Every deal's line (see the module docstring), by replaying the action log through the
    engine.  A deal in which a seat resigned is followed up to the resignation."""
    state: State
    state, _ = engine.new_game(players, options, setup)
    deals: dict[int, _Deal] = {}
    for seat, data in actions:
        if data.get("type") == "resign":
            if state.deal_no in deals:
                deals[state.deal_no].stopped = True
            state, _ = engine.resign(state, seat)
            continue
        before = state
        state, _ = engine.apply(before, engine.action_from_dict(data), seat=seat)
        if before.phase is not _PLAY:
            continue
        deal = deals.get(before.deal_no)
        if deal is None:
            deal = deals[before.deal_no] = _Deal(before, budget)
        deal.play(before, state, seat)
    return [deal.result() for deal in deals.values()]
