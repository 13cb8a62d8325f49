"""At my turn the table is in view on every screen a person plays on: a phone of 360x640 up
to a desktop of 1920x1080, tables of 2, 4 and 7 seats, and a 13-card hand of classic Whist.

Found by a person on a phone: at 360x740 the first card of their hand started at y=780, below
the screen, on every turn; at 1280x800 a 13-card hand showed a sliver.  Here I am the dealer,
so every other seat has played to the trick when my turn comes (the most the middle of the
table ever holds).  At each size, without scrolling, the bounding box of every card of my hand
(the part of it that shows: the fan's next card covers the rest), of every card of the trick,
of each other seat's plate and of the turn marker with my clock lies inside the window, and
no two of them overlap; each card of my hand is a target of at least 24x24 px with its rank
and suit in the part that shows.  One page is loaded per table and the window resized; a
screenshot of what the window shows at each size is saved.
"""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.engine import Setup
from games.engine.whist import Setup as WhistSetup
from games.models import Game
from tests.web.scenes import _against_ai

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = [(360, 640), (360, 740), (390, 844), (768, 1024), (1280, 800), (1920, 1080)]
TABLES = {  # name: (preset, seats, cards in my hand, the deal's setup)
    "2-seats": ("pagat", 2, 7, Setup(seed="screens-2", first_dealer=0)),
    "4-seats": ("pagat", 4, 7, Setup(seed="screens-4", first_dealer=0)),
    "7-seats": ("pagat", 7, 7, Setup(seed="screens-7", first_dealer=0)),
    "classic-13-cards": ("classic", 4, 13, WhistSetup(seed="screens-c", first_dealer=0)),
}

SETTLED = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(
  () => Promise.all(document.getAnimations().map((a) => a.finished)).then(done))))"""

MEASURED = """() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width,
            height: r.height}; };
  const hand = [...document.querySelectorAll('.hand .card-button')].map((b) => ({
    ...box(b), name: `hand ${b.dataset.card}`, rank: box(b.querySelector('.rank')),
    suit: box(b.querySelector('.suit'))}));
  const trick = [...document.querySelectorAll('.trick .trick-spot .card')]
    .map((c) => ({...box(c), name: `trick ${c.getAttribute('aria-label')}`}));
  const plates = [...document.querySelectorAll('.felt .plate')]
    .map((p) => ({...box(p), name: `plate of seat ${p.dataset.seat}`}));
  const marker = document.querySelector('.turn-marker.yours');
  const clock = marker && marker.querySelector('.deadline');
  return {hand, trick, plates, width: innerWidth, height: innerHeight, scrolled: scrollY,
          marker: marker && {...box(marker), name: 'the turn marker'},
          clock: clock && {...box(clock), name: 'my clock'}};
}"""


def _my_turn_as_dealer(user: Any, preset: str, seats: int, setup: Any) -> int:
    """A game in which I (seat 0) deal: every other seat plays to the first trick (the server's
    moves, played here; the worker may take some first) before my turn."""
    game = _against_ai(user, preset, seats, forced_setup=setup, turn_time_limit=3600)
    for _ in range(60):
        game.refresh_from_db()
        if game.to_act_seat == 0:
            return game.pk
        services.server_action_apply(game_id=game.pk, expected_version=None)
    raise AssertionError("my turn never came")


def _inside(item: dict[str, Any], width: int, height: int) -> bool:
    return (item["left"] >= -0.5 and item["top"] >= -0.5 and item["right"] <= width + 0.5
            and item["bottom"] <= height + 0.5)


def _overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    w = min(a["right"], b["right"]) - max(a["left"], b["left"])
    h = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
    return w > 0.5 and h > 0.5


def _problems(seen: dict[str, Any], cards: int, seats: int) -> list[str]:
    width, height = seen["width"], seen["height"]
    problems = []
    if seen["marker"] is None or seen["clock"] is None:
        return ["no turn marker with my clock"]
    if len(seen["hand"]) != cards or len(seen["trick"]) != seats - 1:
        problems.append(f"{len(seen['hand'])} cards in my hand, {len(seen['trick'])} in the trick")
    things = [*seen["hand"], *seen["trick"], *seen["plates"], seen["marker"]]
    problems += [f"{t['name']} is outside the window: {t}" for t in [*things, seen["clock"]]
                 if not _inside(t, width, height)]
    problems += [f"{a['name']} overlaps {b['name']}" for i, a in enumerate(things)
                 for b in things[i + 1:] if _overlap(a, b)]
    for card in seen["hand"]:
        if card["width"] < 24 - 0.01 or card["height"] < 24 - 0.01:
            problems.append(f"{card['name']} is a target of {card['width']}x{card['height']} px")
        for mark in ("rank", "suit"):
            if card[mark]["right"] > card["right"] + 0.5 or card[mark]["left"] < card["left"] - 0.5:
                problems.append(f"{card['name']}'s {mark} is under the next card")
    if seen["scrolled"]:
        problems.append(f"the page is scrolled by {seen['scrolled']} px")
    return problems


@pytest.mark.parametrize("table", TABLES)
def test_at_my_turn_my_hand_the_trick_and_whose_turn_are_in_view(table: str, person_factory: Any,
                                                                 user_factory: Any) -> None:
    preset, seats, cards, setup = TABLES[table]
    user = user_factory()
    game_id = _my_turn_as_dealer(user, preset, seats, setup)
    assert Game.objects.get(pk=game_id).to_act_seat == 0
    width, height = SIZES[0]
    person = person_factory("alice", viewport={"width": width, "height": height})
    person.sign_in_as(user)
    person.open(f"/#/games/{game_id}")
    page = person.page
    page.locator(".table-page[data-settled='true'] .turn-marker.yours").wait_for()
    problems = []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED)
        person.shot(f"my-turn-{table}-{width}x{height}", full_page=False)
        problems += [f"{width}x{height}: {p}" for p in _problems(page.evaluate(MEASURED), cards,
                                                                 seats)]
    assert not problems, "\n".join(problems)


def test_at_the_end_the_last_trick_stays_clear_of_the_seats_above_the_result(
        person_factory: Any, user_factory: Any) -> None:
    """Classic Whist to one point: the result panel takes room from the felt, and the game's
    last trick, lit, still shows its four cards clear of the seats and of each other (on a
    squeezed felt they came out as two cards on top of two others)."""
    from games.models import GameEvent
    from tests.web.test_replay_analysis import _play_out

    user = user_factory()
    game = Game.objects.get(pk=_play_out(_against_ai(user, "classic", 4, game_points=1), user,
                                         lambda legal: legal[0]))
    last = GameEvent.objects.filter(game=game, data__type="trick_won").order_by("-seq").first()
    cards = [p["card"] for p in last.data["plays"] if p["card"]]
    person = person_factory("alice", viewport={"width": 360, "height": 740})
    person.sign_in_as(user)
    person.open(f"/#/games/{game.pk}")
    page = person.page
    page.locator("section[aria-label='Result']").wait_for()
    problems = []
    for width, height in [(360, 640), (360, 740), (1280, 800)]:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED)
        seen = page.evaluate(MEASURED)
        things = [*seen["trick"], *seen["plates"]]
        if len(seen["trick"]) != len(cards):
            problems.append(f"{width}x{height}: {len(seen['trick'])} of {len(cards)} cards shown")
        problems += [f"{width}x{height}: {a['name']} overlaps {b['name']}"
                     for i, a in enumerate(things) for b in things[i + 1:] if _overlap(a, b)]
        person.shot(f"the-end-{width}x{height}", full_page=False)
    assert page.locator(".trick-spot.winner").count() == 1
    assert not problems, "\n".join(problems)


EXCHANGE_MEASURED = """() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width,
            height: r.height}; };
  const named = (selector, name) => [...document.querySelectorAll(selector)]
    .map((el, i) => ({...box(el), name: `${name} ${el.dataset.card || el.value || i}`}));
  return {hand: named('.hand .card-button', 'hand'), boxes: named('.exchange input', 'box'),
          submit: named('.decision button.primary', 'the exchange button'),
          width: innerWidth, height: innerHeight, scrolled: scrollY};
}"""


def test_at_a_card_exchange_my_hand_and_its_choices_are_in_view(person_factory: Any,
                                                                 user_factory: Any) -> None:
    """004 "Card exchange": "each player may discard 1, 2 or 3 cards and be dealt an equal
    number of replacement cards".  Seven cards to choose from on a 360x640 phone: the hand,
    a box for each card and the button that sends the choice all show without scrolling (the
    boxes named each card in words, and pushed the hand below the screen)."""
    from games.engine import ForcedDeal

    user = user_factory()
    setup = Setup(seed="screens-x", first_dealer=2, forced_deals=((1, ForcedDeal.of(
        hands=["2H 3D 4S 5C 9H TD JS", "AS KS QS 2S 3S 4C 5D", "AD KD QD 6S 7S 8S 9S"],
        turn_up="9C")),))
    game = _against_ai(user, "pagat", 3, forced_setup=setup, turn_time_limit=3600,
                       dogs_life=False, card_exchange=True)
    person = person_factory("alice", viewport={"width": 360, "height": 640})
    person.sign_in_as(user)
    person.open(f"/#/games/{game.pk}")
    page = person.page
    page.locator(".table-page[data-settled='true'] .exchange").wait_for()
    problems = []
    for width, height in [(360, 640), (390, 844), (1280, 800)]:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED)
        seen = page.evaluate(EXCHANGE_MEASURED)
        person.shot(f"exchange-{width}x{height}", full_page=False)
        if len(seen["hand"]) != 7 or len(seen["boxes"]) != 7 or len(seen["submit"]) != 1:
            problems.append(f"{width}x{height}: {len(seen['hand'])} cards, "
                            f"{len(seen['boxes'])} boxes, {len(seen['submit'])} buttons")
        problems += [f"{width}x{height}: {t['name']} is outside the window: {t}"
                     for t in [*seen["hand"], *seen["boxes"], *seen["submit"]]
                     if not _inside(t, width, height)]
        if seen["scrolled"]:
            problems.append(f"{width}x{height}: the page is scrolled by {seen['scrolled']} px")
    assert not problems, "\n".join(problems)
