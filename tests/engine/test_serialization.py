"""JSON for states and action logs: versioned, lossless, and a replay reproduces the state."""

from __future__ import annotations

import json
import random

import pytest

from games.engine import (
    Action,
    LeadRule,
    MalformedState,
    Options,
    Setup,
    State,
    apply,
    legal_actions,
    log_from_dict,
    log_to_dict,
    new_game,
    replay,
    state_from_dict,
    state_to_dict,
)
from tests.engine.helpers import forced

OPTIONS = Options(trump_extras=True, two_of_diamonds=True, trump_breaking=True,
                  lead=LeadRule.WINNER_LEADS)


def _random_game(players: int, seed: str, options: Options = OPTIONS,
                 setup: Setup | None = None) -> list[tuple[object, Action | None]]:
    """Every state of one random game, with the action that led to it."""
    rng = random.Random(seed)
    setup = setup or Setup(seed=seed, first_dealer=rng.randrange(players))
    state, _ = new_game(players, options, setup)
    history: list[tuple[object, Action | None]] = [(state, None)]
    while not state.is_over:
        action = rng.choice(legal_actions(state))
        state, _ = apply(state, action)
        history.append((state, action))
    return history


@pytest.mark.parametrize("players", [2, 4, 7])
def test_state_json_round_trip_at_every_step(players: int) -> None:
    """As specified: "state and action log to JSON and back, versioned, lossless"."""
    for state, _ in _random_game(players, f"json{players}"):
        text = json.dumps(state_to_dict(state))
        assert state_from_dict(json.loads(text)) == state


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_replay_of_the_action_log_reproduces_the_exact_state(players: int) -> None:
    """As specified: "replaying the action log from the seed reproduces the state exactly"."""
    history = _random_game(players, f"replay{players}")
    final = history[-1][0]
    actions = [a for _, a in history[1:]]
    log = json.loads(json.dumps(log_to_dict(players, OPTIONS, final.setup, actions)))
    n, options, setup, parsed = log_from_dict(log)
    assert (n, options, setup, parsed) == (players, OPTIONS, final.setup, actions)
    assert replay(n, options, setup, parsed) == final


def test_replay_of_a_forced_game() -> None:
    setup = forced({1: (["5C 6C 7C", "AS KS QS", "2C 3C 4C"], "8S")}, {1: "AC 2C"})
    options = Options(start_hand_size=3)
    history = _random_game(3, "forced", options, setup)
    actions = [a for _, a in history[1:]]
    log = json.loads(json.dumps(log_to_dict(3, options, setup, actions)))
    assert replay(*log_from_dict(log)) == history[-1][0]


def test_state_json_is_readable_and_carries_its_format_and_version() -> None:
    state, _ = new_game(3, setup=Setup(seed="x"))
    data = state_to_dict(state)
    assert (data["format"], data["version"]) == ("kowhist-state", 1)
    assert all(isinstance(c, str) and len(c) == 2 for hand in data["hands"] for c in hand)


@pytest.mark.parametrize("change", [
    {"version": 2}, {"version": None}, {"format": "chess"},
])
def test_unknown_state_version_or_format_is_refused(change: dict[str, object]) -> None:
    state, _ = new_game(3, setup=Setup(seed="x"))
    with pytest.raises(MalformedState) as info:
        state_from_dict({**state_to_dict(state), **change})
    assert info.value.code == "malformed_state"


def test_incomplete_state_json_is_malformed_state() -> None:
    state, _ = new_game(3, setup=Setup(seed="x"))
    data = state_to_dict(state)
    del data["hands"]
    with pytest.raises(MalformedState):
        state_from_dict(data)
    with pytest.raises(MalformedState):
        state_from_dict([])  # type: ignore[arg-type]


def test_unknown_log_version_is_refused() -> None:
    log = log_to_dict(2, Options(), Setup(), [])
    with pytest.raises(MalformedState):
        log_from_dict({**log, "version": 99})
    with pytest.raises(MalformedState):
        log_from_dict({**log, "format": "kowhist-state"})


def test_a_state_stored_before_trump_chooser_existed_still_loads() -> None:
    """Stored rows outlive engine versions: a snapshot without ``trump_chooser`` (written before
    the field existed) loads as "nobody known to have chosen", everything else unchanged."""
    chosen = [s for s, _ in _random_game(4, "chooser")
              if isinstance(s, State) and s.trump_chooser >= 0]
    assert chosen, "some deal's trumps are chosen in a whole game"
    state = chosen[0]
    data = state_to_dict(state)
    assert data["trump_chooser"] == state.trump_chooser
    del data["trump_chooser"]
    assert state_from_dict(data) == state._replace(trump_chooser=-1)
