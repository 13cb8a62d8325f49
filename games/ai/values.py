"""What the end of a hand is worth: the weights the search scores its playouts with.

``values.json`` beside this module holds, per situation at the start of a deal -- table size,
next hand size, survivors, and the seat's role (still in, choosing the trumps, on a dog's life)
-- how many of the seats met in it went on to win the game, and out of how many.  It is made
by :mod:`games.ai.train_values` from a seed (its ``trained_by`` field is the command) and read
here once, from the package, with no download.

``places.json`` holds, per the same situations of the same training games, the sum of the
final places those seats finished in (1 the winner; seats knocked out on the same deal share
the best place they cover), out of how many: the expected final place the game review gives
(:mod:`games.ai.places`).  It is a file of its own so that the file the search plays by stays
byte for byte the one it was measured with.
"""

from __future__ import annotations

import json
from pathlib import Path

ROLE_IN, ROLE_CHOOSER, ROLE_DOG = 0, 1, 2

Key = tuple[int, int, int, int]
"""(players, next hand size, survivors, role)."""

VALUES_FILE = Path(__file__).with_name("values.json")
PLACES_FILE = Path(__file__).with_name("places.json")


def _table_json(table: dict[Key, tuple[int, int]], *, trained_by: str, sums: str,
                **notes: str) -> str:
    """One situation a line, so that a retrained file diffs readably: its key, the ``sums``
    column and the samples."""
    rows = [[*key, total, samples] for key, (total, samples) in sorted(table.items())]
    head = json.dumps({
        "trained_by": trained_by,
        "key": ["players", "next_hand_size", "survivors", "role", sums, "samples"],
        "roles": {"0": "in", "1": "chooses the next trumps", "2": "on a dog's life"},
        **notes,
    })[:-1]
    lines = ",\n".join(json.dumps(r, separators=(",", ":")) for r in rows)
    return f'{head}, "rows": [\n{lines}\n]}}\n'


def values_to_json(table: dict[Key, tuple[int, int]], *, trained_by: str) -> str:
    """``(wins, samples)`` per situation."""
    return _table_json(table, trained_by=trained_by, sums="wins")


def places_to_json(table: dict[Key, tuple[int, int]], *, trained_by: str) -> str:
    """``(sum of final places, samples)`` per situation."""
    return _table_json(table, trained_by=trained_by, sums="place_sum", places=(
        "1 the winner; seats knocked out on the same deal share the best place"))


def values_from_json(text: str) -> dict[Key, tuple[int, int]]:
    body = json.loads(text)
    return {(p, h, s, r): (w, t) for p, h, s, r, w, t in body["rows"]}


def load_values(path: Path = VALUES_FILE) -> dict[Key, tuple[int, int]]:
    return values_from_json(path.read_text())


def load_places(path: Path = PLACES_FILE) -> dict[Key, tuple[int, int]]:
    """``(sum of final places, samples)`` per situation (the rows read as ``values.json``'s)."""
    return values_from_json(path.read_text())


__all__ = ["PLACES_FILE", "ROLE_CHOOSER", "ROLE_DOG", "ROLE_IN", "VALUES_FILE", "Key",
           "load_places", "load_values", "places_to_json", "values_from_json", "values_to_json"]
