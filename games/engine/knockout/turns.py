"""Who acts next: clockwise order, the current trick's seats, and the queues of the
sequential decisions (declarations, votes, exchanges, purchases).

These helpers change a :class:`~games.engine.knockout.fields.Table` in place.
"""

from __future__ import annotations

from typing import Any

from games.engine.knockout.state import Phase

ROTATIONS = tuple(tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
                  for n in range(8))
"""``ROTATIONS[n][seat]``: all ``n`` seats clockwise starting from ``seat`` (built once: the
next trick's order is needed after every trick)."""


def start_trick(st: Any, leader: int) -> None:
    """Every seat still holding a card acts in the trick, clockwise from the leader (004: "The
    winner of a trick leads to the next"; a dog's-life winner with no card left passes the
    lead on to "the player on her left")."""
    hands = st.hands
    seats = ROTATIONS[len(hands)][leader]
    if not all(hands):
        seats = tuple([s for s in seats if hands[s]])
    st.trick = ()
    st.trick_seats = seats
    st.led = -1
    st.to_act = seats[0]


def put(st: Any, **changes: Any) -> None:
    """Change fields of the house-rule part of the state (see :class:`~.state.House`)."""
    st.house = st.house._replace(**changes)


def from_eldest(st: Any) -> list[int]:
    """The seats holding cards, in turn from the eldest hand (the order the cards were dealt)."""
    hands = st.hands
    return [s for s in ROTATIONS[len(hands)][st.eldest] if hands[s]]


def ask(st: Any, phase: Phase, seats: list[int] | tuple[int, ...]) -> None:
    """Ask ``seats`` one at a time, in order, for the decision of ``phase``."""
    st.phase = phase
    put(st, queue=tuple(seats))
    st.to_act = seats[0]


def next_in_queue(st: Any) -> bool:
    """Drop the seat that just decided; True when another seat is still to decide."""
    queue = st.house.queue[1:]
    put(st, queue=queue)
    if queue:
        st.to_act = queue[0]
        return True
    st.to_act = -1
    return False


def clear_trick(st: Any) -> None:
    """No trick is being played (between hands, or at the end of the game)."""
    st.trick = ()
    st.trick_seats = ()
    st.led = -1
