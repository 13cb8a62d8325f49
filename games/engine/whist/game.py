"""The public entry points of classic Whist: start a game, list the legal actions, apply one.

The same names and shapes as Knock-Out Whist's (:mod:`games.engine.knockout.game`):
``new_game(players, options, setup) -> (state, events)``, ``legal_actions(state)``,
``apply(state, action, *, seat=None) -> (state, events)``.  The only action is a card
(``{"type": "play", "card": "QH"}``).  Following suit and the trick winner are the shared
implementations of :mod:`games.engine.tricks.follow`; quotes are from 001.
"""

from __future__ import annotations

from games.engine.actions import (
    ACCEPT_CLAIM,
    ACTION_TYPES,
    PLAYS,
    REFUSE_CLAIM,
    AcceptClaim,
    Action,
    Claim,
    PlayCard,
    RefuseClaim,
)
from games.engine.errors import (
    CardNotInHand,
    GameOver,
    MalformedAction,
    MustFollowSuit,
    NotYourTurn,
    WrongDecision,
)
from games.engine.events import CardPlayed, Resigned, TrickWon
from games.engine.knockout.setup import Setup
from games.engine.tricks.cards import BITS, Suit
from games.engine.tricks.follow import legal_cards, suit_masks, trick_winner
from games.engine.tricks.rank_order import RankOrder
from games.engine.whist.claims import claim_certain
from games.engine.whist.dealing import HAND_SIZE, deal
from games.engine.whist.events import ClaimAnswered, ClaimMade, ClaimSettled, MatchEnded
from games.engine.whist.options import DEFAULT_OPTIONS, PLAYERS, WhistOptions
from games.engine.whist.scoring import positions, settle_hand
from games.engine.whist.state import WhistPhase, WhistState

__all__ = ["apply", "legal_actions", "legal_card_mask", "new_game", "resign"]

_NORMAL = RankOrder.NORMAL


def _dealt(state: WhistState, deal_no: int, dealer: int, events: list) -> WhistState:
    hands, trump, turn_up = deal(state.options, state.setup, deal_no, dealer, events)
    leader = (dealer + 1) % PLAYERS  # "The player to the dealer's left leads to the first trick."
    return state._replace(
        phase=WhistPhase.PLAY, deal_no=deal_no, dealer=dealer, hands=hands, dealt=hands,
        trump=trump, suits=suit_masks(trump, False), turn_up=turn_up, leader=leader, trick=(),
        led=-1, completed=(), winners=(), tricks=(0, 0, 0, 0), to_act=leader)


def new_game(players: int = PLAYERS, options: WhistOptions = DEFAULT_OPTIONS,
             setup: Setup | None = None) -> tuple[WhistState, tuple]:
    """Seat four players (0 and 2 against 1 and 3) and deal the first hand; the first dealer is
    ``setup.first_dealer`` (the service draws it from the seed, see :mod:`games.record`)."""
    setup = setup or Setup()
    options.validate(players)
    setup.validate(players)
    blank = WhistState(
        options=options, setup=setup, phase=WhistPhase.PLAY, deal_no=0, game_no=1,
        dealer=setup.first_dealer, hands=(0, 0, 0, 0), dealt=(0, 0, 0, 0), trump=-1,
        suits=suit_masks(-1, False), turn_up=-1, leader=-1, trick=(), led=-1, completed=(),
        winners=(), tricks=(0, 0, 0, 0), to_act=-1, scores=(0, 0), games=(0, 0),
        totals=(0, 0), winner=-1, positions=())
    events: list = []
    return _dealt(blank, 1, setup.first_dealer, events), tuple(events)


def legal_card_mask(state: WhistState) -> int:
    """001: "Players must follow suit by playing a card of the same suit as the card led if
    they can; a player with no card of the suit led may play any card."  "Any card may be
    led."  (No trump-breaking rule in classic Whist.)"""
    return legal_cards(state.hands[state.to_act], state.led, state.suits, state.trump, False)


def legal_actions(state: WhistState) -> tuple[Action, ...]:
    """The cards the seat to act may play, in index order; accept or refuse while a claim waits
    for its answer; empty once the game is over.  A claim is not listed: it is open to the seat
    to play at any time (``can_claim``), and is never a move one must weigh against a card."""
    if state.phase is WhistPhase.GAME_OVER:
        return ()
    if state.phase is WhistPhase.ANSWER_CLAIM:
        return (ACCEPT_CLAIM, REFUSE_CLAIM)
    mask = legal_card_mask(state)
    return tuple(PLAYS[c] for c in range(52) if mask >> c & 1)


def apply(state: WhistState, action: Action, *, seat: int | None = None
          ) -> tuple[WhistState, tuple]:
    """The state after ``action`` by the seat to act, and the events it caused.  ``seat``,
    when given, is who is trying to act (anyone else gets :class:`NotYourTurn`)."""
    if state.phase is WhistPhase.GAME_OVER:
        raise GameOver("the game is over")
    if seat is not None and seat != state.to_act:
        raise NotYourTurn(f"it is seat {state.to_act}'s turn, not seat {seat}'s",
                          seat=seat, to_act=state.to_act)
    if state.phase is WhistPhase.ANSWER_CLAIM:
        if type(action) in (AcceptClaim, RefuseClaim):
            return _claim_answer(state, type(action) is AcceptClaim)
        if not isinstance(action, ACTION_TYPES):
            raise MalformedAction(f"{action!r} is not an action")
        raise WrongDecision("the game is waiting for an answer to a claim (accept_claim or "
                            f"refuse_claim), not {action.kind}", expected=str(state.phase),
                            got=action.kind)
    if type(action) is Claim:
        return _claim(state)
    if type(action) is not PlayCard:
        if not isinstance(action, ACTION_TYPES):
            raise MalformedAction(f"{action!r} is not an action")
        raise WrongDecision(f"the game is waiting for a card to be played, not {action.kind}",
                            expected=str(state.phase), got=action.kind)
    me = state.to_act
    card = action.index
    if not state.hands[me] & BITS[card]:
        raise CardNotInHand(f"{action.card} is not in seat {me}'s hand", card=str(action.card))
    if not legal_card_mask(state) & BITS[card]:
        raise MustFollowSuit(f"seat {me} holds {Suit(state.led).name.lower()} and must follow "
                             "suit", led=str(Suit(state.led)), card=str(action.card))
    return play_card(state, card)


def play_card(state: WhistState, card: int) -> tuple[WhistState, tuple]:
    """Play a checked card: the trick grows, or is won and the next one (or deal) begins."""
    me = state.to_act
    events: list = [CardPlayed(me, card)]
    hands = list(state.hands)
    hands[me] ^= BITS[card]
    trick = state.trick + ((me, card),)
    led = state.led if state.led >= 0 else card // 13
    if len(trick) < PLAYERS:
        return state._replace(hands=tuple(hands), trick=trick, led=led,
                              to_act=(me + 1) % PLAYERS), tuple(events)
    # "The trick is won by the highest trump in it - or if it contains no trump, by the highest
    # card of the suit led.  The winner of a trick leads to the next."
    winner = trick_winner(trick, state.trump, _NORMAL, False)
    tricks = list(state.tricks)
    tricks[winner] += 1
    completed = state.completed + (trick,)
    events.append(TrickWon(winner, len(completed), trick))
    state = state._replace(hands=tuple(hands), trick=(), led=-1, completed=completed,
                           winners=state.winners + (winner,), tricks=tuple(tricks),
                           leader=winner, to_act=winner)
    if len(completed) < HAND_SIZE:
        return state, tuple(events)
    return _end_hand(state, events), tuple(events)


def _claim(state: WhistState) -> tuple[WhistState, tuple]:
    """The seat to play claims the rest (the trick in play included) and shows its hand.  001
    has no rule on claims: this is service practice, as at Bridge.  A claim the server proves
    (:func:`claim_certain`) is settled at once; any other waits for both opponents, starting
    with the one on the claimer's left."""
    me = state.to_act
    certain = claim_certain(state, me)
    shown = tuple(c for c in range(52) if state.hands[me] >> c & 1)
    events: list = [ClaimMade(me, shown, state.tricks_left, certain)]
    if certain:
        return _claim_won(state, me, "certain", events), tuple(events)
    return state._replace(phase=WhistPhase.ANSWER_CLAIM, claimer=me, claim_accepted=(),
                          to_act=(me + 1) % PLAYERS), tuple(events)


def _claim_answer(state: WhistState, accepted: bool) -> tuple[WhistState, tuple]:
    """Both opponents must accept; one refusal is enough to go on playing, with the claimer
    to play as before the claim."""
    me, claimer = state.to_act, state.claimer
    events: list = [ClaimAnswered(me, accepted)]
    if not accepted:
        events.append(ClaimSettled(claimer, state.tricks_left, "refused"))
        return state._replace(phase=WhistPhase.PLAY, claimer=-1, claim_accepted=(),
                              to_act=claimer), tuple(events)
    agreed = (*state.claim_accepted, me)
    if len(agreed) < 2:
        return state._replace(claim_accepted=agreed, to_act=(me + 2) % PLAYERS), tuple(events)
    state = state._replace(phase=WhistPhase.PLAY, claimer=-1, claim_accepted=(),
                           to_act=claimer)
    return _claim_won(state, claimer, "agreed", events), tuple(events)


def _claim_won(state: WhistState, claimer: int, outcome: str, events: list) -> WhistState:
    """The claimer's seat takes every trick left; the cards still held are not played."""
    left = state.tricks_left
    events.append(ClaimSettled(claimer, left, outcome))
    tricks = list(state.tricks)
    tricks[claimer] += left
    state = state._replace(tricks=(tricks[0], tricks[1], tricks[2], tricks[3]), trick=(),
                           led=-1, to_act=claimer)
    return _end_hand(state, events)


def _end_hand(state: WhistState, events: list) -> WhistState:
    """"When all 13 tricks have been played" the hand is scored; then the deal "passes
    clockwise" (to the dealer's left) unless the game is over."""
    settled = settle_hand(state.options, state.deal_no, state.game_no, state.tricks,
                          state.dealt, state.trump, state.scores, state.games, state.totals,
                          events)
    state = state._replace(scores=settled.scores, games=settled.games, totals=settled.totals,
                           game_no=settled.game_no)
    if settled.over:
        return state._replace(phase=WhistPhase.GAME_OVER, to_act=-1, winner=settled.winner,
                              positions=positions(settled.winner))
    return _dealt(state, state.deal_no + 1, (state.dealer + 1) % PLAYERS, events)


def resign(state: WhistState, seat: int) -> tuple[WhistState, tuple]:
    """``seat`` gives up, and with it its side: a partnership cannot play on three-handed, so
    the other side wins the game (rubber, tournament) at once (reason ``resignation``).  001
    has no rule for it; see ``games/engine/variants.md``."""
    if state.phase is WhistPhase.GAME_OVER:
        raise GameOver("the game is over")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < PLAYERS:
        raise MalformedAction(f"there is no seat {seat!r}")
    winner = 1 - seat % 2
    done = positions(winner)
    events = (Resigned(seat), MatchEnded(winner, done, "resignation"))
    return state._replace(phase=WhistPhase.GAME_OVER, to_act=-1, winner=winner,
                          positions=done), events
