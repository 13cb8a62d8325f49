"""The games the service plays, behind one interface: Knock-Out Whist (:mod:`games.engine`)
and classic Whist (:mod:`games.engine.whist`, ``shared/rules/001_af9222f89516dcdc.txt``).

The services, selectors and tasks store, show and drive a game the same way whatever its
kind. This module holds the few places where the kinds differ: the presets, the engine
functions, the bots, what a seat's status is, and whether a seat can be knocked out.
Pure Python: no Django import.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games import engine
from games.ai import bot_action as knockout_bot_action
from games.ai.whist import bot_action as whist_bot_action
from games.engine import whist
from games.engine.game_kinds import (  # the names, re-exported here
    ALL_PRESET_NAMES,
    KINDS,
    KNOCKOUT,
    PRESET_KINDS,
    WHIST,
    kind_of_preset,
    options_build,
)
from games.engine.knockout.observation import decision as knockout_decision

WHIST_MEDIUM_BUDGET_MS = 50.0
"""Classic Whist has no ``medium`` level of its own: the lobby's ``medium`` is its expert with
a third of the think time (Knock-Out Whist's ``medium`` has a twentieth, see
``games.ai.base.DEFAULT_BUDGET_MS``)."""


@dataclass(frozen=True, slots=True)
class GameKind:
    name: str
    options_from_dict: Callable[..., Any]
    new_game: Callable[..., tuple[Any, tuple[Any, ...]]]
    apply: Callable[..., tuple[Any, tuple[Any, ...]]]
    observe: Callable[[Any, int | None], Any]
    state_from_dict: Callable[[dict[str, Any]], Any]
    state_to_dict: Callable[[Any], dict[str, Any]]
    resign: Callable[[Any, int], tuple[Any, tuple[Any, ...]]] | None
    """None: a seat cannot leave the game (a partnership plays on; the server plays the
    resigned seat's cards to the end)."""
    bot_action: Callable[[str, Any, str], Any]
    decision: Callable[[Any], str | None]
    """The name of the decision the seat to act faces (a ``your_turn`` notification's)."""
    legal_actions: Callable[[Any], tuple[Any, ...]]
    """What the seat to act may do (a claim, always open in classic Whist, is not listed)."""

    def options_build(self, preset: str, overrides: dict[str, Any] | None,
                      players: int) -> Any:
        return options_build(self.name, preset, overrides, players)

    def seat_status(self, state: Any, seat: int) -> str:
        """``in``, ``dogs_life`` or ``out`` (Knock-Out Whist); always ``in`` in classic Whist,
        where nobody is knocked out."""
        if self.name == WHIST or state is None:
            return "in"
        return str(state.status[seat])

    def is_out(self, state: Any, seat: int) -> bool:
        return self.name == KNOCKOUT and state.status[seat] is engine.SeatStatus.OUT

    def between_tricks(self, state: Any) -> bool:
        """No card of a trick is on the table and no claim waits for its answers: a point a
        spectator who sees the play one trick late may be shown."""
        return not state.trick and (self.name != WHIST or state.claimer < 0)


def _whist_bot(level: str, observation: Any, seed: str) -> Any:
    if observation.decision == "answer_claim":
        # A bot cannot weigh a claim against the hands it cannot see: it plays on.
        return engine.REFUSE_CLAIM
    if level == "medium":
        return whist_bot_action("expert", observation, seed, budget_ms=WHIST_MEDIUM_BUDGET_MS)
    return whist_bot_action(level, observation, seed)


_KNOCKOUT = GameKind(
    name=KNOCKOUT, options_from_dict=engine.Options.from_dict,
    new_game=engine.new_game, apply=engine.apply, observe=engine.observe,
    state_from_dict=engine.state_from_dict, state_to_dict=engine.state_to_dict,
    resign=engine.resign, bot_action=knockout_bot_action, decision=knockout_decision,
    legal_actions=engine.legal_actions)

_WHIST = GameKind(
    name=WHIST, options_from_dict=whist.WhistOptions.from_dict,
    new_game=whist.new_game, apply=whist.apply, observe=whist.observe,
    state_from_dict=whist.state_from_dict, state_to_dict=whist.state_to_dict,
    resign=None, bot_action=_whist_bot,
    decision=lambda state: None if state.is_over else str(state.phase),
    legal_actions=whist.legal_actions)

_BY_NAME = {KNOCKOUT: _KNOCKOUT, WHIST: _WHIST}

def free_text_forbidden(*, rated: bool, kind: str) -> bool:
    """No free text in the players' room of a rated partnership game: a word between
    partners could tell their cards (quick phrases stay)."""
    return rated and kind == WHIST


def game_kind(name: str) -> GameKind:
    return _BY_NAME[name]


def state_keep(game: Any, state: Any) -> None:
    """Keep the engine state a write just stored as ``game.state`` (its snapshot) with the
    game, so that the answer built from the same game object does not parse it again."""
    game._state_kept = (game.state, state)


def state_of(game: Any) -> Any:
    """The game's engine state (``None`` before it starts): the one kept by
    :func:`state_keep` while ``game.state`` is still the snapshot it was kept with, otherwise
    parsed from the snapshot."""
    kept = getattr(game, "_state_kept", None)
    if kept is not None and kept[0] is game.state:
        return kept[1]
    return game_kind(game.kind).state_from_dict(game.state) if game.state else None


__all__ = ["ALL_PRESET_NAMES", "KINDS", "KNOCKOUT", "PRESET_KINDS", "WHIST", "GameKind",
           "free_text_forbidden", "game_kind", "kind_of_preset", "state_keep", "state_of"]
