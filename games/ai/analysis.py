"""The expert's review of a finished Knock-Out Whist game: every decision of every seat,
valued from that seat's observation at that moment only.

What a value means.  For each legal action the expert's PIMC search
(:func:`games.ai.expert.search`) plays the rest of the hand out on sampled deals of the cards
the seat could not see, and scores the end of the hand by the measured chance of going on to
win the game from there (:func:`games.ai.rollout.hand_values`: 0 knocked out, 1 the game won,
otherwise the win rate of the next deal's situation).  So an action's **value is the expert's
estimate of the seat's chance of winning the game** after it, on the rule-of-thumb play of
everyone from then on; its **survival** is the share of the same playouts in which the seat is
still in after the hand (a worth above 0); its **place** is the seat's expected final place
on the same playouts (:mod:`games.ai.places`: known for a seat knocked out in the hand, seats
out together sharing the best place they cover; otherwise the measured mean final place of its
situation at the next deal).  Each comes with its standard error over the sampled deals.  The
search decides on the win chance alone, as the AI seats' does; the places are read from the
same ends of hands (:func:`games.ai.places.hand_values_and_places`).  The loss of the action
played is the best action's value minus its own, its standard error that of the paired
difference (both actions are scored on the same deals).

Honest by construction: the analysis of a decision receives ``observe(state, seat)`` and
nothing else, and its random numbers come from the settings and the decision's place in the
game, never from the seed or the hidden cards (``tests/ai/test_analysis.py`` changes the
unseen cards of a position and gets the same evaluation).

The classes (loss in win-chance points, thresholds in :data:`THRESHOLDS`): a loss not above
``NOISE_Z`` standard errors of the paired difference is ``within_noise`` and not classified;
otherwise below 0.02 ``good``, from 0.02 ``inaccuracy``, from 0.05 ``mistake``, from 0.10
``blunder``; the action the search valued highest is ``best``.  A decision with one legal
action is ``forced`` and is not searched.  The house rules' decisions (exchange, declarations,
votes, buying a life, a Blind Parish card), which the AI seats leave to the rule of thumb, are
valued in the same units by :mod:`games.ai.house_values`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from games import engine
from games.ai import all_hands_known, house_values
from games.ai.expert import search, searchable
from games.ai.house_values import Rows
from games.ai.places import hand_values_and_places
from games.ai.rollout import action_to_move
from games.ai.search_config import DEFAULT_CONFIG, ExpertConfig
from games.engine import Observation, Phase, Setup, State
from games.engine.actions import (
    Action,
    ChooseTrump,
    Exchange,
    Knock,
    PlayBlind,
    PlayCard,
    VoteTrump,
)
from games.engine.options import Options

THRESHOLDS: dict[str, float] = {"inaccuracy": 0.02, "mistake": 0.05, "blunder": 0.10}
"""Smallest loss (win-chance points) of each class, checked from the largest down."""
NOISE_Z = 2.0
"""A loss within this many standard errors of the paired difference is not classified."""
CLASSES = ("best", "good", "inaccuracy", "mistake", "blunder", "within_noise",
           "not_analysed", "forced")

VALUE_MEANING = ("the expert's estimate of the seat's chance of winning the game after the "
                 "action (rule-of-thumb play from then on; 0 = knocked out, 1 = game won)")
SURVIVAL_MEANING = ("the share of the same playouts in which the seat is still in the game "
                    "after this hand")
PLACE_MEANING = ("the seat's expected final place on the same playouts (1 = winner; seats "
                 "knocked out on the same deal share the best place they cover)")


@dataclass(frozen=True, slots=True)
class AnalysisSettings:
    """How hard the expert looks at each decision.  ``iterations`` (sampled deals per decision,
    the same for every action) is the depth setting: the standard errors shrink with its square
    root and the cost grows linearly (``manage.py bench_analysis``)."""

    iterations: int = 400
    seed: str = "analysis"

    @property
    def key(self) -> str:
        """Names the settings in storage: one analysis per game and key."""
        return f"pimc-i{self.iterations}-{self.seed}"

    @classmethod
    def from_key(cls, key: str) -> AnalysisSettings:
        """The settings a stored analysis was asked with (whatever the settings are now)."""
        name, iterations, seed = key.split("-", 2)
        if name != "pimc" or not iterations.startswith("i"):
            raise ValueError(f"not an analysis settings key: {key!r}")
        return cls(iterations=int(iterations[1:]), seed=seed)


@dataclass(frozen=True, slots=True)
class ActionValue:
    action: dict[str, Any]
    label: str
    value: float
    se: float
    survival: float
    survival_se: float
    place: float
    place_se: float


@dataclass(frozen=True, slots=True)
class DecisionReview:
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
    place: float | None = None
    """The expected final place after the action played."""
    best_place: float | None = None
    iterations: int = 0
    actions: list[ActionValue] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    seat: int
    decisions: int
    analysed: int
    mean_loss: float | None
    counts: dict[str, int]


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


def _mean_se(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def classify(loss: float, loss_se: float, *, is_best: bool,
             thresholds: dict[str, float] = THRESHOLDS) -> str:
    """The class of a decision from the loss of the action played (see the module docstring);
    ``thresholds`` in the loss's own unit (classic Whist's review passes tricks)."""
    if is_best:
        return "best"
    if loss <= NOISE_Z * loss_se:
        return "within_noise"
    for name in ("blunder", "mistake", "inaccuracy"):
        if loss >= thresholds[name]:
            return name
    return "good"


def evaluate(obs: Observation, rng: random.Random, iterations: int,
             played: Action | None = None) -> tuple[tuple[Action, ...], Rows, Rows]:
    """The legal actions and, per iteration, each one's worth and the seat's expected final
    place on that iteration's deal, from the seat's observation alone.  A house rule's
    decision is valued by :mod:`games.ai.house_values` (an exchange among the candidates it
    names, ``played`` always one of them).  Raises ``ValueError`` for a decision nothing
    values."""
    searched = searchable(obs)
    if searched is None:
        return house_values.evaluate(obs, rng, iterations, played)
    outcomes: list[list[list[float]]] = []
    config: ExpertConfig = replace(DEFAULT_CONFIG, iterations=iterations)
    result = search(searched, rng, config, on_iteration=outcomes.append,
                    score=hand_values_and_places)
    by_move = {m: i for i, m in enumerate(result.moves)}
    legal = obs.legal_actions
    order = [by_move[action_to_move(a)] for a in legal]
    me, n = obs.seat, obs.players
    assert me is not None
    rows = [[row[i][me] for i in order] for row in outcomes]
    places = [[row[i][n + me] for i in order] for row in outcomes]
    return legal, rows, places


def review_decision(obs: Observation, played: Action, rng: random.Random, iterations: int,
                    *, seq: int = 0) -> DecisionReview:
    """One decision: every legal action's value, the loss of ``played`` and its class."""
    assert obs.seat is not None
    trick_no = len(obs.completed_tricks) + 1 if obs.phase is Phase.PLAY else 0
    head = dict(seq=seq, seat=obs.seat, deal_no=obs.deal_no, trick_no=trick_no,
                decision=obs.decision or str(obs.phase), played=action_label(played))
    if len(obs.legal_actions) < 2:
        return DecisionReview(**head, classification="forced")
    try:
        legal, rows, places = evaluate(obs, rng, iterations, played)
    except ValueError:
        return DecisionReview(**head, classification="not_analysed")
    valued = _valued(legal, rows, places)
    values, best = valued.values, valued.best
    mine = legal.index(played)
    loss, loss_se = _mean_se([r[best] - r[mine] for r in rows])
    return DecisionReview(
        **head, classification=classify(loss, loss_se,
                                        is_best=values[mine][0] >= values[best][0]),
        best=action_label(legal[best]), loss=round(loss, 4), loss_se=round(loss_se, 4),
        value=round(values[mine][0], 4), best_value=round(values[best][0], 4),
        place=round(valued.places[mine][0], 4), best_place=round(valued.places[best][0], 4),
        iterations=len(rows), actions=_action_values(legal, valued))


@dataclass(frozen=True, slots=True)
class _Valued:
    """Each action's (mean, se) of value, survival and place, and the index of the best."""

    values: list[tuple[float, float]]
    survival: list[tuple[float, float]]
    places: list[tuple[float, float]]
    best: int


def _valued(legal: tuple[Action, ...], rows: Rows, places: Rows) -> _Valued:
    n = len(legal)
    values = [_mean_se([r[i] for r in rows]) for i in range(n)]
    survival = [_mean_se([1.0 if r[i] > 0.0 else 0.0 for r in rows]) for i in range(n)]
    place = [_mean_se([r[i] for r in places]) for i in range(n)]
    return _Valued(values, survival, place, max(range(n), key=lambda i: (values[i][0], -i)))


def _action_values(legal: tuple[Action, ...], valued: _Valued) -> list[ActionValue]:
    """The actions, best value first."""
    v, s, p = valued.values, valued.survival, valued.places
    out = [ActionValue(a.to_dict(), action_label(a), round(v[i][0], 4), round(v[i][1], 4),
                       round(s[i][0], 4), round(s[i][1], 4), round(p[i][0], 4),
                       round(p[i][1], 4)) for i, a in enumerate(legal)]
    out.sort(key=lambda a: -a.value)
    return out


def expert_hint(obs: Observation, rng: random.Random, iterations: int) -> dict[str, Any]:
    """The expert's choice for the seat's current decision and every legal action's value,
    from its observation alone.  Raises ``ValueError`` where the expert does not search."""
    if len(obs.legal_actions) == 1:
        only = obs.legal_actions[0]
        return {"best": action_label(only), "best_action": only.to_dict(), "iterations": 0,
                "actions": [], "value_meaning": VALUE_MEANING}
    legal, rows, places = evaluate(obs, rng, iterations)
    valued = _valued(legal, rows, places)
    best = valued.best
    return {"best": action_label(legal[best]), "best_action": legal[best].to_dict(),
            "iterations": len(rows),
            "actions": [asdict(a) for a in _action_values(legal, valued)],
            "value_meaning": VALUE_MEANING}


def decision_rng(settings: AnalysisSettings, seq: int) -> random.Random:
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


Progress = Callable[[int, int], None]
"""Called with (decisions reviewed, decisions in the game) as the review goes on."""


def replay_decisions(players: int, options: Options, setup: Setup,
                     actions: list[tuple[int, dict[str, Any]]]
                     ) -> list[tuple[int, Observation, Action]]:
    """Each decision of the game as ``(seq, observation of the seat that made it, action)``,
    by replaying the action log through the engine; a resignation is no decision."""
    state: State
    state, _ = engine.new_game(players, options, setup)
    out = []
    for seq, (seat, data) in enumerate(actions, start=1):
        if data.get("type") == "resign":
            state, _ = engine.resign(state, seat)
            continue
        action = engine.action_from_dict(data)
        out.append((seq, engine.observe(state, seat), action))
        state, _ = engine.apply(state, action, seat=seat)
    return out


def analyse_game(players: int, options: Options, setup: Setup,
                 actions: list[tuple[int, dict[str, Any]]],
                 settings: AnalysisSettings = AnalysisSettings(),
                 progress: Progress | None = None) -> dict[str, Any]:
    """The whole review as JSON-ready data: every decision, a summary per seat, and what the
    cards allowed in each deal (:mod:`games.ai.all_hands_known`, where it fits its budget)."""
    decisions = replay_decisions(players, options, setup, actions)
    reviews = []
    for done, (seq, obs, action) in enumerate(decisions, start=1):
        reviews.append(review_decision(obs, action, decision_rng(settings, seq),
                                       settings.iterations, seq=seq))
        if progress is not None:
            progress(done, len(decisions))
    return {
        "kind": "knockout",
        "settings": {"key": settings.key, "iterations": settings.iterations},
        "value_meaning": VALUE_MEANING,
        "survival_meaning": SURVIVAL_MEANING,
        "place_meaning": PLACE_MEANING,
        "thresholds": {**THRESHOLDS, "noise_z": NOISE_Z},
        "players": players,
        "decisions": [asdict(r) for r in reviews],
        "summary": [asdict(s) for s in summarise(reviews, players)],
        "all_hands_known": all_hands_known.game_lines(players, options, setup, actions),
        "all_hands_known_meaning": all_hands_known.MEANING,
    }


def analyse_record(record: dict[str, Any], settings: AnalysisSettings = AnalysisSettings(),
                   progress: Progress | None = None) -> dict[str, Any]:
    """:func:`analyse_game` of an exported record (games/record.schema.json) of a finished
    Knock-Out Whist game whose seed is revealed."""
    from games.engine.serialize import setup_from_dict
    from games.engine.whist.record import first_dealer_of  # the same draw as games.record's

    if record.get("kind", "knockout") != "knockout":
        raise ValueError("only Knock-Out Whist games are analysed")
    seed = record.get("seed")
    if not seed:
        raise ValueError("the record has no revealed seed (is the game finished?)")
    players = record["players"]
    setup = (setup_from_dict(record["forced_setup"]) if record.get("forced_setup")
             else Setup(seed=seed, first_dealer=first_dealer_of(seed, players)))
    actions = [(a["seat"], a["action"]) for a in record["actions"]]
    return analyse_game(players, Options.from_dict(record["options"]), setup, actions,
                        settings, progress)
