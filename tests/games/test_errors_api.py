"""Every error of the play endpoints, provoked: status, code, the one error shape, and proof that
the rejected request changed nothing (version, events, actions, rows and snapshot)."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from games.engine import ForcedDeal, Setup
from games.engine.serialize import setup_to_dict
from tests.games.helpers import assert_error, footprint

pytestmark = pytest.mark.django_db

# Seat 0 deals, so seat 1 leads; seat 0 holds one club and six hearts.
FORCED = setup_to_dict(Setup(forced_deals=((1, ForcedDeal.of(
    hands=["2C 3H 4H 5H 6H 7H 8H", "9C TC JC QC KC AC 2H"], turn_up="2S")),)))


@pytest.fixture
def forced_table(table_factory):
    table = table_factory(players=2, forced_setup=FORCED)
    view = table.view(1)
    assert view["game"]["to_act"] == 1 and view["game"]["turn_up"] == "2S"
    assert table.act(1, {"type": "play", "card": "9C"}).status_code == 200
    return table


def post_action(table, seat, body, **headers):
    return table.clients[seat].post(table.url("/actions"), body, format="json",
                                    headers=headers or None)


def test_a_card_the_rules_forbid_is_422_with_the_engines_code(forced_table):
    table = forced_table
    version = table.view(0)["version"]
    before = footprint(table.game_id)
    error = assert_error(table.act(0, {"type": "play", "card": "3H"}, version), 422,
                         "must_follow_suit")
    assert "AC" not in error["message"] and "KC" not in error["message"]
    assert footprint(table.game_id) == before
    assert table.act(0, {"type": "play", "card": "2C"}, version).status_code == 200


def test_a_card_not_held_is_422_and_the_message_names_no_other_card(forced_table):
    table = forced_table
    before = footprint(table.game_id)
    error = assert_error(table.act(0, {"type": "play", "card": "AC"}), 422, "card_not_in_hand")
    # Seat 1 holds AC; the answer says only that seat 0 does not.
    assert "seat 1" not in error["message"] and "TC" not in str(error)
    assert footprint(table.game_id) == before


@pytest.mark.parametrize("action, code", [
    ({"type": "play", "card": "ZZ"}, "malformed_card"),
    ({"type": "play", "card": 7}, "malformed_card"),
    ({"type": "play"}, "malformed_action"),
    ({"type": "dance"}, "malformed_action"),
    ("play 2C", "malformed_action"),
    ({"type": "choose_trump", "suit": "X"}, "malformed_action"),
    ({"type": []}, "malformed_action"),
    ({"type": {}}, "malformed_action"),
    ({"type": ["play"]}, "malformed_action"),
    ({"type": None}, "malformed_action"),
])
def test_malformed_actions_are_400(forced_table, action, code):
    before = footprint(forced_table.game_id)
    assert_error(forced_table.act(0, action), 400, code)
    assert footprint(forced_table.game_id) == before


def test_a_missing_or_bad_expected_version_and_a_body_that_is_not_json_are_400(forced_table):
    table = forced_table
    before = footprint(table.game_id)
    play = {"type": "play", "card": "2C"}
    error = assert_error(post_action(table, 0, {"action": play}), 400, "invalid")
    assert "expected_version" in error["details"]
    error = assert_error(post_action(table, 0, {"action": play, "expected_version": "x"}), 400,
                         "invalid")
    assert "expected_version" in error["details"]
    error = assert_error(post_action(table, 0, {"expected_version": 3}), 400, "invalid")
    assert "action" in error["details"]
    raw = table.clients[0].post(table.url("/actions"), data="{not json",
                                content_type="application/json")
    assert_error(raw, 400, "parse_error")
    assert footprint(table.game_id) == before


def test_auth_membership_and_existence_errors(forced_table, client_factory):
    table = forced_table
    before = footprint(table.game_id)
    play = {"action": {"type": "play", "card": "2C"}, "expected_version": before["version"]}

    anonymous = APIClient()
    assert_error(anonymous.post(table.url("/actions"), play, format="json"), 401,
                 "not_authenticated")
    assert_error(anonymous.get(table.url()), 401, "not_authenticated")
    bad_token = APIClient()
    bad_token.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    assert_error(bad_token.post(table.url("/actions"), play, format="json"), 401,
                 "authentication_failed")

    stranger = client_factory()
    assert_error(stranger.post(table.url("/actions"), play, format="json"), 403, "not_a_player")
    assert_error(stranger.post(table.url("/resign"), {}, format="json"), 403, "not_a_player")
    assert_error(table.clients[0].post("/api/v1/games/987654/actions", play, format="json"),
                 404, "game_not_found")
    assert_error(table.clients[0].get("/api/v1/games/987654"), 404, "game_not_found")
    assert_error(table.clients[0].get("/api/v1/games/nope"), 404, "not_found")
    assert footprint(table.game_id) == before


def test_a_stale_version_and_acting_out_of_turn_are_409(forced_table):
    table = forced_table
    version = table.view(0)["version"]
    before = footprint(table.game_id)
    error = assert_error(table.act(0, {"type": "play", "card": "2C"}, version - 1), 409,
                         "stale_version")
    assert error["details"] == {"version": version}
    assert_error(table.act(0, {"type": "play", "card": "2C"}, version + 5), 409,
                 "stale_version")
    assert_error(table.act(1, {"type": "play", "card": "TC"}, version), 409, "not_your_turn")
    assert footprint(table.game_id) == before


def test_acting_in_a_game_that_is_not_active_is_409(table_factory):
    lobby = table_factory(players=2, start=False)
    assert_error(lobby.act(0, {"type": "play", "card": "2C"}), 409, "game_not_active")
    assert_error(lobby.clients[0].post(lobby.url("/resign"), {}, format="json"), 409,
                 "game_not_active")

    done = table_factory(players=2, seed="errors-done", options={"start_hand_size": 2})
    done.play_out()
    before = footprint(done.game_id)
    assert_error(done.act(0, {"type": "play", "card": "2C"}), 409, "game_not_active")
    assert footprint(done.game_id) == before


def test_the_same_idempotency_key_with_another_body_is_422(forced_table):
    table = forced_table
    version = table.view(0)["version"]
    first = table.act(0, {"type": "play", "card": "2C"}, version, **{"Idempotency-Key": "k-1"})
    assert first.status_code == 200
    before = footprint(table.game_id)
    error = assert_error(table.act(0, {"type": "play", "card": "3H"}, version,
                                   **{"Idempotency-Key": "k-1"}), 422, "idempotency_key_reused")
    assert error["details"] == {"key": "k-1"}
    assert footprint(table.game_id) == before
    too_long = "k" * 256
    assert_error(table.act(1, {"type": "play", "card": "TC"}, **{"Idempotency-Key": too_long}),
                 400, "invalid_idempotency_key")
    assert footprint(table.game_id) == before


def test_write_endpoints_are_throttled_with_the_error_shape(table_factory, throttle_rates):
    throttle_rates(game_write="3/min", lobby_write="2/min")
    table = table_factory(players=2, seed="throttle")
    seat = table.view(0)["game"]["to_act"]
    other = 1 - seat
    for _ in range(3):  # three refused actions use up the rate (it counts requests)
        table.act(other, {"type": "play", "card": "2C"}, 1)
    before = footprint(table.game_id)
    legal = table.view(seat)["game"]["legal_actions"][0]
    response = table.act(seat, legal)
    assert response.status_code == 200, "each user has their own allowance"
    before = footprint(table.game_id)
    throttled = table.act(other, {"type": "play", "card": "2C"}, 1)
    error = assert_error(throttled, 429, "throttled")
    assert error["details"]["wait"] >= 1 and "Retry-After" in throttled
    assert footprint(table.game_id) == before

    client = table.clients[0]
    for _ in range(2):
        assert client.post("/api/v1/games", {"max_players": 2}, format="json").status_code == 201
    assert_error(client.post("/api/v1/games", {"max_players": 2}, format="json"), 429,
                 "throttled")
    # Reads are not throttled.
    assert all(client.get(table.url()).status_code == 200 for _ in range(5))
