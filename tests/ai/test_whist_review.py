"""The expert's review of classic Whist card play (001_af9222f89516dcdc.txt): each legal card's
expected tricks for the seat's side from the seat's observation only, the loss of the card
played in tricks, and its class, on positions where the right card is known by hand.

The forced deal: diamonds are trumps (the dealer, seat 3, turns up 3D) and seat 0 leads.
Seat 0 holds ten top trumps, the four of hearts and AS 2S.  Seat 0 draws trumps for ten
tricks, loses the heart to seat 1's ace, and seat 1 leads KS to trick 12; seats 2 and 3
follow with 3S and 4S.  Seat 0, last to play with AS 2S, knows every spade and trump but its
own is gone: the ace takes this trick and the two the last (each other hand has one heart
left), so AS takes both tricks whatever the hearts are.  Ducking with 2S gives trick 12 to KS;
seat 1 then leads a heart and seat 0 must throw the ace away (001: "the highest card of the
suit led wins"), so the side takes the last trick only if partner holds the best heart.  (AS
and 2S touch as far as the unseen cards go; the KS in the trick is what tells them apart.)"""

from __future__ import annotations

import random
from dataclasses import asdict

import pytest

from games.ai.decision_review import NOISE_Z, classify
from games.ai.whist.expert import WhistExpertBot, WhistExpertConfig
from games.ai.whist.review import (
    THRESHOLDS,
    VALUE_MEANING,
    WhistReviewSettings,
    analyse_whist_game,
    review_card,
)
from games.engine import whist
from games.engine.actions import play
from games.engine.whist import Setup, WhistOptions
from tests.engine.whist.helpers import run, start
from tests.engine.whist.test_properties import permuted

DEAL = [
    "AD KD QD JD TD 9D 8D 7D 6D 5D 4H AS 2S",
    "4D AH KS 5H 2C 3C 4C 5C 6C 7C 8C 9C TC",
    "2D 2H 3H 3S JC QC KC AC 8H 9H TH JH QH",
    "6H 7H 4S KH 5S 6S 7S 8S 9S TS JS QS 3D",
]
DISCARDS = {1: "2C 3C 4C 5C 6C 7C 8C 9C TC", 2: "JC QC KC AC 8H 9H TH JH QH",
            3: "KH 5S 6S 7S 8S 9S TS JS QS"}


def _trumps_drawn() -> whist.WhistState:
    """After trick 1 (AD 4D 2D 3D): seat 0 to lead trick 2 with nine trumps left."""
    state, _ = start({1: (DEAL, "3D")}, first_dealer=3)
    state, _ = run(state, "0:AD 1:4D 2:2D 3:3D")
    return state


def _trick_11() -> whist.WhistState:
    """Seat 0 has drawn every trump in ten tricks, the others throwing clubs, hearts and
    spades, and leads 4H to trick 11."""
    state = _trumps_drawn()
    discards = {s: DISCARDS[s].split() for s in DISCARDS}
    for k, lead in enumerate("KD QD JD TD 9D 8D 7D 6D 5D".split()):
        state, _ = run(state, f"0:{lead} 1:{discards[1][k]} 2:{discards[2][k]} "
                              f"3:{discards[3][k]}")
    state, _ = run(state, "0:4H")
    return state


def _last_two_tricks() -> whist.WhistState:
    """Seat 0 to play to trick 12 (KS 3S 4S so far), holding AS 2S; seats 1, 2 and 3 hold
    5H, 3H and 7H, which seat 0 cannot tell apart."""
    state, _ = run(_trick_11(), "1:AH 2:2H 3:6H 1:KS 2:3S 3:4S")
    assert state.to_act == 0 and len(state.completed) == 11
    return state


def test_the_ace_that_takes_both_last_tricks_is_best() -> None:
    obs = whist.observe(_last_two_tricks(), 0)
    review = review_card(obs, play("AS"), random.Random(1), 60)
    assert review.classification == "best" and review.best == "AS"
    assert review.loss == 0.0
    ace = next(a for a in review.actions if a.label == "AS")
    assert ace.value == 12.0 and ace.se == 0.0  # the ten trumps and both last tricks


def test_ducking_with_the_two_is_a_blunder_with_the_ace_beside_it() -> None:
    obs = whist.observe(_last_two_tricks(), 0)
    review = review_card(obs, play("2S"), random.Random(1), 60)
    assert review.classification == "blunder"
    assert review.played == "2S" and review.best == "AS"
    assert review.loss is not None and review.loss_se is not None
    # Partner holds the best of the three hearts in about a third of the worlds.
    assert 1.4 < review.loss < 1.95 and review.loss > NOISE_Z * review.loss_se
    assert review.value == pytest.approx(review.best_value - review.loss, abs=1e-3)
    assert review.iterations == 60


def test_equivalent_cards_share_one_value() -> None:
    """Leading trick 2, seat 0's nine trumps touch (every trump between them is played or its
    own): they are one choice, searched once, and each is listed with the same value."""
    obs = whist.observe(_trumps_drawn(), 0)
    review = review_card(obs, play("5D"), random.Random(2), 24)
    trumps = [a for a in review.actions if a.label.endswith("D")]
    assert len(trumps) == 9 and len(review.actions) == 12
    assert len({(a.value, a.se) for a in trumps}) == 1


def test_one_legal_card_or_only_equivalent_ones_is_forced() -> None:
    state, _ = run(_last_two_tricks(), "0:AS")  # seat 0 leads its last card, 2S
    review = review_card(whist.observe(state, 0), play("2S"), random.Random(1), 60)
    assert review.classification == "forced" and review.actions == []
    # Trick 11: seat 2 follows the heart with 2H or 3H, touching cards: one choice.
    state, _ = run(_trick_11(), "1:AH")
    obs = whist.observe(state, 2)
    assert [str(a.card) for a in obs.legal_actions] == ["2H", "3H"]  # type: ignore[union-attr]
    review = review_card(obs, play("3H"), random.Random(1), 60)
    assert review.classification == "forced" and review.loss is None


def test_claims_and_their_answers_are_not_analysed() -> None:
    """Seat 1 claims the rest at trick 2 although seat 0 holds every trump: the claim is put
    to the opponents.  Neither the claim nor the answer is a card the expert values."""
    state, _ = run(_trumps_drawn(), "0:KD")
    claim = whist.action_from_dict({"type": "claim"})
    review = review_card(whist.observe(state, 1), claim, random.Random(1), 10)
    assert review.classification == "not_analysed" and review.played == "claim"
    state, _ = whist.apply(state, claim, seat=1)
    assert state.phase is whist.WhistPhase.ANSWER_CLAIM
    obs = whist.observe(state, state.to_act)
    review = review_card(obs, obs.legal_actions[0], random.Random(1), 10)
    assert review.classification == "not_analysed" and review.decision == "answer_claim"


@pytest.mark.parametrize(("loss", "se", "expected"), [
    (1.6, 0.1, "blunder"), (0.8, 0.1, "blunder"), (0.6, 0.1, "mistake"),
    (0.4, 0.05, "mistake"), (0.2, 0.05, "inaccuracy"), (0.15, 0.05, "inaccuracy"),
    (0.12, 0.03, "good"), (0.9, 0.5, "within_noise"), (0.2, 0.1, "within_noise"),
])
def test_thresholds_in_tricks(loss: float, se: float, expected: str) -> None:
    assert classify(loss, se, is_best=False, thresholds=THRESHOLDS) == expected


def _heuristic_deal(seed: str) -> tuple[WhistOptions, Setup, list[tuple[int, dict]]]:
    """One tournament deal (001: "play exactly this many deals") by the rule of thumb."""
    options = WhistOptions(deals=1)
    setup = Setup(seed=seed, first_dealer=1)
    state, _ = whist.new_game(4, options, setup)
    actions = []
    while not state.is_over:
        seat = state.to_act
        action = whist.legal_actions(state)[0] if len(actions) % 5 == 0 else \
            WhistExpertBot(WhistExpertConfig(worlds=4)).choose_action(
                whist.observe(state, seat), rng=random.Random(len(actions)))
        actions.append((seat, action.to_dict()))
        state, _ = whist.apply(state, action, seat=seat)
    return options, setup, actions


def test_unseen_cards_do_not_change_the_evaluation() -> None:
    """The same observation with the other three hands dealt again: the same values,
    standard errors, loss and class, with the same random numbers."""
    options, setup, actions = _heuristic_deal("honest")
    state, _ = whist.new_game(4, options, setup)
    rng = random.Random(5)
    compared = changed = 0
    for i, (seat, data) in enumerate(actions):
        if i % 3 == 0 and len(whist.legal_actions(state)) > 1:
            other = permuted(state, seat, rng)
            changed += other.hands != state.hands
            obs, obs2 = whist.observe(state, seat), whist.observe(other, seat)
            assert obs2 == obs
            played = whist.action_from_dict(data)
            a = review_card(obs, played, random.Random(i), 12, seq=i + 1)
            b = review_card(obs2, played, random.Random(i), 12, seq=i + 1)
            assert asdict(a) == asdict(b)
            compared += a.loss is not None
        state, _ = whist.apply(state, whist.action_from_dict(data), seat=seat)
    assert compared >= 8 and changed >= 8


def test_the_review_values_cards_with_the_bots_own_search() -> None:
    """On a lead (no card in the trick to split touching cards), with the same random numbers
    and worlds, the card the review values most is the card the expert bot plays."""
    options, setup, actions = _heuristic_deal("same-search")
    state, _ = whist.new_game(4, options, setup)
    compared = 0
    for i, (seat, data) in enumerate(actions):
        obs = whist.observe(state, seat)
        if not obs.trick and len(obs.legal_actions) > 1:
            bot = WhistExpertBot(WhistExpertConfig(worlds=16))
            card = bot.choose_action(obs, rng=random.Random(i))
            review = review_card(obs, card, random.Random(i), 16)
            if review.classification != "forced":
                assert review.best == str(card.card)  # type: ignore[union-attr]
                assert review.classification == "best"
                compared += 1
        state, _ = whist.apply(state, whist.action_from_dict(data), seat=seat)
    assert compared >= 5


def test_a_whole_deal_is_reviewed_card_by_card_next_to_its_double_dummy_line() -> None:
    options, setup, actions = _heuristic_deal("review")
    seen: list[tuple[int, int]] = []
    settings = WhistReviewSettings(worlds=10)
    result = analyse_whist_game(options, setup, actions, settings,
                                progress=lambda done, total: seen.append((done, total)))
    assert result["kind"] == "whist" and result["value_meaning"] == VALUE_MEANING
    assert result["settings"]["key"] == settings.key == "dds+pimc-w10-analysis"
    assert len(result["deals"]) == 1 and sum(result["deals"][0]["start"]) == 13
    assert seen[-1][0] == seen[-1][1] and [d for d, _ in seen] == sorted(d for d, _ in seen)
    decisions = result["decisions"]
    assert [(d["seq"], d["seat"]) for d in decisions] == \
        [(k, seat) for k, (seat, _) in enumerate(actions, start=1)]
    searched = [d for d in decisions if d["loss"] is not None]
    assert len(searched) >= 20
    for d in searched:
        assert d["played"] in {a["label"] for a in d["actions"]}
        assert d["best_value"] == max(a["value"] for a in d["actions"])
        assert 0 <= d["value"] <= 13 and d["iterations"] == 10
    assert {d["classification"] for d in decisions} <= {
        "best", "good", "inaccuracy", "mistake", "blunder", "within_noise", "forced"}
    assert result["thresholds"] == {**THRESHOLDS, "noise_z": NOISE_Z}
    for summary in result["summary"]:
        mine = [d for d in decisions if d["seat"] == summary["seat"]]
        assert summary["decisions"] == len(mine) == sum(summary["counts"].values())
    assert analyse_whist_game(options, setup, actions, settings) == result


def test_settings_round_trip_through_their_key() -> None:
    settings = WhistReviewSettings(worlds=90, seed="a-b")
    assert WhistReviewSettings.from_key(settings.key) == settings
    # A review stored before the expert's values were given: the double-dummy line alone.
    assert WhistReviewSettings.from_key("dds").worlds == 0
    assert WhistReviewSettings(worlds=0).key == "dds"
    with pytest.raises(ValueError):
        WhistReviewSettings.from_key("pimc-i400-analysis")
