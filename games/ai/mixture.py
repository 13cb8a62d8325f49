"""An opponent model that adapts: each other seat plays one of several styles, weighted by
how well each explains that seat's plays so far (issue 20).

:func:`games.ai.inference.likelihood` scores a sampled deal by how often the heuristic would
have made the other seats' observed plays. Against players of another style, that weighting
draws deals that explain the heuristic's play, and these are the wrong deals. Here every
seat's plays are scored under each style of :data:`games.ai.styles.STYLES`. A deal's weight
is the product over the seats of the mixture ``sum_k prior_k * product(match or mismatch)``,
with a uniform prior. A seat whose plays one style explains is modelled by that style, and a
seat no style explains weighs every deal alike (the uniform fallback). This is Bayes' rule
over styles within the hand, the only history an observation holds.
"""

from __future__ import annotations

from games.ai.inference import History, Likelihood
from games.ai.policy import dog_plays, higher_table, power_table
from games.ai.search_config import ExpertConfig
from games.ai.styles import STYLES, style_card, style_trump
from games.engine.tricks import follow
from games.engine.tricks.cards import FULL_PACK_MASK, indices_from_mask


def mixture_likelihood(styles: tuple[str, ...]) -> Likelihood:
    """The weight of a sampled deal under a uniform mixture of ``styles`` per seat."""
    k = len(styles)

    def weigh(hist: History, hands: tuple[int, ...], mismatch: float, floor: float = 0.0
              ) -> float:
        trump = hist.trump
        two_d = hist.two_d
        power, suit = power_table(trump, hist.order, two_d)
        higher = higher_table(trump, hist.order, two_d)
        masks = follow.suit_masks(trump, two_d)
        trump_mask = masks[trump] if trump >= 0 else 0
        held = [h | p for h, p in zip(hands, hist.played_by, strict=True)]
        me = hist.me
        n = len(hands)
        per_style = [[1.0] * k for _ in range(n)]
        if hist.chooser >= 0:
            for j, style in enumerate(styles):
                if style_trump(style, held[hist.chooser], hist.order) != trump:
                    per_style[hist.chooser][j] *= mismatch
        ignore = hist.ignore
        played = hist.visible
        broken = False
        won = [0] * n
        for t, (plays, size) in enumerate(hist.tricks):
            so_far: tuple[tuple[int, int], ...] = ()
            led = -1
            final = t + 1 >= hist.hand_size
            for pos, (seat, card) in enumerate(plays):
                hand = held[seat]
                if seat != me and not final and seat not in ignore:
                    _score(per_style[seat], styles, mismatch, hist, hand, played, so_far, led,
                           card, broken, pos + 1 == size, won[seat] > 0, hist.dogs[seat],
                           power, suit, higher, masks)
                if card >= 0:
                    bit = 1 << card
                    held[seat] = hand & ~bit
                    played |= bit
                    if led < 0:
                        led = suit[card]
                    if bit & trump_mask:
                        broken = True
                so_far += ((seat, card),)
            if t < len(hist.winners):
                won[hist.winners[t]] += 1
            if floor > 0.0 and _bound(per_style) < floor:
                return 0.0
        weight = 1.0
        for weights in per_style:
            weight *= sum(weights) / k
        return weight

    return weigh


def _score(weights: list[float], styles: tuple[str, ...], mismatch: float, hist: History,
           hand: int, played: int, so_far: tuple[tuple[int, int], ...], led: int, card: int,
           broken: bool, last: bool, secured: bool, dog: bool, power: tuple[int, ...],
           suit: tuple[int, ...], higher: tuple[int, ...], masks: tuple[int, ...]) -> None:
    """Multiply each style's weight by 1 if it makes this observed play, else ``mismatch``."""
    trump = hist.trump
    unseen = FULL_PACK_MASK & ~hand & ~played
    if dog:
        # Every style plays a dog's-life card that wins now (a lead: a master trump) and
        # knocks otherwise, as :func:`games.ai.inference.likelihood` scores it.
        mine = hand.bit_length() - 1
        if mine < 0:
            return
        if dog_plays(mine, so_far, trump, power, suit, higher, unseen) != (card >= 0):
            for j in range(len(weights)):
                weights[j] *= mismatch
        return
    legal = follow.legal_cards(hand, led, masks, trump, hist.trump_breaking and not broken)
    if not legal & (legal - 1):
        return  # one legal card: no choice to explain
    cards = indices_from_mask(legal)
    for j, style in enumerate(styles):
        if style_card(style, cards, so_far, trump, power, suit, higher, unseen, last,
                      secured) != card:
            weights[j] *= mismatch


def _bound(per_style: list[list[float]]) -> float:
    """An upper bound of the final weight: each seat's best style with all the prior on it."""
    bound = 1.0
    for weights in per_style:
        bound *= max(weights)
    return bound


def opponent_model(config: ExpertConfig) -> Likelihood | None:
    """The likelihood the search weights its deals with (None: the heuristic's alone)."""
    return _MIXTURE if config.mixture else None


_MIXTURE = mixture_likelihood(STYLES)

__all__ = ["mixture_likelihood", "opponent_model"]
