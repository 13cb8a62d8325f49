"""A whole game of each kind against the computer, played by clicking, at 1280x800 and at
360x740, as a person sees it.

Found by a person at the table: the three AI cards landed at once, 0.5-0.9 s after their own
card, with no beat between them, and the trick's winner was only named under "Last trick".
Here the page records every state of the trick in the middle of the felt as it is drawn; the
test asserts that each AI card arrived on its own, a beat after the one before, that the
winning card was lit up before the trick was taken in, and that "Rematch" starts a new game
with the same seats.  Timed only in beats the page itself is set to (fast: 250 ms a card).
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from games import services
from games.engine import Setup
from games.models import Game, Seat
from games.selectors.presentation import game_view
from tests.web.test_play_in_browser import DROP_THE_STREAM, take_turns

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}
BEAT_MS = 250  # the "fast" card speed

TIMELINE = """
localStorage.setItem('whist.beat', 'fast');
window.__trickStates = [];
const record = () => {
  const felt = document.querySelector('.felt');
  if (!felt) return;
  const spots = [...felt.querySelectorAll('.trick .trick-spot')];
  const state = {
    t: performance.now(),
    seats: spots.map((s) => Number(s.dataset.seat)),
    winner: spots.filter((s) => s.classList.contains('winner'))
      .map((s) => Number(s.dataset.seat))[0] ?? null,
    gathering: Boolean(felt.querySelector('.trick.gathering')),
    game: location.hash,
    unpaced: window.__whistPacer ? window.__whistPacer.unpaced + window.__whistPacer.brisk : 0,
  };
  const last = window.__trickStates[window.__trickStates.length - 1];
  if (!last || JSON.stringify([last.seats, last.winner, last.gathering, last.game]) !==
      JSON.stringify([state.seats, state.winner, state.gathering, state.game])) {
    window.__trickStates.push(state);
  }
};
new MutationObserver(record).observe(document, {childList: true, subtree: true, attributes: true,
                                                attributeFilter: ['class']});
"""


ARRIVING_CARD_ANIMATION = """() => {
  const spot = document.createElement('div');
  spot.className = 'trick-spot arriving';
  spot.innerHTML = '<span class="card">A</span>';
  document.querySelector('.felt').append(spot);
  const name = getComputedStyle(spot.firstChild).animationName;
  spot.remove();
  return name;
}"""


def _tricks(states: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The recorded states cut into tricks: a trick ends when the middle is empty again.  A
    trick the page showed at a quicker beat (many events were waiting) or took in without
    showing (the pacer's ``brisk`` or ``unpaced`` count moved) is left out: its cards were not
    meant to come a whole beat apart."""
    tricks: list[list[dict[str, Any]]] = []
    current: list[dict[str, Any]] = []
    for state in states:
        if state["seats"]:
            current.append(state)
        elif current:
            if state["unpaced"] == current[0]["unpaced"]:
                tricks.append(current)
            current = []
    return tricks


def _check_pacing(states: list[dict[str, Any]], me: int) -> int:
    """Each AI card on its own, a beat after the card before; the winner lit up before the
    trick is taken in.  Returns how many tricks were checked."""
    tricks = _tricks(states)
    assert len(tricks) >= 3, states
    checked = 0
    for trick in tricks[1:]:  # the first may have begun before the page was open
        arrivals = [s for s in trick if s["winner"] is None and not s["gathering"]]
        for before, after in zip(arrivals, arrivals[1:], strict=False):
            added = after["seats"][len(before["seats"]):]
            assert after["seats"][:len(before["seats"])] == before["seats"], (before, after)
            assert len(added) == 1, f"{added} arrived together: {trick}"
            if added[0] != me:
                gap = after["t"] - before["t"]
                assert gap >= BEAT_MS * 0.8, f"seat {added[0]}'s card came {gap:.0f} ms after " \
                                             f"the one before: {trick}"
        lit = [s for s in trick if s["winner"] is not None]
        assert lit, f"the trick was taken in without its winner lit up: {trick}"
        assert len(lit[0]["seats"]) == len(arrivals[-1]["seats"]) if arrivals else True
        checked += 1
    return checked


@pytest.mark.parametrize(("game", "size", "motion"), [
    ("pagat", "desktop", "no-preference"), ("classic", "phone", "no-preference"),
    ("pagat", "phone", "reduce")])
def test_a_whole_game_against_the_computer_then_a_rematch(person_factory, game, size, motion):
    """With ``prefers-reduced-motion`` nothing moves: cards appear in place, a beat apart,
    and the trick is taken in without sliding to its winner."""
    from tests.web.scenes import scene_build

    person = person_factory("alice", viewport=SIZES[size], reduced_motion=motion)
    person.page.add_init_script(TIMELINE)
    user = scene_build(games=False).user
    person.sign_in_as(user)
    person.open("/#/")
    form = person.page.locator("form[aria-label='Play against the computer']")
    form.get_by_label("Game").select_option(game)
    form.get_by_label("Computer level").select_option("heuristic")
    form.get_by_label("Length").select_option("quick")
    form.get_by_role("button", name="Play against the computer").click()
    person.page.locator(".table-page[data-settled='true'] .felt").wait_for(timeout=30_000)
    game_id = int(person.page.url.rsplit("/", 1)[1])
    assert Game.objects.get(pk=game_id).status == "active"
    me = Seat.objects.get(game_id=game_id, user=user).index
    person.shot(f"game-{game}-{size}")
    # When the page offers me a card, the tab says it is my turn.
    person.page.locator(".card-button.legal, section[aria-label='Your decision'] button") \
        .first.wait_for(timeout=60_000)
    assert person.page.title() == "(Your turn) Whist"
    take_turns(person, until="ul[aria-label='Finishing positions']", limit=300)
    person.shot(f"game-{game}-{size}-over")
    states = person.page.evaluate("() => window.__trickStates")
    checked = _check_pacing(states, me)
    assert checked >= 2
    if motion == "reduce":
        assert not [s for s in states if s["gathering"]]
        assert person.page.evaluate(ARRIVING_CARD_ANIMATION) == "none"

    seats = sorted((s.user_id or 0, s.ai_level) for s in Seat.objects.filter(game_id=game_id))
    person.page.get_by_role("button", name="Rematch").click()
    deadline = time.monotonic() + 30
    while person.page.url.endswith(f"/{game_id}") and time.monotonic() < deadline:
        person.page.wait_for_timeout(100)
    rematch = int(person.page.url.rsplit("/", 1)[1])
    assert rematch != game_id
    person.page.locator(".table-page[data-settled='true'] .felt").wait_for(timeout=30_000)
    new = Game.objects.get(pk=rematch)
    assert new.status == "active" and new.rematch_of_id == game_id
    assert sorted((s.user_id or 0, s.ai_level)
                  for s in Seat.objects.filter(game_id=rematch)) == seats


DRAWN = """
window.__shown = [];  // each state of the middle of the table: its cards, the winner lit, result
const look = () => {
  const felt = document.querySelector('.felt');
  if (!felt) return;
  const state = {
    plays: [...felt.querySelectorAll('.trick .trick-spot .card[data-card]')]
      .map((c) => [Number(c.closest('.trick-spot').dataset.seat), c.dataset.card]),
    winner: Boolean(felt.querySelector('.trick-spot.winner')),
    result: Boolean(document.querySelector("section[aria-label='Result']")),
  };
  const last = window.__shown[window.__shown.length - 1];
  if (!last || JSON.stringify(last) !== JSON.stringify(state)) window.__shown.push(state);
};
new MutationObserver(look).observe(document, {childList: true, subtree: true, attributes: true,
                                             attributeFilter: ['class']});
"""


def _drawn_in_order(states: list[dict[str, Any]]) -> list[tuple[int, str]]:
    """Each card as it first appeared in the middle of the table, in order."""
    drawn: list[tuple[int, str]] = []
    before: list[list[Any]] = []
    for state in states:
        drawn += [(seat, card) for seat, card in state["plays"] if [seat, card] not in before]
        before = state["plays"]
    return drawn


def _played_from(game_id: int, after: int) -> list[tuple[int, str]]:
    from games.models import GameEvent

    return [(e.data["seat"], e.data["card"]) for e in GameEvent.objects.filter(
        game_id=game_id, seq__gt=after).order_by("seq") if e.data.get("type") == "card_played"]


def _play_on_behind_the_page(game: Game, user: Any, moves: int | None = None) -> None:
    """Every seat's moves (the person's first legal action, the server's for the AI seats; the
    worker may take some of those first) while the page hears nothing: ``moves`` of them, or
    to the end of the game."""
    played = 0
    deadline = time.monotonic() + 90
    while (moves is None or played < moves) and time.monotonic() < deadline:
        game.refresh_from_db()
        if game.status != "active":
            return
        seat = game.seats.get(index=game.to_act_seat)
        if seat.user_id == user.pk:
            view = game_view(game, list(game.seats.order_by("index")), seat, user)
            services.action_apply(game_id=game.pk, user=user, expected_version=None,
                                  action=view["game"]["legal_actions"][0])
        elif not services.server_action_apply(game_id=game.pk, expected_version=None).applied:
            continue
        played += 1
    assert moves is not None, "the game did not end"


@pytest.mark.parametrize("reloaded", [False, True], ids=["page-open", "reloaded-mid-deal"])
def test_a_burst_of_a_whole_games_end_is_shown_card_by_card(person_factory, reloaded):
    """The page hears nothing while the rest of the game is played (the stream's new ticket is
    held up), then gets every event at once, as after a person's last card of a game the
    server sent 12 events within 0.4 s and the table jumped to "The game is over".  Every card
    of every trick of every deal is drawn, in the order played, and the game's last trick is
    shown with its winner lit before the result is.  The same on a page reloaded in the middle
    of a deal."""
    from tests.web.scenes import _against_ai, scene_build

    user = scene_build(games=False).user
    game = _against_ai(user, "pagat", 3, start_hand_size=3)
    person = person_factory("alice")
    person.page.add_init_script(DRAWN)
    person.sign_in_as(user)
    person.open(f"/#/games/{game.pk}")
    live = "() => document.querySelector('[data-live]')?.dataset.live === 'live'"
    person.page.wait_for_function(live, timeout=30_000)
    if reloaded:
        _play_on_behind_the_page(game, user, moves=2)
        person.page.reload()
        person.page.wait_for_function(live, timeout=30_000)
    held: list[Any] = []
    person.page.route("**/api/v1/stream-tickets", lambda route: held.append(route))
    person.page.evaluate(DROP_THE_STREAM)
    deadline = time.monotonic() + 30
    while not held and time.monotonic() < deadline:
        person.page.wait_for_timeout(50)
    assert held, "the page did not ask for a new stream ticket"
    shown_before = person.page.evaluate("() => window.__whistPacer.display.seq")
    _play_on_behind_the_page(game, user)
    for route in held:
        route.continue_()
    person.page.unroute("**/api/v1/stream-tickets")
    person.page.locator("section[aria-label='Result']").wait_for(timeout=60_000)
    states = person.page.evaluate("() => window.__shown")
    played = _played_from(game.pk, shown_before)
    assert len(played) >= 3
    drawn = _drawn_in_order(states)
    assert drawn[-len(played):] == played, (drawn, played)
    first_result = next(i for i, s in enumerate(states) if s["result"])
    last_trick = [list(p) for p in played[-len(states[first_result]["plays"]):]]
    assert any(s["plays"] == last_trick and s["winner"] for s in states[:first_result]), \
        "the last trick was not shown, lit, before the result"
    person.shot(f"burst-shown-{'reloaded' if reloaded else 'open'}")


REFUSED = json.dumps({"error": {"code": "must_follow_suit", "message": "seat 0 holds hearts",
                                "details": {}}})


def test_a_card_leaves_the_hand_at_once_and_a_second_tap_is_never_sent(person_factory):
    """The server answered in 0.1 s but the card stayed in the hand, and the hand stayed
    playable, until the table had shown the other seats' cards: quick second taps were sent and
    refused ("The table moved on", "That card is not in your hand").  Now a tapped card leaves
    the hand at once and lands on the table; a refused one comes back with the reason; the hand
    waits, disabled, until my next turn, and a second tap is never sent."""
    from tests.web.scenes import _against_ai, scene_build

    user = scene_build(games=False).user
    game = _against_ai(user, "pagat", 3, forced_setup=Setup(seed="tap", first_dealer=2),
                       start_hand_size=5)
    person = person_factory("alice", viewport={"width": 360, "height": 740})
    person.sign_in_as(user)
    person.open(f"/#/games/{game.pk}")
    page = person.page
    legal = page.locator(".hand .card-button.legal")
    legal.first.wait_for()
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if r.method == "POST"
            and r.url.endswith("/actions") else None)
    held: list[Any] = []
    page.route("**/api/v1/games/*/actions", lambda route: held.append(route))

    # Refused: the card is back, with the reason in words.
    card = legal.first.get_attribute("data-card")
    legal.first.click()
    assert page.locator(f".hand .card-button[data-card='{card}']").count() == 0
    assert page.locator(f".trick .card[data-card='{card}']").count() == 1
    while not held:
        page.wait_for_timeout(20)
    held.pop().fulfill(status=422, content_type="application/json", body=REFUSED)
    page.locator("#notice", has_text="back in your hand").wait_for()
    assert "You must follow suit" in page.locator("#notice").inner_text()
    page.locator(f".hand .card-button.legal[data-card='{card}']").wait_for()

    # Tapped twice: gone at once, sent once.
    box = legal.first.bounding_box()
    card = legal.first.get_attribute("data-card")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert page.locator(f".hand .card-button[data-card='{card}']").count() == 0
    assert page.locator(".hand .card-button:not([disabled])").count() == 0
    while not held:
        page.wait_for_timeout(20)
    with page.expect_response(lambda r: r.url.endswith("/actions")):
        held.pop().continue_()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.locator(".table-page[data-settled='true'] .turn-marker.yours").wait_for(timeout=60_000)
    assert not held, "a second tap was sent"
    assert len(sent) == 2, sent  # the refused one and this one
    assert page.locator(f".hand .card-button[data-card='{card}']").count() == 0
    person.shot("tapped-twice-360")


def test_next_game_takes_a_drive_entrant_to_their_next_table(person_factory):
    from drives import services as drives
    from tests.web.scenes import scene_build

    user = scene_build(games=False).user
    drive = drives.drive_create(organiser=user, name="Tuesday", tables=1, rounds=2,
                                deals_per_round=1)
    drives.drive_start(drive_id=drive.pk, user=user)
    first = Game.objects.get(drive_table__drive=drive, drive_table__round_no=1)
    _play_on_behind_the_page(first, user)  # round 1, every seat's first legal action
    drives.drive_advance(drive_id=drive.pk)  # unless the worker's task has seated round 2
    second = Game.objects.get(drive_table__drive=drive, drive_table__round_no=2)
    person = person_factory("alice")
    person.sign_in_as(user)
    person.open(f"/#/games/{first.pk}?drive={drive.pk}")
    person.page.get_by_role("button", name="Next game").click()
    person.page.wait_for_url(f"**/#/games/{second.pk}?drive={drive.pk}")
    person.page.locator(".table-page[data-settled='true'] .felt").wait_for()



HIDDEN_TAB = """
Object.defineProperty(document, 'hidden', {get: () => true});
window.__notes = [];
window.Notification = class {
  static permission = 'granted';
  static requestPermission() { return Promise.resolve('granted'); }
  constructor(title, options) { window.__notes.push({title, body: options.body}); }
};
"""


def test_a_hidden_tab_tells_the_person_their_turn(person_factory):
    """With notifications allowed and the tab in the background, a browser notification says
    it is their turn (the browser's own Notification is recorded here: a headless browser
    shows none); the tab's title says so too."""
    from tests.web.scenes import _against_ai, scene_build

    user = scene_build(games=False).user
    game = _against_ai(user, "pagat", 4)
    person = person_factory("alice")
    person.page.add_init_script(HIDDEN_TAB)
    person.sign_in_as(user)
    person.open(f"/#/games/{game.pk}")
    person.page.wait_for_function("() => window.__notes.length > 0", timeout=60_000)
    notes = person.page.evaluate("() => window.__notes")
    assert notes[0]["title"] == "Your turn" and f"Game {game.pk}" in notes[0]["body"]
    assert person.page.title() == "(Your turn) Whist"
