"""Resigning: the server plays the seat's remaining cards this hand (here with a deterministic
chooser instead of the bots), the player's own actions are refused, and the seat is knocked out
at the end of the hand."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game, GameAction
from games.record import record_verify
from tests.games.helpers import assert_error, first_legal, footprint

pytestmark = pytest.mark.django_db


def test_a_resigned_seat_is_played_by_the_server_and_knocked_out_at_the_end_of_the_hand(
        table_factory):
    table = table_factory(players=4, seed="resign-1")
    quitter = 2
    # Let a few cards go first so the resignation comes mid-hand.
    for _ in range(3):
        seat = table.view(0)["game"]["to_act"]
        table.act(seat, table.view(seat)["game"]["legal_actions"][0])
    before = table.view(quitter)
    cards_left = len(before["game"]["my_hand"])

    response = table.clients[quitter].post(table.url("/resign"), {}, format="json")
    assert response.status_code == 200, response.content
    view = response.json()
    assert view["version"] == before["version"] + 1
    seat = view["seats"][quitter]
    assert seat["resigned"] is True and seat["server_controlled"] is True
    assert seat["status"] == "in"  # still in until the hand ends
    assert view["game"]["legal_actions"] == [] and view["game"]["is_my_turn"] is False
    assert_error(table.clients[quitter].post(table.url("/resign"), {}, format="json"), 409,
                 "seat_resigned")

    deal_no = view["game"]["deal_no"]
    server_moves = 0
    while True:
        game = Game.objects.get(pk=table.game_id)
        if game.deal_no != deal_no or game.status != "active":
            break
        if game.to_act_seat == quitter:
            unchanged = footprint(table.game_id)
            assert_error(table.act(quitter, {"type": "play", "card": "2C"}, game.version), 409,
                         "seat_resigned")
            assert footprint(table.game_id) == unchanged
            # The home screen does not say it is the quitter's turn.
            mine = table.clients[quitter].get("/api/v1/games?my_turn=true").json()
            assert mine["results"] == []
            move = services.server_action_apply(game_id=table.game_id,
                                                expected_version=game.version,
                                                choose=first_legal)
            assert move.applied and move.reason == "resigned"
            assert move.version == game.version + 1
            # A duplicate (stale) server task does nothing.
            again = services.server_action_apply(game_id=table.game_id,
                                                 expected_version=game.version,
                                                 choose=first_legal)
            assert not again.applied and again.reason == "stale"
            server_moves += 1
        else:
            human = services.server_action_apply(game_id=table.game_id,
                                                 expected_version=None, choose=first_legal)
            assert not human.applied and human.reason == "human_turn"
            seat = game.to_act_seat
            assert table.act(seat, table.view(seat)["game"]["legal_actions"][0]
                             ).status_code == 200

    assert server_moves == cards_left
    after = table.view(0)
    assert after["seats"][quitter]["status"] == "out"
    assert after["game"]["status"][quitter] == "out"
    if after["status"] == "active":
        assert after["game"]["hand_counts"][quitter] == 0
        assert after["game"]["to_act"] != quitter
    actors = list(GameAction.objects.filter(game_id=table.game_id, seat=quitter)
                  .values_list("actor", "action__type"))
    assert actors.count(("player", "resign")) == 1
    assert actors.count(("resigned", "play")) == cards_left

    # The rest of the game goes on without the seat, and the record replays the resignation.
    final = table.play_out()
    assert final["status"] == "finished"
    assert final["seats"][quitter]["position"] != 1
    record = table.clients[0].get(table.url("/record")).json()
    assert record["seats"][quitter]["resigned"] is True
    assert record_verify(record) == []


def test_resigning_in_a_two_player_game_ends_it_at_the_end_of_the_hand(table_factory):
    table = table_factory(players=2, seed="resign-2")
    assert table.clients[1].post(table.url("/resign"), {}, format="json").status_code == 200
    while Game.objects.get(pk=table.game_id).status == "active":
        game = Game.objects.get(pk=table.game_id)
        if game.to_act_seat == 1:
            assert services.server_action_apply(game_id=game.pk, expected_version=None,
                                                choose=first_legal).applied
        else:
            assert table.act(0, table.view(0)["game"]["legal_actions"][0]).status_code == 200
    final = table.view(0)
    assert final["status"] == "finished" and final["game"]["winner"] == 0
    assert final["game"]["deal_no"] == 1
