"""People play Knock-Out Whist in a real browser, through the web client only."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.django_db(transaction=True)

CARD = re.compile(r'"([2-9TJQKA][CDHS])"')


def take_turns(person: Any, *, until: str, limit: float = 240) -> set[str]:
    """Play every decision that is this person's until the page shows ``until``: a decision
    button when there is one (trumps, a knock now and then), else the first playable card."""
    page = person.page
    seen: set[str] = set()
    deadline = time.monotonic() + limit
    knocked = False
    while time.monotonic() < deadline:
        if page.locator(until).count():
            return seen
        panel = page.locator("section[aria-label='Your decision'] button")
        cards = page.locator(".card-button.legal")
        if panel.count():
            label = panel.first.inner_text()
            if label == "Knock" and (knocked or not cards.count()):
                cards.first.click() if cards.count() else panel.first.click()
            else:
                knocked = knocked or label == "Knock"
                seen.add(label)
                panel.first.click()
        elif cards.count():
            seen.add("card")
            try:  # a card drawn again as an event arrives is looked for afresh
                cards.first.click(timeout=5_000)
            except PlaywrightTimeout:
                continue
        page.wait_for_timeout(150)
    raise AssertionError(f"{until} never showed (decisions seen: {seen})")


def test_a_league_is_made_from_its_form_and_its_page_shows_the_code(person_factory):
    alice = person_factory("alice")
    alice.sign_up()
    alice.page.get_by_role("link", name="Leagues").click()
    league = alice.page.locator("form[aria-label='New league']")
    league.get_by_label("Name").fill("Friday whist")
    league.get_by_role("button", name="Create the league").click()
    alice.page.get_by_role("heading", name="Friday whist").wait_for()
    assert alice.page.locator("code").inner_text()  # the invite code, shown to members
    alice.page.get_by_role("link", name="Leaderboard").click()
    alice.page.get_by_role("heading", name="Leaderboard").wait_for()
    alice.page.locator("#nav a", has_text=alice.name).click()
    alice.page.get_by_role("heading", name="Rating history").wait_for()
    assert alice.page.locator("dd").first.inner_text() == "0"  # no game played yet
    assert "not yet rated" in alice.page.locator("dl.stats").inner_text()


WATCH_PLAYS = """() => {
  window.__seenPlays = new Set();
  const note = () => document.querySelectorAll('.trick .card[aria-label]')
    .forEach((card) => window.__seenPlays.add(card.getAttribute('aria-label').split(': ').pop()));
  new MutationObserver(note).observe(document.body, {childList: true, subtree: true});
  note();
}"""


def _current_hands(game_id: int) -> tuple[int, list[set[str]]]:
    from games import engine
    from games.models import Game

    game = Game.objects.get(pk=game_id)
    state = engine.state_from_dict(game.state)
    return game.deal_no, [{str(c) for c in state.hand(s)} for s in range(state.players)]


def _act_once(person: Any) -> str | None:
    """This person's first available decision (a decision button, else a playable card)."""
    panel = person.page.locator("section[aria-label='Your decision'] button")
    cards = person.page.locator(".card-button.legal")
    if cards.count():
        card = cards.first.get_attribute("data-card")
        cards.first.click()
        return card
    if panel.count():
        panel.first.click()
        return ""
    return None


RANKS = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
         "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king",
         "A": "ace"}
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def spoken(card: str) -> str:
    """A card's accessible name in the client: "queen of hearts"."""
    return f"{RANKS[card[0]]} of {SUIT_WORDS[card[1]]}"


def test_two_people_see_only_their_own_cards_and_each_others_moves_live(person_factory):
    alice, bob = person_factory("alice"), person_factory("bob")
    alice.sign_up()
    bob.sign_up()
    alice.open("/#/lobby")
    form = alice.page.locator("form[aria-label='New game']")
    form.get_by_label("Computer players").select_option("2")
    form.get_by_label("Who can join").select_option("private")
    form.get_by_role("button", name="Create the game").click()
    link = alice.page.get_by_label("Invite link").input_value()
    game_id = int(alice.page.url.rsplit("/", 1)[1])
    bob.page.goto(link)
    bob.page.locator(".lobby").wait_for()
    alice.page.locator(".lobby-seats li", has_text=bob.name).wait_for()  # live: no reload
    alice.page.get_by_role("button", name="Start the game").click()
    for person in (alice, bob):
        person.page.locator(".hand").wait_for()
        person.page.evaluate(WATCH_PLAYS)
    bob.shot("table-two-people")

    from games.models import Seat

    seats = {person: Seat.objects.get(game_id=game_id, user__username=person.name).index
             for person in (alice, bob)}
    moved: dict[Any, str] = {}
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline and len(moved) < 2:
        deal_no, hands = _current_hands(game_id)
        for me, other in ((alice, bob), (bob, alice)):
            # The other's unplayed cards are in neither my page nor anything it fetched.
            theirs = hands[seats[other]]
            mine_shown = set(me.page.locator(".hand .card-button").evaluate_all(
                "buttons => buttons.map(b => b.dataset.card)"))
            assert not mine_shown & theirs, (me.name, mine_shown & theirs)
            if deal_no == 1:
                fetched = {c for _, body in me.responses for c in CARD.findall(body)}
                assert not fetched & theirs, (me.name, fetched & theirs)
        for me, other in ((alice, bob), (bob, alice)):
            card = _act_once(me)
            if card:
                other.page.wait_for_function(
                    "name => window.__seenPlays.has(name)", arg=spoken(card), timeout=15_000)
                moved[me] = card
        alice.page.wait_for_timeout(200)
    assert set(moved) == {alice, bob}, "both people played a card the other saw live"


NO_SIDEWAYS_SCROLL = "() => document.documentElement.scrollWidth <= window.innerWidth"


def test_a_phone_screen_needs_no_sideways_scrolling_and_the_keyboard_plays(person_factory):
    """360 px wide (a small phone), a table of seven: every page fits; a card is played with
    the keyboard alone (cards are buttons with accessible names)."""
    carol = person_factory("carol", viewport={"width": 360, "height": 740})
    carol.sign_up()
    assert carol.page.evaluate(NO_SIDEWAYS_SCROLL), "home"
    carol.open("/#/lobby")
    form = carol.page.locator("form[aria-label='New game']")
    form.get_by_label("Players", exact=True).select_option("7")
    form.get_by_label("Computer players").select_option("6")
    form.get_by_label("Rated or practice").select_option("practice")
    assert carol.page.evaluate(NO_SIDEWAYS_SCROLL), "lobby"
    carol.shot("lobby-360")
    form.get_by_role("button", name="Create the game").click()
    carol.page.get_by_role("button", name="Start the game").click()
    legal = carol.page.locator(".card-button.legal")
    legal.first.wait_for(timeout=60_000)
    assert carol.page.evaluate(NO_SIDEWAYS_SCROLL), "table"
    from games.models import Game

    assert not Game.objects.get(pk=int(carol.page.url.rsplit("/", 1)[1])).rated  # practice
    carol.shot("table-360")
    name = legal.first.get_attribute("aria-label")
    assert name.startswith("Play the ")
    legal.first.focus()
    carol.page.keyboard.press("Enter")
    carol.page.wait_for_function(
        "name => ![...document.querySelectorAll('.card-button')]"
        ".some(b => b.getAttribute('aria-label') === name)", arg=name)


DROP_THE_STREAM = """() => {
  const live = window.__whistLive;
  window.__droppedSource = live.source;
  live.source.close();
  live.source.onerror(new Event("error"));  // what a dropped connection looks like to it
}"""

PLAY_BEHIND_THE_PAGES_BACK = """async (card) => {
  // A move the page does not make itself (as from another device): only the stream can
  // tell the table about it.
  const view = await (await fetch(`/api/v1/games/${location.hash.split('/')[2]}`, {
    headers: {Authorization: `Token ${localStorage.getItem('whist.token')}`}})).json();
  const response = await fetch(`/api/v1/games/${view.id}/actions`, {
    method: "POST",
    headers: {"Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(),
              Authorization: `Token ${localStorage.getItem('whist.token')}`},
    body: JSON.stringify({action: {type: "play", card}, expected_version: view.version})});
  return response.status;
}"""


def test_a_dropped_stream_resumes_and_the_table_catches_up(person_factory):
    erin = person_factory("erin")
    erin.sign_up()
    erin.open("/#/lobby")
    form = erin.page.locator("form[aria-label='New game']")
    form.get_by_label("Computer players").select_option("3")
    form.get_by_role("button", name="Create the game").click()
    erin.page.get_by_role("button", name="Start the game").click()
    legal = erin.page.locator(".card-button.legal")
    legal.first.wait_for(timeout=60_000)
    erin.page.wait_for_function("() => document.querySelector('[data-live]')?.dataset.live "
                                "=== 'live'", timeout=30_000)
    assert erin.page.evaluate("() => window.__whistLive.mode") == "stream"

    erin.page.evaluate(DROP_THE_STREAM)
    card = legal.first.get_attribute("data-card")
    assert erin.page.evaluate(PLAY_BEHIND_THE_PAGES_BACK, card) == 200
    # The client reconnects with a new ticket and ?after=<last seen>, and the table shows the
    # card played from elsewhere without a reload of the page.
    erin.page.wait_for_function(
        "card => !document.querySelector(`.card-button[data-card='${card}']`)", arg=card,
        timeout=30_000)
    erin.page.wait_for_function("() => window.__whistLive.source !== window.__droppedSource "
                                "&& document.querySelector('[data-live]').dataset.live "
                                "=== 'live'", timeout=30_000)
    assert not erin.errors
    erin.shot("table-resumed")


def test_a_drive_page_of_each_game(person_factory):
    """A classic Whist drive's page shows its entrants, movement and score cards; a
    Knock-Out Whist drive is progressive and an entrant may withdraw before the start."""
    fay = person_factory("fay")
    fay.sign_up()
    fay.page.get_by_role("link", name="Drives").click()
    drive = fay.page.locator("form[aria-label='New drive']")
    drive.get_by_label("Name").fill("Friday drive")
    drive.get_by_role("button", name="Organise the drive").click()
    fay.page.get_by_role("heading", name="Friday drive").wait_for()
    fay.page.get_by_role("button", name=re.compile("^Start")).click()
    fay.page.locator("table[aria-label='Players'] tbody tr").first.wait_for()
    assert fay.page.locator("table[aria-label='Players'] tbody tr").count() == 8
    assert fay.page.get_by_role("link", name="your table").count() == 1
    page_text = fay.page.locator("section.drive").inner_text()
    assert "[object" not in page_text and "null" not in page_text
    assert fay.page.locator("table[aria-label='Pairs'] tbody tr").count() == 4
    assert not fay.errors
    fay.shot("drive")

    # A Knock-Out Whist drive: no partners, so the movement is progressive; an entrant may
    # withdraw before the start.
    fay.page.get_by_role("link", name="Drives").click()
    drive = fay.page.locator("form[aria-label='New drive']")
    drive.get_by_label("Name").fill("Saturday knock-out")
    drive.get_by_label("Game").select_option("pagat")
    assert drive.get_by_label("Movement").input_value() == "progressive"
    drive.get_by_role("button", name="Organise the drive").click()
    fay.page.get_by_role("heading", name="Saturday knock-out").wait_for()
    assert "Knock-Out Whist" in fay.page.locator("section.drive").inner_text()
    assert fay.page.locator("th", has_text="Outlasted").count() == 1
    fay.page.get_by_role("button", name="Withdraw").click()
    fay.page.get_by_role("button", name="Enter the drive").wait_for()
    assert not fay.errors
