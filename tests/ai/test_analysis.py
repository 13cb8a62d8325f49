"""The expert's review of a finished game: values from the seat's observation only, the loss of
the card played, and its class, on positions where the right card is known by hand."""

from __future__ import annotations

import random
from dataclasses import asdict

import pytest

from games.ai import bot_action
from games.ai.analysis import (
    THRESHOLDS,
    AnalysisSettings,
    analyse_game,
    analyse_record,
    review_decision,
)
from games.ai.decision_review import classify, decision_rng
from games.engine import ForcedDeal, Options, Setup, apply, new_game, observe, play
from games.engine.knockout.state import Phase
from tests.ai.helpers import random_positions
from tests.ai.test_hidden_state import permute_hidden


def _sure_trick_position() -> tuple[object, object]:
    """Three players, two cards each, spades trumps (turn-up 7S), no dog's life (the
    ``pagat_no_dogs_life`` preset).  Seat 0 has no trick yet and plays last to a heart trick:
    3H, 9H.  Its ace of hearts takes the trick and so keeps it in the game for certain (004:
    "A player who takes no tricks at all in a hand is knocked out"); its 2 of hearts loses the
    trick and leaves its survival to the last trick, led by the seat that took this one."""
    options = Options(start_hand_size=2, dogs_life=False)
    setup = Setup(seed="x", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=["AH 2H", "3H 5C", "9H 6D"], turn_up="7S")),))
    state, _ = new_game(3, options, setup)
    state, _ = apply(state, play("3H"))
    state, _ = apply(state, play("9H"))
    return state, observe(state, 0)


def test_the_ace_that_saves_the_seat_is_best() -> None:
    _, obs = _sure_trick_position()
    review = review_decision(obs, play("AH"), random.Random(1), 60)
    assert review.classification == "best"
    assert review.best == "AH" and review.loss == 0.0
    ace = next(a for a in review.actions if a.label == "AH")
    assert ace.survival == 1.0 and ace.survival_se == 0.0


def test_ducking_with_the_two_is_a_blunder_with_the_ace_beside_it() -> None:
    _, obs = _sure_trick_position()
    review = review_decision(obs, play("2H"), random.Random(1), 60)
    assert review.classification == "blunder"
    assert review.best == "AH" and review.played == "2H"
    assert review.loss is not None and review.loss_se is not None
    assert review.loss >= 0.10 and review.loss > 2 * review.loss_se
    two = next(a for a in review.actions if a.label == "2H")
    assert two.survival < 1.0


def test_the_last_card_is_forced_and_not_searched() -> None:
    state, _ = _sure_trick_position()
    state, _ = apply(state, play("AH"))  # seat 0 takes trick 1 and leads the last
    assert state.to_act == 0
    obs = observe(state, 0)
    review = review_decision(obs, play("2H"), random.Random(1), 60)
    assert review.classification == "forced" and review.actions == []


@pytest.mark.parametrize(("loss", "se", "expected"), [
    (0.12, 0.01, "blunder"), (0.10, 0.01, "blunder"), (0.07, 0.01, "mistake"),
    (0.05, 0.01, "mistake"), (0.03, 0.01, "inaccuracy"), (0.02, 0.005, "inaccuracy"),
    (0.015, 0.005, "good"), (0.12, 0.07, "within_noise"), (0.03, 0.015, "within_noise"),
])
def test_thresholds(loss: float, se: float, expected: str) -> None:
    assert classify(loss, se, is_best=False, thresholds=THRESHOLDS) == expected


def test_unseen_cards_do_not_change_the_evaluation() -> None:
    """The same observation with the other hands and the stock dealt again: the same values,
    standard errors, loss and class, with the same seed."""
    rng = random.Random(3)
    compared = changed = 0
    for i, state in enumerate(random_positions(30, seed=8)):
        if i % 7 or state.phase not in (Phase.PLAY, Phase.CHOOSE_TRUMP):
            continue
        seat = state.to_act
        obs = observe(state, seat)
        if len(obs.legal_actions) < 2:
            continue
        other = permute_hidden(state, seat, rng)
        changed += other.hands != state.hands
        obs2 = observe(other, seat)
        assert obs2 == obs
        played = obs.legal_actions[-1]
        a = review_decision(obs, played, random.Random(i), 12)
        b = review_decision(obs2, played, random.Random(i), 12)
        assert asdict(a) == asdict(b)
        compared += a.classification not in ("forced", "not_analysed")
        if compared >= 12:
            break
    assert compared >= 12 and changed >= 6


def _expert_game() -> tuple[int, Options, Setup, list[tuple[int, dict]]]:
    """A short four-player game (3, 2, 1 cards) played by the expert at a small budget."""
    options = Options(start_hand_size=3)
    setup = Setup(seed="review", first_dealer=1)
    state, _ = new_game(4, options, setup)
    actions = []
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        action = bot_action("expert", observe(state, seat), seed=len(actions), iterations=8)
        actions.append((seat, action.to_dict()))
        state, _ = apply(state, action, seat=seat)
    return 4, options, setup, actions


def test_a_whole_game_is_reviewed_decision_by_decision() -> None:
    players, options, setup, actions = _expert_game()
    seen: list[tuple[int, int]] = []
    settings = AnalysisSettings(iterations=16)
    result = analyse_game(players, options, setup, actions, settings,
                          progress=lambda done, total: seen.append((done, total)))
    decisions = result["decisions"]
    assert len(decisions) == len(actions) and seen[-1] == (len(actions), len(actions))
    assert [d["seat"] for d in decisions] == [seat for seat, _ in actions]
    assert [d["seq"] for d in decisions] == list(range(1, len(actions) + 1))
    searched = [d for d in decisions if d["loss"] is not None]
    assert searched, "a 3-card game has choices"
    for d in searched:
        assert d["played"] in {a["label"] for a in d["actions"]}
        assert d["best_value"] == max(a["value"] for a in d["actions"])
        assert d["iterations"] == 16
    for summary in result["summary"]:
        mine = [d for d in decisions if d["seat"] == summary["seat"]]
        assert summary["decisions"] == len(mine) == sum(summary["counts"].values())
        losses = [d["loss"] for d in mine if d["loss"] is not None]
        if losses:
            assert summary["mean_loss"] == pytest.approx(sum(losses) / len(losses), abs=1e-3)
    # the same settings give the same review: each decision's random numbers are its own
    again = analyse_game(players, options, setup, actions, settings)
    assert again == result
    assert decision_rng(settings, 5).random() == decision_rng(settings, 5).random()


def test_a_record_needs_its_revealed_seed() -> None:
    players, options, setup, actions = _expert_game()
    record = {"kind": "knockout", "players": players, "options": options.to_dict(),
              "seed": None, "forced_setup": None,
              "actions": [{"seat": s, "action": a} for s, a in actions]}
    with pytest.raises(ValueError, match="seed"):
        analyse_record(record)


def test_settings_round_trip_through_their_key() -> None:
    settings = AnalysisSettings(iterations=300, seed="a-b")
    assert AnalysisSettings.from_key(settings.key) == settings
    with pytest.raises(ValueError):
        AnalysisSettings.from_key("dds-i3-x")


def test_a_record_is_reviewed_as_its_game() -> None:
    from games.engine.serialize import setup_to_dict

    players, options, setup, actions = _expert_game()
    record = {"kind": "knockout", "players": players, "options": options.to_dict(),
              "seed": "review", "forced_setup": setup_to_dict(setup),
              "actions": [{"seat": s, "action": a} for s, a in actions]}
    settings = AnalysisSettings(iterations=8)
    assert analyse_record(record, settings) == analyse_game(players, options, setup, actions,
                                                            settings)
