"""The ``expert`` level: Perfect Information Monte Carlo (PIMC) search over sampled deals.

Each iteration deals the hidden cards at random, consistently with what this seat has seen
(:mod:`games.ai.knowledge`) and with how the other seats have played this hand
(:mod:`games.ai.inference`: deals are proposed without the cards a rule-of-thumb player could
not have held, and accepted by rejection with a soft likelihood of the observed plays), builds a
full simulation state for that deal, and scores *every* legal move on it: a playout of the
rule of thumb (:func:`games.ai.policy.playout_move`, the ``heuristic`` level's play given the
same information, with a little random exploration) to the end of the current hand; with three
cards or fewer in hand, every line of this seat's own cards against rule-of-thumb play by the
others (:func:`own_lines`).  All moves are scored on the same deal with the same playout random
numbers (common random numbers), so the comparison between moves is not drowned in deal noise.
The move with the best mean score is played.

Why PIMC rather than ISMCTS: a decision's consequences are mostly settled within the hand, the
branching factor is small (at most seven cards, or 20 trump choices), and the budget allows a
few hundred deals per move.  Flat PIMC spends the whole budget on many deals (less sampling
noise) and needs no tree.  Single-observer ISMCTS over this seat's own decisions
(:func:`games.ai.ismcts.ismcts_search`, the other seats playing the rule of thumb) is here as an
option, ``ExpertConfig(ismcts_from_cards=N)``: in the arena it won about as often as PIMC
(0.31-0.345 against 0.30-0.33 on the same 400 deals, and no better with three times the
budget), so the default stays the simpler PIMC, whose comparisons on common random numbers need
fewer iterations; ``games/ai/README.md`` has the figures.

Playouts (:mod:`games.ai.rollout`) stop at the end of the current hand
(:func:`games.engine.sim.finish_hand` settles it without dealing the next one, which would draw
on the secret seed); the end-of-hand state (who is out, who is on a dog's life, who chooses
trumps, or the game winner) is scored by :func:`games.ai.rollout.hand_values`.  Deals are drawn
by :mod:`games.ai.sampling`; the budget becomes an iteration count in
:mod:`games.ai.search_config`.  Every rule -- legal cards, trick winners, the end of
the hand -- is the engine's own code (:mod:`games.engine.knockout.sim`,
:mod:`games.engine.tricks.follow`).

Determinism: the sampling and playouts draw only from the ``rng`` passed in.  The time budget
is turned into a fixed number of iterations by a cost model that depends only on the
observation (cards left, players, legal moves, plays to replay) -- not on the clock -- so a
given seed gives the same decision on any machine.  The wall clock is only a safety cap
(``hard_cap``) that stops the search early if the machine is much slower or overloaded; only
then can a seeded decision differ.  Tests pass ``iterations=`` to pin the count exactly.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from games.ai.exchange import exchange_action
from games.ai.heuristic import heuristic_action
from games.ai.inference import history_from, sample_weighted
from games.ai.ismcts import ismcts_search
from games.ai.knowledge import determinize, knowledge_from
from games.ai.mixture import opponent_model, seat_styles
from games.ai.rollout import (
    Score,
    action_to_move,
    hand_values,
    maxn,
    move_to_action,
    own_lines,
    playout,
)
from games.ai.sampling import build_sampler, determinized
from games.ai.search_config import (
    DEAL_TIME_RULES,
    DEFAULT_CONFIG,
    ExpertConfig,
    SearchResult,
    decision_budget_ms,
    planned_iterations,
    search_plan,
)
from games.engine import Observation, Phase, sim
from games.engine.actions import Action
from games.engine.options import Options

_PLAY, _CHOOSE = Phase.PLAY, Phase.CHOOSE_TRUMP


def search(obs: Observation, rng: random.Random, config: ExpertConfig = DEFAULT_CONFIG,
           on_iteration: Callable[[list[list[float]]], None] | None = None,
           score: Score = hand_values) -> SearchResult:
    """PIMC over sampled deals; see the module docstring.

    ``on_iteration`` receives, for each iteration, what the end of the hand was worth after
    every move (in ``moves`` order) on that iteration's deal: the list ``score`` gave, every
    seat's worth first.  The game analysis (:mod:`games.ai.analysis`) turns them into standard
    errors and paired differences (the means alone cannot give those), and scores with
    :func:`games.ai.places.hand_values_and_places` to read each seat's expected final place
    after the worths.  ``score`` must begin with :func:`games.ai.rollout.hand_values`'s
    worths, which are all the search decides on: the AI seats' search keeps the default."""
    start = time.perf_counter()
    me = obs.seat
    assert me is not None
    legal = obs.legal_actions
    moves = tuple(action_to_move(a) for a in legal)
    know = knowledge_from(obs)
    template = sim.sim_from_state(determinize(obs, (0,) * obs.players))
    exact, own_depth = search_plan(obs, config)
    planned = planned_iterations(obs, len(moves), config)
    deadline = start + config.hard_cap * decision_budget_ms(obs, config) / 1000.0
    totals = [0.0] * len(moves)
    prng = random.Random()
    done = 0
    hist = history_from(obs, config.use_chooser)
    sample = build_sampler(obs, know, hist, config)
    weigh = opponent_model(config)
    for done in range(1, planned + 1):  # noqa: B007 - ``done`` is the count after the loop
        hands, _ = sample_weighted(sample, hist, rng, config.mismatch, config.sample_tries,
                                   weigh)
        base, stock = determinized(template, hands, know.unknown)
        styles = seat_styles(hist, hands, config.mismatch) if config.adaptive else None
        seed = rng.getrandbits(32)
        row: list[list[float]] | None = [] if on_iteration is not None else None
        for i, move in enumerate(moves):
            st = sim.copy(base)
            sim.apply_move(st, move)
            if exact and st.phase is _PLAY:
                values = maxn(st, config, score)
            elif own_depth and st.phase is _PLAY:
                values = own_lines(st, me, own_depth, prng, seed, config, stock, styles, score)
            else:
                prng.seed(seed)  # the same playout randomness for every move of this deal
                values = playout(st, prng, config, stock, me, styles, score)
            totals[i] += values[me]
            if row is not None:
                row.append(values)
        if on_iteration is not None and row is not None:
            on_iteration(row)
        if done >= config.min_iterations and config.iterations is None and \
                time.perf_counter() > deadline:
            break
    means = tuple(t / max(done, 1) for t in totals)
    return SearchResult(moves, means, done, exact)





def searchable(obs: Observation) -> Observation | None:
    """The observation the search plays the rest of the hand from, or ``None`` where the rule
    of thumb decides (:func:`games.ai.variants.variant_action`).

    A card play or trump choice under the deal-time house rules is searched as in the core
    game: from the first lead on, their hand is played and settled by the core rules, and what
    they revealed (this seat's own discards) is in the observation.  The variant decisions
    themselves (exchange, declarations, votes, buying a life; the exchange has a search of its
    own as an option, ``ExpertConfig.search_exchange``) and a Blind Parish card (hidden from
    its holder too) are left to the rule of thumb.  The money game's lives are searched
    with it: the determinized state carries the lives each seat has bought, and
    :func:`hand_values` scores a life on offer."""
    options = obs.options
    if obs.phase is not _PLAY and obs.phase is not _CHOOSE:
        return None
    if not options.house_rules:
        return obs
    if obs.blind_cards:
        return None  # its own Blind Parish card: it cannot tell what it would be playing
    return replace(obs, options=replace(options, **DEAL_TIME_RULES))


def _chooser_hand_tells(options: Options) -> bool:
    """Whether the trump chooser's hand now still says why it chose those trumps: not after an
    exchange (it chose before it discarded) nor after a vote (the voters chose)."""
    return not (options.card_exchange or options.trump_vote)


class ExpertBot:
    """PIMC search within a time budget (see the module docstring)."""

    def __init__(self, config: ExpertConfig = DEFAULT_CONFIG, name: str = "expert") -> None:
        self.config = config
        self.name = name

    def choose_action(self, observation: Observation, *, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        searched = searchable(observation)
        if searched is None:
            if observation.decision == "exchange" and self.config.search_exchange \
                    and not observation.blind_cards:

                return exchange_action(observation, rng, self.config)
            return heuristic_action(observation)
        config = self.config
        if searched is not observation and not _chooser_hand_tells(observation.options):
            config = replace(config, use_chooser=False)
        if searched.phase is _PLAY and len(searched.hand) >= config.ismcts_from_cards:
            result = ismcts_search(searched, rng, config)
        else:
            result = search(searched, rng, config)
        prior = action_to_move(heuristic_action(observation))
        scores = [m + (self.config.prior_bonus if move == prior else 0.0)
                  for move, m in zip(result.moves, result.means, strict=True)]
        # ISMCTS plays its most tried move (the better mean on a tie); PIMC its best mean.
        visits = result.visits or (0,) * len(scores)
        best = max(range(len(result.moves)), key=lambda i: (visits[i], scores[i], -i))
        return move_to_action(result.moves[best], legal)
