"""What a search is asked to do, and what it returns: the expert's settings, the cost model
that turns a time budget into a fixed iteration count, and the search result.

The iteration count depends only on the observation -- never on the clock -- so a seed fixes
the decision on any machine (see :mod:`games.ai.expert`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.ai.inference import history_from
from games.engine import Observation, Phase
from games.engine.options import RainbowRule

_PLAY = Phase.PLAY


@dataclass(frozen=True, slots=True)
class ExpertConfig:
    """Search settings of one level.  The defaults are what the arena figures were made with."""

    budget_ms: float = 200.0
    """Target think time per decision; converted to an iteration count by the cost model."""
    iterations: int | None = None
    """A fixed iteration count (one sampled deal per iteration), overriding the budget."""
    trump_share: float = 1.5
    """The trump choice's budget as a multiple of ``budget_ms``: about one decision in twenty,
    and the one measured to be worth the most per decision. 1.5 keeps it at the
    300 ms the p95 goal allows."""
    hard_cap: float = 1.25
    """Stop early, whatever the iteration count, after ``hard_cap * budget_ms``."""
    epsilon: float = 0.1
    """Chance of a random move at each playout step."""
    opp_epsilon: float | None = None
    """The other seats' chance of a random playout move (None: ``epsilon``)."""
    exact_leaves: int = 64
    """Search the rest of the hand exactly when its estimated leaf count is at most this."""
    mismatch: float = 0.1
    """Likelihood factor of each observed play of another seat that the rule of thumb would
    not have made, when weighting sampled deals (:mod:`games.ai.inference`); 1 turns it off."""
    exact_own_cards: int = 3
    """With this many cards or fewer in hand, try every line of the seat's own remaining cards
    on each deal (the other seats playing the rule of thumb) instead of a playout; this
    replaces the max-n search, which credits the other seats with perfect play."""
    own_depth: int = 0
    """Try every move at this seat's next ``own_depth`` turns of a playout (the other seats
    playing the rule of thumb) and keep the best line on the deal; 0: rule of thumb only."""
    mixture: bool = False
    """Model each other seat as a mixture of the panel's styles weighted by how well each
    explains its plays (:mod:`games.ai.mixture`) instead of as the heuristic alone."""
    adaptive: bool = False
    """The mixture's weighting, and on each sampled deal the other seats play out the hand in
    the style that best explains their plays on it (:func:`games.ai.mixture.seat_styles`)
    instead of the heuristic."""
    use_constraints: bool = True
    """Propose deals in which every seat that did not take a trick it could have taken by the
    rule of thumb holds no card that would have (:func:`games.ai.inference.could_not_win`)."""
    lead_exclusions: bool = False
    """The proposal also leaves out the cards a rule-of-thumb leader would not have led from
    (:func:`games.ai.inference._lead_exclusions`: a trump lead only from a hand of trumps).
    Only the heuristic leads so: the greedy and trumper styles lead trumps from any hand, and
    for them these exclusions rule out the very cards they hold.  Off: paired
    over 1,200 games at the default budget, turning them on costs 0.052 (se 0.012) against
    three greedy seats and 0.005 (se 0.007) against three heuristic ones, where they are exact
    (README, "Seventh round" and "Ninth round")."""
    style_inference: bool = False
    """Propose deals without the cards that every model style still consistent with a seat's
    plays says it does not hold (:mod:`games.ai.style_inference`), instead of the rule of
    thumb's exclusions alone."""
    use_chooser: bool = True
    """Weight deals by whether the seat that chose this deal's trumps would have chosen them
    by the rule of thumb with its sampled hand (:func:`games.ai.inference.likelihood`)."""
    sample_tries: int = 8
    """Rejection sampling: deals drawn at most per iteration before taking the likeliest."""
    prior_bonus: float = 0.0
    """Added to the mean worth of the move the heuristic level would make, so that search
    deviates from rule-of-thumb play only for a gain larger than this.  Off: 0.01 and 0.03
    measured no better than 0 (README)."""
    us_per_step: float = 12.0
    """Cost model: microseconds per simulated move on the reference machine (2 cores).  The
    five cost constants were 1.6 times smaller on the first machine these bots were tuned on; on
    the second (the one of the README's final figures, about half as fast) those let the
    ``hard_cap`` clock end most long searches, so a seed no longer fixed the decision.  Strength
    is flat above about 100 iterations (README), so erring on the slow side costs nothing."""
    us_per_playout: float = 8.0
    """Cost model: fixed microseconds per playout (copy, end of hand, scoring)."""
    us_per_leaf: float = 64.0
    """Cost model: microseconds per leaf of the exact search (a forced last trick, scored)."""
    us_per_iteration: float = 80.0
    """Cost model: fixed microseconds per iteration (drawing the deal)."""
    us_per_history_play: float = 40.0
    """Cost model: microseconds per observed play of another seat that the inference
    replays for each drawn deal (including rejected ones)."""
    ismcts_from_cards: int = 99
    """Search with ISMCTS (:func:`ismcts_search`) instead of flat PIMC when the seat holds at
    least this many cards (99: never; README has the arena figures of both)."""
    ucb_c: float = 0.7
    """ISMCTS: the exploration constant of UCB1 at this seat's decisions (worths in 0..1)."""
    search_exchange: bool = False
    """Decide the card exchange (004) by search (:mod:`games.ai.exchange`) rather than by the
    rule of thumb.  Off: 0.372 against 0.380 in the arena (README, "Fourth round")."""
    min_iterations: int = 8
    max_iterations: int = 20_000


DEFAULT_CONFIG = ExpertConfig()



def estimate_leaves(obs: Observation) -> int:
    """An upper bound on the leaves of the rest of the hand, ignoring follow-suit."""
    if obs.phase is not Phase.PLAY:
        return 1 << 30
    leaves = 1
    counts = [c for c in obs.hand_counts if c > 0]
    tricks_left = obs.hand_size - len(obs.completed_tricks)
    for k in range(tricks_left, 1, -1):
        for c in counts:
            leaves *= max(1, min(c, k)) + (1 if c == 1 else 0)
        if leaves > 1 << 20:
            break
    return leaves


def search_plan(obs: Observation, config: ExpertConfig) -> tuple[bool, int]:
    """``(exact, own_depth)``: whether the rest of the hand is searched by max-n, and how many
    of this seat's own later turns every move is tried at (see :func:`own_lines`)."""
    if obs.phase is _PLAY and len(obs.hand) <= config.exact_own_cards:
        return False, len(obs.hand)
    return estimate_leaves(obs) <= config.exact_leaves, config.own_depth


def decision_budget_ms(obs: Observation, config: ExpertConfig) -> float:
    """This decision's think time: the trump choice gets ``trump_share`` of the budget."""
    if obs.phase is Phase.CHOOSE_TRUMP:
        return config.budget_ms * config.trump_share
    return config.budget_ms


def planned_iterations(obs: Observation, n_moves: int, config: ExpertConfig) -> int:
    """The budget as an iteration count, from a cost model of the observation alone.

    Per iteration: a fixed cost, the inference's replay of the other seats' plays
    (``us_per_history_play`` each), and per move and line of own cards a playout of
    ``steps`` moves.  The constants are fitted on the slower of the two machines measured
    (2 cores, Python 3.13, under a typical load) and leave headroom so that the ``hard_cap``
    clock rarely decides."""
    if config.iterations is not None:
        return config.iterations
    exact, own_depth = search_plan(obs, config)
    if exact:
        per_iteration = 60.0 + estimate_leaves(obs) * config.us_per_leaf
    else:
        if obs.phase is Phase.CHOOSE_TRUMP:
            steps = obs.hand_size * sum(1 for c in obs.hand_counts if c > 0)
        else:
            steps = sum(obs.hand_counts) - len(obs.trick)
        lines = 1
        for k in range(len(obs.hand) - 1, len(obs.hand) - 1 - own_depth, -1):
            lines *= max(1, k)  # at most this many lines of the seat's own later cards
        history = 0
        if config.mismatch < 1.0:
            hist = history_from(obs, config.use_chooser)
            history = 0 if hist is None else hist.informative
        per_iteration = (config.us_per_iteration + config.us_per_history_play * history
                         + n_moves * lines * (config.us_per_playout
                                              + config.us_per_step * steps))
    planned = int(decision_budget_ms(obs, config) * 1000.0 / per_iteration)
    return max(config.min_iterations, min(config.max_iterations, planned))



@dataclass(frozen=True, slots=True)
class SearchResult:
    """Mean worth of each legal move, for tests and the arena's diagnostics; ISMCTS also
    counts how often it tried each move at the root (``visits``), which decides there."""

    moves: tuple[int, ...]
    means: tuple[float, ...]
    iterations: int
    exact: bool
    visits: tuple[int, ...] | None = None


DEAL_TIME_RULES: dict[str, Any] = {"card_exchange": False, "no_picture_redeal": False,
                                     "trump_vote": False, "rainbow": RainbowRule.OFF}
"""The house rules that act only between the deal and the first lead -- exchange,
redeal and rainbow declarations, the trump vote -- and so change nothing in the play of a
hand once it has begun, nor in how the hand is settled."""
