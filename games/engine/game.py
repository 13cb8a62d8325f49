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
from games.engine.actions import KNOCK, PLAYS, Action, ChooseTrump, Knock, PlayCard
from games.engine.cards import Suit
from games.engine.errors import (
    CannotKnock,
    CardNotInHand,
    GameOver,
    InvalidSetup,
    MalformedAction,
    MustFollowSuit,
    MustPlayLastCard,
    NotYourTurn,
    TrumpOptionNotAllowed,
    TrumpsNotBroken,
    WrongDecision,
)
from games.engine.events import (
    CardPlayed,
    Cut,
    Dealt,
    Event,
    GameEnded,
    HandEnded,
    Knocked,
    Resigned,
    TrickWon,
    TrumpSet,
)
from games.engine.options import DEFAULT_OPTIONS, LeadRule, Options, TieRule
from games.engine.shuffle import shuffled_indices
from games.engine.state import FIELD, Phase, SeatStatus, Setup, State

IN, DOG, OUT = SeatStatus.IN, SeatStatus.DOGS_LIFE, SeatStatus.OUT
_PLAY = Phase.PLAY
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

# ``State._make`` without its length check: the field list always has every field.
_freeze: Callable[[list[Any]], State] = partial(tuple.__new__, State)  # type: ignore[arg-type]
_BITS = tuple(1 << c for c in range(52))

# Plays by suit and 13-bit suit pattern: turns a legal-card bitmask into the interned actions
# without a loop over the 52 cards.
_PLAYS_BY_PATTERN: tuple[tuple[tuple[PlayCard, ...], ...], ...] = tuple(
    tuple(tuple(PLAYS[s * 13 + r] for r in range(13) if pattern >> r & 1)
          for pattern in range(1 << 13))
    for s in range(4))


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
        (), (), -1, (), (), (0,) * n, False, -1, -1, (0,) * n, -1, (), (), (),
    ]
    events: list[Event] = []
    first = "final_no_trump" if options.deal_count == 1 and options.final_hand_no_trump \
        else "turn_up"
    _deal(st, options, setup, deal_no=1, hand_size=options.start_hand_size,
          dealer=setup.first_dealer, winner=-1, trump_source=first, events=events)
    return _freeze(st), tuple(events)


# --- legal actions ---------------------------------------------------------------------------
def legal_actions(state: State) -> tuple[Action, ...]:
    """Everything the seat to act may do; empty only when the game is over."""
    phase = state.phase
    if phase is Phase.PLAY:
        seat = state.to_act
        hand = state.hands[seat]
        if state.status[seat] is DOG:
            actions: tuple[Action, ...] = _plays(hand)
            if len(state.completed) + 1 < state.hand_size:
                actions += (KNOCK,)
            return actions
        return _plays(_legal_mask(state, hand))
    if phase is Phase.CHOOSE_TRUMP:
        return trump_choices(state.options)
    return ()


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
    table = _PLAYS_BY_PATTERN
    low = ((mask & -mask).bit_length() - 1) // 13
    if low == (mask.bit_length() - 1) // 13:  # one suit, as when following: one lookup
        return table[low][mask >> (13 * low)] if mask else ()
    out: tuple[PlayCard, ...] = ()
    for s in range(4):
        pattern = (mask >> (13 * s)) & 0x1FFF
        if pattern:
            out += table[s][pattern]
    return out


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
        if not isinstance(action, (PlayCard, Knock, ChooseTrump)):
            raise MalformedAction(f"{action!r} is not an action")
        raise WrongDecision(f"the game is waiting for {_DECISION[phase]}, not {action.kind}",
                            expected=str(phase), got=action.kind)
    return handler(state, action)


_DECISION = {Phase.PLAY: "a card to be played", Phase.CHOOSE_TRUMP: "trumps to be chosen"}


def _play_card(state: State, action: PlayCard) -> tuple[State, tuple[Event, ...]]:
    seat = state.to_act
    card = action.index
    bit = 1 << card
    hand = state.hands[seat]
    if not hand & bit:
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
    bit = 1 << card
    hands = list(st[_HANDS])
    hands[seat] ^= bit
    st[_HANDS] = tuple(hands)
    trump = st[_TRUMP]
    if st[_LED] < 0:
        st[_LED] = rules.effective_suit(card, trump, st[0].two_of_diamonds)
    if trump >= 0 and not st[_BROKEN] and bit & st[_SUITS][trump]:
        st[_BROKEN] = True
    if events is not None:
        events.append(_new_tuple(CardPlayed, (seat, card)))
    trick = st[_TRICK] + ((seat, card),)
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
    st[_PHASE] = Phase.PLAY
    st[_CHOOSER] = -1
    _start_trick(st, chooser if _leader_is_chooser(options, st[_DEAL_NO]) else
                 _first_leader(st, options))


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
                  events: list[Event] | None) -> None:
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
        events.append(TrickWon(winner, len(completed), trick))
    if len(completed) == st[_HAND_SIZE]:
        _end_hand(st, options, events)
        return
    # "The winner of a trick leads to the next trick"; a dog's-life winner has no card left, so
    # "the player on her left leads to the next trick".
    _start_trick(st, winner)


def _first_leader(st: list[Any], options: Options) -> int:
    """Who leads the first trick of a deal when the most-tricks winner does not."""
    if options.lead is LeadRule.DEALER_FIRST_DEAL and st[_DEAL_NO] == 1:
        return st[_DEALER]  # "Some play that the dealer also leads to the first trick"
    return st[_ELDEST]  # "The player on dealer's left leads to the first trick."


def _leader_is_chooser(options: Options, deal_no: int) -> bool:
    return deal_no > 1 and options.lead is not LeadRule.ELDEST


# --- end of a hand ---------------------------------------------------------------------------
def _end_hand(st: list[Any], options: Options, events: list[Event] | None) -> None:
    n = len(st[_HANDS])
    deal_no = st[_DEAL_NO]
    tricks = st[_TRICKS]
    status = list(st[_STATUS])
    out_deal = list(st[_OUT_DEAL])
    in_hand = [s for s in range(n) if status[s] is not OUT]
    resigned = st[_RESIGNED]
    if resigned:
        _end_hand_with_resignations(st, options, in_hand, events)
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
    for s in in_hand:
        if status[s] is DOG:
            if tricks[s]:
                status[s] = IN  # "dealt a normal hand on the next deal"
                restored.append(s)
            else:
                knocked.append(s)  # "she is knocked out of the game, like anyone else"
        elif tricks[s] == 0:
            if options.first_deal_safe and deal_no == 1:
                continue  # 004: "no one can be eliminated in the first deal"
            if options.dogs_life and not st[_DOGS_USED]:
                dogs.append(s)  # "the first player during the game who takes no tricks"
            else:
                knocked.append(s)
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
    _next_deal(st, options, in_hand, events)


def _end_hand_with_resignations(st: list[Any], options: Options, in_hand: list[int],
                                events: list[Event] | None) -> None:
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
        _end_hand(st, options, events)  # the ordinary rules for everyone still in
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
    return state._replace(resigned=state.resigned + (seat,)), (Resigned(seat),)


def _next_deal(st: list[Any], options: Options, in_hand: list[int],
               events: list[Event] | None) -> None:
    n = len(st[_HANDS])
    deal_no = st[_DEAL_NO] + 1
    tricks = st[_TRICKS]
    top = max(tricks[s] for s in in_hand)
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
         events: list[Event] | None) -> int:
    """Tied players cut; the highest rank wins and equal highest cards cut again."""
    setup: Setup = st[1]
    forced = [c.index for c in setup.forced_cut(deal_no)]
    rounds: list[tuple[tuple[int, int], ...]] = []
    contenders = list(seats)
    label = f"cut:{deal_no}"
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
    if events is not None:
        events.append(GameEnded(winner, positions, reason))


# --- dealing ---------------------------------------------------------------------------------
def _deal(st: list[Any], options: Options, setup: Setup, *, deal_no: int, hand_size: int,
          dealer: int, winner: int, trump_source: str, events: list[Event] | None) -> None:
    """Deal clockwise from the dealer's left, then settle trumps and who leads.

    Cards go one at a time round the table ("deals seven cards each, clockwise"); a player on
    a dog's life is "dealt just one card", in the first round."""
    n = len(st[_HANDS])
    status = st[_STATUS]
    order = [s for s in _ROTATIONS[n][(dealer + 1) % n] if status[s] is not OUT]
    hands_dealt: list[list[int]] = [[]] * n  # every seat dealt in gets its own list below
    forced = setup.forced_deal(deal_no) if setup.forced_deals else None
    label = f"deal:{deal_no}"
    pack = shuffled_indices(setup.seed, label)
    turn_up = -1
    if forced is not None or DOG in status:
        counts = {s: (1 if status[s] is DOG else hand_size) for s in order}
    if forced is not None and forced.hands is not None:
        label = "forced"
        if len(forced.hands) != n:
            raise InvalidSetup(f"forced deal {deal_no} must give a hand for each of {n} seats")
        used: set[int] = set()
        for s in range(n):
            cards = [c.index for c in forced.hands[s]]
            if len(cards) != counts.get(s, 0):
                raise InvalidSetup(f"forced deal {deal_no}: seat {s} must be dealt "
                                   f"{counts.get(s, 0)} cards, not {len(cards)}")
            hands_dealt[s] = cards
            used.update(cards)
        if forced.turn_up is not None:
            turn_up = forced.turn_up.index
            used.add(turn_up)
        if len(used) != sum(counts.values()) + (forced.turn_up is not None):
            raise InvalidSetup(f"forced deal {deal_no} repeats a card")
        stock = [c for c in pack if c not in used]
    else:
        if forced is not None and forced.deck is not None:
            label = "forced"
            pack = [c.index for c in forced.deck]
            named = set(pack)
            if len(named) != len(pack):
                raise InvalidSetup(f"forced deal {deal_no}: the deck repeats a card")
            pack += [c for c in range(52) if c not in named]
        m = len(order)
        if DOG in status:
            for s in order:
                hands_dealt[s] = []
            pos = 0
            for r in range(hand_size):
                for s in order:
                    if counts[s] > r:
                        hands_dealt[s].append(pack[pos])
                        pos += 1
        else:  # one card at a time round the table is a stride through the pack
            pos = m * hand_size
            for k, s in enumerate(order):
                hands_dealt[s] = pack[k:pos:m]
        stock = pack[pos:]
    hands = tuple(sum(map(_BITS.__getitem__, h)) for h in hands_dealt)
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
    st[_TRICK] = ()
    st[_TRICK_SEATS] = ()
    st[_LED] = -1
    if events is not None:
        events.append(Dealt(deal_no, dealer, hand_size, tuple(map(tuple, hands_dealt)), label))

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

    if trump_source == "chosen":
        # "The winner of most tricks on a hand chooses the trump suit on the next hand", after
        # seeing the new cards.
        st[_PHASE] = Phase.CHOOSE_TRUMP
        st[_CHOOSER] = winner
        st[_TO_ACT] = winner
        return
    st[_PHASE] = Phase.PLAY
    _start_trick(st, winner if _leader_is_chooser(options, deal_no) else
                 _first_leader(st, options))
