"""An opponent model that adapts: each other seat plays one of several styles, weighted by
how well each explains that seat's plays so far.

:func:`games.ai.inference.likelihood` scores a sampled deal by how often the heuristic would
have made the other seats' observed plays. Against players of another style, that weighting
draws deals that explain the heuristic's play, and these are the wrong deals. Here every
seat's plays are scored under each style of :data:`games.ai.styles.MODEL_STYLES` (the panel's
card styles less the held-out one). A deal's weight
is the product over the seats of the mixture ``sum_k prior_k * product(match or mismatch)``,
with a uniform prior. A seat whose plays one style explains is modelled by that style, and a
seat no style explains weighs every deal alike (the uniform fallback). This is Bayes' rule
over styles within the hand, the only history an observation holds.

With ``ExpertConfig.adaptive`` the model also plays: on each sampled deal every other seat
plays out the rest of the hand in the style that best explains its plays on that deal
(:func:`seat_styles`), where the plain search has every seat play the heuristic.
"""

from __future__ import annotations

from games.ai.inference import History, Likelihood
from games.ai.policy import dog_plays, higher_table, power_table
from games.ai.search_config import ExpertConfig
from games.ai.styles import MODEL_STYLES, style_card, style_trump
from games.engine.tricks import follow
from games.engine.tricks.cards import FULL_PACK_MASK, indices_from_mask


def style_weights(styles: tuple[str, ...], hist: History, hands: tuple[int, ...],
                  mismatch: float, floor: float = 0.0) -> list[list[float]] | None:
    """Per seat, per style of ``styles``: how well the style explains the seat's observed
    plays this hand on the deal ``hands`` (1, times ``mismatch`` for every play it would not
    make).  None once no assignment of styles can reach ``floor`` (rejection sampling stops
    early)."""
    k = len(styles)
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
            return None
    return per_style


def mixture_likelihood(styles: tuple[str, ...]) -> Likelihood:
    """The weight of a sampled deal under a uniform mixture of ``styles`` per seat."""
    k = len(styles)

    def weigh(hist: History, hands: tuple[int, ...], mismatch: float, floor: float = 0.0
              ) -> float:
        per_style = style_weights(styles, hist, hands, mismatch, floor)
        if per_style is None:
            return 0.0
        weight = 1.0
        for weights in per_style:
            weight *= sum(weights) / k
        return weight

    return weigh


def seat_styles(hist: History | None, hands: tuple[int, ...], mismatch: float,
                styles: tuple[str, ...] = MODEL_STYLES) -> tuple[str, ...] | None:
    """Per seat, the style that best explains its plays on the deal ``hands``: the one each
    other seat plays in the playouts of that deal (``ExpertConfig.adaptive``).  A tie goes to
    the earlier style, so a seat with nothing to explain yet plays the heuristic."""
    if hist is None:
        return None
    per_style = style_weights(styles, hist, hands, mismatch)
    assert per_style is not None
    return tuple(styles[max(range(len(styles)), key=lambda j: (w[j], -j))]
                 for w in per_style)


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
    return _MIXTURE if config.mixture or config.adaptive else None


_MIXTURE = mixture_likelihood(MODEL_STYLES)

__all__ = ["mixture_likelihood", "opponent_model", "seat_styles", "style_weights"]
