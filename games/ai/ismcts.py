"""Single-observer ISMCTS over this seat's own decisions for the rest of the hand: an option of
the expert level (``ExpertConfig.ismcts_from_cards``); ``games/ai/README.md`` has its figures
against the default flat PIMC of :mod:`games.ai.expert`."""

from __future__ import annotations

import math
import random
import time

from games.ai.inference import history_from, sample_weighted
from games.ai.knowledge import determinize, knowledge_from
from games.ai.mixture import opponent_model
from games.ai.policy import playout_move
from games.ai.rollout import action_to_move, finish, hand_values, playout
from games.ai.sampling import build_sampler, determinized
from games.ai.search_config import (
    DEFAULT_CONFIG,
    ExpertConfig,
    SearchResult,
    decision_budget_ms,
    planned_iterations,
)
from games.engine import Observation, Phase, sim

_PLAY = Phase.PLAY


class _Node:
    """This seat's decision after one observable history of the hand (its own hand is
    known, so its legal moves there are the same in every deal): per move, visits and total
    worth; ``children`` by the next observable move (its own or another seat's)."""

    __slots__ = ("children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits: dict[int, int] = {}
        self.total: dict[int, float] = {}


def ismcts_search(obs: Observation, rng: random.Random, config: ExpertConfig = DEFAULT_CONFIG
                  ) -> SearchResult:
    """Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012) over this seat's own
    decisions for the rest of the hand, the other seats playing the rule of thumb as in the
    PIMC playouts.  Each iteration draws a deal as :func:`search` does, walks down the tree
    -- UCB1 at this seat's decisions, the rule of thumb at the others' --, adds one decision
    and plays out the hand.  Unlike PIMC, a later decision of this seat is shared by every
    deal that reaches the same observable history, so it cannot be tailored to one deal
    (no strategy fusion), and the search looks ahead at this seat's later cards."""
    start = time.perf_counter()
    me = obs.seat
    assert me is not None
    moves = tuple(action_to_move(a) for a in obs.legal_actions)
    know = knowledge_from(obs)
    template = sim.sim_from_state(determinize(obs, (0,) * obs.players))
    hist = history_from(obs, config.use_chooser)
    sample = build_sampler(obs, know, hist, config)
    weigh = opponent_model(config)
    planned = planned_iterations(obs, 1, config)  # one deal and one playout an iteration
    deadline = start + config.hard_cap * decision_budget_ms(obs, config) / 1000.0
    opp_epsilon = config.epsilon if config.opp_epsilon is None else config.opp_epsilon
    root = _Node()
    log = math.log
    sqrt = math.sqrt
    done = 0
    for done in range(1, planned + 1):  # noqa: B007 - ``done`` is the count after the loop
        hands, _ = sample_weighted(sample, hist, rng, config.mismatch, config.sample_tries,
                                   weigh)
        st, stock = determinized(template, hands, know.unknown)
        node = root
        path: list[tuple[_Node, int]] = []
        expanded = False
        while True:
            if st.phase is _PLAY and len(st.completed) + 1 >= st.hand_size:
                values = finish(st)
                break
            if st.to_act != me:
                move = playout_move(st, rng, opp_epsilon, stock)
            else:
                legal = moves if node is root else sim.legal_moves(st)
                untried = [m for m in legal if m not in node.visits]
                if untried:
                    move = untried[int(rng.random() * len(untried))]
                    expanded = True
                else:
                    log_n = log(sum(node.visits[m] for m in legal))
                    move = max(legal, key=lambda m: node.total[m] / node.visits[m]
                               + config.ucb_c * sqrt(log_n / node.visits[m]))
                path.append((node, move))
            sim.apply_move(st, move)
            if expanded:
                values = playout(st, rng, config, stock, me) if st.phase is _PLAY \
                    else hand_values(st)
                break
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = _Node()
            node = child
        worth = values[me]
        for decided, move in path:
            decided.visits[move] = decided.visits.get(move, 0) + 1
            decided.total[move] = decided.total.get(move, 0.0) + worth
        if done >= config.min_iterations and config.iterations is None and \
                time.perf_counter() > deadline:
            break
    means = tuple(root.total.get(m, 0.0) / max(1, root.visits.get(m, 0)) for m in moves)
    return SearchResult(moves, means, done, False, tuple(root.visits.get(m, 0) for m in moves))
