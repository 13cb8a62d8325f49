"""Observations: a seat sees its own cards and public facts only; a spectator sees no hand."""

from __future__ import annotations

import json
import random

from games.engine import (
    ALL,
    Options,
    Setup,
    State,
    apply,
    legal_actions,
    new_game,
    observe,
    observe_public,
)
from games.engine.tricks.cards import CARD_NAMES, cards_from_mask, indices_from_mask
from tests.engine.helpers import of_kind, run, start


def _card_names(value: object) -> set[str]:
    """Every card name anywhere in a JSON document."""
    text = json.dumps(value)
    return {name for name in CARD_NAMES if f'"{name}"' in text}


def _visible(state: State, seat: int | None) -> set[str]:
    """What a seat may know: its hand, the turn-up and the cards played this deal."""
    names = set() if seat is None else {str(c) for c in state.hand(seat)}
    if state.turn_up >= 0:
        names.add(CARD_NAMES[state.turn_up])
    for trick in (*state.completed, state.trick):
        names.update(CARD_NAMES[c] for _, c in trick if c >= 0)
    return names


def test_seat_sees_its_own_cards_and_the_public_facts() -> None:
    """Specified: "observe(state, seat) gives exactly what that seat may know (its own cards, hand
    sizes, trump, the turn-up card, cards played so far, tricks won ...)"."""
    state = start(3, {1: (["5C 6C 7C", "AS KS QS", "2C 3C 4C"], "8S")},
                  Options(start_hand_size=3))
    state, _ = run(state, "1:AS 2:2C")
    obs = observe(state, 0)
    assert [str(c) for c in obs.hand] == ["5C", "6C", "7C"]
    assert obs.hand_counts == (3, 2, 2) and str(obs.turn_up) == "8S"
    assert [(s, str(c)) for s, c in obs.trick] == [(1, "AS"), (2, "2C")]
    assert obs.is_my_turn and obs.legal_actions == legal_actions(state)
    assert observe(state, 1).legal_actions == ()  # not seat 1's turn
    assert _card_names(obs.to_dict()) == {"5C", "6C", "7C", "8S", "AS", "2C"}


def test_public_view_has_no_hand() -> None:
    """As specified: "A public (spectator) observation with no hand at all." """
    state, _ = new_game(4, setup=Setup(seed="spectator"))
    obs = observe_public(state)
    assert obs.seat is None and obs.hand == () and obs.hand_mask == 0
    assert obs.legal_actions == ()
    assert _card_names(obs.to_dict()) == {CARD_NAMES[state.turn_up]}


def _permute_hidden(state: State, seat: int, rng: random.Random) -> State:
    """The same game from ``seat``'s point of view: other hands and the stock reshuffled."""
    others = [s for s in range(state.players) if s != seat]
    hidden = [c for s in others for c in indices_from_mask(state.hands[s])] + list(state.stock)
    rng.shuffle(hidden)
    hands = list(state.hands)
    for s in others:
        count = state.hands[s].bit_count()
        hands[s] = sum(1 << c for c in hidden[:count])
        hidden = hidden[count:]
    return state._replace(hands=tuple(hands), stock=tuple(hidden))


def test_observation_is_unchanged_when_the_hidden_cards_are_permuted() -> None:
    """As specified: "a test proves the observation is unchanged when the hidden cards are
    permuted" - so nothing in it can depend on another hand or the undealt pack."""
    rng = random.Random(7)
    options = Options(trump_extras=True, two_of_diamonds=True, trump_breaking=True)
    changed = 0
    for game in range(12):
        players = 2 + game % 6
        state, _ = new_game(players, options, Setup(seed=f"perm{game}"))
        while not state.is_over:
            for seat in range(players):
                permuted = _permute_hidden(state, seat, rng)
                changed += permuted != state
                assert observe(permuted, seat) == observe(state, seat)
                assert observe(permuted, seat).to_dict() == observe(state, seat).to_dict()
                assert observe_public(permuted) == observe_public(state)
            state, _ = apply(state, rng.choice(legal_actions(state)))
    assert changed > 500  # the permutations really moved hidden cards


def test_observation_names_no_hidden_card_at_any_step() -> None:
    rng = random.Random(3)
    state, _ = new_game(5, Options(), Setup(seed="leak"))
    while not state.is_over:
        for seat in (None, *range(5)):
            assert _card_names(observe(state, seat).to_dict()) <= _visible(state, seat)
        state, _ = apply(state, rng.choice(legal_actions(state)))


def test_dealt_event_shows_each_seat_only_its_own_hand() -> None:
    state, events = new_game(3, setup=Setup(seed="events"))
    (dealt,) = of_kind(events, "dealt")
    for seat in range(3):
        view = dealt.to_dict(seat)
        assert list(view["hands"]) == [str(seat)]
        assert view["hands"][str(seat)] == [CARD_NAMES[c] for c in dealt.hands[seat]]
        assert {str(c) for c in cards_from_mask(state.hands[seat])} == \
            set(view["hands"][str(seat)])
    assert dealt.to_dict(None)["hands"] == {}
    assert len(dealt.to_dict(ALL)["hands"]) == 3
