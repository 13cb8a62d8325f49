"""Classic Whist's options and presets (every variation of 001 named), its JSON, and its record:
the seed committed to at the start, revealed at the end, and re-verified with
``python -m games.record``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.engine import GAME_KINDS, whist
from games.engine.errors import InvalidOptions, MalformedState
from games.engine.whist import PRESETS, Setup, TrumpRule, WhistOptions
from games.engine.whist.record import first_dealer_of, whist_record
from games.record import main as record_main
from games.record import record_verify


def test_every_variation_of_001_is_a_preset():
    assert GAME_KINDS == ("knockout", "whist")
    assert PRESETS["classic"] == WhistOptions()
    assert PRESETS["classic_honours"].honours
    assert PRESETS["american"].game_points == 7
    assert PRESETS["long_whist"].game_points == 10
    assert PRESETS["rubber"].rubber and PRESETS["rubber"].game_points == 5
    assert PRESETS["fixed_trumps"].trumps is TrumpRule.SEQUENCE
    assert PRESETS["fixed_trumps_no_trump"].no_trump_fifth
    assert PRESETS["whist_drive"].deals > 0
    for options in PRESETS.values():
        options.validate()
        assert WhistOptions.from_dict(options.to_dict()) == options


@pytest.mark.parametrize(("data", "field"), [
    ({"no_trump_fifth": True}, "no_trump_fifth"),
    ({"deals": 4, "rubber": True}, "rubber"),
    ({"deals": 4, "honours": True}, "honours"),
    ({"game_points": 0}, "game_points"),
    ({"trumps": "chosen"}, "trumps"),
    ({"honours": "yes"}, "honours"),
])
def test_combinations_001_does_not_describe_are_refused(data, field):
    with pytest.raises(InvalidOptions) as caught:
        WhistOptions.from_dict(data)
    assert caught.value.details.get("field") == field


def test_unknown_options_and_other_table_sizes_are_refused():
    with pytest.raises(InvalidOptions):
        WhistOptions.from_dict({"dogs_life": True})
    with pytest.raises(InvalidOptions):  # 001: "There are four players"
        whist.new_game(5)
    with pytest.raises(InvalidOptions):
        whist.preset("bridge")


def test_a_state_of_the_other_kind_is_refused():
    from games.engine import new_game, state_to_dict
    knockout, _ = new_game(4)
    with pytest.raises(MalformedState):
        whist.state_from_dict(state_to_dict(knockout))


def _played(seed: str, options: WhistOptions) -> list:
    state, _ = whist.new_game(4, options, Setup(seed=seed, first_dealer=first_dealer_of(seed)))
    rng = random.Random(seed)
    played = []
    while not state.is_over:
        action = rng.choice(whist.legal_actions(state))
        played.append((state.to_act, action))
        state, _ = whist.apply(state, action)
    return played


def test_a_finished_games_record_verifies_from_the_revealed_seed(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture):
    """docs/players/fair-deals.md: the commitment, every deal and turn-up, every trick and the
    positions are recomputed from the seed; ``python -m games.record`` prints ``verified``."""
    rubber = whist.preset("rubber")
    record = whist_record("s3cret", rubber, _played("s3cret", rubber))
    assert record["kind"] == "whist" and record_verify(record) == []
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert record_main([str(path)]) == 0
    assert capsys.readouterr().out.strip() == "verified"


def test_a_tampered_record_does_not_verify():
    options = WhistOptions()
    record = whist_record("s3cret", options, _played("s3cret", options))
    swapped = json.loads(json.dumps(record))
    hands = swapped["deals"][0]["hands"]
    hands["0"][0], hands["1"][0] = hands["1"][0], hands["0"][0]
    assert any("hands differ" in p for p in record_verify(swapped))
    other_seed = dict(record, seed="other")
    assert any("commitment" in p for p in record_verify(other_seed))
    wrong_result = dict(record, result={**record["result"], "positions": [1, 1, 2, 2]})
    assert any("positions" in p for p in record_verify(wrong_result))


def test_a_resignation_concedes_for_the_side_and_the_record_replays_it():
    """001 has no rule for leaving the table: a partnership cannot play on three-handed, so the
    resigning seat's side concedes and the other side wins (``games/engine/variants.md``)."""
    state, _ = whist.new_game(4, WhistOptions(), Setup(seed="r", first_dealer=first_dealer_of("r")))
    played: list = []
    for _ in range(5):
        action = whist.legal_actions(state)[0]
        played.append((state.to_act, action))
        state, _ = whist.apply(state, action)
    state, events = whist.resign(state, 2)
    assert state.is_over and state.winner == 1 and state.positions == (2, 1, 2, 1)
    assert [e.kind for e in events] == ["seat_resigned", "game_ended"]
    assert events[-1].reason == "resignation"
    record = whist_record("r", WhistOptions(), [*played, (2, {"type": "resign"})])
    assert record_verify(record) == [] and record["result"]["winner"] == 1
