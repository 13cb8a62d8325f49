"""The rainbow (004/002): four cards of four different suits in the four-card deal.

Every seat dealt four cards is asked, in turn from the eldest hand, whether it declares one.
This comes before trumps and before any card exchange, so "a rainbow obtained by exchanging
cards" can never count (004).  ``RainbowRule.WINS_GAME`` (004) ends the game; ``WINS_HAND``
(002) wins the hand with no card played, and the holder calls the next trumps.
"""

from __future__ import annotations

from typing import Any

from games.engine.events import Declared, HandEnded, RainbowWon
from games.engine.knockout import registry
from games.engine.knockout.dealing import next_deal
from games.engine.knockout.game_end import cut, game_over
from games.engine.knockout.registry import Events, Stage, continue_deal, register_declaration
from games.engine.knockout.state import Phase, SeatStatus, State, Termination
from games.engine.knockout.turns import ask, from_eldest, next_in_queue, put
from games.engine.options import RainbowRule
from games.engine.tricks.cards import SUIT_MASKS

ORDER = 20
"""After "no picture, no play", before the trump vote (see
:mod:`games.engine.knockout.registry`)."""


def begin(st: Any, events: Events) -> bool:
    if st.options.rainbow is RainbowRule.OFF or st.hand_size != 4:
        return False
    seats = [s for s in from_eldest(st) if st.hands[s].bit_count() == 4]
    if seats:
        put(st, declared=())
        ask(st, Phase.DECLARE_RAINBOW, seats)
    return bool(seats)


def eligible(state: State, seat: int) -> bool:
    """004: "four cards of different suits" (the printed suits: trumps are not known yet)."""
    hand = state.hands[seat]
    return not hand & state.house.blind and is_rainbow(hand)


def is_rainbow(hand: int) -> bool:
    """Four cards of four different printed suits."""
    return hand.bit_count() == 4 and all(hand & SUIT_MASKS[s] for s in range(4))


def declare(st: Any, declared: bool, events: Events) -> None:
    seat = st.to_act
    if events is not None:
        events.append(Declared(seat, "rainbow", declared))
    if declared:
        put(st, declared=st.house.declared + (seat,))
    if not next_in_queue(st):
        _settle(st, events)


def _settle(st: Any, events: Events) -> None:
    declarers = list(st.house.declared)
    if not declarers:
        continue_deal(st, events, after=ORDER)
        return
    options = st.options
    deal_no = st.deal_no
    # 004: "If two or more players are dealt rainbows, cards are cut to decide which of them
    # wins"; 002: "the cards are cut to select who calls trump".
    winner = declarers[0] if len(declarers) == 1 else \
        cut(st, deal_no, declarers, "rainbow", events, prefix="rainbow")
    if events is not None:
        events.append(RainbowWon(deal_no, tuple(declarers), winner, str(options.rainbow)))
    put(st, queue=())
    if options.rainbow is RainbowRule.WINS_GAME:
        game_over(st, winner, Termination.RAINBOW, events)  # 004: "wins the game immediately"
        return
    # 002: the holder "automatically wins that round with no cards played. The card count then
    # goes down to three."  No card is played, so nobody takes no tricks and nobody is knocked
    # out (a player on a dog's life or a Parish keeps it for the next deal).
    n = len(st.hands)
    if events is not None:
        events.append(HandEnded(deal_no, (0,) * n, (), (), ()))
    st.hands = (0,) * n  # "All cards are turned in" for the next deal
    put(st, blind=0)
    in_hand = [s for s, x in enumerate(st.status) if x is not SeatStatus.OUT]
    registry.lives_rule(options).pay_to_play(st, in_hand, events)
    next_deal(st, options, in_hand, events, calls_trump=winner)


registry.register_stage(Stage(ORDER, "declare_rainbow", begin))
register_declaration(Phase.DECLARE_RAINBOW, "a rainbow to be declared (or a pass)", "rainbow",
                     eligible, "a rainbow is four cards of four different suits", declare)
