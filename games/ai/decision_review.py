"""The expert's review of a finished game, the part both games share: replay the action log,
value each decision from the seat's observation at that moment, judge the action played
against the best, and sum the judgements up per seat.  The same valuation answers a hint.

Each game plugs in a :class:`GameReview`: its engine (to replay the log), how one decision is
valued (:data:`Valuer`: Knock-Out Whist's PIMC search of the chance of winning the game,
classic Whist's search of the side's tricks), where a decision stands in the deal, and the
thresholds of its classes in its own unit.  Everything else is here, so that a value, a loss
and a class mean the same in both games' reviews and in the hints.

What a judgement is.  A valuation gives, per sampled deal, a number for each choice searched,
every choice on the same deals.  A choice's value is its mean with the standard error over the
deals; the best is the highest mean (ties broken in the order the game prefers).  The loss of
the action played is the best choice's value minus its own, with the standard error of the
paired difference.  The classes: the best choice is ``best``; a loss not above :data:`NOISE_Z`
standard errors is ``within_noise`` and not classified; otherwise from the game's thresholds
down: ``blunder``, ``mistake``, ``inaccuracy``, and below them ``good``.  A decision with one
real choice is ``forced``, one the search does not weigh ``not_analysed``.

Honest by construction: a decision is valued from ``observe(state, seat)`` alone, with random
numbers drawn from the settings and its place in the game (:func:`decision_rng`), never from
the seed or the hidden cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple, Protocol

from games.engine.actions import (
    Action,
    ChooseTrump,
    Exchange,
    Knock,
    PlayBlind,
    PlayCard,
    VoteTrump,
)

NOISE_Z = 2.0
"""A loss within this many standard errors of the paired difference is not classified."""
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder", "within_noise",
           "not_analysed", "forced")

Rows = list[list[float]]
"""Per sampled deal, a number for each choice searched (in the order of the choices)."""
Progress = Callable[[int, int], None]
"""Called with (steps done, steps in all) as the review goes on."""


class NotValued(ValueError):
    """A decision the game's search does not value; ``classification`` says why: ``forced``
    (one real choice) or ``not_analysed`` (a decision the expert does not weigh)."""

    def __init__(self, classification: str, reason: str = "") -> None:
        super().__init__(reason or classification)
        self.classification = classification


@dataclass(frozen=True, slots=True)
class Valuation:
    """A decision valued by a game's search.  ``rows[d][c]`` is choice ``c``'s worth on
    sampled deal ``d``; ``choices[c]`` is the action that choice stands for.  ``actions`` are
    the actions the review lists, each valued as the choice ``columns`` gives it (equivalent
    cards are searched once and share a value).  ``preference`` breaks ties for the best.
    ``measures`` are further readings of the same deals per choice (Knock-Out Whist's
    survival and final place), reported beside the value."""

    choices: tuple[Action, ...]
    rows: Rows
    actions: tuple[Action, ...]
    columns: tuple[int, ...]
    preference: tuple[int, ...]
    measures: Mapping[str, Rows] = field(default_factory=dict)

    @classmethod
    def of_actions(cls, actions: tuple[Action, ...], rows: Rows,
                   measures: Mapping[str, Rows] | None = None) -> Valuation:
        """Every action searched on its own, ties going to the first listed."""
        every = tuple(range(len(actions)))
        return cls(actions, rows, actions, every, every, measures or {})


Valuer = Callable[[Any, Action | None, random.Random, int], Valuation]
"""``(a seat's observation, the action played or None for a hint, rng, depth)``: the decision
valued, or :class:`NotValued`.  The depth is the game's number of sampled deals a decision."""


class GameRules(Protocol):
    """An engine's functions the replay uses (``games.engine`` and ``games.engine.whist``)."""

    def new_game(self, players: int, options: Any, setup: Any) -> tuple[Any, Any]: ...
    def observe(self, state: Any, seat: int | None) -> Any: ...
    def apply(self, state: Any, action: Action, *, seat: int | None = None
              ) -> tuple[Any, Any]: ...
    def resign(self, state: Any, seat: int) -> tuple[Any, Any]: ...
    def action_from_dict(self, data: dict[str, Any]) -> Action: ...


class Keyed(Protocol):
    """Review settings: their key names them in storage."""

    @property
    def key(self) -> str: ...


@dataclass(frozen=True, slots=True)
class ActionValue:
    action: dict[str, Any]
    label: str
    value: float
    se: float


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision, judged.  A game whose valuation reports more measures extends this (and
    :class:`ActionValue`) with them: ``<name>`` and ``best_<name>`` here, ``<name>`` and
    ``<name>_se`` on each action."""

    seq: int
    seat: int
    deal_no: int
    trick_no: int
    decision: str
    played: str
    classification: str
    best: str | None = None
    loss: float | None = None
    loss_se: float | None = None
    value: float | None = None
    """The value of the action played."""
    best_value: float | None = None
    iterations: int = 0
    """The sampled deals the values are averaged over."""
    actions: list[ActionValue] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    seat: int
    decisions: int
    analysed: int
    mean_loss: float | None
    counts: dict[str, int]


class Decision(NamedTuple):
    """One decision of a game: its place in the action log, what the seat saw, what it did."""

    seq: int
    observation: Any
    action: Action


def action_label(action: Action) -> str:
    """A short human name: the card (``QH``), ``knock``, ``trumps H`` or ``no trump``."""
    if isinstance(action, PlayCard):
        return str(action.card)
    if isinstance(action, Knock):
        return "knock"
    if isinstance(action, ChooseTrump):
        name = "no trump" if action.suit is None else f"trumps {action.suit}"
        if not action.aces_high:
            name += " aces low"
        if action.reverse:
            name += " reversed"
        return name
    if isinstance(action, Exchange):
        return "discard " + " ".join(map(str, action.cards)) if action.cards else "keep hand"
    if isinstance(action, VoteTrump):
        return "abstain" if action.suit is None else f"vote {action.suit}"
    if isinstance(action, PlayBlind):
        return "play blind card"
    return str(action.to_dict().get("type"))


def mean_se(xs: list[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for fewer than two numbers)."""
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def classify(loss: float, loss_se: float, *, is_best: bool,
             thresholds: Mapping[str, float]) -> str:
    """The class of a decision from the loss of the action played (see the module
    docstring); ``thresholds`` in the loss's own unit."""
    if is_best:
        return "best"
    if loss <= NOISE_Z * loss_se:
        return "within_noise"
    for name in ("blunder", "mistake", "inaccuracy"):
        if loss >= thresholds[name]:
            return name
    return "good"


def decision_rng(settings: Keyed, seq: int) -> random.Random:
    """A decision's random numbers: the settings and its place in the game, nothing hidden."""
    return random.Random(f"{settings.key}:{seq}")


def summarise(decisions: Iterable[DecisionReview], players: int) -> list[PlayerSummary]:
    """Per seat: how many decisions, how many searched, the mean loss over those (its
    accuracy: lower is better) and the count of each class."""
    out = []
    for seat in range(players):
        mine = [d for d in decisions if d.seat == seat]
        searched = [d for d in mine if d.loss is not None]
        counts = {c: sum(1 for d in mine if d.classification == c) for c in CLASSES}
        mean = (round(sum(d.loss for d in searched if d.loss is not None) / len(searched), 4)
                if searched else None)
        out.append(PlayerSummary(seat, len(mine), len(searched), mean, counts))
    return out


@dataclass(frozen=True, slots=True)
class _Means:
    """Each choice's (mean, se) of its value and of every measure, and the best choice."""

    values: list[tuple[float, float]]
    measures: dict[str, list[tuple[float, float]]]
    best: int


def _means(valuation: Valuation) -> _Means:
    n = len(valuation.choices)

    def per_choice(rows: Rows) -> list[tuple[float, float]]:
        return [mean_se([r[c] for r in rows]) for c in range(n)]

    values = per_choice(valuation.rows)
    top = max(v for v, _ in values)
    best = next(c for c in valuation.preference if values[c][0] == top)
    return _Means(values, {name: per_choice(rows) for name, rows in valuation.measures.items()},
                  best)


@dataclass(frozen=True, slots=True)
class GameReview:
    """What one game plugs into the review, and the review built from it.

    ``rules`` replays the action log; ``value`` values a decision (:data:`Valuer`); ``where``
    gives a decision's trick number and name; ``thresholds`` are the smallest loss of each
    class in the game's unit; ``value_meaning`` says what a value is, for the reader of a hint.
    A game that reports more measures than the value names its review types and the measures
    shown on the decision (``decision_measures``: the action played's and the best's)."""

    rules: GameRules
    value: Valuer
    where: Callable[[Any], tuple[int, str]]
    thresholds: Mapping[str, float]
    value_meaning: str
    decision_type: type[DecisionReview] = DecisionReview
    action_type: type[ActionValue] = ActionValue
    decision_measures: tuple[str, ...] = ()

    def replay(self, players: int, options: Any, setup: Any,
               actions: list[tuple[int, dict[str, Any]]]) -> list[Decision]:
        """Each decision of the game, by replaying the action log through the engine; a
        resignation is no decision."""
        rules = self.rules
        state, _ = rules.new_game(players, options, setup)
        out = []
        for seq, (seat, data) in enumerate(actions, start=1):
            if data.get("type") == "resign":
                state, _ = rules.resign(state, seat)
                continue
            action = rules.action_from_dict(data)
            out.append(Decision(seq, rules.observe(state, seat), action))
            state, _ = rules.apply(state, action, seat=seat)
        return out

    def review_decision(self, obs: Any, played: Action, rng: random.Random, depth: int,
                        *, seq: int = 0) -> DecisionReview:
        """One decision from the seat's observation: every legal action's value, the loss of
        ``played`` and its class."""
        assert obs.seat is not None
        trick_no, decision = self.where(obs)
        head = dict(seq=seq, seat=obs.seat, deal_no=obs.deal_no, trick_no=trick_no,
                    decision=decision, played=action_label(played))
        try:
            valuation = self.value(obs, played, rng, depth)
        except NotValued as why:
            return self.decision_type(**head, classification=why.classification)
        means = _means(valuation)
        values, best = means.values, means.best
        mine = valuation.columns[valuation.actions.index(played)]
        loss, loss_se = mean_se([r[best] - r[mine] for r in valuation.rows])
        shown: dict[str, float] = {}
        for name in self.decision_measures:
            shown[name] = round(means.measures[name][mine][0], 4)
            shown[f"best_{name}"] = round(means.measures[name][best][0], 4)
        is_best = values[mine][0] >= values[best][0]
        return self.decision_type(
            **head, classification=classify(loss, loss_se, is_best=is_best,
                                            thresholds=self.thresholds),
            best=action_label(valuation.choices[best]), loss=round(loss, 4),
            loss_se=round(loss_se, 4), value=round(values[mine][0], 4),
            best_value=round(values[best][0], 4), iterations=len(valuation.rows),
            actions=self._action_values(valuation, means), **shown)

    def _action_values(self, valuation: Valuation, means: _Means) -> list[ActionValue]:
        """The actions listed, best value first."""
        out = []
        for action, c in zip(valuation.actions, valuation.columns, strict=True):
            shown: dict[str, float] = {}
            for name, per_choice in means.measures.items():
                shown[name], shown[f"{name}_se"] = (round(x, 4) for x in per_choice[c])
            mean, se = means.values[c]
            out.append(self.action_type(action.to_dict(), action_label(action), round(mean, 4),
                                        round(se, 4), **shown))
        out.sort(key=lambda a: -a.value)
        return out

    def hint(self, obs: Any, rng: random.Random, depth: int) -> dict[str, Any]:
        """The expert's choice for the seat's current decision and every legal action's
        value, from its observation alone (a decision's review, asked before it is made).
        Raises :class:`NotValued` (a ``ValueError``) for a decision the expert does not weigh."""
        try:
            valuation = self.value(obs, None, rng, depth)
        except NotValued as why:
            if why.classification != "forced":
                raise
            only = obs.legal_actions[0]  # one real choice: any of them
            return {"best": action_label(only), "best_action": only.to_dict(), "iterations": 0,
                    "actions": [], "value_meaning": self.value_meaning}
        means = _means(valuation)
        best = valuation.choices[means.best]
        return {"best": action_label(best), "best_action": best.to_dict(),
                "iterations": len(valuation.rows),
                "actions": [asdict(a) for a in self._action_values(valuation, means)],
                "value_meaning": self.value_meaning}

    def review_decisions(self, decisions: list[Decision], settings: Keyed, depth: int,
                         players: int, progress: Progress | None = None, *,
                         steps_before: int = 0, steps: int | None = None) -> dict[str, Any]:
        """Every decision reviewed, as JSON-ready data: the thresholds, every decision and a
        summary per seat.  ``progress`` is told after each decision, counted on from
        ``steps_before`` out of ``steps`` (by default, the decisions)."""
        total = len(decisions) if steps is None else steps
        reviews = []
        for done, (seq, obs, action) in enumerate(decisions, start=1):
            reviews.append(self.review_decision(obs, action, decision_rng(settings, seq), depth,
                                                seq=seq))
            if progress is not None:
                progress(steps_before + done, total)
        return {"thresholds": {**self.thresholds, "noise_z": NOISE_Z}, "players": players,
                "decisions": [asdict(r) for r in reviews],
                "summary": [asdict(s) for s in summarise(reviews, players)]}
