"""Playing out the rest of a hand on one sampled deal, and what the end of the hand is worth.

Moves are the simulator's integers (:mod:`games.engine.knockout.sim`); every rule -- legal
cards, trick winners, the end of the hand -- is the engine's own code, and the playouts stop at
the end of the current hand (:func:`finish` settles it without dealing the next one, which would
draw on the secret seed).  The end-of-hand state is scored by :func:`hand_values`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from games.ai.policy import higher_table, playout_move, power_table
from games.ai.search_config import ExpertConfig
from games.ai.styles import style_card
from games.ai.values import ROLE_CHOOSER, ROLE_DOG, ROLE_IN, load_values
from games.engine import Phase, RankOrder, SeatStatus, sim
from games.engine.actions import KNOCK, PLAYS, Action, ChooseTrump, Knock, PlayCard
from games.engine.options import TieRule
from games.engine.tricks.cards import Suit, indices_from_mask
from games.engine.tricks.follow import NO_TRUMP

_OUT, _DOG = SeatStatus.OUT, SeatStatus.DOGS_LIFE
WIN_RATE = load_values()
"""``(wins, samples)`` per situation (:mod:`games.ai.values`), trained against the panel."""
_OVER, _BUY = Phase.GAME_OVER, Phase.BUY


# --- actions <-> sim moves -------------------------------------------------------------------
def action_to_move(action: Action) -> int:
    if isinstance(action, PlayCard):
        return action.index
    if isinstance(action, Knock):
        return sim.KNOCK_MOVE
    return sim.trump_move(NO_TRUMP if action.suit is None else int(action.suit), action.order)


def move_to_action(move: int, legal: tuple[Action, ...]) -> Action:
    """The element of ``legal`` that is ``move`` (bots return the engine's own objects)."""
    for action in legal:
        if action_to_move(action) == move:
            return action
    if move < 52:
        return PLAYS[move]
    if move == sim.KNOCK_MOVE:
        return KNOCK
    code = move - sim.TRUMP_BASE
    trump = code // 4 - 1
    order = RankOrder(code % 4)
    return ChooseTrump(None if trump < 0 else Suit(trump), aces_high=order.aces_high,
                       reverse=order.reverse)




# --- scoring the end of a hand ---------------------------------------------------------------
_PRIOR = 30.0


@cache
def situation_value(players: int, hand_size: int, survivors: int, role: int) -> float:
    """The measured chance of winning the game from the start of a deal (``hand_size`` cards)
    with ``survivors`` seats left, in ``role`` (:mod:`games.ai.train_values`), shrunk towards a
    rough guess where the table has few samples."""
    guess = (min(0.9, 1.8 / survivors) if role == ROLE_CHOOSER else
             0.1 / survivors if role == ROLE_DOG else 0.8 / survivors)
    wins, samples = WIN_RATE.get((players, hand_size, survivors, role), (0, 0))
    return (wins + _PRIOR * guess) / (samples + _PRIOR)


def hand_values(st: sim.Sim) -> list[float]:
    """Each seat's worth once :func:`games.engine.sim.finish_hand` has settled the hand.

    A game won is worth 1 and a game lost 0; a seat knocked out is worth 0.  Any other seat is
    worth the measured win rate of its situation at the start of the next deal: still in, on a
    dog's life, or choosing the next trumps (shared between seats tied for most tricks, who cut
    for it).  Those rates come from games of the panel's styles (:mod:`games.ai.train_values`):
    choosing trumps for
    a short last hand is worth far more than for a long first one, which a fixed bonus cannot
    express."""
    n = len(st.tricks)
    if st.phase is _OVER:
        winner = st.winner
        return [1.0 if s == winner else 0.0 for s in range(n)]
    return situation_scores(st, situation_value, [0.0] * n)


Situation = Callable[[int, int, int, int], float]
"""A measured figure of a situation: (players, next hand size, survivors, role) -> figure."""


def situation_scores(st: sim.Sim, situation: Situation, scores: list[float]) -> list[float]:
    """``scores`` with every seat still in after the settled hand given ``situation``'s figure
    for its role at the next deal: on a dog's life, choosing the next trumps (shared between
    seats tied for most tricks, who cut for it), or just in.  The win rates
    (:func:`hand_values`) and the review's expected places (:func:`games.ai.places.
    hand_places`) weigh the roles the same way, here."""
    tricks = st.tricks
    n = len(tricks)
    status = st.status
    alive = [s for s in range(n) if status[s] is not _OUT]
    k = len(alive)
    size = st.hand_size - 1  # the next hand's size
    top = max(tricks)
    tied = [s for s in alive if tricks[s] == top]
    if not trumps_chosen_next(st.options, st.deal_no + 1, len(tied)):
        tied = []
    just_in = situation(n, size, k, ROLE_IN)
    # The money game: a seat without a trick is offered its next life (the rule of thumb
    # buys it): the dog's life is a whole hand, a Parish or Blind Parish one card.
    house = st.house
    one_card = {s for s in house.queue if house.rung[s] >= 1} if st.phase is _BUY else ()
    for s in alive:
        if status[s] is _DOG or s in one_card:
            scores[s] = situation(n, size, k, ROLE_DOG)
        elif s in tied:
            share = 1.0 / len(tied)
            scores[s] = share * situation(n, size, k, ROLE_CHOOSER) + (1 - share) * just_in
        else:
            scores[s] = just_in
    return scores


def trumps_chosen_next(options: Any, deal_no: int, tied: int) -> bool:
    """Whether the most-tricks winner chooses the trumps of deal ``deal_no`` (as the engine's
    ``_next_deal`` decides it)."""
    if deal_no >= options.deal_count and options.final_hand_no_trump:
        return False
    if options.fixed_trump:
        return False
    return not (tied > 1 and options.tie is TieRule.TURN_CARD)


Score = Callable[[sim.Sim], list[float]]
"""What a settled hand is worth, a list whose first ``players`` numbers are each seat's worth
(what every seat maximises); :func:`hand_values` unless the game review asks for more
(:func:`games.ai.places.hand_values_and_places`)."""


def finish(st: sim.Sim, score: Score = hand_values) -> list[float]:
    """Play the forced last trick and settle the hand with the engine, without the next deal."""
    sim.finish_hand(st)
    return score(st)


def model_move(st: sim.Sim, rng: random.Random, epsilon: float, stock: int,
               styles: tuple[str, ...] | None) -> int:
    """The move of the seat to act in a playout: :func:`policy.playout_move` (the rule of
    thumb), or the card of the seat's style in ``styles`` (:mod:`games.ai.styles`) when that
    is not the heuristic.  A dog's-life seat plays the shared dog's-life rule either way."""
    seat = st.to_act
    style = styles[seat] if styles is not None else "heuristic"
    if style == "heuristic" or st.status[seat] is _DOG:
        return playout_move(st, rng, epsilon, stock)
    legal = sim.legal_card_mask(st)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    cards = indices_from_mask(legal)
    if epsilon and rng.random() < epsilon:
        return cards[int(rng.random() * len(cards))]
    trump, order, two_d = st.trump, st.order, st.options.two_of_diamonds
    power, suit = power_table(trump, order, two_d)
    hands = st.hands
    unseen = stock
    for h in hands:
        unseen |= h
    unseen ^= hands[seat]
    trick = st.trick
    return style_card(style, cards, trick, trump, power, suit,
                      higher_table(trump, order, two_d), unseen,
                      len(trick) + 1 == len(st.trick_seats), st.tricks[seat] > 0)


def playout(st: sim.Sim, rng: random.Random, config: ExpertConfig, stock: int = 0,
            me: int = -1, styles: tuple[str, ...] | None = None,
            score: Score = hand_values) -> list[float]:
    """Rule-of-thumb play (with exploration) to the end of the hand; the seats' worths.
    ``stock`` is the determinization's undealt cards (see :func:`policy.playout_move`); seat
    ``me`` explores with ``config.epsilon``, the others with ``config.opp_epsilon``; with
    ``styles`` the others play their style (:func:`model_move`)."""
    epsilon = config.epsilon
    opp = config.opp_epsilon
    if opp is None:
        opp = epsilon
    hand_size = st.hand_size
    while len(st.completed) + 1 < hand_size:
        if st.to_act == me:
            sim.apply_move(st, playout_move(st, rng, epsilon, stock))
        else:
            sim.apply_move(st, model_move(st, rng, opp, stock, styles))
    return finish(st, score)


def own_lines(st: sim.Sim, me: int, depth: int, rng: random.Random, seed: int,
              config: ExpertConfig, stock: int, styles: tuple[str, ...] | None = None,
              score: Score = hand_values) -> list[float]:
    """The rest of the hand with the other seats playing the rule of thumb (or their
    ``styles``) and ``me`` trying every move at its next ``depth`` turns (the best for it on
    this deal), then playing on by the rule of thumb (with ``config.epsilon`` exploration,
    the same random numbers for every line)."""
    hand_size = st.hand_size
    while st.to_act != me:
        if len(st.completed) + 1 >= hand_size:
            return finish(st, score)
        sim.apply_move(st, model_move(st, rng, 0.0, stock, styles))
    if len(st.completed) + 1 >= hand_size:
        return finish(st, score)
    if depth <= 0:
        rng.seed(seed)
        return playout(st, rng, config, stock, me, styles, score)
    best: list[float] | None = None
    for move in sim.legal_moves(st):
        child = sim.copy(st)
        sim.apply_move(child, move)
        values = own_lines(child, me, depth - 1, rng, seed, config, stock, styles, score)
        if best is None or values[me] > best[me]:
            best = values
    assert best is not None
    return best


def maxn(st: sim.Sim, config: ExpertConfig, score: Score = hand_values) -> list[float]:
    """Exact max-n search of the rest of the hand on a fully known deal: every seat plays the
    move best for itself (ties to the first move found)."""
    if len(st.completed) + 1 >= st.hand_size:
        return finish(st, score)
    seat = st.to_act
    best: list[float] | None = None
    for move in sim.legal_moves(st):
        child = sim.copy(st)
        sim.apply_move(child, move)
        values = maxn(child, config, score)
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None
    return best
