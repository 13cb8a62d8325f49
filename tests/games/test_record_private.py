"""The running record redacts every private choice exactly as the events do for a spectator.

004_cda4be257ddbf1c5.txt "Card exchange": which cards a player exchanged is theirs alone (how
many is public).  003_e7338a01b0eedab7.txt "Eliminated-player trump choice": the votes are
secret until the tally.  Before this, the record's ``actions`` listed the exchanged cards and
the vote's suit to anyone, a stranger to a public game included.  The record of a running game
is its public part for everyone (games/record.schema.json): the seat's own choice is in its
view and its events.
"""

from __future__ import annotations

from typing import Any

import pytest

from games.models import Game
from tests.games.conftest import Table
from tests.games.helpers import cards_in

pytestmark = pytest.mark.django_db


def _record(client: Any, table: Table) -> dict[str, Any]:
    response = client.get(table.url("/record"))
    assert response.status_code == 200, response.content
    return response.json()


def _actions_of(record: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [a for a in record["actions"] if a["action"]["type"] == kind]


def _events_of(client: Any, table: Table, kind: str) -> list[dict[str, Any]]:
    events = client.get(table.url("/events?after=0")).json()["events"]
    return [{k: v for k, v in e.items() if k not in ("seq", "at")} for e in events
            if e["type"] == kind]


def test_an_exchange_shows_its_cards_only_to_the_exchanging_seat(table_factory, client_factory):
    table = table_factory(players=4, seed="private-exchange", preset="pagat_card_exchange")
    stranger = client_factory()
    view = table.view(0)
    while view["game"]["decision"] != "exchange":  # trumps first, if chosen
        seat = view["game"]["to_act"]
        view = table.act(seat, table.view(seat)["game"]["legal_actions"][0]).json()
    seat = view["game"]["to_act"]
    mine = table.view(seat)
    discards = sorted(mine["game"]["my_hand"])[:2]
    response = table.act(seat, {"type": "exchange", "cards": discards}, mine["version"])
    assert response.status_code == 200, response.content
    assert Game.objects.get(pk=table.game_id).status == "active"

    own = _events_of(table.clients[seat], table, "exchanged")
    assert own[0]["discarded"] == discards
    for who, client in [*enumerate(table.clients), ("stranger", stranger)]:
        record = _record(client, table)
        [action] = _actions_of(record, "exchange")
        assert action["action"] == {"type": "exchange", "count": 2}, who
        assert not set(discards) & set(cards_in(record)), who
        # The record's events are redacted as the events endpoint redacts them for a spectator.
        record_events = [{k: v for k, v in e.items() if k != "seq"} for e in record["events"]
                         if e["type"] == "exchanged"]
        assert record_events == _events_of(stranger, table, "exchanged"), who


def test_a_trump_vote_stays_secret_in_the_record_until_the_game_ends(table_factory,
                                                                     client_factory):
    table = table_factory(players=3, seed="private-vote", preset="rules_site_vote")
    stranger = client_factory()
    view = table.view(0)
    while view["game"]["decision"] != "vote_trump":
        assert view["status"] == "active", "the seeded game never reached a vote"
        seat = view["game"]["to_act"]
        view = table.act(seat, table.view(seat)["game"]["legal_actions"][0]).json()
    voter = view["game"]["to_act"]
    response = table.act(voter, {"type": "vote_trump", "suit": "H"})
    assert response.status_code == 200, response.content

    own = _events_of(table.clients[voter], table, "vote_cast")
    assert own[-1]["suit"] == "H"
    for who, client in [*enumerate(table.clients), ("stranger", stranger)]:
        record = _record(client, table)
        action = _actions_of(record, "vote_trump")[-1]
        assert action["action"] == {"type": "vote_trump"}, who
        record_events = [{k: v for k, v in e.items() if k != "seq"} for e in record["events"]
                         if e["type"] == "vote_cast"]
        assert record_events == _events_of(stranger, table, "vote_cast"), who
