"""The expected final place beside the chance of winning: known for a seat knocked out, measured
for a seat still in, read by the review from the very playouts that give its win chances, and
never computed when an AI seat plays."""

from __future__ import annotations

import inspect
import random
from dataclasses import replace

import pytest

from games.ai import places as places_module
from games.ai.analysis import evaluate, review_decision
from games.ai.expert import ExpertBot, search
from games.ai.places import hand_places, hand_values_and_places, situation_place
from games.ai.rollout import hand_values
from games.ai.search_config import DEFAULT_CONFIG
from games.ai.values import ROLE_CHOOSER, ROLE_IN
from games.engine import ForcedDeal, Options, Setup, apply, new_game, play, sim
from games.engine.knockout.state import Phase, SeatStatus
from tests.ai.helpers import random_positions
from tests.ai.test_analysis import _sure_trick_position


def _settled(players: int, hands: list[str], turn_up: str, plays: list[str],
             **options: object) -> sim.Sim:
    """A forced first deal played card by card, the last trick settled by the engine without
    the next deal (as the search's playouts end)."""
    size = len(hands[0].split())
    setup = Setup(seed="places", first_dealer=players - 1, forced_deals=((1, ForcedDeal.of(
        hands=hands, turn_up=turn_up)),))
    state, _ = new_game(players, Options(start_hand_size=size, **options), setup)
    for card in plays:
        state, _ = apply(state, play(card))
    st = sim.sim_from_state(state)
    sim.finish_hand(st)
    return st


def test_seats_knocked_out_together_share_the_best_place_they_cover() -> None:
    """Four players, two cards, spades trumps, no dog's life (004: "A player who takes no
    tricks at all in a hand is knocked out").  Seat 0 leads 2C and seat 1, void, trumps it
    with KS; seat 1 leads 3D and seat 0, void, trumps it with AS.  Seats 2 and 3 are out
    together and two seats outlast them, so both are 3rd (the engine's 1, 2, 2, 4 ranking)."""
    st = _settled(4, ["AS 2C", "KS 3D", "4C 5C", "6C 7C"], "9S",
                  ["2C", "KS", "4C", "6C"], dogs_life=False)
    assert st.tricks == (1, 1, 0, 0)
    places = hand_places(st)
    assert places[2] == places[3] == 3.0
    for seat in (0, 1):  # still in, two left: between 1st and 2nd
        assert 1.0 < places[seat] < 2.0


def test_a_game_over_gives_the_engines_positions() -> None:
    """Two players, one card each: the only trick's winner wins the game (004: "The game is
    won by the winner of the one trick on the final hand")."""
    st = _settled(2, ["AS", "KS"], "2C", [])
    assert st.phase is Phase.GAME_OVER and st.winner == 0
    assert hand_places(st) == [1.0, 2.0]


def test_choosing_trumps_is_a_better_place_than_being_in() -> None:
    assert situation_place(4, 6, 4, ROLE_CHOOSER) < situation_place(4, 6, 4, ROLE_IN)
    assert 1.0 <= situation_place(4, 6, 4, ROLE_IN) <= 4.0


def test_every_action_of_a_review_has_its_place() -> None:
    """Seat 0 plays last to a heart trick with AH 2H (the worked example of test_analysis):
    the ace takes the trick, keeps the seat in for certain, and it may choose the next trumps;
    the two leaves it out about as often as not.  The ace's expected place is the better (a
    lower number), and each place lies between 1st and 3rd with its standard error."""
    _, obs = _sure_trick_position()
    review = review_decision(obs, play("2H"), random.Random(1), 60)
    by_label = {a.label: a for a in review.actions}
    ace, two = by_label["AH"], by_label["2H"]
    assert ace.survival == 1.0 and two.survival < 1.0
    assert ace.place < two.place
    for action in (ace, two):
        assert 1.0 <= action.place <= 3.0 and action.place_se >= 0.0
    assert review.place == two.place and review.best_place == ace.place


def test_a_knocked_out_seats_place_is_known_on_every_playout() -> None:
    """On each sampled deal of the worked example, a playout that ends with seat 0 out (worth
    0) gives it 3rd place with both others in, or 2nd when the game ended with one of them
    out beside it; a playout that keeps it in gives a better place than 3rd."""
    _, obs = _sure_trick_position()
    legal, rows, places = evaluate(obs, random.Random(4), 60)
    outs = [(r[i], p[i]) for r, p in zip(rows, places, strict=True) for i in range(len(legal))]
    assert any(value == 0.0 for value, _ in outs)
    for value, place in outs:
        if value == 0.0:
            assert place in (2.0, 3.0)
        elif value < 1.0:
            assert 1.0 < place < 3.0
        else:
            assert place == 1.0


def test_scoring_places_too_leaves_the_search_exactly_as_it_was() -> None:
    """The review scores playouts with values and places; the search's means and the moves
    it would play are the ones it finds with values alone."""
    _, obs = _sure_trick_position()
    config = replace(DEFAULT_CONFIG, iterations=30)
    plain = search(obs, random.Random(5), config)
    rows: list[list[list[float]]] = []
    both = search(obs, random.Random(5), config, on_iteration=rows.append,
                  score=hand_values_and_places)
    assert plain == both
    assert all(len(outcome) == 2 * obs.players for row in rows for outcome in row)


def test_an_ai_seat_never_computes_a_place(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(st: sim.Sim) -> list[float]:
        raise AssertionError("an AI seat computed a place")

    monkeypatch.setattr(places_module, "hand_places", refuse)
    _, obs = _sure_trick_position()
    bot = ExpertBot(replace(DEFAULT_CONFIG, iterations=20))
    assert bot.choose_action(obs, rng=random.Random(1)) in obs.legal_actions
    assert inspect.signature(search).parameters["score"].default is hand_values


def test_a_seat_still_in_always_places_better_than_one_knocked_out() -> None:
    """Every hand of random games under random rules, settled at its last trick: while the
    game goes on, each seat still in (choosing the trumps, in, or on a dog's life) expects a
    better place than any seat knocked out in that hand, which is one behind all of them."""
    settled = 0
    for state in random_positions(60, seed=11):
        if state.phase is not Phase.PLAY or len(state.completed) + 1 != state.hand_size:
            continue
        st = sim.sim_from_state(state)
        before = st.status
        sim.finish_hand(st)
        if st.phase is not Phase.PLAY or st.status == before:
            continue
        places = hand_places(st)
        alive = [s for s, status in enumerate(st.status) if status is not SeatStatus.OUT]
        out_now = [s for s, status in enumerate(st.status)
                   if status is SeatStatus.OUT and before[s] is not SeatStatus.OUT]
        for s in out_now:
            assert places[s] == len(alive) + 1
            assert all(places[a] < places[s] for a in alive)
        settled += bool(out_now)
    assert settled >= 20
