"""The two games of the engine by name, and which one each rules preset belongs to.

``knockout`` is Knock-Out Whist (:mod:`games.engine`), ``whist`` classic Whist
(:mod:`games.engine.whist`). A preset names one game: the service picks the engine by it,
and a league fixes its game by its preset.
"""

from __future__ import annotations

from typing import Any

from games.engine import whist
from games.engine.options import MIN_PLAYERS as KNOCKOUT_MIN_PLAYERS
from games.engine.options import PRESETS as KNOCKOUT_PRESETS
from games.engine.options import Options
from games.engine.options import preset as knockout_preset

KNOCKOUT = "knockout"
WHIST = "whist"
KINDS: tuple[str, ...] = (KNOCKOUT, WHIST)

if set(KNOCKOUT_PRESETS) & set(whist.PRESETS):  # pragma: no cover - a preset names one game
    raise RuntimeError(f"presets in both games: {set(KNOCKOUT_PRESETS) & set(whist.PRESETS)}")

FEWEST_PLAYERS: dict[str, int] = {KNOCKOUT: KNOCKOUT_MIN_PLAYERS, WHIST: whist.PLAYERS}
"""The smallest table of each game: rules that hold for it hold for every table of that game
(a league checks its options so, before any game has a table size)."""

PRESET_KINDS: dict[str, str] = {**dict.fromkeys(KNOCKOUT_PRESETS, KNOCKOUT),
                                **dict.fromkeys(whist.PRESETS, WHIST)}
ALL_PRESET_NAMES: tuple[str, ...] = tuple(sorted(PRESET_KINDS))


def kind_of_preset(preset: str) -> str | None:
    return PRESET_KINDS.get(preset)


def options_build(kind: str, preset: str, overrides: dict[str, Any] | None,
                  players: int) -> Any:
    """The full options of ``preset`` with ``overrides``, checked for ``players`` seats
    (the engine's ``InvalidOptions`` when they are not)."""
    if kind == WHIST:
        options = whist.WhistOptions.from_dict(overrides or {}, base=whist.preset(preset))
    else:
        options = Options.from_dict(overrides or {}, base=knockout_preset(preset))
    options.validate(players)
    return options


__all__ = ["ALL_PRESET_NAMES", "FEWEST_PLAYERS", "KINDS", "KNOCKOUT", "PRESET_KINDS", "WHIST",
           "kind_of_preset", "options_build"]
