"""The game view per caller: own cards only, legal actions only for the seat to act, the public
view for spectators, 404 for a private game's strangers, ETag / If-None-Match and versions."""

from __future__ import annotations

import pytest

from tests.games.helpers import assert_error, current_hands

pytestmark = pytest.mark.django_db


def test_each_seat_sees_only_its_own_cards_and_only_the_seat_to_act_has_legal_actions(
        table_factory):
    table = table_factory(players=4, seed="view-1")
    hands = current_hands(table.game_id)
    views = [table.view(seat) for seat in range(4)]
    to_act = views[0]["game"]["to_act"]
    for seat, view in enumerate(views):
        game = view["game"]
        assert view["my_seat"] == seat
        assert set(game["my_hand"]) == hands[seat] and len(game["my_hand"]) == 7
        assert game["hand_counts"] == [7, 7, 7, 7]
        assert game["to_act"] == to_act and game["decision"] == "play"
        if seat == to_act:
            assert game["is_my_turn"] is True
            assert game["legal_actions"] and all(
                a["type"] == "play" and a["card"] in hands[seat] for a in game["legal_actions"])
        else:
            assert game["is_my_turn"] is False and game["legal_actions"] == []
        assert view["seed"] is None and len(view["seed_commitment"]) == 64
        # The per-seat summaries are public: counts, never cards.
        assert all(set(s) >= {"index", "status", "hand_count", "tricks"} for s in view["seats"])
        assert all("hand" not in s for s in view["seats"])


def test_a_spectator_gets_the_public_view_with_no_hand(table_factory, client_factory):
    table = table_factory(players=3, seed="view-2")
    spectator = client_factory()
    response = spectator.get(table.url())
    assert response.status_code == 200, response.content
    view = response.json()
    assert view["my_seat"] is None and view["invite_code"] is None
    assert view["game"]["my_hand"] is None
    assert view["game"]["legal_actions"] == [] and view["game"]["is_my_turn"] is False
    assert view["game"]["hand_counts"] == [7, 7, 7]
    # The same facts as a seat's view, minus that seat's own cards and choices.
    seat_view = table.view(0)["game"]
    private = {"my_hand", "legal_actions", "is_my_turn"}
    assert {k: v for k, v in view["game"].items() if k not in private} == \
        {k: v for k, v in seat_view.items() if k not in private}


def test_a_private_game_is_404_to_non_members_on_every_read(table_factory, client_factory):
    table = table_factory(players=2, seed="view-3", visibility="private")
    stranger = client_factory()
    for suffix in ("", "/events?after=0", "/record"):
        assert_error(stranger.get(table.url(suffix)), 404, "game_not_found")
    assert table.clients[1].get(table.url("/record")).status_code == 200


def test_etag_and_if_none_match_give_304_until_the_version_moves(table_factory):
    table = table_factory(players=2, seed="view-4")
    seat = table.view(0)["game"]["to_act"]
    client = table.clients[seat]
    first = client.get(table.url())
    etag = first["ETag"]
    version = first.json()["version"]
    assert etag and etag.startswith('"') and str(version) in etag

    again = client.get(table.url(), headers={"If-None-Match": etag})
    assert again.status_code == 304 and again["ETag"] == etag and not again.content
    assert "private" in first["Cache-Control"]
    # A list of tags, one of which matches, is a match too.
    assert client.get(table.url(), headers={"If-None-Match": f'"other", {etag}'}
                      ).status_code == 304
    # Each viewer has its own tag: another seat's cached copy is not this seat's view.
    other = table.clients[1 - seat].get(table.url())
    assert other["ETag"] != etag

    acted = table.act(seat, first.json()["game"]["legal_actions"][0], version)
    assert acted.status_code == 200, acted.content
    assert acted.json()["version"] == version + 1
    assert acted["ETag"] != etag

    fresh = client.get(table.url(), headers={"If-None-Match": etag})
    assert fresh.status_code == 200
    assert fresh.json()["version"] == version + 1 and fresh["ETag"] == acted["ETag"]


def test_the_view_tells_whose_turn_and_what_was_played(table_factory):
    table = table_factory(players=3, seed="view-5")
    view = table.view(0)
    seat = view["game"]["to_act"]
    card = table.view(seat)["game"]["legal_actions"][0]["card"]
    table.act(seat, {"type": "play", "card": card})
    after = table.view(0)["game"]
    assert after["trick"] == [{"seat": seat, "card": card}]
    assert after["to_act"] == (seat + 1) % 3
    assert after["hand_counts"][seat] == 6
    assert card not in table.view(seat)["game"]["my_hand"]


def test_events_after_n_resync_an_offline_client_in_one_request(table_factory, client_factory):
    table = table_factory(players=3, seed="view-6")
    everything = table.clients[1].get(table.url("/events?after=0")).json()
    seqs = [e["seq"] for e in everything["events"]]
    assert seqs == list(range(1, len(seqs) + 1)) and everything["last_seq"] == seqs[-1]
    assert everything["version"] == table.view(1)["version"]
    offline_since = everything["last_seq"]

    played = []
    for _ in range(4):
        seat = table.view(0)["game"]["to_act"]
        card = table.view(seat)["game"]["legal_actions"][0]["card"]
        table.act(seat, {"type": "play", "card": card})
        played.append((seat, card))
    news = table.clients[1].get(table.url(f"/events?after={offline_since}")).json()
    assert all(e["seq"] > offline_since for e in news["events"])
    assert [(e["seat"], e["card"]) for e in news["events"] if e["type"] == "card_played"] == \
        played
    assert any(e["type"] == "trick_won" for e in news["events"])
    assert news["version"] == table.view(1)["version"]
    caught_up = table.clients[1].get(table.url(f"/events?after={news['last_seq']}")).json()
    assert caught_up["events"] == [] and caught_up["last_seq"] == news["last_seq"]
    assert_error(table.clients[1].get(table.url("/events?after=-1")), 400, "invalid")
    assert_error(table.clients[1].get(table.url("/events?after=x")), 400, "invalid")
    # A spectator gets the same log with no dealt hand at all.
    public = client_factory().get(table.url("/events?after=0")).json()["events"]
    assert [e["seq"] for e in public][:len(seqs)] == seqs
    assert all(e["hands"] == {} for e in public if e["type"] == "dealt")


def test_a_long_event_log_comes_in_pages_with_has_more(table_factory, monkeypatch):
    """An offline client resyncs from ``last_seq`` until ``has_more`` is false."""
    from games.api import views

    monkeypatch.setattr(views, "EVENTS_PAGE", 5)
    table = table_factory(players=2, seed="paged-events")
    for _ in range(6):
        view = table.view(table.view()["game"]["to_act"])
        assert table.act(view["my_seat"], view["game"]["legal_actions"][0],
                         view["version"]).status_code == 200
    client = table.clients[0]
    seen: list[int] = []
    after = 0
    while True:
        page = client.get(table.url(f"/events?after={after}")).json()
        seen += [e["seq"] for e in page["events"]]
        assert len(page["events"]) <= 5
        after = page["last_seq"]
        if not page["has_more"]:
            break
    assert seen == list(range(1, len(seen) + 1)) and len(seen) > 5
