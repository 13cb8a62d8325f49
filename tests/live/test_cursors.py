"""The cursors a client sends back (``?after=N``, ``Last-Event-ID``), in-process.

Found from outside: superscript digits passed ``str.isdigit()`` and then ``int()`` refused them
(a 500 on a stream); and a cursor past the last event was echoed as ``last_seq``, so a client
holding a cursor from elsewhere (another game, another account, a reset database) skipped
every event up to it without knowing.  The streams' own refusals under the ASGI server are in
test_game_stream.py.
"""

from __future__ import annotations

import pytest

from games import services
from games.models import GameEvent
from live.models import Notification
from tests.games.helpers import assert_error

pytestmark = pytest.mark.django_db

NOT_DIGITS = ("\u00b2", "\u0663", "1\u00b2", " 1", "+1", "1.0", "-1", "")


def test_a_cursor_of_anything_but_ascii_digits_is_a_400_on_every_reader(client_factory):
    """``?after=`` given empty too: the streams took it for a fresh start where GET /events
    refused it."""
    alice = client_factory()
    game = services.game_create(user=alice.user, max_players=2)
    for raw in NOT_DIGITS:
        said = set()
        for url in (f"/api/v1/games/{game.pk}/events", "/api/v1/notifications",
                    f"/api/v1/games/{game.pk}/stream", "/api/v1/stream"):
            error = assert_error(alice.get(url, {"after": raw}), 400, "invalid")
            assert "after" in error["details"], (url, raw, error)
            said.add(tuple(error["details"]["after"]))
        assert len(said) == 1, (raw, said)  # every reader says the same
        # Under a WSGI server the streams answer what there is so far; the header is read too.
        if raw:
            error = assert_error(alice.get(f"/api/v1/games/{game.pk}/stream",
                                           headers={"Last-Event-ID": raw}), 400, "invalid")
            assert "Last-Event-ID" in error["details"], (raw, error)


def test_a_cursor_past_the_last_event_is_answered_with_the_real_last_seq(client_factory):
    alice, bob = client_factory(), client_factory()
    game = services.game_create(user=alice.user, max_players=2)
    services.game_join(game_id=game.pk, user=bob.user)
    services.game_start(game_id=game.pk, user=alice.user)
    last = GameEvent.objects.filter(game=game).order_by("-seq").first().seq
    url = f"/api/v1/games/{game.pk}/events"

    page = alice.get(url, {"after": last + 33}).json()
    assert page["events"] == [] and page["last_seq"] == last and not page["has_more"]
    assert alice.get(url, {"after": last}).json()["last_seq"] == last
    # A client that sees last_seq < after knows its cursor is not this game's, and starts over.
    assert [e["seq"] for e in alice.get(url, {"after": 0}).json()["events"]] == \
        list(range(1, last + 1))

    mine = Notification.objects.filter(user=alice.user).order_by("-seq").first().seq
    notes = alice.get("/api/v1/notifications", {"after": mine + 33}).json()
    assert notes["results"] == [] and notes["last_seq"] == mine and not notes["has_more"]
    assert alice.get("/api/v1/notifications", {"after": mine}).json()["last_seq"] == mine
    nobody = client_factory()  # no notification yet: the last seq is 0
    assert nobody.get("/api/v1/notifications", {"after": 5}).json()["last_seq"] == 0
