"""A write's answer reuses the engine state it stored, and only while the snapshot is the one
it stored: a game whose snapshot was replaced (reloaded, or changed again) is parsed anew."""

from __future__ import annotations

from types import SimpleNamespace

from games import engine
from games.kinds import KNOCKOUT, game_kind, state_keep, state_of


def _game() -> tuple[SimpleNamespace, object]:
    kind = game_kind(KNOCKOUT)
    state, _events = engine.new_game(3)
    return SimpleNamespace(kind=KNOCKOUT, state=kind.state_to_dict(state)), state


def test_the_state_a_write_kept_is_the_one_read_back():
    game, state = _game()
    state_keep(game, state)
    assert state_of(game) is state


def test_a_replaced_snapshot_is_parsed_again():
    game, state = _game()
    state_keep(game, state)
    game.state = dict(game.state)  # as from a reload: an equal snapshot, another object
    again = state_of(game)
    assert again is not state and again == state


def test_a_game_not_started_has_no_state():
    assert state_of(SimpleNamespace(kind=KNOCKOUT, state=None)) is None
