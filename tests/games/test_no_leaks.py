"""No endpoint shows a card its caller may not see.

A seeded four-player game is played partway and to the end; at several points every seat and a
stranger (a spectator of the public game) fetch every read endpoint.  The rules checked:

* the view, the record and the lists never show a card of another seat's current hand;
* every card named anywhere (views, events, record, lists, error messages) is either public
  (played, turned up, cut) or one the caller was dealt;
* the dealt hands in the events hold only the caller's own seat (none for a spectator);
* the record of a running game has no hands, no seed and no forced set-up;
* the Django admin's game pages show neither hands, nor the snapshot, nor the seed.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from games.models import Game, GameEvent, Hand, Play
from tests.games.conftest import Table
from tests.games.helpers import cards_in, current_hands

pytestmark = pytest.mark.django_db

PLAYERS = 4


def public_cards(game_id: int) -> set[str]:
    played = set(Play.objects.filter(hand__game_id=game_id).exclude(card="")
                 .values_list("card", flat=True))
    turned = set(Hand.objects.filter(game_id=game_id).exclude(turn_up="")
                 .values_list("turn_up", flat=True))
    cut = {draw["card"] for e in GameEvent.objects.filter(game_id=game_id, type="cut")
           for round_ in e.data["rounds"] for draw in round_}
    return played | turned | cut


def dealt_to(game_id: int, seat: int) -> set[str]:
    return {c for h in Hand.objects.filter(game_id=game_id) for c in h.hands.get(str(seat), [])}


def fetch_all(client: Any, table: Table) -> dict[str, Any]:
    out = {}
    for name, url in [("view", table.url()), ("events", table.url("/events?after=0")),
                      ("record", table.url("/record")), ("mine", "/api/v1/games"),
                      ("open", "/api/v1/games/open")]:
        response = client.get(url)
        assert response.status_code == 200, (name, response.content)
        out[name] = response.json()
    return out


def check_everyone(table: Table, spectator: Any) -> None:
    game = Game.objects.get(pk=table.game_id)
    hands = current_hands(table.game_id)
    public = public_cards(table.game_id)
    first_deal = game.deal_no == 1
    running = game.status == "active"
    viewers: list[tuple[int | None, Any]] = [*enumerate(table.clients), (None, spectator)]
    for seat, client in viewers:
        others = set().union(*(h for s, h in enumerate(hands) if s != seat))
        allowed = public | (dealt_to(table.game_id, seat) if seat is not None else set())
        got = fetch_all(client, table)
        where = f"seat {seat} at deal {game.deal_no}, version {game.version}"

        for name, body in got.items():
            stray = set(cards_in(body)) - allowed
            assert not stray, f"{name} shows {stray} to {where}"
        for name in ("view", "mine", "open") + (("record",) if first_deal else ()):
            shown = set(cards_in(got[name])) & others
            assert not shown, f"{name} shows another seat's cards {shown} to {where}"

        view = got["view"]["game"]
        assert view["my_hand"] == (None if seat is None else sorted(
            hands[seat], key=lambda c: view["my_hand"].index(c)))
        for event in got["events"]["events"]:
            if event["type"] == "dealt":
                assert set(event["hands"]) <= (set() if seat is None else {str(seat)}), where
            assert event["type"] != "seed_revealed" or not running

        record = got["record"]
        if running:
            assert record["seed"] is None and record["forced_setup"] is None
            assert all(deal["hands"] is None for deal in record["deals"])
            assert game.server_seed not in str(got)

        # Errors name no other seat's card: try to play one of the next seat's cards.
        if running and seat is not None:
            target = sorted(hands[(seat + 1) % PLAYERS])
            if target:
                response = table.act(seat, {"type": "play", "card": target[0]},
                                     got["view"]["version"])
                assert response.status_code in (409, 422)
                stray = set(cards_in(response.json())) - allowed - {target[0]}
                assert not stray and not (set(re.findall(r"\b[2-9TJQKA][CDHS]\b",
                                                         response.json()["error"]["message"]))
                                          & (others - {target[0]}))


def check_admin(game_id: int, admin_client: Any) -> None:
    game = Game.objects.get(pk=game_id)
    every_card = {c for h in Hand.objects.filter(game_id=game_id) for cards in h.hands.values()
                  for c in cards}
    quote = r"""(?:"|&quot;|'|&#x27;|&#39;)"""
    quoted = re.compile(f"{quote}([2-9TJQKA][CDHS]){quote}")
    for url in ("/admin/games/game/", f"/admin/games/game/{game_id}/change/",
                "/admin/games/seat/", f"/admin/games/game/?q={game_id}"):
        response = admin_client.get(url)
        assert response.status_code == 200, url
        html = response.content.decode()
        assert game.server_seed not in html, url
        assert "kowhist-state" not in html and '"hands"' not in html, url
        assert not set(quoted.findall(html)) & every_card, url


def test_no_endpoint_shows_a_hidden_card_to_any_seat_or_spectator(
        table_factory, client_factory, admin_client):
    table = table_factory(players=PLAYERS, seed="no-leaks-1")
    spectator = client_factory()
    checkpoints = {0, 1, 2, 6, 13}  # start, mid-trick, later tricks, into the next deals
    step = 0
    deal_seen: set[int] = set()
    while True:
        game = Game.objects.get(pk=table.game_id)
        if game.status != "active":
            break
        if step in checkpoints or game.deal_no not in deal_seen:
            check_everyone(table, spectator)
            check_admin(table.game_id, admin_client)
            deal_seen.add(game.deal_no)
        seat = game.to_act_seat
        action = table.view(seat)["game"]["legal_actions"][0]
        assert table.act(seat, action).status_code == 200
        step += 1
    assert len(deal_seen) >= 3
    # Finished: still no hidden card in the views; the record now reveals everything.
    check_admin(table.game_id, admin_client)
    final = fetch_all(spectator, table)
    assert final["record"]["seed"] == "no-leaks-1"
    assert all(deal["hands"] for deal in final["record"]["deals"])
    assert final["view"]["game"]["my_hand"] is None
