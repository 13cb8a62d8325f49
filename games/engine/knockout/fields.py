"""The mutable working copy of a :class:`State`: the one place that knows field positions.

The rules change a state field by field, several fields per card, and the AI's simulator does
so millions of times a second.  Building a new named tuple per change would cost more than the
rules themselves, so they work on a :class:`Table` -- a slotted object with exactly the fields
of ``State``, by the same names, generated from ``State``'s own field list -- and ``apply``
freezes it back.  Only the functions below, generated from that same field list, rely on the
two having their fields in the same order; everything else reads and writes fields by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import make_dataclass
from typing import Any

from games.engine.events import Event
from games.engine.knockout.state import State

Table: Any = make_dataclass(
    "Table", [(name, State.__annotations__.get(name, Any)) for name in State._fields],
    slots=True, eq=False, repr=False, module=__name__)
Table.__doc__ = ("A state being changed by the rules: ``State``'s fields, by name, mutable.  "
                 "Also the AI's simulation state (``games.engine.knockout.sim.Sim``).")

_LAST: dict[int, tuple[State, Any]] = {}
"""The state :func:`play_on` made last and the table it froze it from (key 0)."""


def _generated(name: str, body: str) -> Callable[..., Any]:
    """A function whose body names every field of ``State`` in order, compiled once.  Written
    out rather than looped over, because ``apply`` thaws and freezes once per card: spelled
    out, each field is one specialised attribute load or store."""
    namespace = {"Table": Table, "State": State, "new": object.__new__,
                 "new_tuple": tuple.__new__, "LAST": _LAST}
    exec(body, namespace)  # noqa: S102 - the source is built from State._fields only
    function: Callable[..., Any] = namespace[name]
    return function


_TABLE_FIELDS = ", ".join(f"table.{name}" for name in State._fields)
_COPIED_FIELDS = ", ".join(f"copied.{name}" for name in State._fields)

thaw: Callable[[State], Any] = _generated("thaw", f"""
def thaw(state):
    table = new(Table)
    ({_TABLE_FIELDS},) = state
    return table
""")
thaw.__doc__ = "A :class:`Table` holding ``state``'s fields."

freeze: Callable[[Any], State] = _generated("freeze", f"""
def freeze(table):
    return new_tuple(State, ({_TABLE_FIELDS},))
""")
freeze.__doc__ = "The immutable ``State`` of ``table``'s fields now."

copy: Callable[[Any], Any] = _generated("copy", f"""
def copy(copied):
    table = new(Table)
    ({_TABLE_FIELDS},) = ({_COPIED_FIELDS},)
    return table
""")
copy.__doc__ = ("An independent :class:`Table` with the same fields (values are immutable, so "
                "sharing them is safe).")

play_on: Callable[[State, Callable[[Any, int, Any], None], int, Any], State] = _generated(
    "play_on", f"""
def play_on(state, change, argument, events):
    last = LAST.pop(0, None)
    if last is not None and last[0] is state:
        table = last[1]
    else:
        table = new(Table)
        ({_TABLE_FIELDS},) = state
    change(table, argument, events)
    after = new_tuple(State, ({_TABLE_FIELDS},))
    LAST[0] = (after, table)
    return after
""")
play_on.__doc__ = """``freeze(change(thaw(state), argument, events))``: the public path of a card
play, once per card of every game.

A game is nearly always played on from the state the last card made, so the table that state was
frozen from is kept in ``_LAST`` and changed again instead of thawing a copy.  It is taken out
before use (``dict.pop`` is atomic, so two threads never share it) and put back only once
``change`` has succeeded; any other state is thawed afresh."""


def apply_to(state: State, change: Callable[[Any, list[Event]], None]
             ) -> tuple[State, tuple[Event, ...]]:
    """``change`` run on a thawed copy of ``state``: the new state and the events it made."""
    table = thaw(state)
    events: list[Event] = []
    change(table, events)
    return freeze(table), tuple(events)
