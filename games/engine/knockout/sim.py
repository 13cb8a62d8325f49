"""The lean simulation API for AI search: the engine's own rules, without events or copies.

A simulation state (:data:`Sim`) is a :class:`~games.engine.knockout.fields.Table`: a
``State``'s fields by the same names (``sim.hands``, ``sim.to_act``, ``sim.trick``...),
mutable, changed in place by the very functions that the public ``apply`` runs
(:mod:`games.engine.knockout.play`, :mod:`games.engine.knockout.trumps`), with no events, no
action objects and no validation: callers only pass moves from :func:`legal_moves`.  Moves are
integers: a card index, :data:`KNOCK_MOVE`, or for a trump choice
``TRUMP_BASE + (trump + 1) * 4 + order`` (trump -1 is no trump; see :func:`trump_move`).

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

from games.engine.knockout import (
    dealing,
    fields,
    house,  # noqa: F401 - the money game's lives settle hands too
    play,
    trumps,
    turns,
)
from games.engine.knockout.state import Phase, SeatStatus
from games.engine.options import Options
from games.engine.tricks.follow import legal_cards
from games.engine.tricks.rank_order import RankOrder

__all__ = ["KNOCK_MOVE", "TRUMP_BASE", "Sim", "UnsupportedPhase", "apply_move", "copy",
           "finish_hand", "first_leader", "is_over", "legal_card_mask", "legal_moves",
           "may_knock", "random_move", "sim_from_state", "sim_to_state", "start_trick",
           "trump_move", "trump_moves"]

Sim = Any
"""A :class:`~games.engine.knockout.fields.Table` (generated, so typed ``Any`` here)."""


class UnsupportedPhase(NotImplementedError):
    """The lean path does not simulate this phase; use the public ``apply``."""


KNOCK_MOVE = 52
TRUMP_BASE = 64
_DOG = SeatStatus.DOGS_LIFE
_PLAY, _CHOOSE, _OVER = Phase.PLAY, Phase.CHOOSE_TRUMP, Phase.GAME_OVER

sim_from_state = fields.thaw
sim_to_state = fields.freeze
copy = fields.copy
legal_card_mask = play.legal_card_mask
may_knock = play.may_knock
start_trick = turns.start_trick
"""Start a trick led by ``leader`` (e.g. on a sim whose hands were just replaced)."""


def first_leader(sim: Sim, chooser: int | None) -> int:
    """Who leads the first trick of this deal, ``chooser`` having chosen its trumps (or
    ``None``): the rules of ``options.lead`` exactly as the engine applies them."""
    options: Options = sim.options
    if chooser is not None and dealing.leader_is_chooser(options, sim.deal_no):
        return chooser
    return dealing.first_leader(sim, options)


def trump_move(trump: int, order: RankOrder) -> int:
    return TRUMP_BASE + (trump + 1) * 4 + order


def trump_moves(sim: Sim) -> list[int]:
    if sim.options.trump_extras:
        return [trump_move(t, o) for t in range(-1, 4) for o in RankOrder]
    return [trump_move(t, RankOrder.NORMAL) for t in range(4)]


def legal_moves(sim: Sim) -> list[int]:
    phase = sim.phase
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
    phase = sim.phase
    if phase is not _PLAY and (move < 53 or phase is not _CHOOSE):
        raise UnsupportedPhase(f"move {move} does not apply in the {phase} phase")
    if move < 52:
        play.play_card(sim, move, None)
    elif move == KNOCK_MOVE:
        play.knock(sim, None)
    else:
        code = move - TRUMP_BASE
        trumps.choose_trump(sim, code // 4 - 1, RankOrder(code % 4), None)


def random_move(sim: Sim, rng: random.Random) -> int:
    """A uniformly random legal move, without building the list of moves when playing: the
    k-th lowest legal card, k = int(random() * count) (a dog's-life seat that may knock draws
    among its card and the knock)."""
    if sim.phase is not _PLAY:
        if sim.phase is not _CHOOSE:
            raise UnsupportedPhase(f"the lean path does not simulate the {sim.phase} phase")
        moves = trump_moves(sim)
        return moves[int(rng.random() * len(moves))]
    seat = sim.to_act
    mask = sim.hands[seat]
    if sim.status[seat] is _DOG:
        count = mask.bit_count()
        if mask and len(sim.completed) + 1 < sim.hand_size:  # may knock
            if int(rng.random() * (count + 1)) == count:
                return KNOCK_MOVE
    else:  # ``legal_card_mask``, written out: this runs once per move of every playout
        led = sim.led
        mask = legal_cards(mask, led, sim.suits, sim.trump,
                           led < 0 and sim.options.trump_breaking and not sim.broken)
        count = mask.bit_count()
    k = int(rng.random() * count)
    while k:  # drop the k lowest cards
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def is_over(sim: Sim) -> bool:
    return sim.phase is _OVER


def finish_hand(sim: Sim) -> int:
    """Play the last trick of the hand (every seat still in it plays its one card; a
    dog's-life card must be played now) and settle the hand exactly as ``apply`` does --
    sweep, final trick, knock-outs, the dog's life, the game's end -- but without dealing the
    next hand.  Returns the winner of the last trick.

    Afterwards ``tricks`` and ``winners`` still hold this hand's counts and ``status`` /
    ``out_deal`` the knock-outs; the phase is ``GAME_OVER`` if the hand ended the game (else
    unchanged, or ``BUY`` in the money game).  The sim is then for reading only: there is no
    seat to act (``to_act`` is -1 unless the money game's buy phase asks one)."""
    if len(sim.completed) + 1 != sim.hand_size or sim.phase is not _PLAY:
        raise ValueError("finish_hand is for the last trick of a hand being played")
    trick = sim.trick
    hands = list(sim.hands)
    for seat in sim.trick_seats[len(trick):]:
        card = hands[seat].bit_length() - 1
        hands[seat] = 0
        trick += ((seat, card),)
    sim.hands = tuple(hands)
    turns.clear_trick(sim)
    sim.to_act = -1
    play.finish_trick(sim, trick, None, deal_next=False)
    return sim.winners[-1]
