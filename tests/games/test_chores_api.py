"""No chore moves, through the API: the auto-play setting, a decided hand played out, and
classic Whist claims.

The rules text of classic Whist (``shared/rules/001_af9222f89516dcdc.txt``) says nothing about
claiming tricks (its one "claim" is of honours, "which they claim at the end of the play"), so
the claim is service practice, as at Bridge: the claimer shows its hand, the server (which knows
every card) settles a claim it can prove, and otherwise both opponents answer.  Each test is a
forced deal (seat 3 deals first, so seat 0 leads, and the dealer's last card, AC, is turned
up: clubs are trumps), the play, the outcome.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import services
from games.clock import DAY, Clock
from games.engine import whist
from games.engine.serialize import setup_to_dict
from games.engine.whist import ForcedDeal, Setup
from games.models import Game, GameAction, GameEvent, Seat
from games.services.chores import auto_play_delay, chore_of
from tests.games.helpers import assert_error, cards_in

pytestmark = pytest.mark.django_db

SEED = "chores"
ONE_SUIT_EACH = ["2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
                 "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
                 "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
                 "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"]
"""Seat 3 holds every trump and nobody can follow anybody else's suit: seat 3 wins all 13
tricks whatever is played (001: "The trick is won by the highest trump in it")."""
OPEN = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
        "QS JS TS 9S 2D 3D 4D 5D 6D 7D 8D 9D TD",
        "8S 7S 6S 5S JD QD KD AD KH AH 2C 3C 4C",
        "4S 3S 2S 5C 6C 7C 8C 9C TC JC QC KC AC"]
"""Seat 0 holds the top two spades and most hearts, but seat 3 holds trumps: a claim by seat 0
at the first lead is not certain."""


def forced(hands: list[str]) -> dict[str, Any]:
    deal = ForcedDeal.of(hands=hands)
    return setup_to_dict(Setup(seed=SEED, first_dealer=3, forced_deals=((1, deal),)))


def whist_table(table_factory, hands: list[str], **create: Any):
    create.setdefault("options", {"game_points": 10})
    return table_factory(players=4, seed=SEED, forced_setup=forced(hands), preset="classic",
                         **create)


def state_of(table) -> whist.WhistState:
    return whist.state_from_dict(Game.objects.get(pk=table.game_id).state)


def events_of(table, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in GameEvent.objects.filter(game_id=table.game_id, type=kind)
            .order_by("seq")]


def test_a_decided_hand_is_played_out_at_once_for_people_who_asked(table_factory):
    """A correspondence game (two days a decision): auto-play is on by default.  Every
    remaining trick goes to seat 3 whatever anyone plays, so the server plays the whole hand
    out, each card recorded as its seat's own with actor ``auto``, and the hand is scored."""
    table = whist_table(table_factory, ONE_SUIT_EACH, clock=Clock("days", 2 * DAY))
    game = Game.objects.get(pk=table.game_id)
    assert chore_of(game, list(Seat.objects.filter(game=game).order_by("index")),
                    state_of(table)) == "decided"
    moved = services.auto_play_apply(game_id=game.pk, expected_version=game.version)
    assert moved.applied and moved.reason == "decided"
    actions = list(GameAction.objects.filter(game_id=game.pk).order_by("seq"))
    assert len(actions) == 52 and {a.actor for a in actions} == {"auto"}
    assert {a.seat for a in actions} == {0, 1, 2, 3}
    assert len(events_of(table, "auto_played")) == 52
    assert events_of(table, "hand_scored")[0]["side_tricks"] == [0, 13]
    assert state_of(table).deal_no == 2
    assert Seat.objects.get(game_id=game.pk, index=3).tricks_total == 13
    # A duplicate or late delivery of the same task finds the game moved on.
    assert services.auto_play_apply(game_id=game.pk,
                                    expected_version=game.version).reason == "stale"


def test_a_decided_hand_is_played_by_hand_when_anyone_turned_auto_play_off(table_factory):
    table = whist_table(table_factory, ONE_SUIT_EACH, clock=Clock("days", 2 * DAY))
    response = table.clients[1].patch("/api/v1/me/auto-play", {"correspondence": False},
                                      format="json")
    assert response.status_code == 200 and response.json() == {"correspondence": False,
                                                                "live": False}
    game = Game.objects.get(pk=table.game_id)
    moved = services.auto_play_apply(game_id=game.pk, expected_version=game.version)
    assert not moved.applied and moved.reason == "no_chore"
    assert not GameAction.objects.filter(game_id=game.pk).exists()


def test_a_live_game_plays_no_chore_by_default(table_factory):
    """Live games (a turn limit under a day): auto-play is off unless the person turns it on."""
    table = whist_table(table_factory, ONE_SUIT_EACH, turn_time_limit=60)
    game = Game.objects.get(pk=table.game_id)
    seats = list(Seat.objects.filter(game=game).order_by("index"))
    assert chore_of(game, seats, state_of(table)) is None
    for client in table.clients:
        assert client.patch("/api/v1/me/auto-play", {"live": True},
                            format="json").status_code == 200
    seats = list(Seat.objects.filter(game=game).order_by("index"))
    assert chore_of(game, seats, state_of(table)) == "decided"


def test_the_auto_play_setting_reads_its_defaults_and_refuses_what_is_not_a_boolean(
        client_factory):
    me = client_factory()
    assert me.get("/api/v1/me/auto-play").json() == {"correspondence": True, "live": False}
    error = assert_error(me.patch("/api/v1/me/auto-play", {"live": "yes"}, format="json"),
                         400, "invalid")
    assert "live" in error["details"]
    assert_error(me.patch("/api/v1/me/auto-play", {}, format="json"), 400, "invalid")
    assert_error(me.patch("/api/v1/me/auto-play", {"vacation": True}, format="json"),
                 400, "invalid")
    assert me.get("/api/v1/me/auto-play").json() == {"correspondence": True, "live": False}
    assert APIClient().get("/api/v1/me/auto-play").status_code == 401


def test_a_certain_claim_ends_the_hand(table_factory):
    """Seat 3 holds every trump: when its turn comes it claims, the server proves the claim,
    and seat 3's side takes all 13 tricks without anyone being asked."""
    table = whist_table(table_factory, ONE_SUIT_EACH, turn_time_limit=3600)
    for seat, card in ((0, "2S"), (1, "2H"), (2, "2D")):
        assert table.act(seat, {"type": "play", "card": card}).status_code == 200
    assert table.view(3)["game"]["can_claim"] and not table.view(2)["game"]["can_claim"]
    response = table.act(3, {"type": "claim"})
    assert response.status_code == 200, response.content
    made = events_of(table, "claim_made")[0]
    assert made == {"type": "claim_made", "seat": 3, "cards": ONE_SUIT_EACH[3].split(),
                    "tricks": 13, "certain": True}
    assert events_of(table, "claim_settled")[0]["outcome"] == "certain"
    assert events_of(table, "hand_scored")[0]["side_tricks"] == [0, 13]
    assert response.json()["game"]["deal_no"] == 2
    assert Seat.objects.get(game_id=table.game_id, index=3).tricks_total == 13
    record = table.clients[0].get(table.url("/record")).json()
    assert record["actions"][-1] == {"seq": 4, "seat": 3, "actor": "player",
                                     "action": {"type": "claim"}}


def test_an_uncertain_claim_waits_for_the_opponents_is_refused_and_play_goes_on(table_factory):
    table = whist_table(table_factory, OPEN, turn_time_limit=3600)
    response = table.act(0, {"type": "claim"})
    assert response.status_code == 200, response.content
    assert events_of(table, "claim_made")[0]["certain"] is False
    # Everyone sees the claimer's hand, and nothing else of anyone's.
    for seat in range(4):
        seen = table.view(seat)
        assert seen["game"]["claim"] == {"seat": 0, "cards": sorted(
            OPEN[0].split(), key=lambda c: whist.play(c).index), "accepted": []}
        others = set().union(*(OPEN[s].split() for s in range(4) if s not in (seat, 0))) \
            - {"AC"}  # the turn-up, face up for everyone
        assert not set(cards_in(seen)) & others
    left = table.view(1)["game"]
    assert (left["phase"], left["decision"], left["to_act"]) == \
        ("answer_claim", "answer_claim", 1)
    assert left["legal_actions"] == [{"type": "accept_claim"}, {"type": "refuse_claim"}]
    assert_error(table.act(0, {"type": "play", "card": "AS"}), 409, "not_your_turn")
    assert table.act(3, {"type": "accept_claim"}).status_code == 409
    assert table.act(1, {"type": "play", "card": "QS"}).status_code == 422
    assert table.act(1, {"type": "refuse_claim"}).status_code == 200
    assert events_of(table, "claim_settled")[0] == {"type": "claim_settled", "seat": 0,
                                                    "tricks": 13, "outcome": "refused"}
    view = table.view(0)["game"]
    assert view["phase"] == "play" and view["to_act"] == 0 and view["claim"] is None
    assert table.act(0, {"type": "play", "card": "AS"}).status_code == 200


def test_an_accepted_uncertain_claim_gives_the_claimer_the_tricks_left(table_factory):
    table = whist_table(table_factory, OPEN, turn_time_limit=3600)
    for seat, card in ((0, "AS"), (1, "9S"), (2, "5S"), (3, "2S")):
        assert table.act(seat, {"type": "play", "card": card}).status_code == 200
    assert table.act(0, {"type": "claim"}).status_code == 200
    assert table.act(1, {"type": "accept_claim"}).status_code == 200
    assert table.view(3)["game"]["claim"]["accepted"] == [1]
    assert table.act(3, {"type": "accept_claim"}).status_code == 200
    assert events_of(table, "claim_settled")[0]["outcome"] == "agreed"
    assert events_of(table, "hand_scored")[0]["side_tricks"] == [13, 0]
    assert Seat.objects.get(game_id=table.game_id, index=0).tricks_total == 13


def test_only_the_seat_to_play_may_claim_and_never_in_knock_out_whist(table_factory):
    table = whist_table(table_factory, OPEN, turn_time_limit=3600)
    assert_error(table.act(2, {"type": "claim"}), 409, "not_your_turn")
    assert_error(table.act(0, {"type": "claim", "tricks": 3}), 400, "malformed_action")
    knockout = table_factory(players=2)
    seat = knockout.view(0)["game"]["to_act"]
    assert knockout.act(seat, {"type": "claim"}).status_code == 422


def test_an_ai_opponent_refuses_an_uncertain_claim_and_play_goes_on(client_factory):
    """A bot cannot weigh a claim against hands it cannot see: it refuses, and the claimer
    plays on."""
    alice = client_factory()
    game = services.game_create(user=alice.user, max_players=4, preset="classic",
                                forced_setup=forced(OPEN), turn_time_limit=3600)
    for _ in range(3):
        services.ai_seat_add(game_id=game.pk, user=alice.user, level="heuristic")
    services.game_start(game_id=game.pk, user=alice.user)
    url = f"/api/v1/games/{game.pk}"
    version = alice.get(url).json()["version"]
    assert alice.post(f"{url}/actions", {"action": {"type": "claim"}, "expected_version": version},
                      format="json").status_code == 200
    moved = services.server_action_apply(game_id=game.pk, expected_version=None)
    assert moved.applied
    answered = [e.data for e in GameEvent.objects.filter(game_id=game.pk,
                                                         type__startswith="claim_")]
    assert [e["type"] for e in answered] == ["claim_made", "claim_answered", "claim_settled"]
    assert answered[1] == {"type": "claim_answered", "seat": 1, "accepted": False}
    assert GameAction.objects.filter(game_id=game.pk).last().actor == "ai"
    assert alice.get(url).json()["game"]["is_my_turn"]


def test_a_game_ended_by_a_claim_has_a_record_that_verifies(table_factory):
    """Game is 5 points: seat 3's certain claim of all 13 tricks scores 7 and ends it."""
    from games.record import record_verify

    table = whist_table(table_factory, ONE_SUIT_EACH, turn_time_limit=3600, options={})
    for seat, card in ((0, "2S"), (1, "2H"), (2, "2D")):
        assert table.act(seat, {"type": "play", "card": card}).status_code == 200
    assert table.act(3, {"type": "claim"}).json()["status"] == "finished"
    record = table.clients[0].get(table.url("/record")).json()
    assert record_verify(record) == []


def test_once_the_game_is_over_the_record_shows_which_cards_the_server_played(table_factory):
    """A decided hand played out for everyone ends a game of one point: from then on the
    record shows every card's actor (``auto``) and the server's notes, to anyone reading it."""
    table = whist_table(table_factory, ONE_SUIT_EACH, clock=Clock("days", 2 * DAY),
                        options={"game_points": 1})
    game = Game.objects.get(pk=table.game_id)
    assert services.auto_play_apply(game_id=game.pk, expected_version=game.version).applied
    assert Game.objects.get(pk=game.pk).status == "finished"
    record = table.clients[0].get(table.url("/record")).json()
    assert {a["actor"] for a in record["actions"]} == {"auto"}
    notes = [e for e in record["events"] if e["type"] == "auto_played"]
    assert len(notes) == 52 and {e["reason"] for e in notes} == {"decided"}


def test_a_card_played_for_a_person_waits_about_as_long_as_they_take_never_one_beat():
    """The wait before an auto-played card is drawn from the person's own decisions in the
    game, so its timing does not tell the table that the card was the seat's only one."""
    rng = random.Random(7)

    def delays(mine: list[float], time_left: float | None = None) -> list[float]:
        return [auto_play_delay(mine, shortest=2.0, longest=60.0, time_left=time_left,
                                rng=rng) for _ in range(200)]

    mine = delays([4.0, 9.0, 15.0])
    assert 4.0 * 0.8 <= min(mine) and max(mine) <= 15.0 * 1.2
    assert len({round(d, 3) for d in mine}) > 150  # not one beat, nor a few
    fresh = delays([])  # no decision of their own yet: a few beats
    assert 2.0 <= min(fresh) and max(fresh) <= 6.0 and max(fresh) - min(fresh) > 3.0
    assert set(delays([3 * 3600.0])) == {60.0}  # a day-long thinker's hours are not copied
    assert max(delays([30.0], time_left=20.0)) <= 10.0  # in the first half of the time left
