"""Dealing a hand: who deals, the cards, where trumps come from and who leads.

Quotes are from the pagat page, ``shared/rules/004_cda4be257ddbf1c5.txt``, unless another file
is named.
"""

from __future__ import annotations

from typing import Any

from games.engine.errors import InvalidSetup
from games.engine.events import Dealt, TrumpSet
from games.engine.knockout import registry
from games.engine.knockout.game_end import cut
from games.engine.knockout.registry import Events
from games.engine.knockout.setup import ForcedDeal, Setup
from games.engine.knockout.state import NO_HOUSE, SeatStatus, TrumpSource
from games.engine.knockout.turns import ROTATIONS
from games.engine.options import LeadRule, Options, TieRule
from games.engine.tricks.cards import BITS
from games.engine.tricks.follow import NO_TRUMP, suit_masks
from games.engine.tricks.rank_order import RankOrder
from games.engine.tricks.shuffle import shuffled_indices

DOG, OUT = SeatStatus.DOGS_LIFE, SeatStatus.OUT


def first_leader(st: Any, options: Options) -> int:
    """Who leads the first trick of a deal when the most-tricks winner does not."""
    if options.lead is LeadRule.DEALER_FIRST_DEAL and st.deal_no == 1:
        return st.dealer  # "Some play that the dealer also leads to the first trick"
    return st.eldest  # "The player on dealer's left leads to the first trick."


def leader_is_chooser(options: Options, deal_no: int) -> bool:
    """Whether whoever chose (or would have chosen) trumps leads the first trick of the deal."""
    return deal_no > 1 and options.lead is not LeadRule.ELDEST


def first_trump_source(options: Options) -> TrumpSource:
    """The first deal turns a card up, unless it is already the final one-card hand."""
    if options.deal_count == 1 and options.final_hand_no_trump:
        return TrumpSource.FINAL_NO_TRUMP
    return TrumpSource.TURN_UP


def _next_trump_source(options: Options, deal_no: int, tied: int) -> TrumpSource:
    if deal_no >= options.deal_count and options.final_hand_no_trump:
        # 003: "The one-card final round is played no-trump"; the more specific rule, so it
        # also overrides a fixed trump.
        return TrumpSource.FINAL_NO_TRUMP
    if options.fixed_trump:
        return TrumpSource.FIXED  # 003: the first round's trump "stays the same ... every round"
    if tied > 1 and options.tie is TieRule.TURN_CARD:
        # 004: "trumps are determined in the next deal by turning a card"
        return TrumpSource.TURN_UP
    return TrumpSource.CHOSEN


def next_deal(st: Any, options: Options, in_hand: list[int], events: Events,
              calls_trump: int = -1) -> None:
    """Deal the next hand; ``calls_trump`` is the rainbow holder who takes the most-tricks
    winner's place (002: the rainbow "wins that round")."""
    n = len(st.hands)
    deal_no = st.deal_no + 1
    tricks = st.tricks
    if calls_trump >= 0:
        tied = [calls_trump]
    else:
        top = max([tricks[s] for s in in_hand])
        tied = [s for s in in_hand if tricks[s] == top]
    source = _next_trump_source(options, deal_no, len(tied))
    winner = tied[0]
    chosen = source is TrumpSource.CHOSEN
    if len(tied) > 1 and (chosen or options.lead is not LeadRule.ELDEST):
        # "the players involved in the tie cut cards for the right to choose trumps"
        winner = cut(st, deal_no - 1, tied, "trump" if chosen else "lead", events)

    if options.lead in (LeadRule.DEALER_FIRST_DEAL, LeadRule.WINNER_FROM_DEAL_TWO):
        dealer = winner  # "the winner not only chooses trumps but also deals"
    elif options.dealer_fairness:
        # "if the player to dealer's left is knocked out, this player should deal the next hand
        # before leaving the game": the deal always passes to the previous eldest hand.
        dealer = st.eldest
    else:
        status = st.status
        dealer = next(s % n for s in range(st.dealer + 1, st.dealer + 1 + n)
                      if status[s % n] is not OUT)
    deal(st, options, st.setup, deal_no=deal_no, hand_size=st.hand_size - 1, dealer=dealer,
         winner=winner, trump_source=source, events=events)


def deal_forced_hands(hands_dealt: list[list[int]], forced: ForcedDeal, pack: list[int],
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


def _deal_pack(hands_dealt: list[list[int]], pack: list[int], order: tuple[int, ...],
               status: tuple[SeatStatus, ...], hand_size: int) -> list[int]:
    """Deal ``pack`` into ``hands_dealt``; returns the stock.  One card at a time round the
    table is a stride through the pack.  A dog's-life seat takes its one card in the first
    round; the later rounds skip it."""
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
    return pack[pos:]


def deal(st: Any, options: Options, setup: Setup, *, deal_no: int, hand_size: int,
         dealer: int, winner: int, trump_source: TrumpSource, events: Events,
         redeal: int = 0) -> None:
    """Deal clockwise from the dealer's left, then settle trumps and who leads.

    Cards go one at a time round the table ("deals seven cards each, clockwise"); a player on
    a dog's life is "dealt just one card", in the first round.  ``redeal`` K > 0 deals the same
    deal again after "no picture, no play" from the pack of label ``deal:N:redeal:K`` (a forced
    deal applies to the first dealing only)."""
    n = len(st.hands)
    status = st.status
    order = ROTATIONS[n][(dealer + 1) % n]
    if OUT in status:
        order = tuple([s for s in order if status[s] is not OUT])
    forced = setup.forced_deal(deal_no) if setup.forced_deals and not redeal else None
    label = f"deal:{deal_no}" if not redeal else f"deal:{deal_no}:redeal:{redeal}"
    pack = shuffled_indices(setup.seed, label)
    turn_up = -1
    hands_dealt: list[list[int]] = [[]] * n  # every seat dealt in gets its own list below
    if forced is not None and forced.hands is not None:
        label = "forced"
        stock, turn_up = deal_forced_hands(hands_dealt, forced, pack, order, status,
                                           deal_no, hand_size)
    else:
        if forced is not None and forced.deck is not None:
            label = "forced"
            pack = [c.index for c in forced.deck]
            named = set(pack)
            if len(named) != len(pack):
                raise InvalidSetup(f"forced deal {deal_no}: the deck repeats a card")
            pack += [c for c in range(52) if c not in named]
        stock = _deal_pack(hands_dealt, pack, order, status, hand_size)
    hands = tuple([sum([BITS[c] for c in h]) for h in hands_dealt])
    st.deal_no = deal_no
    st.hand_size = hand_size
    st.dealer = dealer
    st.eldest = order[0]
    st.hands = hands
    st.tricks = (0,) * n
    st.completed = ()
    st.winners = ()
    st.broken = False
    st.turn_up = -1
    st.trump_chooser = -1
    st.trick = ()
    st.trick_seats = ()
    st.led = -1
    blind_seats = registry.lives_rule(options).blind_seats(st, order) if DOG in status else ()
    if events is not None:
        events.append(Dealt(deal_no, dealer, hand_size, tuple(map(tuple, hands_dealt)), label,
                            blind_seats))
    _set_trumps(st, trump_source, turn_up, stock, events)
    st.suits = suit_masks(st.trump, options.two_of_diamonds)
    leader = winner if leader_is_chooser(options, deal_no) else first_leader(st, options)
    # "The winner of most tricks on a hand chooses the trump suit on the next hand", after
    # seeing the new cards: ``chooser`` names who will choose while any earlier stage runs.
    st.chooser = winner if trump_source is TrumpSource.CHOSEN else -1
    if st.house is not NO_HOUSE or options.house_rules:
        blind = 0
        for s in blind_seats:  # 004: "This time the player cannot look at the card"
            blind |= hands[s]
        st.house = st.house._replace(queue=(), leader=leader, discards=(), exchanged=(),
                                     redeals=redeal, declared=(), votes=(), blind=blind)
    registry.continue_deal(st, events, leader=leader)


def _set_trumps(st: Any, source: TrumpSource, turn_up: int, stock: list[int],
                events: Events) -> None:
    """Trumps as the deal settles them (a chosen or voted trump comes later); the stock is what
    is left after any turn-up."""
    deal_no = st.deal_no
    if source is TrumpSource.TURN_UP:
        if turn_up < 0:
            turn_up = stock.pop(0)  # "The uppermost of the undealt cards is turned face upwards"
        st.turn_up = turn_up
        st.trump = turn_up // 13
        st.order = RankOrder.NORMAL
        if events is not None:
            events.append(TrumpSet(deal_no, turn_up // 13, RankOrder.NORMAL, source,
                                   card=turn_up))
    elif source is TrumpSource.FINAL_NO_TRUMP:
        st.trump = NO_TRUMP  # 003: "The one-card final round is played no-trump"
        st.order = RankOrder.NORMAL
        if events is not None:
            events.append(TrumpSet(deal_no, NO_TRUMP, RankOrder.NORMAL, source))
    elif source is TrumpSource.FIXED and events is not None:
        events.append(TrumpSet(deal_no, st.trump, st.order, source))
    st.stock = tuple(stock)
