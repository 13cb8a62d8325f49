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

The replay, the judgement of each decision, the classes and the summary per seat are both
games' (:mod:`games.ai.decision_review`); this module plugs in how a Knock-Out Whist decision
is valued.  The classes (loss in win-chance points, thresholds in :data:`THRESHOLDS`): a loss
not above ``NOISE_Z`` standard errors of the paired difference is ``within_noise`` and not
classified; otherwise below 0.02 ``good``, from 0.02 ``inaccuracy``, from 0.05 ``mistake``,
from 0.10 ``blunder``; the action the search valued highest is ``best``.  A decision with one legal
action is ``forced`` and is not searched.  The house rules' decisions (exchange, declarations,
votes, buying a life, a Blind Parish card), which the AI seats leave to the rule of thumb, are
valued in the same units by :mod:`games.ai.house_values`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from games import engine
from games.ai import all_hands_known, house_values
from games.ai.decision_review import (
    ActionValue,
    DecisionReview,
    GameReview,
    NotValued,
    Progress,
    Rows,
    Valuation,
)
from games.ai.expert import search, searchable
from games.ai.places import hand_values_and_places
from games.ai.rollout import action_to_move
from games.ai.search_config import DEFAULT_CONFIG, ExpertConfig
from games.engine import Observation, Phase, Setup
from games.engine.actions import Action
from games.engine.options import Options

THRESHOLDS: dict[str, float] = {"inaccuracy": 0.02, "mistake": 0.05, "blunder": 0.10}
"""Smallest loss (win-chance points) of each class, checked from the largest down."""

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
class KnockoutActionValue(ActionValue):
    """An action's value, with its survival and expected final place on the same playouts."""

    survival: float
    survival_se: float
    place: float
    place_se: float


@dataclass(frozen=True, slots=True)
class KnockoutDecision(DecisionReview):
    """A decision judged, with the expected final place after the action played and after
    the best."""

    place: float | None = None
    best_place: float | None = None


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


def _value(obs: Observation, played: Action | None, rng: random.Random,
           iterations: int) -> Valuation:
    """:func:`evaluate` for the review: survival (a worth above 0, still in after the hand)
    and the expected final place read from the same playouts as the win chance."""
    if len(obs.legal_actions) < 2:
        raise NotValued("forced")
    try:
        legal, rows, places = evaluate(obs, rng, iterations, played)
    except ValueError as exc:
        raise NotValued("not_analysed", str(exc)) from None
    survival = [[1.0 if x > 0.0 else 0.0 for x in r] for r in rows]
    return Valuation.of_actions(legal, rows, {"survival": survival, "place": places})


def _where(obs: Observation) -> tuple[int, str]:
    """The trick a decision belongs to (0 outside the play of cards) and its name."""
    trick_no = len(obs.completed_tricks) + 1 if obs.phase is Phase.PLAY else 0
    return trick_no, obs.decision or str(obs.phase)


KNOCKOUT_REVIEW = GameReview(
    rules=engine, value=_value, where=_where, thresholds=THRESHOLDS,
    value_meaning=VALUE_MEANING, decision_type=KnockoutDecision,
    action_type=KnockoutActionValue, decision_measures=("place",))
"""Knock-Out Whist's part of the review (:class:`games.ai.decision_review.GameReview`)."""

review_decision = KNOCKOUT_REVIEW.review_decision
expert_hint = KNOCKOUT_REVIEW.hint


def analyse_game(players: int, options: Options, setup: Setup,
                 actions: list[tuple[int, dict[str, Any]]],
                 settings: AnalysisSettings = AnalysisSettings(),
                 progress: Progress | None = None) -> dict[str, Any]:
    """The whole review as JSON-ready data: every decision, a summary per seat, and what the
    cards allowed in each deal (:mod:`games.ai.all_hands_known`, where it fits its budget)."""
    decisions = KNOCKOUT_REVIEW.replay(players, options, setup, actions)
    return {
        "kind": "knockout",
        "settings": {"key": settings.key, "iterations": settings.iterations},
        "value_meaning": VALUE_MEANING,
        "survival_meaning": SURVIVAL_MEANING,
        "place_meaning": PLACE_MEANING,
        **KNOCKOUT_REVIEW.review_decisions(decisions, settings, settings.iterations, players,
                                           progress),
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
