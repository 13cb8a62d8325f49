"""The ISMCTS search option of the expert ("ISMCTS or PIMC or a mix ... justified by
arena numbers"; the figures are in games/ai/README.md)."""

from __future__ import annotations

import random

from games.ai.expert import ExpertBot
from games.ai.ismcts import ismcts_search
from games.ai.rollout import action_to_move
from games.ai.search_config import ExpertConfig
from games.engine import ForcedDeal, Options, Setup, apply, new_game, observe, play
from games.engine.knockout.state import Phase
from tests.ai.helpers import random_positions
from tests.ai.test_hidden_state import permute_hidden

ISMCTS = ExpertConfig(iterations=24, ismcts_from_cards=1)


def _play_positions(games: int, seed: int) -> list:
    return [s for i, s in enumerate(random_positions(games, seed=seed))
            if s.phase is Phase.PLAY and i % 3 == 0 and not s.options.house_rules]


def test_ismcts_is_legal_reproducible_and_counts_every_iteration() -> None:
    bot = ExpertBot(ISMCTS)
    checked = 0
    for state in _play_positions(8, seed=3):
        obs = observe(state, state.to_act)
        if len(obs.legal_actions) < 2:
            continue
        result = ismcts_search(obs, random.Random(1), ISMCTS)
        assert result.visits is not None and sum(result.visits) == result.iterations == 24
        assert set(result.moves) == {action_to_move(a) for a in obs.legal_actions}
        action = bot.choose_action(obs, rng=random.Random(checked))
        assert action in obs.legal_actions
        assert bot.choose_action(obs, rng=random.Random(checked)) == action
        apply(state, action)
        checked += 1
    assert checked > 60


def test_ismcts_takes_the_sure_trick_it_needs() -> None:
    """Three players, two cards each; seat 0 has no trick yet and plays last to a heart trick.
    004: "Anyone who takes no tricks ... is knocked out": the ace wins this trick for certain,
    the 2 leaves survival to a last trick that the winner of this one leads."""
    setup = Setup(seed="x", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=["AH 2H", "3H 5C", "9H 6D"], turn_up="7S")),))
    state, _ = new_game(3, Options(start_hand_size=2), setup)
    state, _ = apply(state, play("3H"))
    state, _ = apply(state, play("9H"))
    obs = observe(state, 0)
    for seed in range(3):
        assert ExpertBot(ISMCTS).choose_action(obs, rng=random.Random(seed)) == play("AH")


def test_ismcts_reads_no_hidden_card() -> None:
    rng = random.Random(8)
    bot = ExpertBot(ISMCTS)
    for i, state in enumerate(_play_positions(20, seed=31)):
        seat = state.to_act
        obs, obs2 = observe(state, seat), observe(permute_hidden(state, seat, rng), seat)
        assert obs == obs2
        assert (bot.choose_action(obs, rng=random.Random(i))
                == bot.choose_action(obs2, rng=random.Random(i)))
