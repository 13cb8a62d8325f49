"""What each viewer may see of a stored action.

An action's private part is the same as its event's: an exchange's cards belong to the
exchanging seat (004 "Card exchange": how many is public, which is not) and a vote's suit to the
voter (003: secret until the tally, which the ``votes_tallied`` event reveals).  The record of a
running game lists actions, so it must hide exactly what the events hide, or it leaks what
:func:`games.engine.events.redact_event_dict` protects.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import ALL


def redact_action_dict(action: dict[str, Any], *, seat: int, viewer: int | None
                       ) -> dict[str, Any]:
    """``action`` (an ``Action.to_dict()`` taken by ``seat``) as ``viewer`` may see it: a seat,
    ``None`` for a spectator or :data:`ALL` (unchanged).  The input is not changed."""
    if viewer == ALL or viewer == seat:
        return action
    kind = action.get("type")
    if kind == "exchange":
        return {"type": kind, "count": len(action.get("cards") or ())}
    if kind == "vote_trump":
        return {"type": kind}
    return action
