"""Game flow: dealing, trump, tricks, knock-outs and the end of the game.

``apply`` copies the state into a list, changes the fields that change and freezes it again;
phase handlers are looked up by ``(phase, action type)``, so a variant that adds a decision adds a
phase and a handler rather than editing the others.  Quotes in comments are from the pagat page,
``shared/rules/004_cda4be257ddbf1c5.txt``, unless another file is named.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from games.engine import rules
from games.engine.actions import (
    ACTION_TYPES,
    BUY,
    DECLARE,
    DECLINE,
    KNOCK,
    PASS,
    PLAY_BLIND,
    PLAYS,
    Action,
    Buy,
    ChooseTrump,
    Declare,
    Decline,
    Exchange,
    Knock,
    Pass,
    PlayBlind,
    PlayCard,
    VoteTrump,
)
from games.engine.cards import CARDS, SUIT_MASKS, Suit
from games.engine.errors import (
    CannotDeclare,
    CannotKnock,
    CardNotInHand,
    GameOver,
    InvalidSetup,
    MalformedAction,
    MustFollowSuit,
    MustPlayLastCard,
    NoBlindCard,
    NotYourTurn,
    TooManyDiscards,
    TrumpOptionNotAllowed,
    TrumpsNotBroken,
    WrongDecision,
)
from games.engine.events import (
    Ante,
    CardPlayed,
    Cut,
    Dealt,
    Declared,
    Event,
    Exchanged,
    GameEnded,
    HandEnded,
    Knocked,
    LifeBought,
    LifeDeclined,
    LivesOffered,
    PotWon,
    RainbowWon,
    Resigned,
    TrickWon,
    TrumpSet,
    VoteCast,
    VotesTallied,
)
from games.engine.options import (
    DEFAULT_OPTIONS,
    MAX_PLAYERS,
    LeadRule,
    Options,
    RainbowRule,
    TieRule,
)
from games.engine.shuffle import shuffled_indices
from games.engine.state import (
    FIELD,
    NO_HOUSE,
    ForcedDeal,
    House,
    Phase,
    SeatStatus,
    Setup,
    State,
)

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT
_PLAY = Phase.PLAY
_CHOOSE = Phase.CHOOSE_TRUMP
_OVER = Phase.GAME_OVER
_new_tuple = tuple.__new__
KNOCK_CARD = -1

_PHASE = FIELD["phase"]
_DEAL_NO = FIELD["deal_no"]
_HAND_SIZE = FIELD["hand_size"]
_DEALER = FIELD["dealer"]
_ELDEST = FIELD["eldest"]
_HANDS = FIELD["hands"]
_STATUS = FIELD["status"]
_DOGS_USED = FIELD["dogs_life_used"]
_TRUMP = FIELD["trump"]
_ORDER = FIELD["order"]
_SUITS = FIELD["suits"]
_TURN_UP = FIELD["turn_up"]
_TRICK = FIELD["trick"]
_TRICK_SEATS = FIELD["trick_seats"]
_LED = FIELD["led"]
_COMPLETED = FIELD["completed"]
_WINNERS = FIELD["winners"]
_TRICKS = FIELD["tricks"]
_BROKEN = FIELD["broken"]
_TO_ACT = FIELD["to_act"]
_CHOOSER = FIELD["chooser"]
_OUT_DEAL = FIELD["out_deal"]
_WINNER = FIELD["winner"]
_POSITIONS = FIELD["positions"]
_STOCK = FIELD["stock"]
_RESIGNED = FIELD["resigned"]
_HOUSE = FIELD["house"]
_TRUMP_CHOOSER = FIELD["trump_chooser"]
LIFE_NAMES = (None, "dogs_life", "parish", "blind_parish")
"""The money game's lives by rung: what a seat with ``rung`` r has bought last."""

# ``State._make`` without its length check: the field list always has every field.
_freeze: Callable[[list[Any]], State] = partial(tuple.__new__, State)  # type: ignore[arg-type]
_BITS = tuple(1 << c for c in range(52))
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
_PLAYS_BY_PATTERN: tuple[tuple[tuple[PlayCard, ...], ...], ...] = tuple(
    tuple(tuple(PLAYS[s * 13 + r] for r in range(13) if pattern >> r & 1)
          for pattern in range(1 << 13))
    for s in range(4))
_CLUB_PLAYS, _DIAMOND_PLAYS, _HEART_PLAYS, _SPADE_PLAYS = _PLAYS_BY_PATTERN
_SUIT_SHIFT = (0, 13, 26, 39)


def new_game(players: int, options: Options = DEFAULT_OPTIONS, setup: Setup | None = None
             ) -> tuple[State, tuple[Event, ...]]:
    """Seat the players and deal the first hand (004: "A player is selected to deal")."""
    setup = setup or Setup()
    options.validate(players)
    setup.validate(players)
    n = players
    st: list[Any] = [
        options, setup, n, Phase.PLAY, 0, 0, setup.first_dealer,
        setup.first_dealer, (0,) * n, (IN,) * n, False, rules.NO_TRUMP, rules.ORDER_NORMAL,
        rules.suit_masks(rules.NO_TRUMP, False), -1,
        (), (), -1, (), (), (0,) * n, False, -1, -1, (0,) * n, -1, (), (), (), NO_HOUSE, -1,
    ]
    events: list[Event] = []
    if options.money:
        # 004 "Money Version": "All players chip in 1 unit to start play".
        st[_HOUSE] = House(chips=(-1,) * n, pot=n, rung=(0,) * n)
        events.append(Ante(1, tuple(range(n)), (-1,) * n, n))
    first = "final_no_trump" if options.deal_count == 1 and options.final_hand_no_trump \
        else "turn_up"
    _deal(st, options, setup, deal_no=1, hand_size=options.start_hand_size,
          dealer=setup.first_dealer, winner=-1, trump_source=first, events=events)
    return _freeze(st), tuple(events)


# --- legal actions ---------------------------------------------------------------------------
def legal_actions(state: State) -> tuple[Action, ...]:
    """Everything the seat to act may do; empty only when the game is over."""
    phase = state.phase
    if phase is _PLAY:
        seat = state.to_act
        hand = state.hands[seat]
        if state.status[seat] is DOG:
            # A Blind Parish card is played unseen: PlayBlind, never a PlayCard naming it.
            actions: tuple[Action, ...] = (PLAY_BLIND,) if hand & state.blind else _plays(hand)
            if len(state.completed) + 1 < state.hand_size:
                actions += (KNOCK,)
            return actions
        # ``_legal_mask`` and ``_plays``, inlined: this runs before every action of every game.
        led = state.led
        if led >= 0:  # "Players must follow suit if they can, otherwise they may play any card."
            follow = hand & state.suits[led]
            if follow and not state.options.two_of_diamonds:  # all of the printed suit led
                return _PLAYS_BY_PATTERN[led][follow >> _SUIT_SHIFT[led]]
            mask = follow or hand
        elif state.options.trump_breaking and not state.broken:
            mask = rules.legal_mask(hand, led, state.trump, state.options.two_of_diamonds, True)
        else:
            mask = hand  # any card may be led
        return (_CLUB_PLAYS[mask & 0x1FFF] + _DIAMOND_PLAYS[mask >> 13 & 0x1FFF]
                + _HEART_PLAYS[mask >> 26 & 0x1FFF] + _SPADE_PLAYS[mask >> 39])
    if phase is _CHOOSE:
        return trump_choices(state.options)
    legal = _VARIANT_LEGAL.get(phase)
    return () if legal is None else legal(state)


def _legal_mask(state: State, hand: int) -> int:
    led = state.led
    if led >= 0:  # "Players must follow suit if they can, otherwise they may play any card."
        follow = hand & state.suits[led]
        return follow if follow else hand
    options = state.options
    if not options.trump_breaking or state.broken:
        return hand  # any card may be led
    return rules.legal_mask(hand, led, state.trump, options.two_of_diamonds, True)


def _plays(mask: int) -> tuple[PlayCard, ...]:
    """The interned plays of ``mask``'s cards in index order: a lookup per suit, no loop
    (concatenating an empty tuple costs next to nothing)."""
    return (_CLUB_PLAYS[mask & 0x1FFF] + _DIAMOND_PLAYS[mask >> 13 & 0x1FFF]
            + _HEART_PLAYS[mask >> 26 & 0x1FFF] + _SPADE_PLAYS[mask >> 39])


_TRUMP_CHOICES_PLAIN = tuple(ChooseTrump(Suit(s)) for s in range(4))
_TRUMP_CHOICES_EXTRA = tuple(
    ChooseTrump(suit, aces_high, reverse)
    for suit in (*Suit, None) for reverse in (False, True) for aces_high in (True, False))


def trump_choices(options: Options) -> tuple[ChooseTrump, ...]:
    return _TRUMP_CHOICES_EXTRA if options.trump_extras else _TRUMP_CHOICES_PLAIN


# --- apply -----------------------------------------------------------------------------------
def apply(state: State, action: Action, *, seat: int | None = None
          ) -> tuple[State, tuple[Event, ...]]:
    """The state after ``action`` by the seat to act, and the events it caused.

    ``seat``, when given, is who is trying to act: anyone else than the seat to act gets
    :class:`NotYourTurn` before the action itself is looked at."""
    phase = state.phase
    if phase is _PLAY and type(action) is PlayCard and (seat is None or seat == state.to_act):
        return _play_card(state, action)  # nearly every action: skip the dispatch
    if phase is Phase.GAME_OVER:
        raise GameOver("the game is over")
    if seat is not None and seat != state.to_act:
        raise NotYourTurn(f"it is seat {state.to_act}'s turn, not seat {seat}'s",
                          seat=seat, to_act=state.to_act)
    handler = _HANDLERS.get((phase, type(action)))
    if handler is None:
        if not isinstance(action, ACTION_TYPES):
            raise MalformedAction(f"{action!r} is not an action")
        raise WrongDecision(f"the game is waiting for {_DECISION[phase]}, not {action.kind}",
                            expected=str(phase), got=action.kind)
    return handler(state, action)


_DECISION = {Phase.PLAY: "a card to be played", Phase.CHOOSE_TRUMP: "trumps to be chosen",
             Phase.DECLARE_NO_PICTURE: "a declaration of no picture, no play (or a pass)",
             Phase.DECLARE_RAINBOW: "a rainbow to be declared (or a pass)",
             Phase.VOTE_TRUMP: "a vote on trumps", Phase.EXCHANGE: "cards to be exchanged",
             Phase.BUY: "a life to be bought or declined"}


def _play_card(state: State, action: PlayCard) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    card = action.index
    bit = _BITS[card]
    hand = state.hands[seat]
    if not hand & bit or (state.house is not NO_HOUSE and bit & state.house.blind):
        # A Blind Parish card is "not in hand" for PlayCard, with the same message as any other
        # card, so probing with PlayCard cannot tell a player what her blind card is.
        raise CardNotInHand(f"{action.card} is not in seat {seat}'s hand", card=str(action.card))
    led = state.led
    if led >= 0 and bit & state.suits[led]:
        pass  # following suit is always legal: the common case, checked first
    elif led < 0 and not state.options.trump_breaking:
        pass  # without trump breaking any card may be led
    elif state.status[seat] is not DOG and not _legal_mask(state, hand) & bit:
        if state.led >= 0:
            raise MustFollowSuit(
                f"seat {seat} holds {Suit(state.led).name.lower()} and must follow suit",
                led=str(Suit(state.led)), card=str(action.card))
        raise TrumpsNotBroken("trumps may not be led until they are broken",
                              card=str(action.card))
    st = list(state)
    events: list[Event] = []
    play_card(st, card, events)
    return _freeze(st), tuple(events)


def _knock(state: State, action: Knock) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    if state.status[seat] is not DOG:
        raise CannotKnock("only a player on a dog's life may knock", seat=seat)
    if len(state.completed) + 1 >= state.hand_size:
        raise MustPlayLastCard("a dog's-life card must be played by the last trick", seat=seat)
    st = list(state)
    events: list[Event] = []
    knock(st, events)
    return _freeze(st), tuple(events)


def _choose_trump(state: State, action: ChooseTrump) -> tuple[State, tuple[Event, ...]]:
    if action.suit is not None and not isinstance(action.suit, Suit):
        raise MalformedAction("the trump suit must be a Suit or None")
    if not state.options.trump_extras and (action.suit is None or not action.aces_high
                                           or action.reverse):
        raise TrumpOptionNotAllowed(
            "these rules allow only a trump suit in the normal order (no no-trump, aces low or "
            "reversed order)", suit=None if action.suit is None else str(action.suit))
    st = list(state)
    events: list[Event] = []
    choose_trump(st, rules.NO_TRUMP if action.suit is None else int(action.suit), action.order,
                 events)
    return _freeze(st), tuple(events)


# --- the rules on a mutable field list ---------------------------------------------------------
# These functions change ``st`` (a State's fields as a list) in place and assume the action was
# checked.  The public ``apply`` copies and freezes around them; the AI's lean simulator
# (games.engine.sim) calls them directly with ``events=None``.  One implementation, two speeds.

def play_card(st: list[Any], card: int, events: list[Event] | None) -> None:
    # The hottest function of a playout: ``_advance`` is inlined here.
    seat = st[_TO_ACT]
    bit = _BITS[card]  # a card's bit is a big int: look it up rather than build it
    hands = list(st[_HANDS])
    hands[seat] ^= bit
    st[_HANDS] = tuple(hands)
    trump = st[_TRUMP]
    if st[_LED] < 0:
        st[_LED] = _PRINTED_SUIT[card] if card != rules.TWO_OF_DIAMONDS else \
            rules.effective_suit(card, trump, st[0].two_of_diamonds)
    if not st[_BROKEN] and trump >= 0 and bit & st[_SUITS][trump]:
        st[_BROKEN] = True
    if events is not None:
        events.append(_CARD_PLAYED[seat][card])
    trick = st[_TRICK] + _TRICK_PLAY[seat][card]
    seats = st[_TRICK_SEATS]
    played = len(trick)
    if played < len(seats):
        st[_TRICK] = trick
        st[_TO_ACT] = seats[played]
    else:
        _finish_trick(st, trick, st[0], events)


def knock(st: list[Any], events: list[Event] | None) -> None:
    """004: "a player 'on a dog's life' may ... knock on the table to indicate that she wishes
    to keep it for a later trick"."""
    seat = st[_TO_ACT]
    if events is not None:
        events.append(Knocked(seat))
    _advance(st, st[_TRICK] + ((seat, KNOCK_CARD),), events)


def choose_trump(st: list[Any], trump: int, order: int, events: list[Event] | None) -> None:
    options: Options = st[0]
    chooser = st[_CHOOSER]
    st[_TRUMP] = trump
    st[_ORDER] = order
    st[_SUITS] = rules.suit_masks(trump, options.two_of_diamonds)
    if events is not None:
        events.append(TrumpSet(st[_DEAL_NO], trump, order, "chosen", seat=chooser))
    st[_CHOOSER] = -1
    st[_TRUMP_CHOOSER] = chooser
    leader = st[_HOUSE].leader
    if leader < 0:  # the core game keeps no leader: work it out as it always did
        leader = chooser if _leader_is_chooser(options, st[_DEAL_NO]) else \
            _first_leader(st, options)
    _after_trump(st, options, events, leader)


def _advance(st: list[Any], trick: tuple[tuple[int, int], ...], events: list[Event] | None
             ) -> None:
    seats = st[_TRICK_SEATS]
    if len(trick) < len(seats):
        st[_TRICK] = trick
        st[_TO_ACT] = seats[len(trick)]
    else:
        _finish_trick(st, trick, st[0], events)


_HANDLERS: dict[tuple[Phase, type], Callable[[State, Any], tuple[State, tuple[Event, ...]]]] = {
    (Phase.PLAY, PlayCard): _play_card,
    (Phase.PLAY, Knock): _knock,
    (Phase.CHOOSE_TRUMP, ChooseTrump): _choose_trump,
}


# --- tricks ----------------------------------------------------------------------------------
def _clockwise(n: int, start: int) -> range:
    return range(start, start + n)


# _ROTATIONS[n][seat]: all n seats clockwise starting from ``seat``.
_ROTATIONS = tuple(tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
                   for n in range(8))


def _start_trick(st: list[Any], leader: int) -> None:
    """Every seat still holding a card acts in the trick, clockwise from the leader."""
    hands = st[_HANDS]
    rotation = _ROTATIONS[len(hands)][leader]
    seats = rotation if all(hands) else tuple([s for s in rotation if hands[s]])
    st[_TRICK] = ()
    st[_TRICK_SEATS] = seats
    st[_LED] = -1
    st[_TO_ACT] = seats[0]


def _finish_trick(st: list[Any], trick: tuple[tuple[int, int], ...], options: Options,
                  events: list[Event] | None, deal_next: bool = True) -> None:
    # Only a dog's-life player knocks, so without one every play is a card.
    plays = [p for p in trick if p[1] >= 0] if DOG in st[_STATUS] else trick
    winner = rules.trick_winner(plays, st[_TRUMP], st[_ORDER], options.two_of_diamonds)
    tricks = list(st[_TRICKS])
    tricks[winner] += 1
    st[_TRICKS] = tuple(tricks)
    completed = st[_COMPLETED] + (trick,)
    st[_COMPLETED] = completed
    st[_WINNERS] = st[_WINNERS] + (winner,)
    if events is not None:
        events.append(_new_tuple(TrickWon, (winner, len(completed), trick)))
    if len(completed) == st[_HAND_SIZE]:
        _end_hand(st, options, events, deal_next)
        return
    # "The winner of a trick leads to the next trick"; a dog's-life winner has no card left, so
    # "the player on her left leads to the next trick".  (``_start_trick``, inlined.)
    hands = st[_HANDS]
    seats = _ROTATIONS[len(hands)][winner]
    if not all(hands):
        seats = tuple([s for s in seats if hands[s]])
    st[_TRICK] = ()
    st[_TRICK_SEATS] = seats
    st[_LED] = -1
    st[_TO_ACT] = seats[0]


def _first_leader(st: list[Any], options: Options) -> int:
    """Who leads the first trick of a deal when the most-tricks winner does not."""
    if options.lead is LeadRule.DEALER_FIRST_DEAL and st[_DEAL_NO] == 1:
        return st[_DEALER]  # "Some play that the dealer also leads to the first trick"
    return st[_ELDEST]  # "The player on dealer's left leads to the first trick."


def _leader_is_chooser(options: Options, deal_no: int) -> bool:
    return deal_no > 1 and options.lead is not LeadRule.ELDEST


# --- end of a hand ---------------------------------------------------------------------------
def _end_hand(st: list[Any], options: Options, events: list[Event] | None,
              deal_next: bool = True) -> None:
    """Settle the hand (sweep, final trick, knock-outs, the dog's life, the money game's
    offers) and deal the next one; ``deal_next=False`` (the lean path's
    :func:`games.engine.sim.finish_hand`) stops before the deal, keeping this hand's tricks."""
    n = len(st[_HANDS])
    deal_no = st[_DEAL_NO]
    tricks = st[_TRICKS]
    status = list(st[_STATUS])
    out_deal = list(st[_OUT_DEAL])
    in_hand = [s for s in range(n) if status[s] is not OUT]
    resigned = st[_RESIGNED]
    if resigned:
        _end_hand_with_resignations(st, options, in_hand, events, deal_next)
        return

    if options.sweep_wins:
        sweepers = [s for s in in_hand if tricks[s] == st[_HAND_SIZE]]
        if sweepers:  # 002: "The game is won when a player takes all the tricks in a round"
            if events is not None:
                events.append(HandEnded(deal_no, tricks, (), (), ()))
            _game_over(st, sweepers[0], "sweep", events)
            return
    if st[_HAND_SIZE] == 1 and deal_no >= options.deal_count:
        # "The game is won by the winner of the one trick on the final hand."
        if events is not None:
            losers = tuple(s for s in in_hand if tricks[s] == 0)
            events.append(HandEnded(deal_no, tricks, losers, (), ()))
        _game_over(st, st[_WINNERS][-1], "final_trick", events)
        return

    knocked: list[int] = []
    dogs: list[int] = []
    restored: list[int] = []
    offers: list[int] = []
    money = options.money
    rung = st[_HOUSE].rung or (0,) * n
    for s in in_hand:
        if status[s] is DOG:
            if tricks[s]:
                status[s] = IN  # "dealt a normal hand on the next deal"
                restored.append(s)
            elif money and options.dogs_life and rung[s] < 3:
                offers.append(s)  # 004 money: the Parish, then the Blind Parish, is offered
            else:
                knocked.append(s)  # "she is knocked out of the game, like anyone else"
        elif tricks[s] == 0:
            if options.first_deal_safe and deal_no == 1:
                continue  # 004: "no one can be eliminated in the first deal"
            if money:
                if _may_buy(options, rung[s], st[_DOGS_USED]):
                    offers.append(s)
                else:
                    knocked.append(s)
            elif options.dogs_life and not st[_DOGS_USED]:
                dogs.append(s)  # "the first player during the game who takes no tricks"
            else:
                knocked.append(s)
    if money and any(rung[s] == 0 for s in offers):
        # "after this first occasion, no more dog's lives are offered to other players"
        st[_DOGS_USED] = True
    for s in knocked:
        status[s] = OUT
        out_deal[s] = deal_no
    for s in dogs:
        status[s] = DOG
    if dogs:
        st[_DOGS_USED] = True  # "there is only one dog's life available during the game"
    st[_STATUS] = tuple(status)
    st[_OUT_DEAL] = tuple(out_deal)
    if events is not None:
        events.append(HandEnded(deal_no, tricks, tuple(knocked), tuple(dogs), tuple(restored)))

    survivors = [s for s in range(n) if status[s] is not OUT]
    if len(survivors) == 1:
        # "if all but one of the players are knocked out before this, the surviving player is
        # the winner"
        _game_over(st, survivors[0], "last_survivor", events)
        return
    if not survivors:
        return  # only possible after a resignation: _end_hand_with_resignations settles it
    if money:
        if offers and events is not None:
            events.append(LivesOffered(deal_no, tuple((s, LIFE_NAMES[rung[s] + 1])
                                                      for s in offers)))
        # "All players who successfully win a trick in a round chip in again to play the next
        # round"; a seat that buys a life pays for it instead.
        _ante(st, [s for s in survivors if s not in offers], events)
        if offers:
            eldest = st[_ELDEST]
            _put(st, queue=tuple(sorted(offers, key=lambda s: (s - eldest) % n)))
            st[_PHASE] = Phase.BUY
            st[_TO_ACT] = st[_HOUSE].queue[0]
            st[_TRICK] = ()
            st[_TRICK_SEATS] = ()
            st[_LED] = -1
            return
    if deal_next:
        _next_deal(st, options, in_hand, events)


def _end_hand_with_resignations(st: list[Any], options: Options, in_hand: list[int],
                                events: list[Event] | None, deal_next: bool = True) -> None:
    """A resigned seat "counts as knocked out at the end of the hand" it resigned in and can
    never win: the others' hand ends by the ordinary rules among themselves.  Should a resigned
    seat have won the game, or nobody be left, the remaining players of the hand with the most
    tricks cut for the win."""
    if events is None:
        events = []  # the lean path: this rare branch reads back its own events
    deal_no = st[_DEAL_NO]
    resigned = set(st[_RESIGNED])
    leaving = [s for s in in_hand if s in resigned]
    others = [s for s in in_hand if s not in resigned]
    status = list(st[_STATUS])
    out_deal = list(st[_OUT_DEAL])
    for s in leaving:
        status[s] = OUT
        out_deal[s] = deal_no
    st[_STATUS] = tuple(status)
    st[_OUT_DEAL] = tuple(out_deal)
    st[_RESIGNED] = tuple(s for s in st[_RESIGNED] if s not in leaving)
    tricks = st[_TRICKS]
    final = st[_HAND_SIZE] == 1 and deal_no >= options.deal_count
    resigned_would_win = (final and st[_WINNERS][-1] in resigned) or (
        options.sweep_wins and any(tricks[s] == st[_HAND_SIZE] for s in leaving))
    if others and not resigned_would_win:
        _end_hand(st, options, events, deal_next)  # the ordinary rules for everyone still in
        _knocked_in(events, leaving)
        if st[_PHASE] is Phase.GAME_OVER or any(x is not OUT for x in st[_STATUS]):
            return
    contenders = others or leaving
    top = max(tricks[s] for s in contenders)
    tied = [s for s in contenders if tricks[s] == top]
    winner = tied[0] if len(tied) == 1 else _cut(st, deal_no, tied, "win", events)
    if not any(isinstance(e, HandEnded) for e in events):
        events.append(HandEnded(deal_no, tricks, tuple(leaving), (), ()))
    _game_over(st, winner, "resignation", events)


def _knocked_in(events: list[Event], seats: list[int]) -> None:
    """Name the resigned seats among the knocked out of the hand that just ended."""
    for i, event in enumerate(events):
        if isinstance(event, HandEnded):
            events[i] = event._replace(knocked_out=tuple(sorted(set(event.knocked_out)
                                                                | set(seats))))


def resign(state: State, seat: int) -> tuple[State, tuple[Event, ...]]:
    """``seat`` gives up: the server plays its remaining cards this hand (the service does
    that with a bot), and at the end of the hand it is knocked out like a zero-trick player."""
    if state.phase is Phase.GAME_OVER:
        raise GameOver("the game is over")
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise MalformedAction(f"there is no seat {seat!r}")
    if state.status[seat] is OUT:
        raise WrongDecision("a knocked-out seat cannot resign", seat=seat)
    if seat in state.resigned:
        raise WrongDecision("this seat has already resigned", seat=seat)
    if state.phase is Phase.BUY and seat in state.queue:
        # A seat offered a life that resigns declines it: it is knocked out now.
        st = list(state)
        events: list[Event] = [Resigned(seat)]
        if seat == state.to_act:
            buy(st, False, events)
        else:
            _put(st, queue=tuple(s for s in state.queue if s != seat))
            status = list(state.status)
            status[seat] = OUT
            st[_STATUS] = tuple(status)
            out_deal = list(state.out_deal)
            out_deal[seat] = state.deal_no
            st[_OUT_DEAL] = tuple(out_deal)
            events.append(LifeDeclined(seat, LIFE_NAMES[(state.rung or (0,) * state.players)
                                                        [seat] + 1] or ""))
        return _freeze(st), tuple(events)
    return state._replace(resigned=state.resigned + (seat,)), (Resigned(seat),)


def _next_deal(st: list[Any], options: Options, in_hand: list[int],
               events: list[Event] | None, calls_trump: int = -1) -> None:
    """Deal the next hand; ``calls_trump`` is the rainbow holder who takes the most-tricks
    winner's place (002: the rainbow "wins that round")."""
    n = len(st[_HANDS])
    deal_no = st[_DEAL_NO] + 1
    tricks = st[_TRICKS]
    if calls_trump >= 0:
        tied = [calls_trump]
    else:
        top = max([tricks[s] for s in in_hand])
        tied = [s for s in in_hand if tricks[s] == top]
    if deal_no >= options.deal_count and options.final_hand_no_trump:
        # 003: "The one-card final round is played no-trump"; the more specific rule, so it
        # also overrides a fixed trump.
        source = "final_no_trump"
    elif options.fixed_trump:
        source = "fixed"  # 003: the first round's trump "stays the same ... for every round"
    elif len(tied) > 1 and options.tie is TieRule.TURN_CARD:
        source = "turn_up"  # 004: "trumps are determined in the next deal by turning a card"
    else:
        source = "chosen"
    winner = tied[0]
    if len(tied) > 1 and (source == "chosen" or options.lead is not LeadRule.ELDEST):
        # "the players involved in the tie cut cards for the right to choose trumps"
        winner = _cut(st, deal_no - 1, tied, "trump" if source == "chosen" else "lead", events)

    if options.lead in (LeadRule.DEALER_FIRST_DEAL, LeadRule.WINNER_FROM_DEAL_TWO):
        dealer = winner  # "the winner not only chooses trumps but also deals"
    elif options.dealer_fairness:
        # "if the player to dealer's left is knocked out, this player should deal the next hand
        # before leaving the game": the deal always passes to the previous eldest hand.
        dealer = st[_ELDEST]
    else:
        status = st[_STATUS]
        dealer = next(s % n for s in _clockwise(n, st[_DEALER] + 1) if status[s % n] is not OUT)
    _deal(st, options, st[1], deal_no=deal_no, hand_size=st[_HAND_SIZE] - 1, dealer=dealer,
          winner=winner, trump_source=source, events=events)


def _cut(st: list[Any], deal_no: int, seats: list[int], purpose: str,
         events: list[Event] | None, prefix: str = "cut") -> int:
    """Tied players cut; the highest rank wins and equal highest cards cut again.

    Round R draws from the pack of label ``<prefix>:<deal_no>:R`` (``cut:N:R``, or
    ``rainbow:N:R`` when several players declared a rainbow in deal N), or from the forced cut
    cards of deal N."""
    setup: Setup = st[1]
    forced = [c.index for c in setup.forced_cut(deal_no)]
    rounds: list[tuple[tuple[int, int], ...]] = []
    contenders = list(seats)
    label = f"{prefix}:{deal_no}"
    while len(contenders) > 1:
        pack = shuffled_indices(setup.seed, f"{label}:{len(rounds) + 1}")
        draws = []
        for i, s in enumerate(contenders):
            draws.append((s, forced.pop(0) if forced else pack[i]))
        rounds.append(tuple(draws))
        best = max(rules.cut_rank(c) for _, c in draws)
        contenders = [s for s, c in draws if rules.cut_rank(c) == best]
    if events is not None:
        events.append(Cut(deal_no, purpose, tuple(rounds), contenders[0], label))
    return contenders[0]


def _game_over(st: list[Any], winner: int, reason: str, events: list[Event] | None) -> None:
    n = len(st[_HANDS])
    deal_no = st[_DEAL_NO]
    out_deal = list(st[_OUT_DEAL])
    status = list(st[_STATUS])
    for s in range(n):
        if s != winner and status[s] is not OUT:
            status[s] = OUT
            out_deal[s] = deal_no
    # Players knocked out on the same deal share a finishing position (1, 2, 2, 4 ranking).
    positions = tuple(
        1 if s == winner
        else 2 + sum(1 for t in range(n) if t != winner and out_deal[t] > out_deal[s])
        for s in range(n))
    st[_STATUS] = tuple(status)
    st[_OUT_DEAL] = tuple(out_deal)
    st[_PHASE] = Phase.GAME_OVER
    st[_WINNER] = winner
    st[_POSITIONS] = positions
    st[_TO_ACT] = -1
    st[_CHOOSER] = -1
    st[_TRICK] = ()
    st[_TRICK_SEATS] = ()
    house = st[_HOUSE]
    if house is not NO_HOUSE:
        house = house._replace(queue=())
        if house.pot:
            # 004: "The winner of the final round, or the last survivor of the game takes the
            # pot."
            chips = list(house.chips or (0,) * n)
            chips[winner] += house.pot
            if events is not None:
                events.append(PotWon(winner, house.pot, tuple(chips)))
            house = house._replace(chips=tuple(chips), pot=0)
        st[_HOUSE] = house
    if events is not None:
        events.append(GameEnded(winner, positions, reason))


# --- dealing ---------------------------------------------------------------------------------
def _deal_forced_hands(hands_dealt: list[list[int]], forced: ForcedDeal, pack: list[int],
                       order: tuple[int, ...], status: tuple[SeatStatus, ...], deal_no: int,
                       hand_size: int) -> tuple[list[int], int]:
    """Put a forced deal's hands in ``hands_dealt`` after checking them; returns the stock (the
    seeded pack without the named cards) and the forced turn-up (-1 when none is named)."""
    n = len(hands_dealt)
    counts = {s: (1 if status[s] is DOG else hand_size) for s in order}
    if len(forced.hands or ()) != n:
        raise InvalidSetup(f"forced deal {deal_no} must give a hand for each of {n} seats")
    used: set[int] = set()
    for s, hand in enumerate(forced.hands or ()):
        cards = [c.index for c in hand]
        if len(cards) != counts.get(s, 0):
            raise InvalidSetup(f"forced deal {deal_no}: seat {s} must be dealt "
                               f"{counts.get(s, 0)} cards, not {len(cards)}")
        hands_dealt[s] = cards
        used.update(cards)
    turn_up = -1
    if forced.turn_up is not None:
        turn_up = forced.turn_up.index
        used.add(turn_up)
    if len(used) != sum(counts.values()) + (forced.turn_up is not None):
        raise InvalidSetup(f"forced deal {deal_no} repeats a card")
    return [c for c in pack if c not in used], turn_up


def _deal(st: list[Any], options: Options, setup: Setup, *, deal_no: int, hand_size: int,
          dealer: int, winner: int, trump_source: str, events: list[Event] | None,
          redeal: int = 0) -> None:
    """Deal clockwise from the dealer's left, then settle trumps and who leads.

    Cards go one at a time round the table ("deals seven cards each, clockwise"); a player on
    a dog's life is "dealt just one card", in the first round.  ``redeal`` K > 0 deals the same
    deal again after "no picture, no play" from the pack of label ``deal:N:redeal:K`` (a forced
    deal applies to the first dealing only)."""
    n = len(st[_HANDS])
    status = st[_STATUS]
    order = _ROTATIONS[n][(dealer + 1) % n]
    if OUT in status:
        order = tuple([s for s in order if status[s] is not OUT])
    forced = setup.forced_deal(deal_no) if setup.forced_deals and not redeal else None
    label = f"deal:{deal_no}" if not redeal else f"deal:{deal_no}:redeal:{redeal}"
    pack = shuffled_indices(setup.seed, label)
    turn_up = -1
    hands_dealt: list[list[int]] = [[]] * n  # every seat dealt in gets its own list below
    if forced is not None and forced.hands is not None:
        label = "forced"
        stock, turn_up = _deal_forced_hands(hands_dealt, forced, pack, order, status,
                                            deal_no, hand_size)
    else:
        if forced is not None and forced.deck is not None:
            label = "forced"
            pack = [c.index for c in forced.deck]
            named = set(pack)
            if len(named) != len(pack):
                raise InvalidSetup(f"forced deal {deal_no}: the deck repeats a card")
            pack += [c for c in range(52) if c not in named]
        # One card at a time round the table is a stride through the pack.  A dog's-life seat
        # takes its one card in the first round; the later rounds skip it.
        m = len(order)
        pos = m * hand_size
        if DOG in status and hand_size > 1:
            rest = [s for s in order if status[s] is not DOG]
            r = len(rest)
            pos = m + r * (hand_size - 1)
            for k, s in enumerate(order):
                hands_dealt[s] = [pack[k]]
            for k, s in enumerate(rest):
                hands_dealt[s] += pack[m + k:pos:r]
        else:
            for k, s in enumerate(order):
                hands_dealt[s] = pack[k:pos:m]
        stock = pack[pos:]
    hands = tuple([sum([_BITS[c] for c in h]) for h in hands_dealt])
    st[_DEAL_NO] = deal_no
    st[_HAND_SIZE] = hand_size
    st[_DEALER] = dealer
    st[_ELDEST] = order[0]
    st[_HANDS] = hands
    st[_TRICKS] = (0,) * n
    st[_COMPLETED] = ()
    st[_WINNERS] = ()
    st[_BROKEN] = False
    st[_TURN_UP] = -1
    st[_TRUMP_CHOOSER] = -1
    st[_TRICK] = ()
    st[_TRICK_SEATS] = ()
    st[_LED] = -1
    blind_seats: tuple[int, ...] = ()
    if options.money and DOG in status:
        rung = st[_HOUSE].rung or (0,) * n
        blind_seats = tuple(s for s in order if status[s] is DOG and rung[s] >= 3)
    if events is not None:
        events.append(Dealt(deal_no, dealer, hand_size, tuple(map(tuple, hands_dealt)), label,
                            blind_seats))

    if trump_source == "turn_up":
        if turn_up < 0:
            turn_up = stock.pop(0)  # "The uppermost of the undealt cards is turned face upwards"
        st[_TURN_UP] = turn_up
        st[_TRUMP] = turn_up // 13
        st[_ORDER] = rules.ORDER_NORMAL
        if events is not None:
            events.append(TrumpSet(deal_no, turn_up // 13, rules.ORDER_NORMAL, "turn_up",
                                   card=turn_up))
    elif trump_source == "final_no_trump":
        st[_TRUMP] = rules.NO_TRUMP  # 003: "The one-card final round is played no-trump"
        st[_ORDER] = rules.ORDER_NORMAL
        if events is not None:
            events.append(TrumpSet(deal_no, rules.NO_TRUMP, rules.ORDER_NORMAL,
                                   "final_no_trump"))
    elif trump_source == "fixed" and events is not None:
        events.append(TrumpSet(deal_no, st[_TRUMP], st[_ORDER], "fixed"))
    st[_STOCK] = tuple(stock)
    st[_SUITS] = rules.suit_masks(st[_TRUMP], options.two_of_diamonds)
    leader = winner if _leader_is_chooser(options, deal_no) else _first_leader(st, options)
    # "The winner of most tricks on a hand chooses the trump suit on the next hand", after
    # seeing the new cards: ``chooser`` names who will choose while any earlier step runs.
    chosen = trump_source == "chosen"
    st[_CHOOSER] = winner if chosen else -1
    if st[_HOUSE] is NO_HOUSE and not options.house_rules:
        if chosen:  # the core game: straight to the choice, or to play
            st[_PHASE] = Phase.CHOOSE_TRUMP
            st[_TO_ACT] = winner
        else:
            st[_PHASE] = Phase.PLAY
            _start_trick(st, leader)
        return
    blind = 0
    for s in blind_seats:  # 004: "This time the player cannot look at the card"
        blind |= hands[s]
    st[_HOUSE] = st[_HOUSE]._replace(queue=(), leader=leader, discards=(), exchanged=(),
                                     redeals=redeal, declared=(), votes=(), blind=blind)
    _after_deal(st, options, events)


# --- the house-rule variants (issue 7) ---------------------------------------------------------
# After a deal the steps below run in this order, each only when its option is on and it
# applies; each asks one seat at a time (``queue``, ``to_act``) and moves on when the last has
# decided:
#   declare_no_picture (002, hands larger than five) -> declare_rainbow (004/002, four-card
#   deal) -> vote_trump (003) -> choose_trump -> exchange (004) -> play.
# The money game's buy phase (004 "Money Version") sits between a hand and the next deal.
# Decisions documented in games/engine/variants.md.

_RAINBOW_OFF = RainbowRule.OFF
_NOT_VOTED = -2
_ABSTAIN = -1
_PICTURE_RANK = 9
"""Rank index (``card % 13``) of the jack: "no card higher than a ten" means every index is
below it.  Aces count as higher than a ten whatever order trumps are later chosen in."""


def _put(st: list[Any], **changes: Any) -> None:
    """Change fields of the house-rule part of the state (see :class:`House`)."""
    st[_HOUSE] = st[_HOUSE]._replace(**changes)


def _from_eldest(st: list[Any]) -> list[int]:
    """The seats holding cards, in turn from the eldest hand (the order the cards were dealt)."""
    hands = st[_HANDS]
    return [s for s in _ROTATIONS[len(hands)][st[_ELDEST]] if hands[s]]


def _ask(st: list[Any], phase: Phase, seats: list[int] | tuple[int, ...]) -> None:
    st[_PHASE] = phase
    _put(st, queue=tuple(seats))
    st[_TO_ACT] = seats[0]


def _next_in_queue(st: list[Any]) -> bool:
    """Drop the seat that just decided; True when another seat is still to decide."""
    queue = st[_HOUSE].queue[1:]
    _put(st, queue=queue)
    if queue:
        st[_TO_ACT] = queue[0]
        return True
    st[_TO_ACT] = -1
    return False


def _after_deal(st: list[Any], options: Options, events: list[Event] | None) -> None:
    """002: "until the card count is at 5 a player can declare 'no picture, no play'": every
    seat dealt a full hand is asked in turn from the eldest hand (passing is all most can do;
    asking only the eligible would tell the table who holds no picture)."""
    size = st[_HAND_SIZE]
    if options.no_picture_redeal and size > 5:
        seats = [s for s in _from_eldest(st) if st[_HANDS][s].bit_count() == size]
        if seats:
            _ask(st, Phase.DECLARE_NO_PICTURE, seats)
            return
    _after_no_picture(st, options, events)


def _after_no_picture(st: list[Any], options: Options, events: list[Event] | None) -> None:
    """004/002: "in the four-card deal" every seat dealt four cards is asked, in turn from the
    eldest hand, whether it declares a rainbow.  This comes before trumps and before any card
    exchange, so "a rainbow obtained by exchanging cards" can never count (004)."""
    if options.rainbow is not _RAINBOW_OFF and st[_HAND_SIZE] == 4:
        seats = [s for s in _from_eldest(st) if st[_HANDS][s].bit_count() == 4]
        if seats:
            _put(st, declared=())
            _ask(st, Phase.DECLARE_RAINBOW, seats)
            return
    _trump_step(st, options, events)


def _trump_step(st: list[Any], options: Options, events: list[Event] | None) -> None:
    """A trump choice is due when ``chooser`` is set: first the knocked-out players' vote (003),
    in seat order, then, unless a plurality decided, the chooser."""
    chooser = st[_CHOOSER]
    if chooser < 0:
        _after_trump(st, options, events, st[_HOUSE].leader)
        return
    if options.trump_vote:
        voters = [s for s, x in enumerate(st[_STATUS]) if x is OUT]
        if voters:
            _put(st, votes=(_NOT_VOTED,) * len(st[_HANDS]))
            _ask(st, Phase.VOTE_TRUMP, voters)
            return
    st[_PHASE] = Phase.CHOOSE_TRUMP
    _put(st, queue=())
    st[_TO_ACT] = chooser


def _after_trump(st: list[Any], options: Options, events: list[Event] | None,
                 leader: int) -> None:
    """004 "Card exchange": "after trumps are chosen, each player may discard 1, 2 or 3 cards";
    then play begins."""
    if options.card_exchange:
        n = len(st[_HANDS])
        _put(st, exchanged=(-1,) * n, discards=(0,) * n, leader=leader)
        _ask(st, Phase.EXCHANGE, _from_eldest(st))
        return
    st[_PHASE] = Phase.PLAY
    if st[_HOUSE] is not NO_HOUSE:
        _put(st, queue=())
    _start_trick(st, leader)


# --- legal actions of the variant phases -----------------------------------------------------
def _no_picture_eligible(state: State, seat: int) -> bool:
    hand = state.hands[seat]
    if hand.bit_count() != state.hand_size or hand & state.blind:
        return False
    return all(not (hand >> (13 * s)) & _PICTURE_BITS for s in range(4))


_PICTURE_BITS = sum(1 << r for r in range(_PICTURE_RANK, 13))


def _rainbow_eligible(state: State, seat: int) -> bool:
    """004: "four cards of different suits" (the printed suits: trumps are not known yet)."""
    hand = state.hands[seat]
    return hand.bit_count() == 4 and not hand & state.blind and all(
        hand & SUIT_MASKS[s] for s in range(4))


def _legal_declare(state: State) -> tuple[Action, ...]:
    eligible = _no_picture_eligible if state.phase is Phase.DECLARE_NO_PICTURE \
        else _rainbow_eligible
    return (DECLARE, PASS) if eligible(state, state.to_act) else (PASS,)


_VOTES_LEGAL: tuple[Action, ...] = (*(VoteTrump(Suit(s)) for s in range(4)), VoteTrump(None))


def exchange_limit(state: State, seat: int) -> int:
    """How many cards ``seat`` may exchange now: at most three, never more than it can see in
    its hand, and never more than the stock can still replace (cards run short with many
    players: 7 x 7 + the turn-up leaves two)."""
    visible = state.hands[seat] & ~state.blind
    return min(3, visible.bit_count(), len(state.stock))


def _legal_exchange(state: State) -> tuple[Action, ...]:
    from itertools import combinations

    seat = state.to_act
    visible = state.hands[seat] & ~state.blind
    cards = [CARDS[c] for c in range(52) if visible >> c & 1]
    limit = exchange_limit(state, seat)
    return tuple(Exchange(combo) for k in range(limit + 1) for combo in combinations(cards, k))


_VARIANT_LEGAL: dict[Phase, Callable[[State], tuple[Action, ...]]] = {
    Phase.DECLARE_NO_PICTURE: _legal_declare,
    Phase.DECLARE_RAINBOW: _legal_declare,
    Phase.VOTE_TRUMP: lambda state: _VOTES_LEGAL,
    Phase.EXCHANGE: _legal_exchange,
    Phase.BUY: lambda state: (BUY, DECLINE),
}


# --- checked handlers (public apply) -----------------------------------------------------------
def _run(state: State, step: Callable[[list[Any], list[Event]], None]
         ) -> tuple[State, tuple[Event, ...]]:
    st = list(state)
    events: list[Event] = []
    step(st, events)
    return _freeze(st), tuple(events)


def _declare(state: State, action: Declare) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    if state.phase is Phase.DECLARE_NO_PICTURE:
        if not _no_picture_eligible(state, seat):
            raise CannotDeclare("'no picture, no play' needs a full hand with no card higher "
                                "than a ten", seat=seat, what="no_picture")
    elif not _rainbow_eligible(state, seat):
        raise CannotDeclare("a rainbow is four cards of four different suits", seat=seat,
                            what="rainbow")
    return _run(state, lambda st, ev: declare(st, True, ev))


def _pass(state: State, action: Pass) -> tuple[State, tuple[Event, ...]]:
    return _run(state, lambda st, ev: declare(st, False, ev))


def _vote(state: State, action: VoteTrump) -> tuple[State, tuple[Event, ...]]:
    if action.suit is not None and not isinstance(action.suit, Suit):
        raise MalformedAction("a vote names a Suit or None")
    suit = _ABSTAIN if action.suit is None else int(action.suit)
    return _run(state, lambda st, ev: vote(st, suit, ev))


def _exchange(state: State, action: Exchange) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    mask = action.mask
    visible = state.hands[seat] & ~state.blind
    if mask & ~visible:
        card = CARDS[(mask & ~visible & -(mask & ~visible)).bit_length() - 1]
        raise CardNotInHand(f"{card} is not in seat {seat}'s hand", card=str(card))
    limit = exchange_limit(state, seat)
    if len(action.cards) > limit:
        raise TooManyDiscards(
            f"seat {seat} may exchange at most {limit} card(s) now (at most three, no more "
            f"than held, and no more than the {len(state.stock)} left in the stock)",
            limit=limit, count=len(action.cards))
    return _run(state, lambda st, ev: exchange(st, mask, ev))


def _buy(state: State, action: Buy) -> tuple[State, tuple[Event, ...]]:
    return _run(state, lambda st, ev: buy(st, True, ev))


def _decline(state: State, action: Decline) -> tuple[State, tuple[Event, ...]]:
    return _run(state, lambda st, ev: buy(st, False, ev))


def _play_blind(state: State, action: PlayBlind) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    card_bit = state.hands[seat] & state.blind
    if not card_bit:
        raise NoBlindCard(f"seat {seat} holds no Blind Parish card", seat=seat)
    return _run(state, lambda st, ev: play_card(st, card_bit.bit_length() - 1, ev))


_HANDLERS.update({
    (Phase.PLAY, PlayBlind): _play_blind,
    (Phase.DECLARE_NO_PICTURE, Declare): _declare,
    (Phase.DECLARE_NO_PICTURE, Pass): _pass,
    (Phase.DECLARE_RAINBOW, Declare): _declare,
    (Phase.DECLARE_RAINBOW, Pass): _pass,
    (Phase.VOTE_TRUMP, VoteTrump): _vote,
    (Phase.EXCHANGE, Exchange): _exchange,
    (Phase.BUY, Buy): _buy,
    (Phase.BUY, Decline): _decline,
})


# --- the variant rules on a mutable field list (checked actions only) -------------------------
def declare(st: list[Any], declared: bool, events: list[Event] | None) -> None:
    """The seat to act declares (or passes) in a declaration round."""
    seat = st[_TO_ACT]
    options: Options = st[0]
    no_picture = st[_PHASE] is Phase.DECLARE_NO_PICTURE
    if events is not None:
        events.append(Declared(seat, "no_picture" if no_picture else "rainbow", declared))
    if no_picture:
        if declared:
            _redeal(st, options, events)  # 002: "All cards are turned in and the round is re dealt"
        elif not _next_in_queue(st):
            _after_no_picture(st, options, events)
        return
    if declared:
        _put(st, declared=st[_HOUSE].declared + (seat,))
    if not _next_in_queue(st):
        _settle_rainbow(st, options, events)


def _redeal(st: list[Any], options: Options, events: list[Event] | None) -> None:
    """The same dealer deals the same hand size again from a fresh pack (label
    ``deal:N:redeal:K``); trumps come as they did (a new card is turned up if one was)."""
    chosen = st[_CHOOSER] >= 0
    source = "chosen" if chosen else "turn_up" if st[_TURN_UP] >= 0 else "fixed"
    winner = st[_CHOOSER] if chosen else st[_HOUSE].leader
    _deal(st, options, st[1], deal_no=st[_DEAL_NO], hand_size=st[_HAND_SIZE],
          dealer=st[_DEALER], winner=winner, trump_source=source, events=events,
          redeal=st[_HOUSE].redeals + 1)


def _settle_rainbow(st: list[Any], options: Options, events: list[Event] | None) -> None:
    declarers = list(st[_HOUSE].declared)
    if not declarers:
        _trump_step(st, options, events)
        return
    deal_no = st[_DEAL_NO]
    # 004: "If two or more players are dealt rainbows, cards are cut to decide which of them
    # wins"; 002: "the cards are cut to select who calls trump".
    winner = declarers[0] if len(declarers) == 1 else \
        _cut(st, deal_no, declarers, "rainbow", events, prefix="rainbow")
    reading = options.rainbow
    if events is not None:
        events.append(RainbowWon(deal_no, tuple(declarers), winner, str(reading)))
    _put(st, queue=())
    if reading is RainbowRule.WINS_GAME:
        _game_over(st, winner, "rainbow", events)  # 004: "wins the game immediately"
        return
    # 002: the holder "automatically wins that round with no cards played. The card count then
    # goes down to three."  No card is played, so nobody takes no tricks and nobody is knocked
    # out (a player on a dog's life or a Parish keeps it for the next deal).
    n = len(st[_HANDS])
    if events is not None:
        events.append(HandEnded(deal_no, (0,) * n, (), (), ()))
    st[_HANDS] = (0,) * n  # "All cards are turned in" for the next deal
    _put(st, blind=0)
    in_hand = [s for s, x in enumerate(st[_STATUS]) if x is not OUT]
    if options.money:
        _ante(st, in_hand, events)
    _next_deal(st, options, in_hand, events, calls_trump=winner)


def vote(st: list[Any], suit: int, events: list[Event] | None) -> None:
    """003: a knocked-out player's vote; after the last, the tally."""
    seat = st[_TO_ACT]
    votes = list(st[_HOUSE].votes or (_NOT_VOTED,) * len(st[_HANDS]))
    votes[seat] = suit
    _put(st, votes=tuple(votes))
    if events is not None:
        events.append(VoteCast(seat, suit))
    if _next_in_queue(st):
        return
    options: Options = st[0]
    counts = [votes.count(s) for s in range(4)]
    top = max(counts)
    winners = [s for s in range(4) if counts[s] == top]
    # "the plurality wins; a tie or no votes leaves the choice with the most-tricks winner"
    trump = winners[0] if top > 0 and len(winners) == 1 else -1
    if events is not None:
        events.append(VotesTallied(st[_DEAL_NO], tuple((s, v) for s, v in enumerate(votes)
                                                       if v != _NOT_VOTED), trump))
    if trump < 0:
        st[_PHASE] = Phase.CHOOSE_TRUMP
        st[_TO_ACT] = st[_CHOOSER]
        return
    st[_TRUMP] = trump
    st[_ORDER] = rules.ORDER_NORMAL
    st[_SUITS] = rules.suit_masks(trump, options.two_of_diamonds)
    if events is not None:
        events.append(TrumpSet(st[_DEAL_NO], trump, rules.ORDER_NORMAL, "vote"))
    st[_CHOOSER] = -1
    _after_trump(st, options, events, st[_HOUSE].leader)


def exchange(st: list[Any], mask: int, events: list[Event] | None) -> None:
    """004: discard the cards of ``mask`` and be dealt as many from the top of the stock, "all
    at once".  Discards go to a discard pile, never back into the stock."""
    seat = st[_TO_ACT]
    k = mask.bit_count()
    stock = st[_STOCK]
    drawn = stock[:k]
    st[_STOCK] = stock[k:]
    hands = list(st[_HANDS])
    new = hands[seat] & ~mask
    for c in drawn:
        new |= 1 << c
    hands[seat] = new
    st[_HANDS] = tuple(hands)
    n = len(hands)
    discards = list(st[_HOUSE].discards or (0,) * n)
    discards[seat] |= mask
    _put(st, discards=tuple(discards))
    exchanged = list(st[_HOUSE].exchanged or (-1,) * n)
    exchanged[seat] = k
    _put(st, exchanged=tuple(exchanged))
    if events is not None:
        discarded = tuple(c for c in range(52) if mask >> c & 1)
        events.append(Exchanged(seat, discarded, tuple(drawn)))
    if not _next_in_queue(st):
        st[_PHASE] = Phase.PLAY
        _start_trick(st, st[_HOUSE].leader)


def _may_buy(options: Options, rung: int, dogs_used: bool) -> bool:
    """May a zero-trick seat that has bought ``rung`` lives so far be offered the next one?

    004: the dog's life only "on the very first occasion that someone fails to win a trick"
    (or to anyone once, in the all-lives variant); then the Parish; then the Blind Parish."""
    if not options.dogs_life or rung >= 3:
        return False
    return rung > 0 or options.money_all_lives or not dogs_used


def _ante(st: list[Any], seats: list[int], events: list[Event] | None) -> None:
    if not seats:
        return
    chips = list(st[_HOUSE].chips or (0,) * len(st[_HANDS]))
    for s in seats:
        chips[s] -= 1
    _put(st, chips=tuple(chips))
    _put(st, pot=st[_HOUSE].pot + len(seats))
    if events is not None:
        events.append(Ante(st[_DEAL_NO] + 1, tuple(seats), st[_HOUSE].chips, st[_HOUSE].pot))


def buy(st: list[Any], bought: bool, events: list[Event] | None) -> None:
    """The seat to act buys the life on offer for one unit, or declines and is knocked out."""
    seat = st[_TO_ACT]
    n = len(st[_HANDS])
    rung = list(st[_HOUSE].rung or (0,) * n)
    life = LIFE_NAMES[rung[seat] + 1]
    status = list(st[_STATUS])
    if bought:
        rung[seat] += 1
        _put(st, rung=tuple(rung))
        # The dog's life is "a 'whole hand' ... on the same terms" as the others; a Parish or a
        # Blind Parish is "a single card to be played to any trick": the one-card, knocking
        # mechanism of the pagat dog's life.
        status[seat] = IN if rung[seat] == 1 else DOG
        chips = list(st[_HOUSE].chips or (0,) * n)
        chips[seat] -= 1
        _put(st, chips=tuple(chips))
        _put(st, pot=st[_HOUSE].pot + 1)
        if events is not None:
            events.append(LifeBought(seat, life or "", st[_HOUSE].chips, st[_HOUSE].pot))
    else:
        status[seat] = OUT
        out_deal = list(st[_OUT_DEAL])
        out_deal[seat] = st[_DEAL_NO]
        st[_OUT_DEAL] = tuple(out_deal)
        if events is not None:
            events.append(LifeDeclined(seat, life or ""))
    st[_STATUS] = tuple(status)
    if _next_in_queue(st):
        return
    options: Options = st[0]
    survivors = [s for s in range(n) if status[s] is not OUT]
    if len(survivors) == 1:
        _game_over(st, survivors[0], "last_survivor", events)
        return
    _next_deal(st, options, survivors, events)
