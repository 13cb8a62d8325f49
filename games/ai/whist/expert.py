"""The classic Whist ``expert``: Perfect-Information Monte Carlo over deals consistent with
what the seat knows (:mod:`.knowledge`), each candidate card scored by playing the deal out with
the rule of thumb (:mod:`.policy`) for all four seats -- a "double-dummy-ish" rollout: every
seat plays the convention card for its own hand, on the sampled deal.

Per decision: equivalent cards (touching, with no unseen card between) are searched once; each
sampled world scores every remaining candidate with the same deal (common random numbers), and
the candidate with the most tricks for the seat's side over the worlds is played, the rule of
thumb's own card winning ties.  The number of worlds comes from the budget and the size of the
position only (a cost model, not the clock), so a seed gives the same card on any machine; the
clock is only a safety cap (``hard_cap`` x budget) that stops a search early under heavy load.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from games.ai.whist.knowledge import Knowledge, knowledge_from, sample_hands
from games.ai.whist.policy import choose_card, winning
from games.engine.actions import PLAYS, Action
from games.engine.whist import WhistObservation


@dataclass(frozen=True, slots=True)
class WhistExpertConfig:
    budget_ms: float = 150.0
    """The think time a decision is planned for."""
    worlds: int | None = None
    """Pin the number of sampled deals (tests); by default it comes from the budget."""
    min_worlds: int = 8
    max_worlds: int = 60
    us_per_card: float = 9.0
    """Cost model: microseconds per card played in a rollout (fitted on the project machine)."""
    hard_cap: float = 1.5


def candidates(hand_moves: list[int], unseen: int) -> list[int]:
    """One card per group of equivalent legal cards (same suit, no unseen card between them):
    they win and lose the same tricks, so searching one is enough; the lowest is kept."""
    kept: list[int] = []
    for card in sorted(hand_moves):
        if kept and kept[-1] // 13 == card // 13 and \
                not unseen & ((1 << card) - (2 << kept[-1])):
            continue
        kept.append(card)
    return kept


def rollout(k: Knowledge, hands: list[int], trick: tuple[tuple[int, int], ...], trump: int,
            first: tuple[int, ...], move: int) -> int:
    """Play ``move`` for the seat, then everyone by the rule of thumb to the end of the deal;
    the seat's side's tricks in the whole deal.  ``first`` is each seat's first led suit."""
    hands = hands[:]
    leads = list(first)
    plays = list(trick)
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    side = k.seat % 2
    won = k.side_tricks[side]
    seat = k.seat
    card = move
    while True:
        if not plays and leads[seat] < 0:
            leads[seat] = card // 13
        hands[seat] ^= 1 << card
        remaining ^= 1 << card
        plays.append((seat, card))
        if len(plays) == 4:
            seat = winning(plays, trump)[0]
            if seat % 2 == side:
                won += 1
            plays = []
            if not remaining:
                return won
        else:
            seat = (seat + 1) % 4
        hand = hands[seat]
        card = choose_card(seat, hand, plays, trump, remaining & ~hand, leads[(seat + 2) % 4])


class WhistExpertBot:
    """PIMC with rule-of-thumb rollouts, from one seat's observation."""

    name = "expert"

    def __init__(self, config: WhistExpertConfig | None = None, name: str = "expert") -> None:
        self.config = config or WhistExpertConfig()
        self.name = name

    def plan_worlds(self, moves: int, cards_left: int) -> int:
        """Worlds that fit the budget: each costs ``moves`` rollouts of ``cards_left`` cards."""
        cfg = self.config
        if cfg.worlds is not None:
            return cfg.worlds
        per_world_ms = moves * cards_left * cfg.us_per_card / 1000.0
        return int(max(cfg.min_worlds, min(cfg.max_worlds, int(cfg.budget_ms / per_world_ms))))

    def choose_action(self, observation: WhistObservation, *, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        pos = position(observation)
        if len(pos.groups) == 1:
            return PLAYS[pos.groups[0]]
        worlds = self.plan_worlds(len(pos.moves), pos.k.unseen.bit_count() + pos.k.hand.bit_count())
        deadline = time.perf_counter() + self.config.budget_ms * self.config.hard_cap / 1000.0
        totals = search(pos, worlds, rng, deadline)
        best = max(totals.values())
        if totals.get(pos.preferred) == best:
            return PLAYS[pos.preferred]
        return PLAYS[min(m for m in pos.moves if totals[m] == best)]


@dataclass(frozen=True, slots=True)
class Position:
    """What the search plays from, all of it from the seat's observation."""

    k: Knowledge
    trick: tuple[tuple[int, int], ...]
    trump: int
    preferred: int
    """The rule of thumb's card (it wins ties)."""
    moves: tuple[int, ...]
    """One legal card per group of equivalent cards (:func:`candidates`), the rule of thumb's
    card standing for its own group."""
    between: int
    """The cards that make two of the seat's cards of a suit differ when they lie between
    them (:func:`candidates`'s ``unseen``)."""
    groups: tuple[int, ...]
    """The lowest card of each group (:func:`candidates` itself)."""


def position(observation: WhistObservation, *, trick_splits: bool = False) -> Position:
    """The seat's knowledge, the trick, trumps and the candidate cards of a ``play``
    decision.  The bot groups its cards around the unseen cards only, and lets the rule of
    thumb's card stand for its group; ``trick_splits`` also counts the cards of the trick in
    play as between (holding AS 2S over a KS, the ace wins and the two does not), which the
    game review needs to value every card that can make a difference."""
    k = knowledge_from(observation)
    trump = -1 if observation.trump is None else int(observation.trump)
    trick = tuple((s, c.index) for s, c in observation.trick)
    between = k.unseen
    if trick_splits:
        for _, card in trick:
            between |= 1 << card
    partner_suit = k.first_leads[(k.seat + 2) % 4]
    preferred = choose_card(k.seat, k.hand, trick, trump, k.unseen, partner_suit)
    legal = observation.legal_actions
    groups = candidates([a.index for a in legal], between)  # type: ignore[union-attr]
    moves = groups[:]
    for i, card in enumerate(moves):  # the rule of thumb's card stands for its group
        if card // 13 == preferred // 13 and card <= preferred and \
                not between & ((1 << preferred) - (2 << card)):
            moves[i] = preferred
    return Position(k, trick, trump, preferred, tuple(moves), between, tuple(groups))


def search(pos: Position, worlds: int, rng: random.Random, deadline: float = math.inf,
           on_iteration: Callable[[list[int]], None] | None = None) -> dict[int, int]:
    """Each candidate's tricks for the seat's side summed over ``worlds`` sampled deals (fewer
    if the clock passes ``deadline`` after the fourth), every candidate played on the same deal.

    ``on_iteration`` receives each world's tricks for every candidate (in ``pos.moves``
    order): the game review (:mod:`games.ai.whist.review`) turns them into standard errors and
    paired differences, which the sums alone cannot give."""
    k, trick, trump, moves = pos.k, pos.trick, pos.trump, pos.moves
    totals = dict.fromkeys(moves, 0)
    for w in range(worlds):
        hands = sample_hands(k, rng)
        if on_iteration is None:
            for move in moves:
                totals[move] += rollout(k, hands, trick, trump, k.first_leads, move)
        else:
            row = [rollout(k, hands, trick, trump, k.first_leads, move) for move in moves]
            for move, tricks in zip(moves, row, strict=True):
                totals[move] += tricks
            on_iteration(row)
        if w >= 3 and time.perf_counter() > deadline:
            break
    return totals


__all__ = ["Position", "WhistExpertBot", "WhistExpertConfig", "candidates", "position", "rollout",
           "search"]
