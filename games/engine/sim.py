"""The lean simulation path for AI search.

A simulation state is a plain list of a :class:`State`'s fields, changed in place by the very
functions that the public ``apply`` uses (``games.engine.game.play_card`` and friends), with no
events, no action objects and no validation: callers only pass moves from :func:`legal_moves`.
Moves are integers: a card index, :data:`KNOCK_MOVE`, or for a trump choice
``TRUMP_BASE + (trump + 1) * 4 + order`` (trump -1 is no trump).

Only card play and the trump choice are simulated.  The house-rule phases (declarations, the
trump vote, the card exchange, the money game's buy phase) have no moves here:
:func:`legal_moves`, :func:`random_move` and :func:`apply_move` raise
:class:`UnsupportedPhase` there rather than guess (search should stop at the end of the hand,
where those phases begin, or decide them with the public API).  A Blind Parish card is an
ordinary card index here (the simulator sees every card); ``apply_move`` of it equals the
public ``PlayBlind``.

Search that stops at the end of the hand calls :func:`finish_hand` on the last trick: it plays
the forced last cards and settles the hand (knock-outs, the dog's life, the game's end) with the
engine's own code, but does not deal the next hand, so this hand's trick counts stay readable.
"""

from __future__ import annotations

import random
from typing import Any

from games.engine import rules
from games.engine.game import (
    _HAND_SIZE,
    _HANDS,
    _LED,
    _PLAYS_BY_PATTERN,
    _STATUS,
    _SUIT_SHIFT,
    _TO_ACT,
    _TRICK,
    _TRICK_SEATS,
    _TRUMP,
    _WINNERS,
    _finish_trick,
    choose_trump,
    knock,
    play_card,
)
from games.engine.state import Phase, SeatStatus, State

Sim = list[Any]


class UnsupportedPhase(NotImplementedError):
    """The lean path does not simulate this phase; use the public ``apply``."""


KNOCK_MOVE = 52
TRUMP_BASE = 64
_PHASE = 3
_COMPLETED = State._fields.index("completed")
_SUITS = State._fields.index("suits")
_BROKEN = State._fields.index("broken")
_DOG = SeatStatus.DOGS_LIFE
_PLAY = Phase.PLAY
_CHOOSE = Phase.CHOOSE_TRUMP
_OVER = Phase.GAME_OVER


def sim_from_state(state: State) -> Sim:
    return list(state)


def sim_to_state(sim: Sim) -> State:
    return State._make(sim)


def legal_card_mask(sim: Sim) -> int:
    """The cards the seat to act may play (for a dog's-life seat: its one card)."""
    seat = sim[_TO_ACT]
    hand = sim[_HANDS][seat]
    if sim[_STATUS][seat] is _DOG:
        return hand
    led = sim[_LED]
    if led >= 0:
        follow = hand & sim[_SUITS][led]
        return follow if follow else hand
    options = sim[0]
    return rules.legal_mask(hand, led, sim[_TRUMP], options.two_of_diamonds,
                            options.trump_breaking and not sim[_BROKEN])


def may_knock(sim: Sim) -> bool:
    seat = sim[_TO_ACT]
    return (sim[_STATUS][seat] is _DOG and sim[_HANDS][seat] != 0
            and len(sim[_COMPLETED]) + 1 < sim[_HAND_SIZE])


def trump_moves(sim: Sim) -> list[int]:
    if sim[0].trump_extras:
        return [TRUMP_BASE + (t + 1) * 4 + o for t in range(-1, 4) for o in range(4)]
    return [TRUMP_BASE + (t + 1) * 4 for t in range(4)]


def legal_moves(sim: Sim) -> list[int]:
    phase = sim[_PHASE]
    if phase is _PLAY:
        mask = legal_card_mask(sim)
        moves = []
        while mask:
            low = mask & -mask
            moves.append(low.bit_length() - 1)
            mask ^= low
        if may_knock(sim):
            moves.append(KNOCK_MOVE)
        return moves
    if phase is _CHOOSE:
        return trump_moves(sim)
    if phase is _OVER:
        return []
    raise UnsupportedPhase(f"the lean path does not simulate the {phase} phase")


def apply_move(sim: Sim, move: int) -> None:
    if sim[_PHASE] is not _PLAY and (move < 53 or sim[_PHASE] is not _CHOOSE):
        raise UnsupportedPhase(f"move {move} does not apply in the {sim[_PHASE]} phase")
    if move < 52:
        play_card(sim, move, None)
    elif move == KNOCK_MOVE:
        knock(sim, None)
    else:
        code = move - TRUMP_BASE
        choose_trump(sim, code // 4 - 1, code % 4, None)


def random_move(sim: Sim, rng: random.Random) -> int:
    """A uniformly random legal move, without building the list of moves when playing.

    The legal-card rule of :func:`legal_card_mask` is inlined (this runs once per move of
    every playout); the random draws are the same as ever, so seeded playouts do not change:
    the move is the k-th lowest legal card, k = int(random() * count), whether it is found in
    the table of one suit's plays or by dropping the k lowest bits of the mask."""
    if sim[_PHASE] is not _PLAY:
        if sim[_PHASE] is not _CHOOSE:
            raise UnsupportedPhase(f"the lean path does not simulate the {sim[_PHASE]} phase")
        moves = trump_moves(sim)
        return moves[int(rng.random() * len(moves))]
    seat = sim[_TO_ACT]
    mask = sim[_HANDS][seat]
    if sim[_STATUS][seat] is _DOG:
        count = mask.bit_count()
        if mask and len(sim[_COMPLETED]) + 1 < sim[_HAND_SIZE]:  # may knock
            if int(rng.random() * (count + 1)) == count:
                return KNOCK_MOVE
    else:
        led = sim[_LED]
        if led >= 0:
            follow = mask & sim[_SUITS][led]
            if follow and not sim[0].two_of_diamonds:  # all of the printed suit led
                plays = _PLAYS_BY_PATTERN[led][follow >> _SUIT_SHIFT[led]]  # ascending
                return plays[int(rng.random() * len(plays))].index
            mask = follow or mask
        elif sim[0].trump_breaking and not sim[_BROKEN]:
            mask = rules.legal_mask(mask, led, sim[_TRUMP], sim[0].two_of_diamonds, True)
        count = mask.bit_count()
    for _ in range(int(rng.random() * count)):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def is_over(sim: Sim) -> bool:
    return sim[_PHASE] is _OVER


def finish_hand(sim: Sim) -> int:
    """Play the last trick of the hand (every seat still in it plays its one card; a
    dog's-life card must be played now) and settle the hand exactly as ``apply`` does --
    sweep, final trick, knock-outs, the dog's life, the game's end -- but without dealing the
    next hand.  Returns the winner of the last trick.

    Afterwards ``tricks`` and ``winners`` still hold this hand's counts and ``status`` /
    ``out_deal`` the knock-outs; the phase is ``GAME_OVER`` if the hand ended the game (else
    unchanged, or ``BUY`` in the money game).  The sim is then for reading only: there is no
    seat to act (``to_act`` is -1 unless the money game's buy phase asks one)."""
    if len(sim[_COMPLETED]) + 1 != sim[_HAND_SIZE] or sim[_PHASE] is not _PLAY:
        raise ValueError("finish_hand is for the last trick of a hand being played")
    trick = sim[_TRICK]
    hands = list(sim[_HANDS])
    for seat in sim[_TRICK_SEATS][len(trick):]:
        card = hands[seat].bit_length() - 1
        hands[seat] = 0
        trick += ((seat, card),)
    sim[_HANDS] = tuple(hands)
    sim[_TRICK] = ()
    sim[_TRICK_SEATS] = ()
    sim[_LED] = -1
    sim[_TO_ACT] = -1
    _finish_trick(sim, trick, sim[0], None, deal_next=False)
    return sim[_WINNERS][-1]
