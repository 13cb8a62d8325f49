"""Table talk in the browser: a person plays a whole game against the computer on a 360 px
phone, greets the table with a quick phrase, types a line of free text, and sees a line they
sent from another device arrive over the game stream, in order; the chat sits under the table
on a phone and beside it at 1280 px, and the page keeps every check a person's page keeps (no
control covered or outside the screen, taps of 24 px, no serious axe finding)."""

from __future__ import annotations

import pytest

from games.models import Game
from social import services as social
from tests.web.test_play_in_browser import take_turns
from tests.web.test_what_a_person_sees import MEASURE, _serious

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}
LINES = "() => [...document.querySelectorAll('.chat-log li')].map((li) => li.innerText)"


def _checked(person, name):
    person.page.wait_for_timeout(400)
    person.shot(name)
    measured = person.page.evaluate(MEASURE)
    problems = [*measured["problems"], *_serious(person)]
    assert not problems, "\n".join(problems)


def _lines(person):
    return [line.split("\n")[0] for line in person.page.evaluate(LINES)]


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_game_against_the_computer_with_table_talk(person_factory, size):
    from tests.web.scenes import scene_build

    person = person_factory("alice", viewport=SIZES[size])
    user = scene_build(games=False).user
    person.sign_in_as(user)
    person.open("/#/")
    form = person.page.locator("form[aria-label='Play against the computer']")
    form.get_by_label("Length").select_option("quick")
    form.get_by_role("button", name="Play against the computer").click()
    person.page.locator(".table-page[data-settled='true'] .felt").wait_for(timeout=30_000)
    game_id = int(person.page.url.rsplit("/", 1)[1])
    chat = person.page.locator("aside[aria-label='Table talk']")
    chat.get_by_role("button", name="Good luck").click()
    person.page.wait_for_function(f"() => ({LINES})().length === 1")
    chat.get_by_label("Message", exact=True).fill("Let's see what the cards say")
    chat.get_by_role("button", name="Send").click()
    person.page.wait_for_function(f"() => ({LINES})().length === 2")
    person.page.wait_for_function("() => document.querySelector('[data-live]')?.dataset.live "
                                  "=== 'live'", timeout=30_000)
    social.chat_post(game_id=game_id, user=user, text="Sent from my other phone")
    person.page.wait_for_function(f"() => ({LINES})().length === 3", timeout=30_000)
    assert _lines(person) == ["You: Good luck", "You: Let's see what the cards say",
                              "You: Sent from my other phone"]

    felt = person.page.locator(".felt").bounding_box()
    box = chat.bounding_box()
    if size == "phone":  # under the table, the width of the screen
        assert box["y"] >= felt["y"] + felt["height"] and box["width"] <= 360
    else:  # beside it
        assert box["x"] >= felt["x"] + felt["width"] and box["y"] < felt["y"] + felt["height"]
    _checked(person, f"table-talk-{size}")

    take_turns(person, until="ul[aria-label='Finishing positions']", limit=300)
    assert Game.objects.get(pk=game_id).status == "finished"
    chat.get_by_role("button", name="Well played").click()
    person.page.wait_for_function(f"() => ({LINES})().length === 4")
    _checked(person, f"table-talk-{size}-over")
