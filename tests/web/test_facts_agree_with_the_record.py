"""What the pages say agrees with the record, and the small things a person trying the client
found (each checked against the database or the API, not against the page's own words).

* A profile named a classic game played to 1 point by its preset's "game of 5"; another
  player's profile said "Games 2" over "No finished games yet." (their games were private).
* While a trick was taken in, the partnerships' line said 2 tricks and the seats 1 + 2.
* A new account read "12.7 of 12.7 days left this year (14 a year, 0.0 taken)", was offered
  "I am back" while not away, and kept a red error after the next try went through.
* Rated classic Whist showed a message box that could only fail (quick phrases only); the
  phone's menu took 200 of 740 px with a long name; a focus frame surrounded the sign-in page.
"""

from __future__ import annotations

import re
import uuid
from datetime import date, timedelta
from typing import Any

import pytest

from games.models import Game
from games.services import vacation_summary
from tests.web.scenes import _against_ai, _played_out
from tests.web.test_replay_analysis import _play_out

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 360, "height": 740}


def test_a_profile_names_each_game_as_played_and_says_why_others_are_not_listed(
        person_factory: Any, user_factory: Any) -> None:
    bob, alice = user_factory(), user_factory()
    classic = _play_out(_against_ai(bob, "classic", 4, game_points=1), bob, lambda legal: legal[0])
    knockout = _played_out(bob).pk
    assert Game.objects.get(pk=classic).options["game_points"] == 1
    person = person_factory("bob", viewport=PHONE)
    person.sign_in_as(bob)
    person.open(f"/#/players/{bob.pk}")
    row = person.page.locator(".game-row", has_text=f"Game {classic} ")
    row.wait_for()
    assert "game of 1 point" in row.inner_text() and "game of 5" not in row.inner_text()
    assert person.page.locator(".game-row", has_text=f"Game {knockout} ").count() == 1
    person.shot("facts-my-profile-360")

    # Alice may not see Bob's private games: the count and the list say so together.
    other = person_factory("alice", viewport=PHONE)
    other.sign_in_as(alice)
    other.open(f"/#/players/{bob.pk}")
    stats = other.page.locator("dl.stats")
    stats.wait_for()
    finished = int(stats.locator("dt:text-is('Finished games') + dd").inner_text())
    assert finished == Game.objects.filter(seats__user=bob, status="finished").count() == 2
    page_text = other.page.locator("main").inner_text()
    assert "No finished games yet" not in page_text
    assert "2 finished games, all private" in page_text
    other.shot("facts-their-profile-360")


SIDES_AND_SEATS = """() => {
  window.__counts = [];
  const count = (text) => Number((text.match(/(\\d+) tricks? this deal/) || [])[1]);
  const look = () => {
    const sides = [...document.querySelectorAll('.sides li')];
    const plates = [...document.querySelectorAll('.plate[data-seat]')];
    if (sides.length !== 2 || plates.length !== 4) return;
    const seat = (i) => Number((plates.find((p) => p.dataset.seat === String(i))
      .querySelector('.plate-facts').textContent.match(/(\\d+) tricks?/) || [])[1]);
    const mine = Number(document.querySelector('.me-bar .plate').dataset.seat) % 2;
    window.__counts.push({side: [count(sides[0].textContent), count(sides[1].textContent)],
                          seats: [0, 1, 2, 3].map(seat), mine,
                          gathering: Boolean(document.querySelector('.trick.gathering'))});
  };
  new MutationObserver(look).observe(document.body, {childList: true, subtree: true,
                                                     attributes: true});
  look();
}"""


def test_the_partnerships_count_the_tricks_the_seats_count_while_a_trick_is_taken_in(
        person_factory: Any, user_factory: Any) -> None:
    """And a rated classic game, whose talk is quick phrases only, shows no message box."""
    user = user_factory()
    game = _against_ai(user, "classic", 4)
    assert Game.objects.get(pk=game.pk).rated and not Game.objects.get(pk=game.pk).chat_free_text
    person = person_factory("alice")
    person.sign_in_as(user)
    person.open(f"/#/games/{game.pk}")
    page = person.page
    page.locator(".chat-phrases button").first.wait_for()
    assert not page.locator("form[aria-label='Send a message']").is_visible()
    page.evaluate(SIDES_AND_SEATS)
    for _ in range(2):  # two of my cards: at least one trick won and taken in meanwhile
        page.locator(".table-page[data-settled='true'] .hand .card-button.legal").first.click(
            timeout=60_000)
        page.locator(".table-page[data-settled='true'] .turn-marker.yours").wait_for(
            timeout=60_000)
    counts = page.evaluate("() => window.__counts")
    assert any(sum(c["seats"]) for c in counts), "no trick was won"
    assert any(c["gathering"] for c in counts), "no trick was seen taken in"
    for c in counts:
        mine, theirs = c["mine"], 1 - c["mine"]
        assert c["side"] == [c["seats"][mine] + c["seats"][mine + 2],
                             c["seats"][theirs] + c["seats"][theirs + 2]], c


def test_vacation_in_words_that_agree_with_the_allowance(person_factory: Any,
                                                         user_factory: Any) -> None:
    """A long name on a phone: the menu folds away; the profile's vacation panel says the
    days as the API counts them, offers "I am back" only when away, and an error beside the
    date is gone once the next try goes through."""
    user = user_factory(username=f"a-rather-long-name-for-a-whist-player-{uuid.uuid4().hex[:6]}")
    person = person_factory("carol", viewport=PHONE)
    person.sign_in_as(user)
    person.open(f"/#/players/{user.pk}")
    page = person.page
    panel = page.locator("section[aria-label='Vacation']")
    status = panel.get_by_role("status")
    status.get_by_text("You can take").wait_for()
    header = page.locator("header.top").bounding_box()
    assert header["height"] <= 60, header
    allowance = vacation_summary(user)
    said = [float(n) for n in re.findall(r"\d+(?:\.\d)?", status.inner_text())][:3]
    record = [allowance["left_days"], allowance["days_per_year"], allowance["accrued_days"]]
    assert all(abs(a - b) <= 0.06 for a, b in zip(said, record, strict=True)), (said, record)
    assert not panel.get_by_role("button", name="I am back").is_visible()

    back_on = panel.get_by_label("Back on", exact=False)
    back_on.fill((date.today() - timedelta(days=3)).isoformat())
    panel.get_by_role("button", name="Go on vacation").click()
    error = panel.locator(".field-error")
    error.wait_for()
    assert error.inner_text() == "Choose a day after today."
    assert back_on.get_attribute("aria-invalid") == "true"
    back_on.fill((date.today() + timedelta(days=3)).isoformat())
    panel.get_by_role("button", name="Go on vacation").click()
    panel.get_by_text("You are on vacation until").wait_for()
    assert error.count() == 0 and page.locator("#notice.error").is_hidden()
    assert panel.get_by_role("button", name="I am back").is_visible()
    assert not panel.get_by_role("button", name="Go on vacation").is_visible()
    person.shot("facts-vacation-360")

    person.open("/#/signin")
    page.locator("form[aria-label='Sign in']").wait_for()
    assert page.evaluate("() => getComputedStyle(document.getElementById('main')).outlineStyle") \
        == "none"


def test_a_refused_sign_up_says_what_is_wrong_beside_each_field_in_a_players_words(
        person_factory: Any) -> None:
    """A username with a space and a password of digits only: each field says in plain words
    what to change (no "Enter a valid username. This value may contain only letters,
    numbers, and @/./+/-/_ characters."), and the first of them takes the focus."""
    person = person_factory("dave", viewport=PHONE)
    person.open("/#/signin")
    page = person.page
    form = page.locator("form[aria-label='New here? Sign up']")
    form.get_by_label("Username", exact=True).fill("dave the player")
    form.get_by_label("Password", exact=True).fill("12345")
    form.get_by_role("button", name="Create my account").click()
    username_error = form.locator(".field:has(input[name='username']) .field-error")
    username_error.wait_for()
    assert username_error.inner_text() == "A username takes letters, digits and . + - _ only."
    said = form.locator(".field-error").all_inner_texts()
    assert not any("Enter a valid" in s or "This value" in s for s in said), said
    assert page.evaluate("() => document.activeElement.name") == "username"

    form.get_by_label("Username", exact=True).fill(f"dave-{uuid.uuid4().hex[:6]}")
    form.get_by_role("button", name="Create my account").click()
    password_error = form.locator(".field:has(input[name='password']) .field-error")
    password_error.wait_for()
    words = password_error.inner_text()
    assert "Use a password of at least 8 characters." in words, words
    assert "Use letters as well as digits in your password." in words, words
    assert "This password" not in words, words
    person.shot("facts-sign-up-refused-360")
