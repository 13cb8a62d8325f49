"""An invite link (``#/join/CODE``) as the person who follows it sees it, on a phone: it seats
them at the private game, or says plainly why not; and a refusal that comes late, after they
went on to another page, stays with the link's page instead of replacing the one they are on."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from games import services
from games.models import Game, Visibility
from players.services import user_register
from tests.web.conftest import Person

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"viewport": {"width": 360, "height": 740}}


def _private_game() -> Game:
    host = user_register(username=f"host-{uuid.uuid4().hex[:6]}", password="s3cure-Passw0rd!x")
    return services.game_create(user=host, max_players=4, visibility=Visibility.PRIVATE)


def _guest(person_factory: Any) -> Person:
    guest = person_factory("guest", **PHONE)
    guest.sign_in_as(user_register(username=f"guest-{uuid.uuid4().hex[:6]}",
                                   password="s3cure-Passw0rd!x"))
    return guest


def test_an_invite_link_seats_the_person_at_the_private_game(person_factory):
    game = _private_game()
    guest = _guest(person_factory)
    guest.open(f"/#/join/{game.invite_code}")
    guest.page.wait_for_url(f"**/#/games/{game.pk}")
    guest.page.locator(".table-page").wait_for()
    assert game.seats.count() == 2


def test_a_refused_invite_says_why_and_leads_back_to_the_lobby(person_factory):
    guest = _guest(person_factory)
    guest.open("/#/join/no-such-code")
    alert = guest.page.get_by_role("alert")
    alert.wait_for()
    assert "No such game" in alert.inner_text()
    box = alert.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
    guest.shot("invite-refused-360")
    guest.page.get_by_role("link", name="Back to the lobby").click()
    guest.page.locator("form[aria-label='New game']").wait_for()


def test_a_late_refusal_does_not_replace_the_page_the_person_went_on_to(person_factory):
    guest = _guest(person_factory)
    held: list[Any] = []
    guest.page.route("**/api/v1/games/join", lambda route: held.append(route))
    guest.open("/#/join/no-such-code")
    guest.page.get_by_text("Joining…").wait_for()
    guest.page.get_by_role("button", name="Menu").click()  # on a phone the links fold away
    guest.page.get_by_role("link", name="Lobby").click()
    lobby = guest.page.locator("form[aria-label='New game']")
    lobby.wait_for()
    assert held, "the invite was never sent"
    with guest.page.expect_response(lambda r: r.url.endswith("/api/v1/games/join")) as late:
        held[0].continue_()
    assert late.value.status == 404
    guest.page.evaluate("() => new Promise((done) => setTimeout(done, 100))")
    assert lobby.is_visible()
    assert guest.page.get_by_role("alert").count() == 0
