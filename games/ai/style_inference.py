"""Which cards another seat cannot hold, under each style it may be playing.

The perfect-information ceiling says where the expert's strength goes: given the true hands,
the same search wins 0.412 against three ``greedy`` seats, where it wins 0.270 sampling them
(README, "Eighth round").  Most of the gap is inference, and a style of play says a lot about
a hand: a greedy player who leads a plain card holds no trump and no higher plain card, and
one who throws a low card holds nothing cheaper.  The rule of thumb's own exclusions
(:func:`games.ai.inference.could_not_win`) are only right for the heuristic.

Here each style of :data:`games.ai.styles.MODEL_STYLES` gets its own exclusions.  A style
chooses its card by comparing candidates (the cheapest winner, the strongest lead, the
highest loser...), so a card ``x`` that the seat might have held is ruled out by a play of
``c`` when the style, choosing between ``c`` and ``x`` alone, takes ``x``.  For those
styles this pairwise test is exact up to the cards the seat itself hides (a card it sees as a
master because it holds the better one); for the heuristic, whose lead depends on suit
lengths, the exact exclusions of :mod:`games.ai.inference` are used instead.  A style is
*falsified* for a seat once the seat plays a card that style said it could not hold; the seat
is then not that style this hand.  The proposal leaves out, per seat, the cards that every
style not yet falsified excludes: early in a hand that is what the styles agree on, and once
the plays have falsified all but one, that style's exclusions.  A seat that no style explains
(a search bot, a person, the held-out style) gets no exclusions but its voids.

Everything is read from the observation (never the hidden state).
"""

from __future__ import annotations

from games.ai.inference import rule_of_thumb_exclusions
from games.ai.knowledge import Knowledge, obs_order, obs_trump, plays_as_indices
from games.ai.policy import higher_table, power_table
from games.ai.styles import MODEL_STYLES, style_card
from games.engine import Observation, Phase, SeatStatus
from games.engine.tricks import follow
from games.engine.tricks.cards import FULL_PACK_MASK

_DOG = SeatStatus.DOGS_LIFE
_PAIRWISE = tuple(s for s in MODEL_STYLES if s != "heuristic")
"""Styles whose exclusions come from the pairwise test (the heuristic has its own)."""


def style_exclusions(obs: Observation, know: Knowledge,
                     styles: tuple[str, ...] = MODEL_STYLES) -> tuple[int, ...]:
    """Per seat, the unknown cards that every style of ``styles`` not falsified by the seat's
    plays this hand says it does not hold (0 for this seat, a dog's-life seat, and a seat no
    style explains)."""
    n = obs.players
    me = obs.seat
    if obs.phase is not Phase.PLAY or me is None:
        return (0,) * n
    per_style: dict[str, tuple[list[int], list[bool]]] = {}
    for style in styles:
        if style == "heuristic":
            excluded, breakers = rule_of_thumb_exclusions(obs)
            per_style[style] = (excluded, [s in breakers for s in range(n)])
        elif style in _PAIRWISE:
            per_style[style] = _pairwise_exclusions(obs, style)
    out = []
    for s in range(n):
        if s == me or obs.status[s] is _DOG:
            out.append(0)
            continue
        live = [excl[s] for excl, falsified in per_style.values() if not falsified[s]]
        if not live:
            out.append(0)
            continue
        common = FULL_PACK_MASK
        for mask in live:
            common &= mask
        out.append(common & know.unknown)
    return tuple(out)


def _pairwise_exclusions(obs: Observation, style: str) -> tuple[list[int], list[bool]]:
    """Per seat, the cards ``style`` says it did not hold, and whether its plays falsify it."""
    me = obs.seat
    n = obs.players
    trump = obs_trump(obs)
    order = obs_order(obs)
    two_d = obs.options.two_of_diamonds
    power, suit = power_table(trump, order, two_d)
    higher = higher_table(trump, order, two_d)
    masks = follow.suit_masks(trump, two_d)
    trump_mask = masks[trump] if trump >= 0 else 0
    breaking = obs.options.trump_breaking and trump >= 0
    tricks = [(plays_as_indices(p), w) for p, w in obs.completed_tricks]
    tricks.append((plays_as_indices(obs.trick), None))
    mine = obs.hand_mask
    for plays, _w in tricks:
        for seat, card in plays:
            if seat == me and card >= 0:
                mine |= 1 << card  # this seat's cards this hand: nobody else held them
    excluded = [0] * n
    falsified = [False] * n
    won = [0] * n
    played = 0 if obs.turn_up is None else obs.turn_up.bit
    broken = False
    final = len(obs.completed_tricks) + 1 >= obs.hand_size
    for t, (plays, winner) in enumerate(tricks):
        so_far: tuple[tuple[int, int], ...] = ()
        led = -1
        last_trick = final and t == len(tricks) - 1
        size = len(plays) if winner is not None else None
        for pos, (seat, card) in enumerate(plays):
            if card >= 0 and excluded[seat] >> card & 1:
                falsified[seat] = True
            if (card >= 0 and seat != me and obs.status[seat] is not _DOG and not last_trick
                    and not falsified[seat]):
                last = size is not None and pos + 1 == size
                excluded[seat] |= _ruled_out(
                    style, card, ~mine & ~played & FULL_PACK_MASK & ~(1 << card), so_far, led,
                    played, trump, power, suit, higher, masks, breaking and not broken, last,
                    won[seat] > 0)
            if card >= 0:
                bit = 1 << card
                played |= bit
                if led < 0:
                    led = suit[card]
                if bit & trump_mask:
                    broken = True
            so_far += ((seat, card),)
        if winner is not None:
            won[winner] += 1
    return excluded, falsified


def _ruled_out(style: str, card: int, candidates: int, so_far: tuple[tuple[int, int], ...],
               led: int, played: int, trump: int, power: tuple[int, ...],
               suit: tuple[int, ...], higher: tuple[int, ...], masks: tuple[int, ...],
               must_break: bool, last: bool, secured: bool) -> int:
    """The ``candidates`` that ``style`` would have played rather than ``card``."""
    out = 0
    bit = 1 << card
    rest = candidates
    while rest:
        low = rest & -rest
        rest ^= low
        pair = bit | low
        legal = follow.legal_cards(pair, led, masks, trump, must_break)
        if legal != pair:
            continue  # one of the two would not be a choice: the voids say the rest
        x = low.bit_length() - 1
        cards = [card, x] if card < x else [x, card]
        unseen = FULL_PACK_MASK & ~pair & ~played
        if style_card(style, cards, so_far, trump, power, suit, higher, unseen, last,
                      secured) == x:
            out |= low
    return out


__all__ = ["style_exclusions"]
