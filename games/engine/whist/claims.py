"""What the rest of a classic Whist hand holds whatever anyone plays, found by exhaustive search
over the cards still in the hands (the server knows them all).

Two questions, both about every possible play from here:

* :func:`forced_winners`: is the winner of every remaining trick the same whatever is played?
  Then nobody's choice matters any more and the hand can be played out at once.
* :func:`claim_certain`: does the claimer's side take every remaining trick, the claimer
  choosing its own cards as play goes and its partner and both opponents playing anything at
  all?  Then the claim is accepted without asking the opponents.

Cards of one hand and one suit with nothing live between them (only cards already gone) are
interchangeable, so only one of them is tried; finished positions are remembered by the hands
left and the leader.  A search that would visit more than ``budget`` positions gives up and
answers "not proven" (``None`` or ``False``), which is always the cautious answer: the hand is
then played by hand, and the claim is put to the opponents.
"""

from __future__ import annotations

from games.engine.tricks.follow import legal_cards, trick_winner
from games.engine.tricks.rank_order import RankOrder
from games.engine.whist.state import WhistPhase, WhistState

__all__ = ["FORCED_BUDGET", "CLAIM_BUDGET", "claim_certain", "forced_winners"]

FORCED_BUDGET = 1_500
"""Positions :func:`forced_winners` may visit: it runs after every move, so it is kept cheap
(a hand with many live choices is not forced, and is usually found out within a few)."""
CLAIM_BUDGET = 50_000
"""Positions :func:`claim_certain` may visit: it runs only when somebody claims."""

_NORMAL = RankOrder.NORMAL
_PLAYERS = 4
_Trick = tuple[tuple[int, int], ...]


class _OutOfBudget(Exception):
    pass


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _choices(legal: int, hand: int, live: int) -> list[int]:
    """One card of each run of ``legal`` whose cards have no live card of another hand (or of
    the trick) between them: playing any of a run leads to the same outcomes."""
    out: list[int] = []
    prev = -1
    others = live & ~hand
    for card in _bits(legal):
        if prev >= 0 and prev // 13 == card // 13:
            between = ((1 << card) - 1) & ~((1 << (prev + 1)) - 1)
            if not between & others:
                prev = card
                continue
        out.append(card)
        prev = card
    return out


class _Search:
    def __init__(self, state: WhistState, budget: int) -> None:
        self.trump, self.suits = state.trump, state.suits
        self.budget = budget
        self.memo: dict[tuple[tuple[int, ...], int], object] = {}

    def tick(self) -> None:
        self.budget -= 1
        if self.budget < 0:
            raise _OutOfBudget

    def legal(self, hands: tuple[int, ...], seat: int, led: int) -> int:
        return legal_cards(hands[seat], led, self.suits, self.trump, False)


def _live(hands: tuple[int, ...], trick: _Trick) -> int:
    live = hands[0] | hands[1] | hands[2] | hands[3]
    for _, card in trick:
        live |= 1 << card
    return live


def _played(hands: tuple[int, ...], seat: int, card: int) -> tuple[int, ...]:
    out = list(hands)
    out[seat] &= ~(1 << card)
    return tuple(out)


def forced_winners(state: WhistState, budget: int = FORCED_BUDGET) -> tuple[int, ...] | None:
    """The seat winning each remaining trick of this deal (the one in play first) if that is
    the same for every possible play, else ``None`` (also when the search runs out of budget
    or nothing is being played)."""
    if state.phase is not WhistPhase.PLAY or state.to_act < 0:
        return None
    search = _Search(state, budget)

    def after_trick(hands: tuple[int, ...], trick: _Trick) -> tuple[int, ...] | None:
        winner = trick_winner(trick, search.trump, _NORMAL, False)
        if not any(hands):
            return (winner,)
        key = (hands, winner)
        if key not in search.memo:
            search.memo[key] = in_trick(hands, (), winner, -1)
        rest = search.memo[key]
        return None if rest is None else (winner, *rest)  # type: ignore[misc]

    def in_trick(hands: tuple[int, ...], trick: _Trick, seat: int, led: int
                 ) -> tuple[int, ...] | None:
        search.tick()
        if len(trick) == _PLAYERS:
            return after_trick(hands, trick)
        legal = search.legal(hands, seat, led)
        found: tuple[int, ...] | None = None
        for card in _choices(legal, hands[seat], _live(hands, trick)):
            outcome = in_trick(_played(hands, seat, card), (*trick, (seat, card)),
                               (seat + 1) % _PLAYERS, card // 13 if led < 0 else led)
            if outcome is None or (found is not None and outcome != found):
                return None
            found = outcome
        return found

    try:
        return in_trick(state.hands, state.trick, state.to_act, state.led)
    except _OutOfBudget:
        return None


def claim_certain(state: WhistState, claimer: int, budget: int = CLAIM_BUDGET) -> bool:
    """Whether ``claimer``'s side takes every remaining trick against every play of the other
    three seats (its partner's included: the partner cannot see the claimer's plan), the
    claimer choosing its own cards.  ``False`` when the search runs out of budget."""
    if state.phase is WhistPhase.GAME_OVER or not any(state.hands):
        return False
    side = claimer % 2
    search = _Search(state, budget)

    def after_trick(hands: tuple[int, ...], trick: _Trick) -> bool:
        winner = trick_winner(trick, search.trump, _NORMAL, False)
        if winner % 2 != side:
            return False
        if not any(hands):
            return True
        key = (hands, winner)
        if key not in search.memo:
            search.memo[key] = in_trick(hands, (), winner, -1)
        return bool(search.memo[key])

    def in_trick(hands: tuple[int, ...], trick: _Trick, seat: int, led: int) -> bool:
        search.tick()
        if len(trick) == _PLAYERS:
            return after_trick(hands, trick)
        legal = search.legal(hands, seat, led)
        outcomes = (in_trick(_played(hands, seat, card), (*trick, (seat, card)),
                             (seat + 1) % _PLAYERS, card // 13 if led < 0 else led)
                    for card in _choices(legal, hands[seat], _live(hands, trick)))
        return any(outcomes) if seat == claimer else all(outcomes)

    try:
        return in_trick(state.hands, state.trick, state.to_act, state.led)
    except _OutOfBudget:
        return False
