"""The expert searches the card play and trump choice of games with deal-time house rules.

004 "Card exchange": "after trumps are chosen, each player may discard 1, 2 or 3 cards and be
dealt an equal number of replacement cards before play begins"; 004 "Rainbow" and 002's "no
picture, no play" are declared before the first lead; 003's trump vote happens before the deal
is played.  From the first lead on, the hand is played and settled by the core rules, so the
expert searches it as in the pagat game; only the variant decisions themselves and the money
game's Blind Parish card (unseen by its holder too) are left to the rule of thumb; the money
game's lives are part of the searched state.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from games.ai import bot_action
from games.ai.expert import ExpertBot, search, searchable
from games.ai.heuristic import heuristic_action
from games.ai.knowledge import determinize, knowledge_from, sample_hands
from games.ai.rollout import hand_values, move_to_action, situation_value
from games.ai.search_config import ExpertConfig
from games.engine import Options, Setup, State, apply, legal_actions, new_game, observe, sim
from games.engine.knockout.state import Phase, SeatStatus
from games.engine.options import PRESETS, RainbowRule
from games.engine.tricks.cards import indices_from_mask
from tests.ai.test_hidden_state import permute_hidden

EXCHANGE = PRESETS["pagat_card_exchange"]


def _positions(options: Options, games: int, seed: int, players: int = 4) -> Iterator[State]:
    """Every decision point of ``games`` games played with random legal actions."""
    rng = random.Random(seed)
    for g in range(games):
        state, _ = new_game(players, options, Setup(seed=f"house-search:{seed}:{g}"))
        while state.phase is not Phase.GAME_OVER:
            yield state
            state, _ = apply(state, rng.choice(legal_actions(state)))


def _plays_after_discarding(games: int, seed: int = 3) -> list[State]:
    return [s for s in _positions(EXCHANGE, games, seed)
            if s.phase is Phase.PLAY and s.house.discards and s.house.discards[s.to_act]]


def test_own_discards_are_in_nobody_s_hand() -> None:
    """004: the discards are not dealt again, and the seat that discarded knows its own: a
    sampled deal never gives them to another seat, while the real hands always fit what the
    seat infers (the other seats' discards stay unknown to it)."""
    positions = _plays_after_discarding(30)
    assert len(positions) > 50
    rng = random.Random(2)
    for state in positions:
        seat = state.to_act
        obs = observe(state, seat)
        mine = state.house.discards[seat]
        assert sum(c.bit for c in obs.discarded) == mine
        know = knowledge_from(obs)
        assert know.unknown & mine == 0
        for s in range(state.players):
            if s != seat:
                assert state.hands[s] & ~know.allowed[s] == 0
        for _ in range(5):
            hands = sample_hands(know, obs.hand_mask, rng)
            assert all(h & mine == 0 for s, h in enumerate(hands) if s != seat)


def test_only_the_variant_decisions_and_the_money_game_are_left_to_the_rule_of_thumb() -> None:
    kinds: dict[str, int] = {}
    for options in (EXCHANGE, PRESETS["encyclopedia_house"], PRESETS["rules_site_vote"],
                    PRESETS["pagat_rainbow"], PRESETS["guernsey"]):
        for state in _positions(options, 4, seed=7):
            if state.to_act < 0:
                continue
            obs = observe(state, state.to_act)
            searched = searchable(obs)
            if obs.decision not in ("play", "choose_trump"):
                assert searched is None, obs.decision  # incl. 004's Blind Parish card
                continue
            assert searched is not None
            assert searched.options.house_rules == options.money
            assert searched.options.money == options.money
            # Everything but the deal-time rules is kept (002: trumps must be broken).
            assert searched.options.trump_breaking == options.trump_breaking
            assert searched.options.rainbow is RainbowRule.OFF
            assert searched.legal_actions == obs.legal_actions
            assert searched.hand == obs.hand
            kinds[obs.decision] = kinds.get(obs.decision, 0) + 1
    assert kinds.get("play", 0) > 100 and kinds.get("choose_trump", 0) > 3, kinds


def test_the_expert_plays_its_search_s_choice_after_an_exchange() -> None:
    """Before this, the expert deferred to the rule of thumb for every decision of a game with
    a house rule; now its card play there is its search's best move, which often differs."""
    config = ExpertConfig(iterations=40)
    bot = ExpertBot(config)
    differs = 0
    checked = 0
    for i, state in enumerate(_plays_after_discarding(8, seed=11)):
        obs = observe(state, state.to_act)
        if len(obs.legal_actions) < 2 or i % 2:
            continue
        choice = bot.choose_action(obs, rng=random.Random(i))
        searched = searchable(obs)
        assert searched is not None
        # 004: trumps are chosen before the exchange, so the chooser's hand now says nothing
        # of why it chose them; the search does not weigh deals by it.
        result = search(searched, random.Random(i), replace(config, use_chooser=False))
        best = max(range(len(result.moves)), key=lambda k: (result.means[k], -k))
        assert choice == move_to_action(result.moves[best], obs.legal_actions)
        differs += choice != heuristic_action(obs)
        checked += 1
    assert checked > 15
    assert differs > 0


def _permute_with_discards(state: State, seat: int, rng: random.Random) -> State:
    """Like :func:`permute_hidden`, with the other seats' discards among the hidden cards."""
    discards = list(state.house.discards)
    others = [s for s in range(state.players) if s != seat and discards[s]]
    pool = [c for s in others for c in indices_from_mask(discards[s])]
    permuted = permute_hidden(state, seat, rng)
    stock = list(permuted.stock) + pool
    rng.shuffle(stock)
    for s in others:
        k = discards[s].bit_count()
        discards[s] = sum(1 << c for c in stock[:k])
        stock = stock[k:]
    return permuted._replace(stock=tuple(stock),
                             house=permuted.house._replace(discards=tuple(discards)))


def test_hidden_cards_and_other_discards_change_no_expert_decision() -> None:
    rng = random.Random(4)
    changed = 0
    for i, state in enumerate(_plays_after_discarding(10, seed=5)):
        if i % 4:
            continue
        seat = state.to_act
        other = _permute_with_discards(state, seat, rng)
        changed += other.house.discards != state.house.discards
        obs, obs2 = observe(state, seat), observe(other, seat)
        assert obs == obs2
        assert bot_action("expert", obs, seed=i, iterations=5) == \
            bot_action("expert", obs2, seed=i, iterations=5)
    assert changed > 5


def test_money_lives_settle_a_searched_hand_as_the_engine_does() -> None:
    """004 "Money Version": "On the very first occasion that someone fails to win a trick they
    are offered the dog's life which is a 'whole hand' ... Should a player with a dog's life fail
    again to win a trick, he is offered 'Parish'".  A hand played out on the searched state
    (built from the observation and the true hands) ends in the same offers and knock-outs as
    the real game, and a seat offered a one-card life is worth less than one offered a whole
    hand."""
    options = PRESETS["guernsey_all_lives"]
    compared = offered_parish = 0
    for state in _positions(options, 40, seed=9):
        if state.phase is not Phase.PLAY or len(state.completed) + 1 != state.hand_size \
                or state.trick:
            continue
        seat = state.to_act
        sim_state = sim.sim_from_state(determinize(observe(state, seat), state.hands))
        sim.finish_hand(sim_state)
        real = state
        while real.phase is Phase.PLAY and real.deal_no == state.deal_no:
            real, _ = apply(real, legal_actions(real)[0])
        if real.phase not in (Phase.BUY, Phase.GAME_OVER):
            continue
        compared += 1
        house = sim_state.house
        assert sim_state.phase is real.phase
        assert sim_state.status == real.status
        assert house.queue == real.house.queue
        values = hand_values(sim_state)
        for s in house.queue:
            in_value = situation_value(state.players, state.hand_size - 1,
                                       sum(st is not SeatStatus.OUT for st in real.status), 0)
            if house.rung[s] >= 1:
                offered_parish += 1
                assert values[s] < in_value
            elif real.status[s] is SeatStatus.IN:
                assert values[s] == in_value
    assert compared > 30 and offered_parish > 3, (compared, offered_parish)
