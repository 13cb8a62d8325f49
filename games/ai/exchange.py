"""The ``expert`` level's card exchange (004 "Card exchange"): which cards to discard, by search.

"After trumps are chosen, each player may discard 1, 2 or 3 cards and be dealt an equal number
of replacement cards before play begins."  The rule of thumb (:mod:`games.ai.variants`)
throws away every low plain card; whether that is right depends on what a discard is worth
against the replacement it draws, which differs from hand to hand (a lone low card may be the
only way to lose the lead on purpose, a long low suit may become trumps' rivals' void).

The search is flat Monte Carlo with common random numbers, like the card play's PIMC: each
iteration deals the hidden cards consistently with what the seat knows, shuffles the stock
(the unseen cards nobody holds), and scores every candidate exchange on that same deal and
stock order: the candidate draws the top cards of the stock, the seats still to exchange
discard by the rule of thumb from the rest, and the hand is played out by the rule of thumb
(:func:`games.ai.rollout.playout`, the same playout randomness for every candidate) and scored
by :func:`games.ai.rollout.hand_values`.  Candidates are every legal exchange among the seat's
four weakest cards, and the rule of thumb's own exchange, which keeps the count small enough
for a useful number of deals within the budget.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

from games.ai.knowledge import deal_sampler, determinize, knowledge_from, obs_order, obs_trump
from games.ai.rollout import Score, hand_values, playout
from games.ai.search_config import DEAL_TIME_RULES, ExpertConfig
from games.ai.variants import loser_indices, variant_action
from games.engine import Observation, Phase, sim
from games.engine.actions import Action, Exchange
from games.engine.tricks.cards import FULL_PACK_MASK, mask_from_indices
from games.engine.tricks.follow import NO_TRUMP, effective_suit
from games.engine.tricks.rank_order import VALUE

_CANDIDATE_CARDS = 4
"""Exchanges are tried among this many of the seat's weakest cards."""


def candidates(obs: Observation) -> list[Exchange]:
    """The legal exchanges among the seat's weakest cards (plain before trumps, low before
    high), with the rule of thumb's choice always among them."""
    legal = [a for a in obs.legal_actions if isinstance(a, Exchange)]
    trump = obs_trump(obs)
    values = VALUE[obs_order(obs)]
    two_d = obs.options.two_of_diamonds

    def strength(card_index: int) -> tuple[bool, int, int]:
        is_trump = trump != NO_TRUMP and \
            effective_suit(card_index, trump, two_d) == trump
        return (is_trump, values[card_index], card_index)

    weakest = sorted(obs.hand, key=lambda c: strength(c.index))[:_CANDIDATE_CARDS]
    limit = max((len(a.cards) for a in legal), default=0)
    wanted = {Exchange(combo) for k in range(limit + 1) for combo in combinations(weakest, k)}
    chosen = [a for a in legal if a in wanted]
    prior = variant_action(obs, random.Random(0))
    if isinstance(prior, Exchange) and prior in legal and prior not in wanted:
        chosen.append(prior)
    return chosen


def deal_time_sampler(obs: Observation) -> tuple[Callable[[random.Random], tuple[int, ...]],
                                                  int]:
    """Deals of the other hands between the deal and the first lead, and the cards this seat
    cannot see: the turn-up, turned from the stock, is nobody's and is never drawn."""
    know = knowledge_from(obs)
    unknown = know.unknown
    if obs.turn_up is not None:
        unknown &= ~obs.turn_up.bit
    return deal_sampler(replace(know, unknown=unknown, allowed=tuple(
        a & unknown for a in know.allowed)), obs.hand_mask), unknown


def first_lead(obs: Observation) -> tuple[sim.Sim, int]:
    """This deal as a simulation at its first lead, trumps as the observation shows them and
    no cards in hand (each sampled deal copies it, sets its hands and starts the trick), and
    the seat that leads.  The deal-time house rules are done with by then
    (:data:`DEAL_TIME_RULES`)."""
    dealt = replace(obs, options=replace(obs.options, **DEAL_TIME_RULES))
    template = sim.sim_from_state(determinize(dealt, (0,) * obs.players))
    template.phase = Phase.PLAY
    return template, sim.first_leader(template, obs.trump_chooser)


def exchange_search(obs: Observation, rng: random.Random, config: ExpertConfig, *,
                    include: Action | None = None, score: Score = hand_values,
                    on_iteration: Callable[[list[list[float]]], None] | None = None
                    ) -> tuple[list[Exchange], list[float], int]:
    """The candidates, the mean worth of each for this seat, and the deals they were scored
    on.  ``include`` joins the candidates if it is not one (the game review values the
    exchange a player made, whichever it was); ``score`` and ``on_iteration`` are the card
    search's (:func:`games.ai.expert.search`): each iteration's end-of-hand scores of every
    candidate, for the review's standard errors and places."""
    me = obs.seat
    assert me is not None
    moves = candidates(obs)
    if isinstance(include, Exchange) and include not in moves:
        moves.append(include)
    sample, unknown = deal_time_sampler(obs)
    # What no seat sees in a playout: the stock and every discard (the playout's opponent
    # model, see games.ai.policy.playout_move).
    unseen = FULL_PACK_MASK & ~(0 if obs.turn_up is None else obs.turn_up.bit)
    template, leader = first_lead(obs)
    trump = obs_trump(obs)
    order = obs_order(obs)
    two_d = obs.options.two_of_diamonds
    exchanged = obs.exchanged or (-1,) * obs.players
    # "each player in turn from the eldest hand": the seats after this one still to decide.
    later = [s % obs.players for s in range(me + 1, me + obs.players)
             if exchanged[s % obs.players] < 0 and obs.hand_counts[s % obs.players] > 0]
    hand_size = obs.hand_size
    alive = sum(1 for c in obs.hand_counts if c > 0)
    per_iteration = config.us_per_iteration + len(moves) * (
        config.us_per_playout + config.us_per_step * hand_size * alive)
    planned = config.iterations if config.iterations is not None else \
        max(config.min_iterations, min(config.max_iterations,
                                       int(config.budget_ms * 1000.0 / per_iteration)))
    totals = [0.0] * len(moves)
    prng = random.Random()
    for _ in range(planned):
        hands = sample(rng)
        held = 0
        for h in hands:
            held |= h
        stock = [c for c in range(52) if unknown >> c & 1 and not held >> c & 1]
        rng.shuffle(stock)
        seed = rng.getrandbits(32)
        row: list[list[float]] = []
        for i, move in enumerate(moves):
            new_hands = list(hands)
            k = len(move.cards)
            new_hands[me] = (hands[me] & ~move.mask) | mask_from_indices(stock[:k])
            pos = k
            for s in later:
                limit = min(3, new_hands[s].bit_count(), len(stock) - pos)
                losers = loser_indices(new_hands[s], trump, order, two_d)[:limit]
                drawn = mask_from_indices(stock[pos:pos + len(losers)])
                new_hands[s] = (new_hands[s] & ~mask_from_indices(losers)) | drawn
                pos += len(losers)
            st = sim.copy(template)
            st.hands = tuple(new_hands)
            sim.start_trick(st, leader)
            held_now = 0
            for h in new_hands:
                held_now |= h
            prng.seed(seed)  # every candidate plays on with the same random numbers
            values = playout(st, prng, config, unseen & ~held_now, me, score=score)
            totals[i] += values[me]
            row.append(values)
        if on_iteration is not None:
            on_iteration(row)
    return moves, [t / max(planned, 1) for t in totals], planned


def exchange_action(obs: Observation, rng: random.Random, config: ExpertConfig) -> Action:
    """The exchange with the best mean worth (the earlier candidate on a tie)."""
    moves, means, _ = exchange_search(obs, rng, config)
    best = max(range(len(moves)), key=lambda i: (means[i], -i))
    return moves[best]
