"""The end of a hand: a sweep, the final trick, knock-outs and lives, then the next deal.

Quotes are from the pagat page, ``shared/rules/004_cda4be257ddbf1c5.txt``, unless another file
is named.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Event, HandEnded
from games.engine.knockout import registry
from games.engine.knockout.dealing import next_deal
from games.engine.knockout.game_end import cut, game_over
from games.engine.knockout.lives import Fate, LivesRule
from games.engine.knockout.registry import Events
from games.engine.knockout.state import Phase, SeatStatus, Termination

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT
_KNOCKED, _DOGS, _OFFERED = Fate.KNOCKED_OUT, Fate.DOGS_LIFE, Fate.OFFERED


def end_hand(st: Any, events: Events, deal_next: bool = True) -> None:
    """Settle the hand and deal the next one; ``deal_next=False`` (the lean path's
    :func:`games.engine.knockout.sim.finish_hand`) stops before the deal, keeping this hand's
    tricks."""
    options = st.options
    n = len(st.hands)
    deal_no = st.deal_no
    tricks = st.tricks
    in_hand = [s for s in range(n) if st.status[s] is not OUT]
    if st.resigned:
        _end_hand_with_resignations(st, in_hand, events, deal_next)
        return
    if options.sweep_wins:
        sweepers = [s for s in in_hand if tricks[s] == st.hand_size]
        if sweepers:  # 002: "The game is won when a player takes all the tricks in a round"
            if events is not None:
                events.append(HandEnded(deal_no, tricks, (), (), ()))
            game_over(st, sweepers[0], Termination.SWEEP, events)
            return
    if st.hand_size == 1 and deal_no >= options.deal_count:
        # "The game is won by the winner of the one trick on the final hand."
        if events is not None:
            losers = tuple(s for s in in_hand if tricks[s] == 0)
            events.append(HandEnded(deal_no, tricks, losers, (), ()))
        game_over(st, st.winners[-1], Termination.FINAL_TRICK, events)
        return
    lives = registry.lives_rule(options)
    knocked, dogs, offered, restored = _fates(st, in_hand, lives)
    lives.settled(st, offered)
    status = list(st.status)
    out_deal = list(st.out_deal)
    for s in restored:
        status[s] = IN  # "dealt a normal hand on the next deal"
    for s in knocked:
        status[s] = OUT
        out_deal[s] = deal_no
    for s in dogs:
        status[s] = DOG
    if dogs:
        st.dogs_life_used = True  # "there is only one dog's life available during the game"
    st.status = tuple(status)
    st.out_deal = tuple(out_deal)
    if events is not None:
        events.append(HandEnded(deal_no, tricks, tuple(knocked), tuple(dogs), tuple(restored)))

    survivors = [s for s in range(n) if status[s] is not OUT]
    if len(survivors) == 1:
        # "if all but one of the players are knocked out before this, the surviving player is
        # the winner"
        game_over(st, survivors[0], Termination.LAST_SURVIVOR, events)
        return
    if not survivors:
        return  # only possible after a resignation: _end_hand_with_resignations settles it
    if lives.after_hand(st, survivors, offered, events):
        return
    if deal_next:
        next_deal(st, options, in_hand, events)


def _fates(st: Any, in_hand: list[int], lives: LivesRule
           ) -> tuple[list[int], list[int], list[int], list[int]]:
    """The seats of the hand knocked out, given the dog's life, offered a life, and restored
    (a dog's-life seat that took a trick), each in seat order."""
    fates: dict[Fate | None, list[int]] = {_KNOCKED: [], _DOGS: [], _OFFERED: [], None: []}
    tricks = st.tricks
    status = st.status
    first_deal_safe = st.options.first_deal_safe and st.deal_no == 1
    for s in in_hand:
        if status[s] is DOG:
            fates[None if tricks[s] else lives.zero_tricks(st, s, True)].append(s)
        elif tricks[s] == 0 and not first_deal_safe:  # 004: "no one can be eliminated in the
            fates[lives.zero_tricks(st, s, False)].append(s)  # first deal" (an option)
    return fates[_KNOCKED], fates[_DOGS], fates[_OFFERED], fates[None]


def _end_hand_with_resignations(st: Any, in_hand: list[int], events: Events,
                                deal_next: bool = True) -> None:
    """A resigned seat "counts as knocked out at the end of the hand" it resigned in and can
    never win: the others' hand ends by the ordinary rules among themselves.  Should a resigned
    seat have won the game, or nobody be left, the remaining players of the hand with the most
    tricks cut for the win."""
    options = st.options
    if events is None:
        events = []  # the lean path: this rare branch reads back its own events
    deal_no = st.deal_no
    resigned = set(st.resigned)
    leaving = [s for s in in_hand if s in resigned]
    others = [s for s in in_hand if s not in resigned]
    status = list(st.status)
    out_deal = list(st.out_deal)
    for s in leaving:
        status[s] = OUT
        out_deal[s] = deal_no
    st.status = tuple(status)
    st.out_deal = tuple(out_deal)
    st.resigned = tuple(s for s in st.resigned if s not in leaving)
    tricks = st.tricks
    final = st.hand_size == 1 and deal_no >= options.deal_count
    resigned_would_win = (final and st.winners[-1] in resigned) or (
        options.sweep_wins and any(tricks[s] == st.hand_size for s in leaving))
    if others and not resigned_would_win:
        end_hand(st, events, deal_next)  # the ordinary rules for everyone still in
        _knocked_in(events, leaving)
        if st.phase is Phase.GAME_OVER or any(x is not OUT for x in st.status):
            return
    contenders = others or leaving
    top = max(tricks[s] for s in contenders)
    tied = [s for s in contenders if tricks[s] == top]
    winner = tied[0] if len(tied) == 1 else cut(st, deal_no, tied, "win", events)
    if not any(isinstance(e, HandEnded) for e in events):
        events.append(HandEnded(deal_no, tricks, tuple(leaving), (), ()))
    game_over(st, winner, Termination.RESIGNATION, events)


def _knocked_in(events: list[Event], seats: list[int]) -> None:
    """Name the resigned seats among the knocked out of the hand that just ended."""
    for i, event in enumerate(events):
        if isinstance(event, HandEnded):
            events[i] = event._replace(knocked_out=tuple(sorted(set(event.knocked_out)
                                                                | set(seats))))
