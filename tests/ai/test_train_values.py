"""The end-of-hand values: trained by a script from a seed, shipped as a small file,
loaded without a download."""

from __future__ import annotations

from games.ai import rollout
from games.ai.styles import HELD_OUT
from games.ai.train_values import TRAINING_STYLES, place_table, play_game, train, win_table
from games.ai.values import (
    PLACES_FILE,
    ROLE_CHOOSER,
    ROLE_DOG,
    ROLE_IN,
    VALUES_FILE,
    load_places,
    load_values,
    places_to_json,
    values_from_json,
    values_to_json,
)


def test_the_same_seed_gives_the_same_values_with_any_number_of_workers() -> None:
    one = train(seed="t", games=6, workers=1)
    assert one == train(seed="t", games=6, workers=2)
    assert one != train(seed="u", games=6, workers=1)
    text = values_to_json(win_table(one), trained_by="test")
    assert values_from_json(text) == win_table(one)
    places = places_to_json(place_table(one), trained_by="test")
    assert values_from_json(places) == place_table(one)


def test_the_training_games_never_meet_the_held_out_style() -> None:
    assert HELD_OUT not in TRAINING_STYLES and "heuristic" in TRAINING_STYLES


def test_a_training_game_records_each_survivor_whether_it_won_and_its_place() -> None:
    """004: a player who takes no trick is out, the first such player excepted (the dog's
    life), so a situation is only recorded for a seat still in, and at most one seat a deal
    chooses the trumps.  The winner's place is 1 and nobody else's."""
    rows = play_game("t", 4, 0, TRAINING_STYLES)
    assert rows and all(key[0] == 4 and 1 <= key[1] <= 6 and 2 <= key[2] <= 4
                        for key, _, _ in rows)
    assert {won for _key, won, _ in rows} <= {0, 1}
    assert all((place == 1) == bool(won) and 1 <= place <= key[2] for key, won, place in rows)
    assert {key[3] for key, _, _ in rows} <= {ROLE_IN, ROLE_CHOOSER, ROLE_DOG}


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


def test_the_places_come_from_the_same_games_as_the_win_rates() -> None:
    """Every situation of values.json has its places, over the same samples; a mean place lies
    between 1 and the survivors, and choosing the next trumps finishes better than being in."""
    wins, places = load_values(), load_places()
    assert PLACES_FILE.stat().st_size < 20_000
    assert places.keys() == wins.keys()
    assert all(places[key][1] == wins[key][1] for key in wins)
    assert all(1 <= total / samples <= key[2] for key, (total, samples) in places.items())
    chooser, _in = places[(4, 6, 4, ROLE_CHOOSER)], places[(4, 6, 4, ROLE_IN)]
    assert chooser[0] / chooser[1] < _in[0] / _in[1]
