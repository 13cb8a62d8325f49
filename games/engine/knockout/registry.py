"""Where the phases of Knock-Out Whist are looked up: one registry that the core flow and each
house rule add themselves to.

A phase registers what it waits for (for the error message), its legal actions and a handler
per action type; :func:`games.engine.knockout.game.apply` and ``legal_actions`` dispatch through
it.  The steps between a deal and the first lead are :class:`Stage` s run in their ``order``
(:func:`continue_deal`), so a house rule that asks for a decision after the deal adds a stage
rather than editing its neighbours.  The rule for a player who takes no trick is a
:class:`~games.engine.knockout.lives.LivesRule` chosen by the options (:func:`lives_rule`).
A house rule therefore lives in one module of :mod:`games.engine.knockout.house`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.engine.actions import DECLARE, PASS, Action, Declare, Pass
from games.engine.errors import CannotDeclare
from games.engine.events import Event
from games.engine.knockout.fields import apply_to
from games.engine.knockout.lives import CORE_LIVES, LivesRule
from games.engine.knockout.state import NO_HOUSE, Phase, State
from games.engine.knockout.turns import put, start_trick
from games.engine.options import Options

Events = list[Event] | None
"""The events of the action being applied, or ``None`` on the AI's lean path (no events)."""
Handler = Callable[[State, Any], tuple[State, tuple[Event, ...]]]
Legal = Callable[[State], tuple[Action, ...]]

HANDLERS: dict[tuple[Phase, type], Handler] = {}
"""``(phase, action type)`` -> the checked handler of ``apply``."""
LEGAL: dict[Phase, Legal] = {}
"""The legal actions of each phase but ``play`` (which
:func:`games.engine.knockout.play.legal_actions` answers itself)."""
WAITS_FOR: dict[Phase, str] = {}
"""What each phase waits for, in words, for :class:`~games.engine.errors.WrongDecision`."""
RESIGNING: dict[Phase, Callable[[State, int], tuple[State, tuple[Event, ...]] | None]] = {}
"""A phase whose decision a resigning seat settles at once (the money game's buy phase: it
declines); ``None`` from it means "resign as usual"."""


def register_phase(phase: Phase, waits_for: str | None, legal: Legal | None,
                   handlers: dict[type, Handler]) -> None:
    """Add ``phase`` (``waits_for`` and ``legal`` may be ``None`` when another module already
    gave them, e.g. a house rule adding an action to the play phase)."""
    if waits_for is not None:
        WAITS_FOR[phase] = waits_for
    if legal is not None:
        LEGAL[phase] = legal
    for action_type, handler in handlers.items():
        HANDLERS[(phase, action_type)] = handler


def register_declaration(phase: Phase, waits_for: str, what: str,
                         may_declare: Callable[[State, int], bool], refusal: str,
                         declare: Callable[[Any, bool, Events], None]) -> None:
    """A round in which each seat asked declares ``what`` (when ``may_declare``) or passes; a
    declaration it may not make raises :class:`CannotDeclare` saying ``refusal``."""

    def legal(state: State) -> tuple[Action, ...]:
        return (DECLARE, PASS) if may_declare(state, state.to_act) else (PASS,)

    def declared(state: State, action: Declare) -> tuple[State, tuple[Event, ...]]:
        if not may_declare(state, state.to_act):
            raise CannotDeclare(refusal, seat=state.to_act, what=what)
        return apply_to(state, lambda st, events: declare(st, True, events))

    def passed(state: State, action: Pass) -> tuple[State, tuple[Event, ...]]:
        return apply_to(state, lambda st, events: declare(st, False, events))

    register_phase(phase, waits_for, legal, {Declare: declared, Pass: passed})


@dataclass(frozen=True, slots=True)
class Stage:
    """A step between the deal and the first lead.  ``begin`` returns True when it has asked a
    seat for a decision (the phase's handlers call :func:`continue_deal` once it is made) and
    False when it does not apply to this deal."""

    order: int
    name: str
    begin: Callable[[Any, Events], bool]
    core: bool = False
    """Whether the stage can apply without house rules (``Options.house_rules`` off)."""


STAGES: list[Stage] = []
CORE_STAGES: list[Stage] = []


def register_stage(stage: Stage) -> None:
    for stages in (STAGES, CORE_STAGES) if stage.core else (STAGES,):
        stages.append(stage)
        stages.sort(key=lambda s: s.order)


def continue_deal(st: Any, events: Events, after: int = -1, leader: int = -1) -> None:
    """Run the stages ordered after ``after``; when none asks for a decision, play begins with
    ``leader`` (by default the one the deal settled, ``house.leader``) leading.  A core game
    skips the house rules' stages (once per deal of every playout): under house rules the
    deal has always replaced :data:`NO_HOUSE` by then."""
    stages = CORE_STAGES if st.house is NO_HOUSE else STAGES
    for stage in stages:
        if stage.order > after and stage.begin(st, events):
            return
    st.phase = Phase.PLAY
    if st.house is not NO_HOUSE:
        put(st, queue=())
    start_trick(st, leader if leader >= 0 else st.house.leader)


_LIVES: list[tuple[Callable[[Options], bool], LivesRule]] = []


def register_lives_rule(applies: Callable[[Options], bool], rule: LivesRule) -> None:
    _LIVES.append((applies, rule))


def lives_rule(options: Options) -> LivesRule:
    """The rule for players who take no trick under ``options`` (the core dog's life unless a
    house rule registered one that applies)."""
    for applies, rule in _LIVES:
        if applies(options):
            return rule
    return CORE_LIVES
