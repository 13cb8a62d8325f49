"""An opponent panel: styles of play the expert was not built around (issue 20).

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
from dataclasses import dataclass

from games.ai.expert import ExpertBot
from games.ai.heuristic import choose_trump_action, heuristic_action, high_card_points
from games.ai.knowledge import knowledge_from, obs_order, obs_trump
from games.ai.policy import best_in_trick, cheapest, power_table, trick_score
from games.ai.search_config import ExpertConfig
from games.ai.variants import variant_action
from games.engine import Observation, Phase, SeatStatus
from games.engine.actions import KNOCK, PLAYS, Action, ChooseTrump, Knock, PlayCard

PANEL: tuple[str, ...] = ("greedy", "cautious", "trumper", "noisy", "scout", "random")
"""The panel's styles, in the order the arena seats them."""

HELD_OUT = "trumper"
"""The style kept out of every tuning and training run, reported on its own."""

NOISY_ERROR = 0.25
"""How often the ``noisy`` style plays a random legal action instead of the heuristic's."""

SCOUT_BUDGET_MS = 40.0


@dataclass(frozen=True, slots=True)
class _Table:
    """One decision's view of the trick: the lookup tables and what has been played."""

    plays: list[int]
    trick: tuple[tuple[int, int], ...]
    trump: int
    power: tuple[int, ...]
    suit: tuple[int, ...]
    led: int
    best: int

    def winners(self) -> list[int]:
        return [c for c in self.plays
                if trick_score(c, self.led, self.trump, self.power, self.suit) > self.best]


def _table(obs: Observation) -> _Table | None:
    plays = [a.index for a in obs.legal_actions if isinstance(a, PlayCard)]
    if not plays:
        return None
    trump = obs_trump(obs)
    power, suit = power_table(trump, obs_order(obs), obs.options.two_of_diamonds)
    trick = tuple((s, -1 if c is None else c.index) for s, c in obs.trick)
    led, best = best_in_trick(trick, trump, power, suit)
    return _Table(plays, trick, trump, power, suit, led, best)


def _dog_or_forced(obs: Observation, table: _Table) -> Action | None:
    """On a dog's life every style plays its one card if it wins now and knocks otherwise;
    with one legal card there is nothing to decide."""
    can_knock = any(isinstance(a, Knock) for a in obs.legal_actions)
    if obs.seat is not None and obs.status[obs.seat] is SeatStatus.DOGS_LIFE and can_knock:
        card = table.plays[0]
        wins = table.led >= 0 and trick_score(card, table.led, table.trump, table.power,
                                              table.suit) > table.best
        return PLAYS[card] if wins else KNOCK
    if len(table.plays) == 1:
        return PLAYS[table.plays[0]]
    return None


def _power_of(table: _Table, card: int) -> int:
    return table.power[card] + (5000 if table.suit[card] == table.trump else 0)


def greedy_play(obs: Observation) -> Action:
    table = _table(obs)
    assert table is not None
    forced = _dog_or_forced(obs, table)
    if forced is not None:
        return forced
    if table.led < 0:
        return PLAYS[max(table.plays, key=lambda c: _power_of(table, c))]
    winners = table.winners()
    if winners:
        return PLAYS[min(winners, key=lambda c: trick_score(c, table.led, table.trump,
                                                            table.power, table.suit))]
    return PLAYS[cheapest(table.plays, table.trump, table.power, table.suit)]


def cautious_play(obs: Observation) -> Action:
    table = _table(obs)
    assert table is not None
    forced = _dog_or_forced(obs, table)
    if forced is not None:
        return forced
    me = obs.seat
    assert me is not None
    secured = obs.tricks[me] > 0
    if table.led < 0:
        if not secured:
            unseen = knowledge_from(obs).unknown
            masters = [c for c in table.plays
                       if not any(table.suit[d] == table.suit[c] and table.power[d] >
                                  table.power[c] for d in range(52) if unseen >> d & 1)]
            if masters:
                return PLAYS[max(masters, key=lambda c: _power_of(table, c))]
        return PLAYS[min(table.plays, key=lambda c: _power_of(table, c))]
    winners = table.winners()
    if winners and not secured:
        return PLAYS[min(winners, key=lambda c: trick_score(c, table.led, table.trump,
                                                            table.power, table.suit))]
    losers = [c for c in table.plays if c not in winners]
    if losers:  # duck as high as it safely can, keeping low cards to duck with later
        return PLAYS[max(losers, key=lambda c: _power_of(table, c))]
    return PLAYS[min(table.plays, key=lambda c: _power_of(table, c))]


def trumper_trump(obs: Observation) -> Action:
    """The longest suit, and between equal lengths the one with the most honours (the
    opposite of 004's advice, which keeps high cards out of trumps)."""
    hand = obs.hand_mask
    chosen = [a for a in obs.legal_actions if isinstance(a, ChooseTrump) and a.suit is not None
              and a.order == obs_order(obs)]
    if not chosen:
        return choose_trump_action(obs)

    def key(action: ChooseTrump) -> tuple[int, int]:
        suit = int(action.suit)  # type: ignore[arg-type]
        length = (hand & (0x1FFF << (13 * suit))).bit_count()
        return (length, high_card_points(hand, suit, int(action.order)))
    return max(chosen, key=key)


def trumper_play(obs: Observation) -> Action:
    table = _table(obs)
    assert table is not None
    forced = _dog_or_forced(obs, table)
    if forced is not None:
        return forced
    trumps = [c for c in table.plays if table.suit[c] == table.trump]
    if table.led < 0:
        if trumps:
            return PLAYS[max(trumps, key=table.power.__getitem__)]
        return PLAYS[max(table.plays, key=table.power.__getitem__)]
    if table.led != table.trump and trumps:
        return PLAYS[max(trumps, key=table.power.__getitem__)]  # ruff high
    winners = table.winners()
    if winners:
        return PLAYS[max(winners, key=table.power.__getitem__)]
    return PLAYS[cheapest(table.plays, table.trump, table.power, table.suit)]


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
            return (trumper_trump(observation) if self.name == "trumper"
                    else choose_trump_action(observation))
        return _PLAY[self.name](observation)


_PLAY = {"greedy": greedy_play, "cautious": cautious_play, "trumper": trumper_play}


def panel_bot(style: str) -> StyleBot:
    if style not in PANEL:
        raise ValueError(f"unknown panel style {style!r}; styles: {', '.join(PANEL)}")
    return StyleBot(style)


__all__ = ["HELD_OUT", "PANEL", "StyleBot", "panel_bot"]
