"""A hint in a practice game, as the person sees it at 1280 and at 360 px.

Three players, two cards each, spades trumps, no dog's life.  The person (seat 0) leads
holding the ace and two of hearts; the ace takes the first trick and keeps them in (004,
``shared/rules/004_cda4be257ddbf1c5.txt``: "A player who takes no tricks at all in a hand is
knocked out").  Asked for a hint, the expert says the ace, and the ace stands out in the hand.
At a table with another person no hint is offered (the API refuses one: 403
``hint_other_people``).
"""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.engine import ForcedDeal, Setup
from games.engine.serialize import setup_to_dict
from tests.web.scenes import _against_ai
from tests.web.test_what_a_person_sees import developer_words

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = {"1280": {"width": 1280, "height": 800}, "360": {"width": 360, "height": 740}}
SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def code(card: str) -> str:
    """The API's code of a card as the page writes it ("A♥", "10♣")."""
    return card[:-1].replace("10", "T") + SUITS[card[-1]]


def _practice_game(user: Any) -> int:
    setup = Setup(seed="hint", first_dealer=2, forced_deals=((1, ForcedDeal.of(
        hands=["AH 2H", "3H 5C", "9H 6D"], turn_up="7S")),))
    return _against_ai(user, "pagat", 3, forced_setup=setup, start_hand_size=2,
                       dogs_life=False).pk


def _at_the_table(person: Any, user: Any, game_id: int, ready: str = ".felt") -> Any:
    """``person``, signed in as ``user``, at the table of ``game_id`` once ``ready`` shows."""
    person.sign_in_as(user)
    person.open(f"/#/games/{game_id}")
    page = person.page
    page.locator(f".table-page[data-settled='true'] {ready}").wait_for()
    return page


def _hint(page: Any) -> Any:
    """Ask for a hint; the expert's choice once it is shown."""
    page.get_by_role("button", name="Hint").click()
    best = page.locator("section[aria-label='Hint'] .hint-best")
    best.wait_for()
    return best


@pytest.mark.parametrize("size", SIZES)
def test_the_expert_points_at_the_ace(size: str, person_factory: Any,
                                      user_factory: Any) -> None:
    user = user_factory()
    game_id = _practice_game(user)
    person = person_factory("alice", viewport=SIZES[size])
    page = _at_the_table(person, user, game_id)
    assert page.locator(".card-button.hinted").count() == 0
    best = _hint(page)
    assert best.inner_text() == "A♥"
    page.locator("section[aria-label='Hint']").get_by_text("How the choices compare").click()
    assert "wins the game" in page.locator("section[aria-label='Hint']").inner_text()
    hinted = page.locator(".hand .card-button.hinted")
    assert hinted.count() == 1
    assert hinted.get_attribute("data-card") == "AH"
    assert "the expert's choice" in hinted.get_attribute("aria-label")
    panel = page.locator("section[aria-label='Hint']").bounding_box()
    assert panel is not None and panel["x"] >= 0
    assert panel["x"] + panel["width"] <= SIZES[size]["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
    assert not developer_words(person), developer_words(person)
    person.shot(f"hint-{size}")

    hinted.click()  # the hint is gone once the table moves on
    page.locator("section[aria-label='Hint'] .hint-best").wait_for(state="detached")


def test_play_now_offers_a_practice_game_with_hints(person_factory: Any, user_factory: Any) -> None:
    """Hints are for unrated games against the computer: "Play now" makes one when asked."""
    from games.models import Game

    user = user_factory()
    person = person_factory("alice", viewport=SIZES["360"])
    person.sign_in_as(user)
    person.open("/#/")
    form = person.page.locator("form[aria-label='Play against the computer']")
    form.get_by_label("Computer level").select_option("heuristic")
    form.get_by_label("Length").select_option("quick")
    form.get_by_label("Rated or practice").select_option("practice")
    form.get_by_role("button", name="Play against the computer").click()
    page = person.page
    page.locator(".table-page[data-settled='true'] .felt").wait_for(timeout=30_000)
    game = Game.objects.get(pk=int(page.url.rsplit("/", 1)[1]))
    assert not game.rated
    assert "practice" in page.locator(".table-facts").inner_text()
    hint = page.get_by_role("button", name="Hint")
    for _ in range(30):  # my cards, until a turn offers a choice (and so a hint)
        page.locator(".table-page[data-settled='true'] .turn-marker.yours").wait_for(
            timeout=60_000)
        if hint.count():
            break
        page.locator(".hand .card-button.legal").first.click()
    assert _hint(page).inner_text()
    person.shot("hint-practice-360")


def test_no_hint_is_offered_against_a_person(person_factory: Any, user_factory: Any) -> None:
    alice, bob = user_factory(), user_factory()
    game = services.game_create(user=alice, max_players=3, visibility="private", rated=False,
                                options={"start_hand_size": 2},
                                forced_setup=setup_to_dict(Setup(seed="people", first_dealer=2)))
    services.game_join(game_id=game.pk, user=bob, invite_code=game.invite_code)
    services.ai_seat_add(game_id=game.pk, user=alice, level="heuristic")
    services.game_start(game_id=game.pk, user=alice)
    person = person_factory("alice")
    person.sign_in_as(alice)  # seat 0, who leads
    person.open(f"/#/games/{game.pk}")
    page = person.page
    page.locator(".table-page[data-settled='true'] .turn-marker.yours").wait_for()
    assert page.get_by_role("button", name="Hint").count() == 0


def test_a_classic_whist_hint_counts_tricks_for_the_side(person_factory: Any,
                                                         user_factory: Any) -> None:
    """Classic Whist against three AI seats (001): seat 3 deals, so the person leads.  The hint
    names a card of the hand, rings it, and speaks of the side's tricks, not of surviving."""
    from games.engine.whist import ForcedDeal as WhistDeal
    from games.engine.whist import Setup as WhistSetup

    user = user_factory()
    hands = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
             "QS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KC",
             "JS TS 9S 8S 7S 6S 5S 4S 3S AD KH AH KD",
             "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC"]
    setup = WhistSetup(seed="hint", first_dealer=3, forced_deals=((1, WhistDeal.of(hands=hands)),))
    game = _against_ai(user, "classic", 4, forced_setup=setup)
    person = person_factory("alice", viewport=SIZES["360"])
    page = _at_the_table(person, user, game.pk)
    best = _hint(page)
    assert code(best.inner_text()) in hands[0].split()
    page.locator("section[aria-label='Hint']").get_by_text("How the choices compare").click()
    text = page.locator("section[aria-label='Hint']").inner_text()
    assert "tricks for your side" in text and "stays in" not in text
    assert page.locator(".hand .card-button.hinted").get_attribute("data-card") == \
        code(best.inner_text())
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES["360"]["width"]
    person.shot("hint-classic-360")


def test_an_exchange_hint_marks_the_cards_to_throw(person_factory: Any,
                                                   user_factory: Any) -> None:
    """004 "Card exchange": "each player may discard 1, 2 or 3 cards and be dealt an equal
    number of replacement cards".  Clubs are trumps (the 9C turned up) and the person holds
    2H 3D 4S, three low plain cards: the expert throws some away, and at 360 px the boxes of
    the cards it names are marked among the exchange's choices."""
    user = user_factory()
    setup = Setup(seed="hint-x", first_dealer=2, forced_deals=((1, ForcedDeal.of(
        hands=["2H 3D 4S", "AS KS QS", "AD KD QD"], turn_up="9C")),))
    game = _against_ai(user, "pagat", 3, forced_setup=setup, start_hand_size=3,
                       dogs_life=False, card_exchange=True)
    person = person_factory("alice", viewport=SIZES["360"])
    page = _at_the_table(person, user, game.pk, ".exchange")
    best = _hint(page)
    assert best.inner_text().startswith("exchange ")
    named = [code(card) for card in best.inner_text().removeprefix("exchange ").split()]
    marked = page.locator(".exchange .check.hinted-discard input")
    marked.first.wait_for()
    assert sorted(marked.evaluate_all("boxes => boxes.map(b => b.value)")) == sorted(named)
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES["360"]["width"]
    person.shot("hint-exchange-360")
