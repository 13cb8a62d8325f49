"""The game record: its JSON Schema (games/record.schema.json, the export format) and its
re-verification against the revealed seed with games.record."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest

from games.engine import ForcedDeal, Setup
from games.engine.serialize import setup_to_dict
from games.record import main as record_main
from games.record import record_verify

pytestmark = pytest.mark.django_db

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "games" / "record.schema.json")
                    .read_text())


def validate(record: dict) -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    jsonschema.Draft202012Validator(SCHEMA, format_checker=jsonschema.FormatChecker()
                                    ).validate(record)


@pytest.fixture(scope="module")
def finished_record(django_db_setup, django_db_blocker):
    """One seeded four-player game played to the end through the API, shared by the module."""
    from django.db import transaction
    from rest_framework.test import APIClient

    from games import services
    from players.services import user_register
    from players.services.tokens import token_create
    from tests.games.conftest import Table

    with django_db_blocker.unblock():
        with transaction.atomic():
            clients = []
            for i in range(4):
                user = user_register(username=f"rec{i}", password="pw-pw-pw-pw",
                                     display_name="")
                client = APIClient()
                client.credentials(
                    HTTP_AUTHORIZATION=f"Token {token_create(user=user)[1]}")
                client.user = user
                clients.append(client)
            game = services.game_create(user=clients[0].user, max_players=4,
                                        seed="record-seed-1")
            for client in clients[1:]:
                services.game_join(game_id=game.pk, user=client.user)
            services.game_start(game_id=game.pk, user=clients[0].user)
            table = Table(game.pk, clients)
            table.play_out()
            record = clients[2].get(table.url("/record")).json()
            transaction.set_rollback(True)
    return record


def test_a_finished_record_validates_and_verifies_against_its_seed(finished_record, tmp_path,
                                                                    capsys):
    record = finished_record
    validate(record)
    assert record["status"] == "finished" and record["seed"] == "record-seed-1"
    assert all(deal["hands"] for deal in record["deals"])
    assert record["result"]["positions"].count(1) == 1
    assert record_verify(record) == []

    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert record_main([str(path)]) == 0
    assert capsys.readouterr().out.strip() == "verified"


@pytest.mark.parametrize("tamper, problem", [
    (lambda r: r.update(seed="another-seed"), "commitment"),
    (lambda r: r["deals"][0]["hands"]["0"].reverse(), "hands differ"),
    (lambda r: r["deals"][1]["hands"].update(
        {k: sorted(v) for k, v in r["deals"][1]["hands"].items()}) or
        r["deals"][1]["hands"]["1"].append("XX"), "hands differ"),
    (lambda r: r["result"].update(positions=list(reversed(r["result"]["positions"]))),
     "positions"),
    (lambda r: r["actions"].pop(), "not over"),
    (lambda r: r["deals"].pop(), "deals"),
    (lambda r: r["actions"][0]["action"].update(card="2C" if r["actions"][0]["action"]
                                                ["card"] != "2C" else "3C"), "replay"),
])
def test_a_tampered_record_fails_verification(finished_record, tamper, problem):
    record = copy.deepcopy(finished_record)
    tamper(record)
    problems = record_verify(record)
    assert problems and any(problem in p for p in problems), problems


def test_a_record_with_an_edited_trick_fails_verification(finished_record):
    record = copy.deepcopy(finished_record)
    trick = record["deals"][0]["tricks"][0]
    trick["plays"][0], trick["plays"][1] = trick["plays"][1], trick["plays"][0]
    assert record_verify(record)


def test_a_running_record_is_public_only_and_validates(table_factory, client_factory):
    table = table_factory(players=3, seed="record-running")
    for _ in range(5):
        seat = table.view(0)["game"]["to_act"]
        table.act(seat, table.view(seat)["game"]["legal_actions"][0])
    for client in (table.clients[0], client_factory()):
        record = client.get(table.url("/record")).json()
        validate(record)
        assert record["seed"] is None and record["result"] is None
        assert all(deal["hands"] is None for deal in record["deals"])
        assert len(record["actions"]) == 5
        assert record["deals"][0]["tricks"][0]["plays"][0]["card"]
        assert any("seed" in p for p in record_verify(record))  # nothing to verify yet
    lobby = table_factory(players=2, start=False)
    validate(lobby.clients[0].get(lobby.url("/record")).json())


def test_a_forced_deal_game_record_reveals_its_setup_and_verifies(table_factory):
    forced = setup_to_dict(Setup(seed="forced-record", forced_deals=((1, ForcedDeal.of(
        hands=["2C 3H 4H 5H 6H 7H 8H", "9C TC JC QC KC AC 2H"], turn_up="2S")),)))
    table = table_factory(players=2, forced_setup=forced)
    running = table.clients[0].get(table.url("/record")).json()
    assert running["forced_setup"] is None
    table.play_out()
    record = table.clients[0].get(table.url("/record")).json()
    validate(record)
    assert record["forced_setup"] == forced
    assert record["deals"][0]["label"] == "forced"
    assert record_verify(record) == []


def _all_of(suit: str, *others: str) -> list[str]:
    """Seat ``0`` of the list holds every card of ``suit``; the others share the rest."""
    rest = [r + s for s in "CDHS" if s != suit for r in "23456789TJQKA"]
    return [" ".join(r + suit for r in "23456789TJQKA"),
            *(" ".join(rest[k::3]) for k in range(3))]


def test_a_drawn_tournament_game_record_has_a_null_winner_and_sequence_trumps(table_factory):
    """Found from outside: a drawn tournament-form game's record gave ``winner: -1`` where the
    schema says null, and its deals' ``trump_source: "sequence"`` was not in the schema's enum.
    Two set deals: seat 0 holds every trump of deal 1 and seat 1 every trump of deal 2, so
    each side takes all thirteen tricks once (seven odd tricks each: a draw)."""
    from games.engine.whist.dealing import SEQUENCE

    first, second = ("CDHS"[SEQUENCE[0]], "CDHS"[SEQUENCE[1]])
    deal_two = _all_of(second)
    forced = setup_to_dict(Setup(seed="drawn-drive", first_dealer=0, forced_deals=(
        (1, ForcedDeal.of(hands=_all_of(first))),
        (2, ForcedDeal.of(hands=[deal_two[1], deal_two[0], deal_two[2], deal_two[3]])))))
    table = table_factory(players=4, preset="whist_drive", options={"deals": 2},
                          forced_setup=forced)
    table.play_out()
    record = table.clients[0].get(table.url("/record")).json()
    assert record["result"]["positions"] == [1, 1, 1, 1]
    assert record["result"]["winner"] is None
    assert [d["trump_source"] for d in record["deals"]] == ["sequence", "sequence"]
    validate(record)
    assert record_verify(record) == []


def test_a_no_trump_fifth_hand_record_validates(table_factory):
    table = table_factory(players=4, preset="whist_drive_no_trump", options={"deals": 5},
                          seed="no-trump-fifth")
    table.play_out(max_steps=400)
    record = table.clients[0].get(table.url("/record")).json()
    assert [d["trump_source"] for d in record["deals"]] == ["sequence"] * 4 + ["no_trump"]
    validate(record)
    assert record_verify(record) == []


@pytest.mark.parametrize("join", [True, False])
def test_a_lobby_of_one_seat_or_none_has_a_record_that_validates(client_factory, join):
    """Found from outside: a one-seat lobby's record gave ``players: 1``, below the schema's
    minimum of 2.  ``players`` is the number of seats taken (the players of the game once it
    starts): a lobby may have one, or none when its organiser only watches."""
    alice = client_factory()
    created = alice.post("/api/v1/games", {"max_players": 4, "join": join}, format="json")
    assert created.status_code == 201, created.content
    record = alice.get(f"/api/v1/games/{created.json()['id']}/record").json()
    assert record["players"] == len(record["seats"]) == (1 if join else 0)
    validate(record)
