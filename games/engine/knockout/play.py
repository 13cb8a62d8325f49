"""Trick play: the legal plays, a card, a knock, and the end of a trick.

:func:`play_card`, :func:`knock` and :func:`finish_trick` change a
:class:`~games.engine.knockout.fields.Table` in place and assume the move was checked; the
public ``apply`` (through the handlers below) and the AI's lean simulator
(:mod:`games.engine.knockout.sim`) both run them, so there is one implementation at two speeds.
Legality comes from :func:`games.engine.tricks.follow.legal_cards` alone.
"""

from __future__ import annotations

from typing import Any

from games.engine.actions import KNOCK, PLAY_BLIND, PLAYS, Action, Knock, PlayCard
from games.engine.errors import (
    CannotKnock,
    CardNotInHand,
    MustFollowSuit,
    MustPlayLastCard,
    TrumpsNotBroken,
)
from games.engine.events import CardPlayed, Event, Knocked, TrickWon
from games.engine.knockout import hand_end
from games.engine.knockout.fields import freeze, play_on, thaw
from games.engine.knockout.registry import LEGAL, Events, register_phase
from games.engine.knockout.state import NO_HOUSE, Phase, SeatStatus, State
from games.engine.knockout.turns import start_trick
from games.engine.options import MAX_PLAYERS
from games.engine.tricks.cards import BITS, FULL_PACK_MASK, SUIT_MASKS, Suit
from games.engine.tricks.follow import TWO_OF_DIAMONDS, effective_suit, legal_cards, trick_winner

DOG = SeatStatus.DOGS_LIFE
_PLAY = Phase.PLAY
KNOCK_CARD = -1
"""The card of a knock in a trick's ``(seat, card)`` plays."""

_new_tuple = tuple.__new__
# Every possible CardPlayed event, built once: events are immutable, and one per action of every
# public game is the commonest event by far.
_CARD_PLAYED = tuple(tuple(CardPlayed(seat, card) for card in range(52))
                     for seat in range(MAX_PLAYERS))
_PRINTED_SUIT = tuple(c // 13 for c in range(52))
# A play as the one-play tuple that a trick grows by, built once per seat and card: a card play
# then adds its play to the trick without making two small tuples first.
_TRICK_PLAY = tuple(tuple(((seat, card),) for card in range(52)) for seat in range(MAX_PLAYERS))
# Plays by suit and 13-bit suit pattern: turns a legal-card bitmask into the interned actions
# without a loop over the cards.
_PLAYS_BY_PATTERN = tuple(
    tuple(tuple(PLAYS[s * 13 + r] for r in range(13) if pattern >> r & 1)
          for pattern in range(1 << 13))
    for s in range(4))
_CLUB_PLAYS, _DIAMOND_PLAYS, _HEART_PLAYS, _SPADE_PLAYS = _PLAYS_BY_PATTERN
_SUIT_SHIFT = (0, 13, 26, 39)
_OTHER_SUITS = tuple(FULL_PACK_MASK & ~mask for mask in SUIT_MASKS)


def plays_of(mask: int) -> tuple[PlayCard, ...]:
    """The interned plays of ``mask``'s cards in index order: a lookup per suit, no loop."""
    return (_CLUB_PLAYS[mask & 0x1FFF] + _DIAMOND_PLAYS[mask >> 13 & 0x1FFF]
            + _HEART_PLAYS[mask >> 26 & 0x1FFF] + _SPADE_PLAYS[mask >> 39])


def legal_card_mask(st: Any) -> int:
    """The cards the seat to act may play (a dog's-life seat: its one card, to any trick).
    ``st`` is a ``State`` or a ``Table``: both name their fields alike."""
    seat = st.to_act
    hand = st.hands[seat]
    if st.status[seat] is DOG:
        return hand
    led = st.led  # trumps may have to be broken (002) only by a lead
    return legal_cards(hand, led, st.suits, st.trump,
                       led < 0 and st.options.trump_breaking and not st.broken)


def may_knock(st: Any) -> bool:
    """004: a dog's-life player may keep her card for a later trick, but not past the last."""
    seat = st.to_act
    return (st.status[seat] is DOG and st.hands[seat] != 0
            and len(st.completed) + 1 < st.hand_size)


def legal_actions(state: State) -> tuple[Action, ...]:
    """Everything the seat to act may do; empty only when the game is over.

    Asked before every action of every game, so the play phase is answered here, with
    :func:`legal_card_mask` and :func:`plays_of` written out, and any other phase through the
    registry.  A Blind Parish card is played unseen (``PlayBlind``, never a ``PlayCard``)."""
    if state.phase is not _PLAY:
        legal = LEGAL.get(state.phase)
        return () if legal is None else legal(state)
    seat = state.to_act
    hand = state.hands[seat]
    if state.status[seat] is DOG:
        actions: tuple[Action, ...] = (PLAY_BLIND,) if hand & state.house.blind \
            else plays_of(hand)
        if len(state.completed) + 1 < state.hand_size:
            actions += (KNOCK,)
        return actions
    led = state.led
    mask = legal_cards(hand, led, state.suits, state.trump,
                       led < 0 and state.options.trump_breaking and not state.broken)
    if led >= 0 and not mask & _OTHER_SUITS[led]:  # all of one printed suit: one lookup
        return _PLAYS_BY_PATTERN[led][mask >> _SUIT_SHIFT[led]]
    return (_CLUB_PLAYS[mask & 0x1FFF] + _DIAMOND_PLAYS[mask >> 13 & 0x1FFF]
            + _HEART_PLAYS[mask >> 26 & 0x1FFF] + _SPADE_PLAYS[mask >> 39])


def apply_card(state: State, action: PlayCard) -> tuple[State, tuple[Event, ...]]:
    """The seat to act plays ``action``'s card, or the error that says why it may not."""
    seat = state.to_act
    card = action.index
    bit = BITS[card]
    house = state.house
    if not state.hands[seat] & bit or (house is not NO_HOUSE and bit & house.blind):
        # A Blind Parish card is "not in hand" for PlayCard, with the same message as any other
        # card, so probing with PlayCard cannot tell a player what her blind card is.
        raise CardNotInHand(f"{action.card} is not in seat {seat}'s hand", card=str(action.card))
    led = state.led
    # Following suit, or leading without trump breaking, is always legal: the common cases,
    # checked before the legal cards are worked out.
    if not (led >= 0 and bit & state.suits[led] or led < 0 and not state.options.trump_breaking
            or legal_card_mask(state) & bit):
        if led >= 0:
            raise MustFollowSuit(
                f"seat {seat} holds {Suit(led).name.lower()} and must follow suit",
                led=str(Suit(led)), card=str(action.card))
        raise TrumpsNotBroken("trumps may not be led until they are broken",
                              card=str(action.card))
    events: list[Event] = []
    return play_on(state, play_card, card, events), tuple(events)


def apply_knock(state: State, action: Knock) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    if state.status[seat] is not DOG:
        raise CannotKnock("only a player on a dog's life may knock", seat=seat)
    if len(state.completed) + 1 >= state.hand_size:
        raise MustPlayLastCard("a dog's-life card must be played by the last trick", seat=seat)
    st = thaw(state)
    events: list[Event] = []
    knock(st, events)
    return freeze(st), tuple(events)


def play_card(st: Any, card: int, events: Events) -> None:
    """The seat to act plays ``card``: the hottest function of a playout."""
    seat = st.to_act
    bit = BITS[card]
    hands = list(st.hands)
    hands[seat] ^= bit
    st.hands = tuple(hands)
    trump = st.trump
    if st.led < 0:
        st.led = _PRINTED_SUIT[card] if card != TWO_OF_DIAMONDS else \
            effective_suit(card, trump, st.options.two_of_diamonds)
    if not st.broken and trump >= 0 and bit & st.suits[trump]:
        st.broken = True
    if events is not None:
        events.append(_CARD_PLAYED[seat][card])
    trick = st.trick + _TRICK_PLAY[seat][card]
    seats = st.trick_seats  # the next seat acts, or the trick is complete
    played = len(trick)
    if played < len(seats):
        st.trick = trick
        st.to_act = seats[played]
    else:
        finish_trick(st, trick, events)


def knock(st: Any, events: Events) -> None:
    """004: "a player 'on a dog's life' may ... knock on the table to indicate that she wishes
    to keep it for a later trick"."""
    seat = st.to_act
    if events is not None:
        events.append(Knocked(seat))
    trick = st.trick + ((seat, KNOCK_CARD),)
    if len(trick) == len(st.trick_seats):
        finish_trick(st, trick, events)  # a knock can be the trick's last play
    else:
        st.trick = trick
        st.to_act = st.trick_seats[len(trick)]


def finish_trick(st: Any, trick: tuple[tuple[int, int], ...], events: Events,
                 deal_next: bool = True) -> None:
    """Award the trick; the winner leads the next one, or the hand ends."""
    # Only a dog's-life player knocks, so without one every play is a card.
    plays = [p for p in trick if p[1] >= 0] if DOG in st.status else trick
    winner = trick_winner(plays, st.trump, st.order, st.options.two_of_diamonds)
    tricks = list(st.tricks)
    tricks[winner] += 1
    st.tricks = tuple(tricks)
    completed = st.completed + (trick,)
    st.completed = completed
    st.winners = st.winners + (winner,)
    if events is not None:
        events.append(_new_tuple(TrickWon, (winner, len(completed), trick)))
    if len(completed) == st.hand_size:
        hand_end.end_hand(st, events, deal_next)
        return
    start_trick(st, winner)


register_phase(Phase.PLAY, "a card to be played", None,
               {PlayCard: apply_card, Knock: apply_knock})
