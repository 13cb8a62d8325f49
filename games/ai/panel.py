"""An opponent panel: styles of play the expert was not built around.

The expert's inference and playouts assume the other seats play like :mod:`games.ai.heuristic`,
so beating three heuristic seats says little about beating people. These bots each play one
recognisable human style. Like every bot they see only their seat's observation and answer
with one of its legal actions. The house-rule decisions (exchange, declarations, votes,
buying a life) go to the shared :func:`games.ai.variants.variant_action`, because the styles
differ in card play and the trump choice, which is where the rules texts' advice lies.

* ``greedy``: wins every trick it can, as cheaply as it can, and leads its highest card.
* ``cautious``: makes sure of one trick (004: a player who takes no trick is out), then ducks
  under the best card so far and keeps its winners for later hands' trump choice. It leads low.
* ``trumper``: chooses the longest suit with the most honours, leads trumps from the top, and
  ruffs as high as it can.
* ``noisy``: the heuristic with an error rate (``NOISY_ERROR`` of its decisions random).
* ``scout``: a flat Monte Carlo search with random playouts, a search style unlike the
  expert's heuristic-guided ISMCTS. It reuses the expert with uniform playouts and a small
  budget.
* ``random``.

``HELD_OUT`` is never used to tune or train anything; :mod:`games.ai.arena` reports it apart.
"""

from __future__ import annotations

import random

from games.ai.expert import ExpertBot
from games.ai.heuristic import choose_trump_action, heuristic_action
from games.ai.knowledge import knowledge_from, obs_order, obs_trump
from games.ai.policy import best_in_trick, higher_table, power_table, trick_score
from games.ai.search_config import ExpertConfig
from games.ai.styles import HELD_OUT, style_card, style_trump
from games.ai.variants import variant_action
from games.engine import Observation, Phase, SeatStatus
from games.engine.actions import KNOCK, PLAYS, Action, ChooseTrump, Knock, PlayCard

PANEL: tuple[str, ...] = ("greedy", "cautious", "trumper", "noisy", "scout", "random")
"""The panel's styles, in the order the arena seats them."""

NOISY_ERROR = 0.25
"""How often the ``noisy`` style plays a random legal action instead of the heuristic's."""

SCOUT_BUDGET_MS = 40.0


def style_play(style: str, obs: Observation) -> Action:
    """The card (or knock) of ``style`` for the seat to act, from its observation."""
    plays = [a.index for a in obs.legal_actions if isinstance(a, PlayCard)]
    trump = obs_trump(obs)
    order = obs_order(obs)
    two_d = obs.options.two_of_diamonds
    power, suit = power_table(trump, order, two_d)
    trick = tuple((s, -1 if c is None else c.index) for s, c in obs.trick)
    me = obs.seat
    assert me is not None and plays
    can_knock = any(isinstance(a, Knock) for a in obs.legal_actions)
    if obs.status[me] is SeatStatus.DOGS_LIFE and can_knock:
        # Every style plays its one card on a dog's life if it wins now, and knocks otherwise.
        led, best = best_in_trick(trick, trump, power, suit)
        wins = led >= 0 and trick_score(plays[0], led, trump, power, suit) > best
        return PLAYS[plays[0]] if wins else KNOCK
    if len(plays) == 1:
        return PLAYS[plays[0]]
    acted = {s for s, _c in trick}
    last = not any(s != me and s not in acted and obs.hand_counts[s] > 0
                   for s in range(obs.players))
    return PLAYS[style_card(style, plays, trick, trump, power, suit,
                            higher_table(trump, order, two_d), knowledge_from(obs).unknown,
                            last, obs.tricks[me] > 0)]


def style_trump_action(style: str, obs: Observation) -> Action:
    """``style``'s trump suit in the normal rank order, as one of the legal actions."""
    suit = style_trump(style, obs.hand_mask)
    for action in obs.legal_actions:
        if isinstance(action, ChooseTrump) and action.suit is not None and \
                int(action.suit) == suit and action.order == obs_order(obs):
            return action
    return choose_trump_action(obs)


class StyleBot:
    """A panel style: its own card play and trump choice, the shared house-rule answers."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._scout = (ExpertBot(ExpertConfig(
            budget_ms=SCOUT_BUDGET_MS, epsilon=1.0, opp_epsilon=1.0, mismatch=1.0,
            use_constraints=False, use_chooser=False, exact_own_cards=0), name)
                       if name == "scout" else None)

    def choose_action(self, observation: Observation, *, rng: random.Random) -> Action:
        if self.name == "random":
            legal = observation.legal_actions
            return legal[rng.randrange(len(legal))]
        if self.name == "noisy":
            if rng.random() < NOISY_ERROR:
                legal = observation.legal_actions
                return legal[rng.randrange(len(legal))]
            return heuristic_action(observation)
        if self._scout is not None:
            return self._scout.choose_action(observation, rng=rng)
        chosen = variant_action(observation, rng)
        if chosen is not None:
            return chosen
        if observation.phase is Phase.CHOOSE_TRUMP:
            return (style_trump_action(self.name, observation) if self.name == "trumper"
                    else choose_trump_action(observation))
        return style_play(self.name, observation)


def panel_bot(style: str) -> StyleBot:
    if style not in PANEL:
        raise ValueError(f"unknown panel style {style!r}; styles: {', '.join(PANEL)}")
    return StyleBot(style)


__all__ = ["HELD_OUT", "PANEL", "StyleBot", "panel_bot"]
