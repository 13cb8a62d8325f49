"""The money game (004 "Money Version", the Guernsey rules of 005): chips, a pot, and lives
bought instead of knock-outs -- the dog's life, then the Parish, then the Blind Parish.

Replaces the core :class:`~games.engine.knockout.lives.LivesRule` when ``options.money`` is on,
adds the buy phase between a hand and the next deal, and the ``PlayBlind`` action for a Blind
Parish card, which nobody (not even its holder) may see until it is played.
"""

from __future__ import annotations

from typing import Any

from games.engine.actions import BUY, DECLINE, Buy, Decline, PlayBlind
from games.engine.errors import NoBlindCard
from games.engine.events import Ante, Event, LifeBought, LifeDeclined, LivesOffered, Resigned
from games.engine.knockout.dealing import next_deal
from games.engine.knockout.fields import apply_to, freeze, thaw
from games.engine.knockout.game_end import game_over
from games.engine.knockout.lives import Fate, LivesRule
from games.engine.knockout.play import play_card
from games.engine.knockout.registry import (
    RESIGNING,
    Events,
    register_lives_rule,
    register_phase,
)
from games.engine.knockout.state import Phase, SeatStatus, State, Termination
from games.engine.knockout.turns import clear_trick, next_in_queue, put
from games.engine.options import Options

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT
LIFE_NAMES = (None, "dogs_life", "parish", "blind_parish")
"""The money game's lives by rung: what a seat with ``rung`` r has bought last."""


def may_buy(options: Options, rung: int, dogs_used: bool) -> bool:
    """May a zero-trick seat that has bought ``rung`` lives so far be offered the next one?

    004: the dog's life only "on the very first occasion that someone fails to win a trick"
    (or to anyone once, in the all-lives variant); then the Parish; then the Blind Parish."""
    if not options.dogs_life or rung >= 3:
        return False
    return rung > 0 or options.money_all_lives or not dogs_used


def _rungs(st: Any) -> tuple[int, ...]:
    return st.house.rung or (0,) * len(st.hands)


class MoneyLives(LivesRule):
    def zero_tricks(self, st: Any, seat: int, on_dogs_life: bool) -> Fate:
        rung = _rungs(st)[seat]
        if on_dogs_life:  # the Parish, then the Blind Parish, is offered
            offer = st.options.dogs_life and rung < 3
        else:
            offer = may_buy(st.options, rung, st.dogs_life_used)
        return Fate.OFFERED if offer else Fate.KNOCKED_OUT

    def settled(self, st: Any, offered: list[int]) -> None:
        rung = _rungs(st)
        if any(rung[s] == 0 for s in offered):
            # "after this first occasion, no more dog's lives are offered to other players"
            st.dogs_life_used = True

    def after_hand(self, st: Any, survivors: list[int], offered: list[int],
                   events: Events) -> bool:
        rung = _rungs(st)
        if offered and events is not None:
            events.append(LivesOffered(st.deal_no, tuple((s, LIFE_NAMES[rung[s] + 1])
                                                         for s in offered)))
        # "All players who successfully win a trick in a round chip in again to play the next
        # round"; a seat that buys a life pays for it instead.
        ante(st, [s for s in survivors if s not in offered], events)
        if not offered:
            return False
        n = len(st.hands)
        eldest = st.eldest
        put(st, queue=tuple(sorted(offered, key=lambda s: (s - eldest) % n)))
        st.phase = Phase.BUY
        st.to_act = st.house.queue[0]
        clear_trick(st)
        return True

    def pay_to_play(self, st: Any, seats: list[int], events: Events) -> None:
        ante(st, seats, events)

    def blind_seats(self, st: Any, order: tuple[int, ...]) -> tuple[int, ...]:
        rung = _rungs(st)
        status = st.status
        return tuple(s for s in order if status[s] is DOG and rung[s] >= 3)


def ante(st: Any, seats: list[int], events: Events) -> None:
    """``seats`` each put one unit in the pot to play the next deal."""
    if not seats:
        return
    chips = list(st.house.chips or (0,) * len(st.hands))
    for s in seats:
        chips[s] -= 1
    put(st, chips=tuple(chips), pot=st.house.pot + len(seats))
    if events is not None:
        events.append(Ante(st.deal_no + 1, tuple(seats), st.house.chips, st.house.pot))


def buy(st: Any, bought: bool, events: Events) -> None:
    """The seat to act buys the life on offer for one unit, or declines and is knocked out."""
    seat = st.to_act
    n = len(st.hands)
    rung = list(_rungs(st))
    life = LIFE_NAMES[rung[seat] + 1]
    status = list(st.status)
    if bought:
        rung[seat] += 1
        # The dog's life is "a 'whole hand' ... on the same terms" as the others; a Parish or a
        # Blind Parish is "a single card to be played to any trick": the one-card, knocking
        # mechanism of the pagat dog's life.
        status[seat] = IN if rung[seat] == 1 else DOG
        chips = list(st.house.chips or (0,) * n)
        chips[seat] -= 1
        put(st, rung=tuple(rung), chips=tuple(chips), pot=st.house.pot + 1)
        if events is not None:
            events.append(LifeBought(seat, life or "", st.house.chips, st.house.pot))
    else:
        status[seat] = OUT
        out_deal = list(st.out_deal)
        out_deal[seat] = st.deal_no
        st.out_deal = tuple(out_deal)
        if events is not None:
            events.append(LifeDeclined(seat, life or ""))
    st.status = tuple(status)
    if next_in_queue(st):
        return
    survivors = [s for s in range(n) if status[s] is not OUT]
    if len(survivors) == 1:
        game_over(st, survivors[0], Termination.LAST_SURVIVOR, events)
        return
    next_deal(st, st.options, survivors, events)


def _resign_while_offered(state: State, seat: int) -> tuple[State, tuple[Event, ...]] | None:
    """A seat offered a life that resigns declines it: it is knocked out now."""
    if seat not in state.house.queue:
        return None
    st = thaw(state)
    events: list[Event] = [Resigned(seat)]
    if seat == state.to_act:
        buy(st, False, events)
    else:
        put(st, queue=tuple(s for s in state.house.queue if s != seat))
        status = list(state.status)
        status[seat] = OUT
        st.status = tuple(status)
        out_deal = list(state.out_deal)
        out_deal[seat] = state.deal_no
        st.out_deal = tuple(out_deal)
        events.append(LifeDeclined(seat, LIFE_NAMES[_rungs(state)[seat] + 1] or ""))
    return freeze(st), tuple(events)


def _play_blind(state: State, action: PlayBlind) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    card_bit = state.hands[seat] & state.house.blind
    if not card_bit:
        raise NoBlindCard(f"seat {seat} holds no Blind Parish card", seat=seat)
    return apply_to(state, lambda st, events: play_card(st, card_bit.bit_length() - 1, events))


register_lives_rule(lambda options: options.money, MoneyLives())
register_phase(Phase.BUY, "a life to be bought or declined", lambda state: (BUY, DECLINE),
               {Buy: lambda state, action: apply_to(state, lambda st, ev: buy(st, True, ev)),
                Decline: lambda state, action: apply_to(state, lambda st, ev: buy(st, False, ev))})
register_phase(Phase.PLAY, None, None, {PlayBlind: _play_blind})
RESIGNING[Phase.BUY] = _resign_while_offered
