"""The expected final place of each seat once a hand is settled: what the game review shows
beside the chance of winning (:mod:`games.ai.analysis`).

A place is the engine's finishing position (:func:`games.engine.knockout.game_end.
finishing_positions`): 1 the winner, and seats knocked out on the same deal share the best
place they cover (a 1, 2, 2, 4 ranking), as the rules give no order between players who are out
together (004: "A player who takes no tricks at all in a hand is knocked out", all of them at
once).  So at the end of a hand:

* a game over: every seat's place is known (``positions``);
* a seat knocked out in this hand (or before): 1 + the number of seats that outlast it, those
  still in and those knocked out on a later deal;
* a seat still in: the mean final place measured for its situation at the next deal --
  table size, next hand size, survivors, and its role (still in, choosing the trumps, on a
  dog's life) -- in the same training games as the win rates (``places.json``,
  :mod:`games.ai.train_values`), shrunk towards the middle of the places still open where
  samples are few.  Its role is weighed exactly as :func:`games.ai.rollout.hand_values` weighs
  it (a tie for most tricks shares the trump choice; the money game's one-card life counts as
  a dog's life).

Nothing here runs when an AI seat plays: the search scores with
:func:`games.ai.rollout.hand_values` unless it is handed :func:`hand_values_and_places`.
"""

from __future__ import annotations

from functools import cache

from games.ai.rollout import hand_values, situation_scores
from games.ai.values import load_places
from games.engine import Phase, SeatStatus, sim

_OUT = SeatStatus.OUT
PLACE_SUM = load_places()
"""``(sum of final places, samples)`` per situation (:mod:`games.ai.values`)."""
_PRIOR = 30.0


@cache
def situation_place(players: int, hand_size: int, survivors: int, role: int) -> float:
    """The measured mean final place from the start of a deal (``hand_size`` cards) with
    ``survivors`` seats left, in ``role``, shrunk towards ``(survivors + 1) / 2`` (the middle
    of the places 1..survivors still open) where the table has few samples."""
    guess = (survivors + 1) / 2
    total, samples = PLACE_SUM.get((players, hand_size, survivors, role), (0, 0))
    return (total + _PRIOR * guess) / (samples + _PRIOR)


def out_place(status: tuple[SeatStatus, ...], out_deal: tuple[int, ...], seat: int) -> int:
    """The place of ``seat``, knocked out: one behind every seat that outlasted it."""
    mine = out_deal[seat]
    return 1 + sum(1 for t, s in enumerate(status)
                   if t != seat and (s is not _OUT or out_deal[t] > mine))


def hand_places(st: sim.Sim) -> list[float]:
    """Each seat's expected final place once :func:`games.engine.sim.finish_hand` has settled
    the hand (see the module docstring)."""
    n = len(st.tricks)
    if st.phase is Phase.GAME_OVER:
        return [float(p) for p in st.positions]
    status = st.status
    places = [float(out_place(status, st.out_deal, s)) if status[s] is _OUT else 0.0
              for s in range(n)]
    return situation_scores(st, situation_place, places)


def hand_values_and_places(st: sim.Sim) -> list[float]:
    """The search's end-of-hand score for the review: each seat's worth
    (:func:`games.ai.rollout.hand_values`, what the search maximises) followed by each seat's
    expected final place, ``2 * players`` numbers."""
    return hand_values(st) + hand_places(st)
