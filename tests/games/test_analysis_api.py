"""Reviewing a finished game with the expert through the API (POST/GET
/games/{id}/analysis), and hints in practice games (GET /games/{id}/hint).

The review runs on its own Celery queue; here its body (``analysis_run``, what the task calls)
runs in the test process, and tests/games/test_analysis_worker.py runs it on a real worker."""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.engine import ForcedDeal, Setup
from games.engine.serialize import setup_to_dict
from games.models import Analysis, Game
from games.services.analysis import analysis_run
from live.models import Notification
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db

SMALL = {"start_hand_size": 3}


@pytest.fixture(autouse=True)
def _shallow(settings: Any) -> None:
    settings.WHIST_ANALYSIS_ITERATIONS = 8
    settings.WHIST_HINT_ITERATIONS = 8
    settings.WHIST_CLASSIC_ANALYSIS_WORLDS = 8


def _finished(table_factory: Any, **create: Any) -> Any:
    table = table_factory(players=3, options=SMALL, **create)
    assert table.play_out()["status"] == "finished"
    return table


def test_a_player_asks_once_and_gets_every_decision_reviewed(table_factory: Any) -> None:
    table = _finished(table_factory)
    alice = table.clients[0]
    first = alice.post(table.url("/analysis"), {}, format="json")
    assert first.status_code == 202, first.content
    assert first.json()["status"] == "queued" and first.json()["result"] is None
    assert first["X-Analysis-Queued"] == "1"
    # Idempotent: the same analysis again, for anyone at the table, and nothing queued twice.
    again = table.clients[1].post(table.url("/analysis"), {}, format="json")
    assert again.status_code == 202 and again["X-Analysis-Queued"] == "0"
    assert again.json()["created_at"] == first.json()["created_at"]
    assert Analysis.objects.filter(game_id=table.game_id).count() == 1

    assert analysis_run(analysis_id=Analysis.objects.get().pk) == "done"
    body = alice.get(table.url("/analysis")).json()
    assert body["status"] == "done" and body["progress"] == 1.0
    record = alice.get(table.url("/record")).json()
    decisions = body["result"]["decisions"]
    assert [(d["seq"], d["seat"]) for d in decisions] == \
        [(a["seq"], a["seat"]) for a in record["actions"]]
    assert {s["seat"] for s in body["result"]["summary"]} == {0, 1, 2}
    assert body["result"]["thresholds"] == {"inaccuracy": 0.02, "mistake": 0.05,
                                            "blunder": 0.10, "noise_z": 2.0}
    # The one who asked is told how it goes, on their own notifications (and stream).
    kinds = list(Notification.objects.filter(user=alice.user, type__startswith="analysis")
                 .order_by("seq").values_list("type", "data"))
    assert kinds[-1] == ("analysis_done", {"game_id": table.game_id, "status": "done"})
    assert [k for k, _ in kinds[:-1]] == ["analysis_progress"] * 3
    assert not Notification.objects.filter(user=table.clients[1].user,
                                           type__startswith="analysis").exists()
    # Stored once: asking again serves the stored result.
    done = alice.post(table.url("/analysis"), {}, format="json")
    assert done.status_code == 200 and done.json()["result"] == body["result"]
    assert analysis_run(analysis_id=Analysis.objects.get().pk) == "done already"


def test_a_running_game_is_not_analysed(table_factory: Any) -> None:
    table = table_factory(players=3, options=SMALL)
    for method in ("post", "get"):
        response = getattr(table.clients[0], method)(table.url("/analysis"), format="json")
        assert_error(response, 409, "game_not_finished")
    assert not Analysis.objects.exists()


def test_a_sealed_drive_table_is_not_analysed(table_factory: Any) -> None:
    table = _finished(table_factory)
    Game.objects.filter(pk=table.game_id).update(sealed=True)
    response = table.clients[0].post(table.url("/analysis"), {}, format="json")
    assert_error(response, 409, "game_sealed")


def test_who_may_ask(table_factory: Any, client_factory: Any) -> None:
    private = _finished(table_factory, visibility="private")
    outsider = client_factory()
    assert_error(outsider.post(private.url("/analysis"), {}, format="json"), 404,
                 "game_not_found")
    public = _finished(table_factory)
    assert outsider.post(public.url("/analysis"), {}, format="json").status_code == 202
    from rest_framework.test import APIClient

    assert APIClient().post(public.url("/analysis"), {}, format="json").status_code == 401


def test_nothing_to_show_before_anyone_asks(table_factory: Any) -> None:
    table = _finished(table_factory)
    assert_error(table.clients[0].get(table.url("/analysis")), 404, "analysis_not_requested")


def test_a_body_with_fields_is_refused(table_factory: Any) -> None:
    table = _finished(table_factory)
    response = table.clients[0].post(table.url("/analysis"), {"depth": 9}, format="json")
    assert response.status_code == 400
    assert not Analysis.objects.exists()


# --- hints -----------------------------------------------------------------------------------
def _practice(client_factory: Any, *, rated: bool = False, people: int = 1) -> tuple[Any, int]:
    """Seat 0 leads the first trick (the dealer is seat 3) holding the ace, king and two of
    hearts; the other seats are AI unless ``people`` says otherwise.  A forced deal is never
    rated, so a rated game is dealt from a seed."""
    human = client_factory()
    setup = Setup(seed="hint", first_dealer=3, forced_deals=((1, ForcedDeal.of(
        hands=["AH KH 2H", "3C 4C 5C", "3D 4D 5D", "6S 7S 8S"], turn_up="9C")),))
    game = services.game_create(user=human.user, max_players=4, options=SMALL, rated=rated,
                                forced_setup=None if rated else setup_to_dict(setup),
                                seed="hint" if rated else None)
    assert Game.objects.get(pk=game.pk).rated == rated
    for _ in range(people - 1):
        other = client_factory()
        services.game_join(game_id=game.pk, user=other.user)
    for _ in range(4 - people):
        services.ai_seat_add(game_id=game.pk, user=human.user, level="heuristic")
    services.game_start(game_id=game.pk, user=human.user)
    return human, game.pk


def test_a_hint_in_a_practice_game(client_factory: Any) -> None:
    human, game_id = _practice(client_factory)
    response = human.get(f"/api/v1/games/{game_id}/hint")
    assert response.status_code == 200, response.content
    hint = response.json()
    assert hint["decision"] == "play"
    assert {a["label"] for a in hint["actions"]} == {"AH", "KH", "2H"}
    assert hint["best"] in {"AH", "KH", "2H"} and hint["iterations"] == 8
    assert hint["actions"][0]["value"] == max(a["value"] for a in hint["actions"])


def _hint_against_ai(human: Any, game: Game) -> dict[str, Any]:
    """The hint of the person at seat 0 of ``game``, its other three seats made AI and the
    game started."""
    for _ in range(3):
        services.ai_seat_add(game_id=game.pk, user=human.user, level="heuristic")
    services.game_start(game_id=game.pk, user=human.user)
    response = human.get(f"/api/v1/games/{game.pk}/hint")
    assert response.status_code == 200, response.content
    return response.json()


def test_a_hint_for_a_card_exchange_names_the_cards_to_throw(client_factory: Any) -> None:
    """004 "Card exchange": "After trumps are chosen, each player may discard 1, 2 or 3 cards
    and be dealt an equal number of replacement cards".  Seat 0 holds AC (trumps are clubs,
    the 9C turned up) and the two and king of hearts: the hint values each exchange, and its
    choice is one the server takes."""
    human = client_factory()
    setup = Setup(seed="hint-x", first_dealer=3, forced_deals=((1, ForcedDeal.of(
        hands=["AC KH 2H", "3C 4C 5C", "3D 4D 5D", "6S 7S 8S"], turn_up="9C")),))
    options = {**SMALL, "card_exchange": True}
    game = services.game_create(user=human.user, max_players=4, options=options,
                                forced_setup=setup_to_dict(setup))
    hint = _hint_against_ai(human, game)
    assert hint["decision"] == "exchange" and hint["best_action"]["type"] == "exchange"
    labels = {a["label"] for a in hint["actions"]}
    assert "keep hand" in labels and "discard 2H" in labels and hint["best"] in labels
    moved = human.post(f"/api/v1/games/{game.pk}/actions",
                       {"action": hint["best_action"], "expected_version": hint["version"]},
                       format="json")
    assert moved.status_code in (200, 201), moved.content


def test_no_hint_in_a_rated_game(client_factory: Any) -> None:
    human, game_id = _practice(client_factory, rated=True)
    assert_error(human.get(f"/api/v1/games/{game_id}/hint"), 403, "hint_rated_game")


def test_no_hint_against_another_person(client_factory: Any) -> None:
    human, game_id = _practice(client_factory, people=2)
    assert_error(human.get(f"/api/v1/games/{game_id}/hint"), 403, "hint_other_people")


def test_no_hint_for_a_spectator(client_factory: Any) -> None:
    _, game_id = _practice(client_factory)
    assert_error(client_factory().get(f"/api/v1/games/{game_id}/hint"), 403, "not_a_player")


def test_a_duplicate_delivery_leaves_a_running_review_alone(table_factory: Any) -> None:
    from datetime import timedelta

    from django.utils import timezone

    table = _finished(table_factory)
    table.clients[0].post(table.url("/analysis"), {}, format="json")
    analysis = Analysis.objects.get()
    Analysis.objects.filter(pk=analysis.pk).update(status="running", started_at=timezone.now())
    assert analysis_run(analysis_id=analysis.pk) == "running already"
    # Running for longer than the time limit: its worker was lost, and it is claimed again.
    Analysis.objects.filter(pk=analysis.pk).update(
        started_at=timezone.now() - timedelta(hours=1))
    assert analysis_run(analysis_id=analysis.pk) == "done"


def test_a_failed_review_says_why_and_is_queued_again_when_asked(table_factory: Any) -> None:
    from games.models import GameAction

    table = _finished(table_factory)
    alice = table.clients[0]
    alice.post(table.url("/analysis"), {}, format="json")
    first = GameAction.objects.filter(game_id=table.game_id).order_by("seq").first()
    GameAction.objects.filter(pk=first.pk).update(action={"type": "play", "card": "ZZ"})
    assert analysis_run(analysis_id=Analysis.objects.get().pk) == "failed"
    body = alice.get(table.url("/analysis")).json()
    assert body["status"] == "failed" and body["reason"] and body["result"] is None
    assert Notification.objects.filter(user=alice.user, type="analysis_done",
                                       data__status="failed").exists()
    again = alice.post(table.url("/analysis"), {}, format="json")
    assert again.status_code == 202 and again["X-Analysis-Queued"] == "1"
    assert again.json()["status"] == "queued" and again.json()["reason"] == ""


def test_a_classic_whist_game_gets_its_double_dummy_line_and_the_experts_values(
        table_factory: Any) -> None:
    """Classic Whist, one tournament deal (001: "play exactly this many deals"): the review
    is what the cards allowed, every hand known, and the cards that gave tricks away; and
    beside it every card valued by the expert from what its player could see."""
    table = table_factory(players=4, kind="whist", preset="classic", options={"deals": 1})
    assert table.play_out()["status"] == "finished"
    asked = table.clients[0].post(table.url("/analysis"), {}, format="json")
    assert asked.status_code == 202
    assert asked.json()["settings_key"] == "dds+pimc-w8-analysis"
    assert analysis_run(analysis_id=Analysis.objects.get().pk) == "done"
    result = table.clients[2].get(table.url("/analysis")).json()["result"]
    assert result["kind"] == "whist" and len(result["deals"]) == 1
    deal = result["deals"][0]
    assert sum(deal["start"]) == 13 and len(deal["after"]) == 13
    assert deal["after"][-1]["double_dummy"] == deal["after"][-1]["won"]
    assert [s["tricks_given_away"] for s in result["sides"]] == deal["lost_by_side"]

    assert result["settings"] == {"key": "dds+pimc-w8-analysis", "solver": "DDS (endplay)",
                                  "iterations": 8}
    assert result["value_meaning"].startswith("expected tricks for the side in this deal")
    assert result["thresholds"] == {"inaccuracy": 0.15, "mistake": 0.4, "blunder": 0.8,
                                    "noise_z": 2.0}
    record = table.clients[0].get(table.url("/record")).json()
    decisions = result["decisions"]
    assert [(d["seq"], d["seat"]) for d in decisions] == \
        [(a["seq"], a["seat"]) for a in record["actions"]]
    searched = [d for d in decisions if d["loss"] is not None]
    assert searched and all(d["played"] in {a["label"] for a in d["actions"]}
                            for d in searched)
    assert all(0 <= a["value"] <= 13 and a["se"] >= 0 for d in searched for a in d["actions"])
    assert {s["seat"] for s in result["summary"]} == {0, 1, 2, 3}
    assert sum(s["decisions"] for s in result["summary"]) == len(decisions)


def test_a_classic_whist_review_stored_as_dds_still_runs_as_the_double_dummy_line(
        table_factory: Any) -> None:
    """Reviews asked for before the expert's values were given are stored under ``dds``: one
    still queued runs as it was asked, the double-dummy line alone."""
    table = table_factory(players=4, kind="whist", preset="classic", options={"deals": 1})
    assert table.play_out()["status"] == "finished"
    old = Analysis.objects.create(game_id=table.game_id, settings_key="dds")
    assert analysis_run(analysis_id=old.pk) == "done"
    old.refresh_from_db()
    assert old.result["settings"]["key"] == "dds" and "decisions" not in old.result
    assert len(old.result["deals"]) == 1


def test_a_classic_whist_hint_values_each_card_in_tricks_for_the_side(
        client_factory: Any) -> None:
    """Classic Whist against three AI seats: seat 3 deals, so seat 0 leads, holding the top
    two spades and most hearts; clubs are trumps (001: the dealer's last card is turned up).
    The hint names a card of the hand and values each legal card in tricks for the side,
    touching cards (2H-QH) once."""
    from games.engine.whist import ForcedDeal as WhistDeal
    from games.engine.whist import Setup as WhistSetup

    human = client_factory()
    hands = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
             "QS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KC",
             "JS TS 9S 8S 7S 6S 5S 4S 3S AD KH AH KD",
             "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC"]
    setup = WhistSetup(seed="hint", first_dealer=3,
                       forced_deals=((1, WhistDeal.of(hands=hands)),))
    game = services.game_create(user=human.user, max_players=4, kind="whist", preset="classic",
                                rated=False, forced_setup=setup_to_dict(setup))
    hint = _hint_against_ai(human, game)
    assert hint["decision"] == "play" and hint["iterations"] == 8
    assert "tricks for the side" in hint["value_meaning"]
    labels = [a["label"] for a in hint["actions"]]
    assert sorted(labels) == sorted(hands[0].split())
    assert hint["best"] in labels and hint["best_action"] == {"type": "play", "card": hint["best"]}
    assert all(0 <= a["value"] <= 13 and "survival" not in a for a in hint["actions"])
    hearts = {a["value"] for a in hint["actions"] if a["label"][1] == "H"}
    assert len(hearts) == 1  # one run of touching cards, searched once


def test_hints_are_throttled(client_factory: Any, monkeypatch: Any) -> None:
    from rest_framework.settings import api_settings

    monkeypatch.setitem(api_settings.DEFAULT_THROTTLE_RATES, "hint", "2/min")
    human, game_id = _practice(client_factory)
    url = f"/api/v1/games/{game_id}/hint"
    assert [human.get(url).status_code for _ in range(2)] == [200, 200]
    refused = human.get(url)
    assert refused.status_code == 429 and "Retry-After" in refused
