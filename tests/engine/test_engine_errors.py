"""Errors: bad input, acting out of turn and illegal actions are distinct types with stable
codes, because the API maps them to different statuses (400, 409, 422)."""

from __future__ import annotations

import pytest

from games.engine import (
    CannotKnock,
    CardNotInHand,
    ChooseTrump,
    EngineError,
    GameOver,
    IllegalAction,
    InvalidInput,
    InvalidOptions,
    InvalidSetup,
    MalformedAction,
    MalformedCard,
    MalformedState,
    MustFollowSuit,
    MustPlayLastCard,
    NotYourTurn,
    Options,
    Suit,
    TrumpOptionNotAllowed,
    TrumpsNotBroken,
    WrongDecision,
    action_from_dict,
    apply,
    legal_actions,
    play,
)
from tests.engine.helpers import autoplay, run, start

CODES = {
    InvalidInput: "invalid_input", MalformedCard: "malformed_card",
    MalformedAction: "malformed_action", InvalidOptions: "invalid_options",
    InvalidSetup: "invalid_setup", MalformedState: "malformed_state",
    NotYourTurn: "not_your_turn", IllegalAction: "illegal_action", GameOver: "game_over",
    WrongDecision: "wrong_decision", CardNotInHand: "card_not_in_hand",
    MustFollowSuit: "must_follow_suit", TrumpsNotBroken: "trumps_not_broken",
    CannotKnock: "cannot_knock", MustPlayLastCard: "must_play_dogs_life_card",
    TrumpOptionNotAllowed: "trump_option_not_allowed",
}


def test_codes_are_stable_and_the_three_families_are_disjoint() -> None:
    for cls, code in CODES.items():
        assert cls.code == code and issubclass(cls, EngineError)
        families = [issubclass(cls, f) for f in (InvalidInput, NotYourTurn, IllegalAction)]
        assert families.count(True) == 1, cls
    error = MustFollowSuit("follow suit", led="H")
    assert error.to_dict() == {"code": "must_follow_suit", "message": "follow suit",
                               "details": {"led": "H"}}


@pytest.mark.parametrize("data, error", [
    ("play AS", MalformedAction), ({}, MalformedAction), ({"type": "dance"}, MalformedAction),
    ({"type": "play"}, MalformedAction), ({"type": "play", "card": "ZZ"}, MalformedCard),
    ({"type": "play", "card": 14}, MalformedCard),
    ({"type": "play", "card": "AS", "extra": 1}, MalformedAction),
    ({"type": "knock", "card": "AS"}, MalformedAction),
    ({"type": "choose_trump"}, MalformedAction),
    ({"type": "choose_trump", "suit": "X"}, MalformedAction),
    ({"type": "choose_trump", "suit": "H", "reverse": "yes"}, MalformedAction),
    ({"type": []}, MalformedAction), ({"type": {}}, MalformedAction),
    ({"type": ["play"]}, MalformedAction),
])
def test_malformed_action_json_is_bad_input(data: object, error: type[Exception]) -> None:
    with pytest.raises(error) as info:
        action_from_dict(data)
    assert isinstance(info.value, InvalidInput)


def test_action_json_round_trips() -> None:
    for action in (play("TH"), ChooseTrump(None, False, True), ChooseTrump(Suit.CLUBS)):
        assert action_from_dict(action.to_dict()) == action
    assert action_from_dict({"type": "knock"}).to_dict() == {"type": "knock"}


DEAL = {1: (["3C 4D", "AH AS", "KH 6D"], "2C")}


def test_not_your_turn_comes_before_looking_at_the_action() -> None:
    state = start(3, DEAL, Options(start_hand_size=2))
    with pytest.raises(NotYourTurn) as info:
        apply(state, play("AS"), seat=2)  # it is seat 1's turn, and AS is not seat 2's
    assert info.value.code == "not_your_turn"
    assert info.value.details == {"seat": 2, "to_act": 1}


def test_illegal_actions_each_have_their_own_type() -> None:
    state = start(3, DEAL, Options(start_hand_size=2))
    with pytest.raises(CardNotInHand):
        apply(state, play("KH"), seat=1)
    with pytest.raises(WrongDecision):
        apply(state, ChooseTrump(Suit.HEARTS))
    with pytest.raises(CannotKnock):
        run(state, "knock")
    state, _ = run(state, "1:AH")
    with pytest.raises(MustFollowSuit):
        run(state, "2:6D")
    with pytest.raises(MalformedAction):
        apply(state, "KH")  # type: ignore[arg-type]


def test_a_card_while_trumps_are_being_chosen_is_the_wrong_decision() -> None:
    state = start(3, {1: (["5C 6C 7C", "AS KS QS", "2C 3C 4C"], "8S")},
                  Options(start_hand_size=3))
    state, _ = autoplay(state, until_deal=2)
    with pytest.raises(WrongDecision) as info:
        apply(state, play(str(state.hand(1)[0])))
    assert info.value.code == "wrong_decision"
    assert legal_actions(state)
