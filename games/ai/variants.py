"""Rule-of-thumb choices for the decisions the house rules add.

:func:`variant_action` answers the new decision kinds from the observation alone and returns
``None`` for the ordinary ones (a card to play, trumps to choose), which the heuristic and
expert bots handle.  It is also the timeout default for a seat that does not decide in time.

The choices, and why:

* ``exchange``: discard the low cards that cannot win a trick (not a trump, not among the top
  three ranks of the order in force), lowest first, as many as allowed (at most three).  The
  replacements are random cards, on average better than a sure loser.
* ``declare_rainbow``: always declare.  Under ``wins_game`` it wins the game; under
  ``wins_hand`` it wins the hand, so the holder cannot be knocked out, and calls trumps.
* ``declare_no_picture``: declare whenever allowed: a hand with nothing above a ten rarely
  takes a trick, and a redeal is on average better.
* ``vote_trump``: the suit the voter holds most of; a knocked-out voter holds no cards, so it
  abstains (the most-tricks winner then chooses, which the texts allow).
* ``buy``: always buy.  Chips are net units that may go negative (there is no bankroll to run
  out of), and a life is the only way to stay in for the pot.
* ``play_blind``: knock while allowed and play the unseen card on the last trick: with no
  idea what the card is, waiting at least lets the seat see the others' cards fall, and the
  card must be played by the last trick anyway.
"""

from __future__ import annotations

import random

from games.engine.actions import (
    DECLARE,
    KNOCK,
    PLAY_BLIND,
    Action,
    Declare,
    Exchange,
    VoteTrump,
)
from games.engine.knockout.observation import Observation
from games.engine.tricks import follow
from games.engine.tricks.cards import CARDS, Card
from games.engine.tricks.rank_order import VALUE

VARIANT_DECISIONS = frozenset({"exchange", "declare_rainbow", "declare_no_picture",
                               "vote_trump", "buy", "play_blind"})


def variant_action(observation: Observation, rng: random.Random) -> Action | None:
    """A legal action for a house-rule decision, or ``None`` for an ordinary decision.

    ``rng`` is accepted for the bot interface; the choices are deterministic."""
    del rng
    legal = observation.legal_actions
    kind = observation.decision
    if not legal or kind not in VARIANT_DECISIONS:
        return None
    if kind in ("declare_rainbow", "declare_no_picture"):
        return DECLARE if any(isinstance(a, Declare) for a in legal) else legal[-1]
    if kind == "buy":
        return legal[0] if legal[0].kind == "buy" else legal[-1]
    if kind == "play_blind":
        return KNOCK if KNOCK in legal else PLAY_BLIND if PLAY_BLIND in legal else legal[0]
    if kind == "vote_trump":
        return _vote(observation, legal)
    return _exchange(observation, legal)


def _vote(observation: Observation, legal: tuple[Action, ...]) -> Action:
    counts = [0, 0, 0, 0]
    for card in observation.hand:
        counts[int(card.suit)] += 1
    best = max(range(4), key=lambda s: (counts[s], -s))
    for action in legal:
        if isinstance(action, VoteTrump) and (
                (counts[best] and action.suit is not None and int(action.suit) == best)
                or (not counts[best] and action.suit is None)):
            return action
    return legal[-1]


def sure_losers(observation: Observation) -> list[Card]:
    """The seat's cards that are neither trumps nor among the top three ranks, weakest first."""
    order = (0 if observation.aces_high else 1) | (2 if observation.reverse else 0)
    trump = follow.NO_TRUMP if observation.trump is None else int(observation.trump)
    return [CARDS[c] for c in loser_indices(observation.hand_mask, trump, order,
                                            observation.options.two_of_diamonds)]


def loser_indices(hand: int, trump: int, order: int, two_d: bool) -> list[int]:
    """:func:`sure_losers` of a bitmask hand, as card indices (the expert's exchange search
    has other seats exchange by this rule)."""
    values = VALUE[order]
    threshold = sorted(values[:13])[-3]
    losers = [c for c in range(52) if hand >> c & 1
              and values[c] < threshold
              and (trump == follow.NO_TRUMP or follow.effective_suit(c, trump, two_d) != trump)]
    return sorted(losers, key=lambda c: (values[c], c))


def _exchange(observation: Observation, legal: tuple[Action, ...]) -> Action:
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    if not exchanges:
        return legal[0]
    limit = max(len(a.cards) for a in exchanges)
    wanted = Exchange(tuple(sure_losers(observation)[:limit]))
    return wanted if wanted in exchanges else Exchange(()) if Exchange(()) in exchanges \
        else exchanges[0]
