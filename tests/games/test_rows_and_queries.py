"""The stored rows and the snapshot agree, and an action costs a bounded number of queries.

* Rebuilding the current deal from Hand / Trick / Play rows gives the snapshot's hands, tricks
  and winners; the snapshot's tricks give back the Play and Trick rows; and replaying the
  GameAction log from the set-up reproduces the snapshot exactly.
* One action POST (authentication, lock, apply, rows, events, the new view) takes the same
  number of queries early and late in a game.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import engine
from games.models import Game, GameAction, Hand
from tests.games.helpers import state_of

pytestmark = pytest.mark.django_db


def play_until(table, stop) -> None:
    while not stop(Game.objects.get(pk=table.game_id)):
        game = Game.objects.get(pk=table.game_id)
        action = table.view(game.to_act_seat)["game"]["legal_actions"][0]
        assert table.act(game.to_act_seat, action).status_code == 200


def assert_rows_agree_with_snapshot(game_id: int) -> None:
    state = state_of(game_id)
    hand = Hand.objects.get(game_id=game_id, deal_no=state.deal_no)
    plays = list(hand.plays.order_by("trick_no", "order"))
    tricks = list(hand.tricks.order_by("trick_no"))

    # Rows -> snapshot: dealt minus played is what each seat holds now.
    for seat in range(state.players):
        dealt = set(hand.hands.get(str(seat), []))
        played = {p.card for p in plays if p.seat == seat and p.card}
        assert played <= dealt
        assert dealt - played == {str(c) for c in state.hand(seat)}, seat
    completed = [[(p.seat, p.card or None) for p in plays if p.trick_no == t.trick_no]
                 for t in tricks]
    snapshot_completed = [[(s, None if c < 0 else str(engine.CARDS[c])) for s, c in trick]
                          for trick in state.completed]
    assert completed == snapshot_completed
    assert [t.winner for t in tricks] == list(state.winners)
    assert [t.trick_no for t in tricks] == list(range(1, len(state.completed) + 1))
    in_progress = [(p.seat, p.card or None) for p in plays if p.trick_no == len(tricks) + 1]
    assert in_progress == [(s, None if c < 0 else str(engine.CARDS[c])) for s, c in state.trick]
    assert len(plays) == sum(len(t) for t in state.completed) + len(state.trick)
    assert hand.dealer == state.dealer and hand.hand_size == state.hand_size
    trump = "" if state.trump == 4 or state.trump < 0 else "CDHS"[state.trump]
    assert hand.trump in ("", trump)

    # Snapshot -> rows: the tricks won per seat this deal are the Trick rows' winners.
    assert [sum(1 for t in tricks if t.winner == s) for s in range(state.players)] == \
        list(state.tricks)

    # The action log replays, from the game's set-up, to this very snapshot.
    actions = [engine.action_from_dict(a.action)
               for a in GameAction.objects.filter(game_id=game_id).order_by("seq")]
    replayed = engine.replay(state.players, state.options, state.setup, actions)
    assert engine.state_to_dict(replayed) == Game.objects.get(pk=game_id).state


@pytest.mark.parametrize("players, seed", [(4, "rows-1"), (3, "rows-2")])
def test_hand_trick_and_play_rows_agree_with_the_snapshot(table_factory, players, seed):
    table = table_factory(players=players, seed=seed)
    assert_rows_agree_with_snapshot(table.game_id)
    seen = 0
    for stop_at in (1, 2, players, players * 3 + 1):
        play_until(table, lambda g, n=stop_at: g.action_seq >= n)
        assert_rows_agree_with_snapshot(table.game_id)
        seen += 1
    # Into the second and third deals (a new Hand row each), mid-trick.
    for deal in (2, 3):
        play_until(table, lambda g, d=deal: g.deal_no >= d or g.status != "active")
        play_until(table, lambda g: g.status != "active" or
                   len(engine.state_from_dict(g.state).trick) == 1)
        assert_rows_agree_with_snapshot(table.game_id)
    assert Hand.objects.filter(game_id=table.game_id).count() >= 2


def test_a_forced_deal_is_stored_as_dealt(table_factory):
    from games.engine import ForcedDeal, Setup
    from games.engine.serialize import setup_to_dict

    forced = setup_to_dict(Setup(forced_deals=((1, ForcedDeal.of(
        hands=["2C 3H 4H 5H 6H 7H 8H", "9C TC JC QC KC AC 2H"], turn_up="2S")),)))
    table = table_factory(players=2, forced_setup=forced)
    hand = Hand.objects.get(game_id=table.game_id, deal_no=1)
    assert hand.hands == {"0": "2C 3H 4H 5H 6H 7H 8H".split(),
                          "1": "9C TC JC QC KC AC 2H".split()}
    assert hand.turn_up == "2S" and hand.trump == "S" and hand.label == "forced"
    assert_rows_agree_with_snapshot(table.game_id)


def leading(game: Game) -> bool:
    """A card about to lead a trick other than a hand's first (so it ends nothing)."""
    state = engine.state_from_dict(game.state)
    return game.status != "active" or (
        state.phase == engine.Phase.PLAY and not state.trick and len(state.completed) >= 1)


def action_queries(table) -> tuple[int, list[str]]:
    """Queries for one lead to a trick that neither ends nor starts anything else."""
    play_until(table, leading)
    game = Game.objects.get(pk=table.game_id)
    assert game.status == "active"
    action = table.view(game.to_act_seat)["game"]["legal_actions"][0]
    with CaptureQueriesContext(connection) as queries:
        response = table.act(game.to_act_seat, action, game.version,
                             **{"Idempotency-Key": f"q-{game.version}"})
    assert response.status_code == 200
    return len(queries), [q["sql"] for q in queries.captured_queries]


MAX_QUERIES_PER_ACTION = 20


def test_an_action_takes_a_bounded_number_of_queries_early_and_late(
        table_factory, django_assert_max_num_queries):
    table = table_factory(players=4, seed="queries-1")
    early, _ = action_queries(table)
    # A long way in: several deals and dozens of actions later.
    play_until(table, lambda g: g.deal_no >= 3 and g.action_seq >= 30)
    late, sql = action_queries(table)
    assert early == late, sql
    assert late <= MAX_QUERIES_PER_ACTION, sql

    # The same bound through the pytest-django fixture, on a plain (non-idempotent) POST.
    game = Game.objects.get(pk=table.game_id)
    play_until(table, lambda g: len(engine.state_from_dict(g.state).trick) >= 1)
    game = Game.objects.get(pk=table.game_id)
    action = table.view(game.to_act_seat)["game"]["legal_actions"][0]
    with django_assert_max_num_queries(MAX_QUERIES_PER_ACTION):
        assert table.act(game.to_act_seat, action, game.version).status_code == 200


def test_the_end_of_a_trick_and_of_a_hand_also_cost_a_bounded_number_of_queries(
        table_factory, django_assert_max_num_queries):
    table = table_factory(players=3, seed="queries-2")
    counts = []
    while Game.objects.get(pk=table.game_id).status == "active":
        game = Game.objects.get(pk=table.game_id)
        action = table.view(game.to_act_seat)["game"]["legal_actions"][0]
        with CaptureQueriesContext(connection) as queries:
            assert table.act(game.to_act_seat, action, game.version).status_code == 200
        counts.append(len(queries))
    # Whatever happened (a card, a trick, a hand, a cut, the end of the game), it is bounded
    # and the bound never depends on how far the game had gone.
    # The last one also hands the result to players' stats and ratings: bounded, not more.
    assert max(counts[:-1]) <= MAX_QUERIES_PER_ACTION, counts
    assert counts[-1] <= 3 * MAX_QUERIES_PER_ACTION, counts
    mid = counts[1:len(counts) // 2]
    tail = counts[len(counts) // 2:-1]
    assert max(tail) <= max(mid), counts
