"""A correspondence game in the browser at 360 px: the clock chosen in the lobby form and shown
in the lobby, each seat's time at the table, a person who goes on vacation from their profile
seen "on vacation until ..." by the other player, and the two of them talking at the table,
each line reaching the other's open page."""

from __future__ import annotations

import uuid

import pytest

from games import services
from games.models import Game

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 360, "height": 740}


def _register(name: str):
    from players.services import user_register

    return user_register(username=f"{name}-{uuid.uuid4().hex[:6]}", password="s3cure-Passw0rd!x")


def test_a_correspondence_game_shows_its_clock_and_who_is_on_vacation(person_factory,
                                                                      settings):
    alice_user, bob_user = _register("alice"), _register("bob")
    alice = person_factory("alice", viewport=PHONE)
    alice.sign_in_as(alice_user)
    alice.open("/#/lobby")
    form = alice.page.locator("form[aria-label='New game']")
    form.locator("select[name=players]").select_option("2")
    form.locator("select[name=limit]").select_option("days:3")
    form.get_by_role("button", name="Create the game").click()
    alice.page.get_by_text("correspondence, 3 days a move").wait_for()
    alice.shot("correspondence-lobby")
    game = Game.objects.get(created_by=alice_user)
    assert game.time_control == "days" and game.turn_time_limit == 3 * 86400
    services.game_join(game_id=game.pk, user=bob_user)
    services.game_start(game_id=game.pk, user=alice_user)
    game.refresh_from_db()
    waiting_on_bob = game.to_act_seat == 1
    if not waiting_on_bob:  # alice leads: she plays, and the game waits on bob
        from games.selectors.presentation import game_view

        seats = list(game.seats.order_by("index"))
        action = game_view(game, seats, seats[0], alice_user)["game"]["legal_actions"][0]
        services.action_apply(game_id=game.pk, user=alice_user, action=action,
                              expected_version=game.version)
    bob = person_factory("bob", viewport=PHONE)
    bob.sign_in_as(bob_user)
    bob.open(f"/#/players/{bob_user.pk}")
    panel = bob.page.locator("section[aria-label='Vacation']")
    panel.get_by_role("button", name="Go on vacation").click()
    panel.get_by_text("On vacation until").wait_for()
    bob.shot("correspondence-vacation-panel")
    alice.open(f"/#/games/{game.pk}")
    plate = alice.page.locator(".plate[data-seat='1']")
    plate.get_by_text("on vacation until").wait_for()
    mine = alice.page.locator(".plate[data-seat='0']")
    assert "d" in mine.locator(".plate-facts").inner_text()  # alice's days for her next move
    alice.shot("correspondence-table-vacation")
    width = alice.page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"the page is {width} px wide at 360"

    # Table talk: a quick phrase from each, each arriving on the other's open page.
    lines = "() => [...document.querySelectorAll('.chat-log li')].map((li) => li.innerText)"
    alice_chat = alice.page.locator("aside[aria-label='Table talk']")
    alice_chat.get_by_role("button", name="Good luck").click()
    bob.open(f"/#/games/{game.pk}")
    bob_chat = bob.page.locator("aside[aria-label='Table talk']")
    bob_chat.locator(".chat-log li", has_text="Good luck").wait_for()
    bob.page.wait_for_function("() => document.querySelector('[data-live]')?.dataset.live "
                               "=== 'live'", timeout=30_000)
    bob_chat.get_by_role("button", name="Thanks").click()
    alice.page.wait_for_function(f"() => ({lines})().some((l) => l.includes('Thanks'))",
                                 timeout=30_000)
    heard = alice.page.evaluate(lines)
    assert [line.split("\n")[0] for line in heard][:1] == ["You: Good luck"], heard
    assert "Thanks" in heard[-1] and not heard[-1].startswith("You"), heard
    alice.shot("correspondence-table-talk")
