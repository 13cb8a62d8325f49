"""A forced card played for the person who asked for it, by a real Celery worker over the real
Redis broker (the ``auto_play`` task, enqueued with a countdown drawn by
``games.services.chores.auto_play_delay``, here from 0.3 s to 0.9 s).

Classic Whist, a forced deal: seat 3 deals first, so seat 0 leads; AC is turned up (clubs are
trumps).  Seat 1 and seat 3 each hold one spade, so when seat 0 leads the ace of spades each of
them has one legal card (001: "Players must follow suit by playing a card of the same suit as
the card led if they can").  The game gives a day a decision: it is played by correspondence, where
auto-play is on unless the person turned it off.
"""

from __future__ import annotations

import pytest
from django.db import close_old_connections

from games import services
from games.clock import DAY, Clock
from games.engine.serialize import setup_to_dict
from games.engine.whist import ForcedDeal, Setup
from games.models import Game, GameAction, GameEvent, Seat
from games.services.chores import chore_of
from tests.celery_worker import celery_processes, wait_for

pytestmark = pytest.mark.django_db(transaction=True)

HANDS = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
         "QS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KC",
         "JS TS 9S 8S 7S 6S 5S 4S 3S AD KH AH KD",
         "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC"]
"""Not a decided hand: after the first trick seat 1's king of clubs may ruff a heart or not,
and seat 3 may overruff or not (with seat 3 holding all thirteen trumps less one, every later
trick would be seat 3's whatever was played, and the server would play the hand out)."""


@pytest.fixture
def short_beat(settings):
    settings.WHIST_AUTO_PLAY_DELAY_SECONDS = 0.3
    return settings


def _table(client_factory) -> tuple[Game, list]:
    people = [client_factory() for _ in range(4)]
    setup = Setup(seed="chores", first_dealer=3,
                  forced_deals=((1, ForcedDeal.of(hands=HANDS)),))
    game = services.game_create(user=people[0].user, max_players=4, preset="classic",
                                forced_setup=setup_to_dict(setup), clock=Clock("days", DAY))
    for person in people[1:]:
        services.game_join(game_id=game.pk, user=person.user, invite_code=game.invite_code)
    return game, people


def _actions(game_id: int) -> list[tuple[int, str, str]]:
    close_old_connections()
    return [(a.seat, a.action.get("card"), a.actor)
            for a in GameAction.objects.filter(game_id=game_id).order_by("seq")]


def _play(person, game_id: int, card: str) -> None:
    services.action_apply(game_id=game_id, user=person.user,
                          action={"type": "play", "card": card}, expected_version=None)


def test_a_forced_card_is_played_for_a_person_who_asked_for_it(client_factory, short_beat):
    game, people = _table(client_factory)
    with celery_processes() as procs:
        procs.start_worker()
        services.game_start(game_id=game.pk, user=people[0].user)
        _play(people[0], game.pk, "AS")
        wait_for(lambda: len(_actions(game.pk)) == 2, timeout=60,
                 message="seat 1's only card to be played for it")
        assert _actions(game.pk) == [(0, "AS", "player"), (1, "QS", "auto")]
        _play(people[2], game.pk, "3S")
        wait_for(lambda: len(_actions(game.pk)) == 4, timeout=60,
                 message="seat 3's only card to be played for it")
        assert procs.log("worker")
    assert _actions(game.pk)[2:] == [(2, "3S", "player"), (3, "2S", "auto")]
    notes = [e.data for e in GameEvent.objects.filter(game_id=game.pk, type="auto_played")
             .order_by("seq")]
    assert notes == [{"type": "auto_played", "seat": 1, "action_type": "play",
                      "reason": "forced"},
                     {"type": "auto_played", "seat": 3, "action_type": "play",
                      "reason": "forced"}]
    # While the game runs, which cards the server played is each seat's own business: the
    # record (the same for everyone) shows ordinary plays, seat 1's events its own note only.
    record = people[1].get(f"/api/v1/games/{game.pk}/record").json()
    assert [(a["seat"], a["actor"]) for a in record["actions"]] == \
        [(0, "player"), (1, "player"), (2, "player"), (3, "player")]
    events = people[1].get(f"/api/v1/games/{game.pk}/events?after=0").json()["events"]
    assert [e["seat"] for e in events if e["type"] == "auto_played"] == [1]


def test_a_forced_card_waits_for_a_person_who_turned_auto_play_off(client_factory,
                                                                   short_beat):
    game, people = _table(client_factory)
    assert people[1].patch("/api/v1/me/auto-play", {"correspondence": False},
                           format="json").status_code == 200
    with celery_processes() as procs:
        procs.start_worker()
        services.game_start(game_id=game.pk, user=people[0].user)
        _play(people[0], game.pk, "AS")
        close_old_connections()
        waiting = Game.objects.get(pk=game.pk)
        seats = list(Seat.objects.filter(game=waiting).order_by("index"))
        from games.engine import whist
        assert chore_of(waiting, seats, whist.state_from_dict(waiting.state)) is None
        # What a task would do at this version, had one been sent: nothing.
        assert services.auto_play_apply(game_id=game.pk,
                                        expected_version=waiting.version).reason == "no_chore"
        _play(people[1], game.pk, "QS")
        _play(people[2], game.pk, "3S")
        wait_for(lambda: len(_actions(game.pk)) == 4, timeout=60,
                 message="seat 3's only card to be played for it")
    assert _actions(game.pk) == [(0, "AS", "player"), (1, "QS", "player"),
                                 (2, "3S", "player"), (3, "2S", "auto")]
