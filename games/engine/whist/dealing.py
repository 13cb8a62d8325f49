"""Dealing a classic Whist hand and settling its trumps (001 "Deal", "Determination of
Trumps").

The pack comes from the provably fair shuffle shared with Knock-Out Whist
(:func:`games.engine.tricks.shuffle.shuffled_indices`, label ``deal:N``), so the recipe of
docs/players/fair-deals.md recomputes every classic deal too: cards go one at a time clockwise
from the dealer's left, 13 rounds, and the 52nd card is the dealer's -- the turn-up when trumps
are turned.
"""

from __future__ import annotations

from games.engine.errors import InvalidSetup
from games.engine.events import Dealt
from games.engine.knockout.setup import ForcedDeal, Setup
from games.engine.tricks.cards import BITS
from games.engine.tricks.follow import NO_TRUMP
from games.engine.tricks.shuffle import shuffled_indices
from games.engine.whist.events import TrumpFixed
from games.engine.whist.options import PLAYERS, TrumpRule, WhistOptions

HAND_SIZE = 13
SEQUENCE = (2, 1, 3, 0)
"""001: "for the first deal hearts are trumps, for the second deal diamonds, then spades, then
clubs, then hearts again" (suit numbers: clubs 0, diamonds 1, hearts 2, spades 3)."""


def sequence_trump(options: WhistOptions, deal_no: int) -> int:
    """The fixed-sequence trump of ``deal_no`` (-1 for the no-trump fifth hand: 001 "every
    fifth hand is played without trumps")."""
    if options.no_trump_fifth:
        k = (deal_no - 1) % 5
        return NO_TRUMP if k == 4 else SEQUENCE[k]
    return SEQUENCE[(deal_no - 1) % 4]


def _forced_hands(forced: ForcedDeal, dealer: int, deal_no: int
                  ) -> tuple[list[list[int]], int]:
    """A forced deal's hands (13 each, no repeats) and its turn-up: the named ``turn_up``,
    which must be the dealer's, or else the dealer's last listed card."""
    hands = [[c.index for c in h] for h in forced.hands or ()]
    if len(hands) != PLAYERS or any(len(h) != HAND_SIZE for h in hands):
        raise InvalidSetup(f"forced deal {deal_no} must give each of the {PLAYERS} seats "
                           f"{HAND_SIZE} cards")
    if len({c for h in hands for c in h}) != PLAYERS * HAND_SIZE:
        raise InvalidSetup(f"forced deal {deal_no} repeats a card")
    if forced.turn_up is None:
        return hands, hands[dealer][-1]
    if forced.turn_up.index not in hands[dealer]:
        raise InvalidSetup(f"forced deal {deal_no}: the turn-up {forced.turn_up} must be one "
                           f"of the dealer's (seat {dealer}) cards")
    return hands, forced.turn_up.index


def deal_cards(setup: Setup, deal_no: int, dealer: int) -> tuple[list[list[int]], int, str]:
    """Per seat its cards in the order dealt, the dealer's last card, and the shuffle label
    (``forced`` for a set-up deal)."""
    forced = setup.forced_deal(deal_no)
    if forced is not None and forced.hands is not None:
        hands, last = _forced_hands(forced, dealer, deal_no)
        return hands, last, "forced"
    label = f"deal:{deal_no}"
    pack = shuffled_indices(setup.seed, label)
    if forced is not None and forced.deck is not None:
        label = "forced"
        named = [c.index for c in forced.deck]
        if len(set(named)) != len(named):
            raise InvalidSetup(f"forced deal {deal_no}: the deck repeats a card")
        pack = named + [c for c in pack if c not in set(named)]
    hands: list[list[int]] = [[] for _ in range(PLAYERS)]
    for k, card in enumerate(pack):  # "deals out all the cards one at a time"
        hands[(dealer + 1 + k) % PLAYERS].append(card)
    return hands, pack[-1], label


def deal(options: WhistOptions, setup: Setup, deal_no: int, dealer: int, events: list
         ) -> tuple[tuple[int, int, int, int], int, int]:
    """Deal ``deal_no``: the hands as bitmasks, the trump suit and the turn-up (-1 if none)."""
    hands, last, label = deal_cards(setup, deal_no, dealer)
    events.append(Dealt(deal_no, dealer, HAND_SIZE, tuple(tuple(h) for h in hands), label))
    m = [sum(BITS[c] for c in h) for h in hands]
    masks = (m[0], m[1], m[2], m[3])
    if options.trumps is TrumpRule.TURN_UP:
        # "The final card, which will belong to the dealer, is turned face up to indicate which
        # suit is trumps."
        events.append(TrumpFixed(deal_no, last // 13, "turn_up", last))
        return masks, last // 13, last
    trump = sequence_trump(options, deal_no)
    events.append(TrumpFixed(deal_no, trump, "sequence" if trump >= 0 else "no_trump"))
    return masks, trump, -1
