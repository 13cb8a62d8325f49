"""The end-of-hand values (issue 20): trained by a script from a seed, shipped as a small file,
loaded without a download."""

from __future__ import annotations

from games.ai import rollout
from games.ai.styles import HELD_OUT
from games.ai.train_values import TRAINING_STYLES, play_game, train
from games.ai.values import (
    ROLE_CHOOSER,
    ROLE_DOG,
    ROLE_IN,
    VALUES_FILE,
    load_values,
    values_from_json,
    values_to_json,
)


def test_the_same_seed_gives_the_same_values_with_any_number_of_workers() -> None:
    one = train(seed="t", games=6, workers=1)
    assert one == train(seed="t", games=6, workers=2)
    assert one != train(seed="u", games=6, workers=1)
    text = values_to_json(one, trained_by="test")
    assert values_from_json(text) == one


def test_the_training_games_never_meet_the_held_out_style() -> None:
    assert HELD_OUT not in TRAINING_STYLES and "heuristic" in TRAINING_STYLES


def test_a_training_game_records_each_survivor_and_whether_it_won() -> None:
    """004: a player who takes no trick is out, the first such player excepted (the dog's
    life), so a situation is only recorded for a seat still in, and at most one seat a deal
    chooses the trumps."""
    rows = play_game("t", 4, 0, TRAINING_STYLES)
    assert rows and all(key[0] == 4 and 1 <= key[1] <= 6 and 2 <= key[2] <= 4 for key, _ in rows)
    assert {won for _key, won in rows} <= {0, 1}
    assert {key[3] for key, _ in rows} <= {ROLE_IN, ROLE_CHOOSER, ROLE_DOG}


def test_the_shipped_values_are_the_file_the_search_scores_with() -> None:
    shipped = load_values()
    assert VALUES_FILE.stat().st_size < 20_000
    assert '"trained_by": "python -m games.ai.train_values --seed values --games 10000' in \
        VALUES_FILE.read_text()
    assert rollout.WIN_RATE == shipped
    # Every table size and role is covered, with thousands of samples where it matters.
    assert {key[0] for key in shipped} == set(range(2, 8))
    wins, samples = shipped[(4, 6, 4, ROLE_CHOOSER)]
    assert samples >= 5000 and 0.3 < wins / samples < 0.5
