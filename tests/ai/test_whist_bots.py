"""Classic Whist AI seats: legal cards only, the heuristic's conventions in forced positions,
the expert's knowledge (never a hidden card) and determinism, and the partnership arena.

The forced deal: dealer 3 turns up AC (clubs are trumps), seat 0 leads.  Seat 3 holds no spade
and no diamond."""

from __future__ import annotations

import random
import re

import pytest

from games.ai.arena import main as arena_main
from games.ai.whist import BOT_LEVELS, bot_action, get_bot, heuristic_action
from games.ai.whist.knowledge import knowledge_from, sample_hands
from games.engine import whist
from games.engine.tricks.cards import SUIT_MASKS
from tests.engine.whist.helpers import run, start
from tests.engine.whist.test_properties import permuted

DEAL = [
    "3H 7H 8H 2S 3S 4S 5S 6S QD KD AD 5D 6D",
    "AH 2H 4H 9H 7S 8S 9S TS 7D 8D 9D TD JD",
    "KH QH 5H 6H JS QS KS AS 2D 3D 4D 2C 3C",
    "TH JH 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
]


def _after(script: str) -> whist.WhistObservation:
    state, _ = start({1: DEAL}, first_dealer=3)
    state, _ = run(state, script)
    return whist.observe(state, state.to_act)


def _heuristic(script: str) -> str:
    return str(heuristic_action(_after(script)).card)  # type: ignore[union-attr]


def test_second_hand_low():
    """Seat 1 holds the ace but plays its two on seat 0's heart lead."""
    assert _heuristic("0:3H") == "2H"


def test_third_hand_high_with_the_lower_of_touching_cards():
    """Seat 2, holding K Q of partner's suit, plays high -- the queen, as good as the king."""
    assert _heuristic("0:3H 1:2H") == "QH"


def test_fourth_hand_plays_low_when_it_cannot_win():
    assert _heuristic("0:3H 1:2H 2:QH") == "TH"


def test_return_partners_lead_before_cashing_a_master():
    """Seat 2 won the first trick; it leads back hearts, partner's suit, not its ace of
    spades."""
    assert _heuristic("0:3H 1:2H 2:QH 3:TH")[1] == "H"


def test_trump_when_void_unless_partner_is_winning():
    """Seat 3 has no diamond: it trumps (with its lowest club) when an opponent is winning, and
    discards a heart when its partner, seat 1, is."""
    assert _heuristic("0:AD 1:7D 2:2D") == "4C"
    assert _heuristic("0:5D 1:JD 2:2D") == "TH"


def test_every_level_plays_only_legal_cards():
    rng = random.Random(7)
    bots = {level: get_bot(level, iterations=3) for level in BOT_LEVELS}
    for g in range(3):
        state, _ = whist.new_game(4, whist.WhistOptions(), whist.Setup(seed=f"legal:{g}"))
        while not state.is_over:
            view = whist.observe(state, state.to_act)
            level = BOT_LEVELS[(state.to_act + g) % len(BOT_LEVELS)]
            action = bots[level].choose_action(view, rng=rng)
            assert action in view.legal_actions
            state, _ = whist.apply(state, action, seat=state.to_act)


def _midgame(seed: str, steps: int) -> whist.WhistState:
    state, _ = whist.new_game(4, whist.WhistOptions(), whist.Setup(seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        state, _ = whist.apply(state, rng.choice(whist.legal_actions(state)))
    return state


@pytest.mark.parametrize("steps", [3, 11, 22, 30])
def test_the_expert_never_sees_a_hidden_card(steps: int):
    """Shuffling the cards hidden from the seat to act (its partner's included) changes neither
    what it is shown nor the card it plays with the same seed."""
    state = _midgame("hidden", steps)
    seat = state.to_act
    chosen = bot_action("expert", whist.observe(state, seat), "s", iterations=6)
    for k in range(3):
        other = permuted(state, seat, random.Random(k))
        assert other.hands != state.hands
        assert bot_action("expert", whist.observe(other, seat), "s", iterations=6) == chosen


def test_the_expert_is_deterministic_for_a_seed():
    view = whist.observe(state := _midgame("det", 9), state.to_act)
    first = bot_action("expert", view, 42)
    assert all(bot_action("expert", view, 42) == first for _ in range(3))


def test_sampled_deals_respect_counts_voids_and_the_turn_up():
    """Seat 2, second to the second trick, knows that seat 3 has no diamond (it discarded on
    one) and that the dealer, seat 3, still holds the turned-up AC."""
    view = _after("0:5D 1:JD 2:2D 3:TH 1:7S")
    k = knowledge_from(view)
    assert 1 in k.voids[3] and k.fixed == ((3, 12),)
    for i in range(50):
        hands = sample_hands(k, random.Random(i))
        assert [h.bit_count() for h in hands] == list(view.hand_counts)
        assert not hands[3] & SUIT_MASKS[1] and hands[3] >> 12 & 1
        assert hands[view.seat] == view.hand_mask


def test_whist_arena_ends_with_the_machine_readable_line(capsys: pytest.CaptureFixture[str]):
    arena_main(["--game", "whist", "--games", "2", "--bot", "expert", "--against", "heuristic",
                "--iterations", "2", "--workers", "1"])
    out = capsys.readouterr().out.strip().splitlines()
    assert "2 x expert (partners) vs 2 x heuristic" in out[0]
    assert re.fullmatch(r"win_rate=\d\.\d{3} ci95=\d\.\d{3}-\d\.\d{3} p95_ms=\d+", out[-1])
