"""The review's values of the house-rule decisions, on forced deals from the engine's own
scenarios (tests/engine/test_house_rules.py), quoting the rules text each checks: the rainbow
and the money game from 004_cda4be257ddbf1c5.txt, "no picture, no play" and the rainbow that
wins a hand from 002_b1d75d3f4f47fc2d.txt, the trump vote from 003_e7338a01b0eedab7.txt."""

from __future__ import annotations

import random
from dataclasses import asdict

from games.ai.analysis import THRESHOLDS, AnalysisSettings, analyse_game, review_decision
from games.ai.decision_review import classify
from games.ai.heuristic import heuristic_action
from games.ai.places import situation_place
from games.ai.rollout import situation_value
from games.ai.values import ROLE_CHOOSER, ROLE_IN
from games.ai.variants import VARIANT_DECISIONS, variant_action
from games.engine import (
    BUY,
    DECLARE,
    DECLINE,
    PASS,
    Exchange,
    Options,
    Phase,
    RainbowRule,
    Suit,
    VoteTrump,
    apply,
    new_game,
    observe,
    parse_card,
    preset,
)
from games.engine.knockout.state import State
from tests.ai.helpers import random_positions
from tests.ai.test_hidden_state import permute_hidden
from tests.engine.helpers import forced, start
from tests.engine.test_house_rules import (
    DEAL_NP,
    NO_PICTURE,
    RAINBOW_DEAL,
    act,
    money_game,
    vote_game,
)

ITERATIONS = 60


def _review(state: State, played: object, iterations: int = ITERATIONS):
    return review_decision(observe(state, state.to_act), played, random.Random(7), iterations)


def _value(review, label: str):
    return next(a for a in review.actions if a.label == label)


def test_the_last_rainbow_to_be_asked_wins_the_game_for_certain() -> None:
    """004: "if a player is dealt a 'rainbow' - four cards of different suits - that player
    wins the game immediately."  Seat 0 is asked last, after both others passed: declaring is
    worth the game for certain, and passing it up is a blunder."""
    state = start(3, {1: RAINBOW_DEAL}, Options(start_hand_size=4,
                                                rainbow=RainbowRule.WINS_GAME))
    state, _ = act(state, PASS)
    state, _ = act(state, PASS)
    declare = _review(state, DECLARE)
    assert declare.classification == "best" and declare.best == "declare"
    assert _value(declare, "declare").value == 1.0 and _value(declare, "declare").place == 1.0
    assert _value(declare, "declare").se == 0.0
    passed = _review(state, PASS)
    assert passed.classification == "blunder" and passed.best == "declare"
    assert passed.value is not None and passed.value < 1.0


def test_a_rainbow_that_wins_the_hand_is_worth_calling_the_next_trumps() -> None:
    """002: the holder "automatically wins that round with no cards played. The card count
    then goes down to three"; nobody is knocked out and the holder calls trumps."""
    state = start(3, {1: RAINBOW_DEAL}, Options(start_hand_size=4, dogs_life=False,
                                                rainbow=RainbowRule.WINS_HAND))
    state, _ = act(state, PASS)
    state, _ = act(state, PASS)
    review = _review(state, DECLARE)
    declared = _value(review, "declare")
    assert declared.value == round(situation_value(3, 3, 3, ROLE_CHOOSER), 4)
    assert declared.place == round(situation_place(3, 3, 3, ROLE_CHOOSER), 4)


def test_no_picture_is_worth_a_fresh_deal_of_the_same_size() -> None:
    """002: "a player can declare "no picture, no play" if no card in their hand is higher
    than a ten. All cards are turned in and the round is re dealt."  Seat 2's 2D-6D and TH is
    such a hand: declaring is worth the situation at the start of a six-card deal, and the
    expert prefers it to playing six cards without a picture."""
    state = start(3, {1: DEAL_NP}, NO_PICTURE)
    state, _ = act(state, PASS)
    assert state.to_act == 2
    review = _review(state, PASS)
    declared = _value(review, "declare")
    assert declared.value == round(situation_value(3, 6, 3, ROLE_IN), 4)
    assert declared.se == 0.0
    assert review.best == "declare" and review.loss is not None and review.loss > 0
    assert review.classification == classify(review.loss, review.loss_se, is_best=False,
                                             thresholds=THRESHOLDS)


def test_a_knocked_out_voter_cannot_change_its_own_result() -> None:
    """003: "Some houses let eliminated players vote on the next trump to keep them
    involved."  Seats 0 and 3 went out together on deal 1: whatever seat 0 votes, it has no
    chance to win and shares third place."""
    state = vote_game()
    review = _review(state, VoteTrump(Suit.HEARTS))
    assert review.classification == "best" and review.loss == 0.0
    assert len(review.actions) == 5  # four suits and the abstention
    assert {(a.value, a.place) for a in review.actions} == {(0.0, 3.0)}


def test_declining_a_life_knocks_the_seat_out_and_buying_keeps_its_chances() -> None:
    """004: "On the very first occasion that someone fails to win a trick they are offered
    the dog's life which is a 'whole hand' ... and is bought for one unit"; declining knocks
    seat 1 out, and the last survivor takes the pot."""
    state, _ = money_game()
    assert state.phase is Phase.BUY and state.to_act == 1
    review = _review(state, DECLINE)
    bought, declined = _value(review, "buy"), _value(review, "decline")
    assert (declined.value, declined.place) == (0.0, 2.0)
    assert bought.value == round(situation_value(2, 3, 2, ROLE_IN), 4) > 0.0
    assert review.best == "buy" and review.loss == bought.value
    assert review.classification == classify(bought.value, 0.0, is_best=False,
                                             thresholds=THRESHOLDS)
    assert _review(state, BUY).classification == "best"


def test_an_exchange_outside_the_candidates_is_valued_too() -> None:
    """004 "Card exchange": "each player may discard 1, 2 or 3 cards and be dealt an equal
    number of replacement cards".  Spades are trumps (turn-up 9S); throwing away the ace and
    king of trumps is no candidate of the expert's (it tries the weakest cards), yet the
    review values it, and finds it far worse than keeping them."""
    options = Options(start_hand_size=5, dogs_life=False, card_exchange=True)
    state = start(3, {1: (["2C 3C 4C 5C 6C", "AS KS 2D 3H 4D", "7C 8C 9C TC JC"], "9S")},
                  options)
    assert state.phase is Phase.EXCHANGE and state.to_act == 1
    thrown = Exchange((parse_card("AS"), parse_card("KS")))
    review = _review(state, thrown)
    assert review.played == "discard KS AS" or review.played == "discard AS KS"
    assert review.played in {a.label for a in review.actions}
    assert review.classification in ("mistake", "blunder")
    assert "S" not in review.best.removeprefix("discard")  # the best keeps both trumps


def test_a_blind_parish_card_is_valued_without_knowing_it() -> None:
    """004: the Blind Parish player "cannot look at the card but may play it 'blind' to any
    trick in the round": knocking and playing the card are valued on the same deals, each
    drawing the card from those the seat cannot see."""
    for state in random_positions(300, seed=3, house=True):
        obs = observe(state, state.to_act)
        if obs.decision == "play_blind" and len(obs.legal_actions) == 2:
            break
    else:
        raise AssertionError("no Blind Parish decision with a choice in 300 games")
    review = _review(state, obs.legal_actions[0])
    assert {a.label for a in review.actions} == {"knock", "play blind card"}
    assert review.iterations == ITERATIONS and review.loss_se is not None


def test_unseen_cards_do_not_change_a_house_decisions_value() -> None:
    """Every house-rule decision valued from the observation only: the other hands and the
    stock dealt again give the same review."""
    rng = random.Random(4)
    kinds: set[str] = set()
    changed = 0
    for i, state in enumerate(random_positions(300, seed=3, house=True)):
        obs = observe(state, state.to_act)
        if obs.decision not in VARIANT_DECISIONS or len(obs.legal_actions) < 2:
            continue
        if obs.decision in kinds:
            continue
        other = permute_hidden(state, state.to_act, rng)
        changed += other.hands != state.hands
        assert observe(other, state.to_act) == obs
        played = obs.legal_actions[-1]
        a = review_decision(obs, played, random.Random(i), 10)
        b = review_decision(observe(other, state.to_act), played, random.Random(i), 10)
        assert asdict(a) == asdict(b)
        assert a.classification != "not_analysed"
        kinds.add(obs.decision or "")
        if kinds == VARIANT_DECISIONS:
            break
    assert kinds == VARIANT_DECISIONS and changed >= 3


def test_a_house_rules_game_has_no_decision_left_unvalued() -> None:
    """The encyclopedia's house rules (002: "no picture, no play" and the rainbow that wins
    the hand) and the Guernsey money game (004), played by the rule of thumb and reviewed
    whole: every decision with a choice is valued, the house rules' among them."""
    valued: set[str] = set()
    for name, size in (("encyclopedia_house", 7), ("guernsey", 4)):
        options = Options.from_dict({**preset(name).to_dict(), "start_hand_size": size})
        state, _ = new_game(3, options, forced(seed=f"house:{name}"))
        actions = []
        while state.phase is not Phase.GAME_OVER:
            obs = observe(state, state.to_act)
            action = variant_action(obs, random.Random(0)) or heuristic_action(obs)
            actions.append((state.to_act, action.to_dict()))
            state, _ = apply(state, action, seat=state.to_act)
        result = analyse_game(3, options, forced(seed=f"house:{name}"), actions,
                              AnalysisSettings(iterations=8))
        assert "not_analysed" not in {d["classification"] for d in result["decisions"]}
        valued |= {d["decision"] for d in result["decisions"] if d["loss"] is not None}
    assert valued & VARIANT_DECISIONS, valued
