"""A person asks the expert to review a finished game from its replay page, watches the
progress, and sees the evaluation graph, their blunder marked with the better card beside it,
and a summary per player."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import close_old_connections

from games import services
from games.engine import ForcedDeal, Setup
from games.models import Analysis, Game
from games.selectors.presentation import game_view
from tests.celery_worker import wait_for
from tests.web.scenes import _against_ai
from tests.web.test_what_a_person_sees import developer_words

pytestmark = pytest.mark.django_db(transaction=True)


def _play_out(game: Game, user: Any, choose: Any) -> int:
    """The person's decisions by ``choose(legal actions)``, the AI seats' by the server (a
    worker may take some of those first)."""
    for _ in range(400):
        close_old_connections()
        game.refresh_from_db()
        if game.status != "active":
            return game.pk
        seat = game.seats.get(index=game.to_act_seat)
        try:
            if seat.user_id == user.pk:
                legal = game_view(game, list(game.seats.order_by("index")), seat,
                                  user)["game"]["legal_actions"]
                services.action_apply(game_id=game.pk, user=user, action=choose(legal),
                                      expected_version=game.version)
            else:
                services.server_action_apply(game_id=game.pk, expected_version=game.version)
        except Exception:  # noqa: BLE001 - the worker moved the AI seat meanwhile: look again
            continue
    raise AssertionError("the game did not end")


def _review(game_id: int) -> None:
    """The review's worker: the task's body, here (the site's worker takes the default
    queue only)."""
    from games.services.analysis import analysis_run

    def asked() -> Analysis | None:
        close_old_connections()
        return Analysis.objects.filter(game_id=game_id).first()

    analysis = wait_for(asked, timeout=20, message="the analysis to be asked for")
    assert analysis_run(analysis_id=analysis.pk) == "done"


def _reviewed_replay(person: Any, user: Any, game_id: int) -> Any:
    """``person``, signed in as ``user``, asks for the review on the replay page; the review
    runs.  The page, to watch it arrive."""
    person.sign_in_as(user)
    person.open(f"/#/games/{game_id}/replay")
    page = person.page
    page.get_by_role("button", name="Ask the expert to review this game").click()
    _review(game_id)
    return page


def _blundered_game(user: Any) -> int:
    """Three players, two cards, spades trumps, no dog's life.  The person (seat 0) leads and
    holds the ace and two of hearts; an ace lead takes the trick and keeps them in (004: "A
    player who takes no tricks at all in a hand is knocked out").  They lead the two, lose both
    tricks and are out: a blunder, the ace the better card."""
    setup = Setup(seed="blunder", first_dealer=2, forced_deals=((1, ForcedDeal.of(
        hands=["AH 2H", "3H 5C", "9H 6D"], turn_up="7S")),))
    game = _against_ai(user, "pagat", 3, forced_setup=setup, start_hand_size=2,
                       dogs_life=False)
    return _play_out(game, user, lambda legal: ([a for a in legal if a.get("card") == "2H"]
                                                or legal)[0])


def test_the_replay_shows_the_experts_review(person_factory: Any, user_factory: Any) -> None:
    user = user_factory()
    game_id = _blundered_game(user)
    person = person_factory("alice")
    person.sign_in_as(user)
    person.open(f"/#/games/{game_id}/replay")
    page = person.page
    page.locator(".replay-board").wait_for()
    page.get_by_role("button", name="Ask the expert to review this game").click()
    page.locator("progress.analysis-progress").wait_for()
    person.shot("analysis-progress")

    _review(game_id)

    graph = page.locator("svg.eval-graph")
    graph.wait_for()
    assert graph.locator("circle.point").count() >= 1  # a point per searched decision
    assert graph.locator("circle.mark-blunder").count() >= 1
    blunder = page.locator("li.mark-blunder").first
    assert blunder.locator(".played").inner_text() == "2♥"
    assert blunder.locator(".better").inner_text() == "A♥"
    assert "Blunder" in blunder.inner_text()
    rows = page.locator("table.analysis-summary tbody tr")
    assert rows.count() == 3
    assert user.username in rows.first.inner_text()
    # The review in plain words: its margins and methods stay behind their toggles.
    assert not developer_words(person), developer_words(person)
    # The decision's detail: each card's chance to win, to survive the hand, expected place.
    blunder.locator("details.decision-choices summary").click()
    detail = blunder.locator("table.decision-detail")
    assert "Expected place" in detail.locator("thead").inner_text()
    assert detail.locator("tbody tr").count() == 2
    assert "(played)" in detail.locator("tr.played-row").inner_text()
    # What the cards allowed: led, the ace takes both tricks (nobody can trump it, and the two
    # that follows is led to two voids); the two led took none.
    deal = page.locator("ol.ahk-deals > li").first
    assert "Deal 1" in deal.inner_text() and f"allowed: {user.username} 2" in deal.inner_text()
    assert deal.locator(".played").first.inner_text() == "2♥"
    assert deal.locator(".better").first.inner_text() == "A♥"
    person.shot("analysis-done")
    assert Game.objects.get(pk=game_id).status == "finished"


def test_a_rainbow_passed_up_is_marked_with_the_declaration_beside_it(
        person_factory: Any, user_factory: Any) -> None:
    """004 "Rainbow": "if a player is dealt a 'rainbow' - four cards of different suits - that
    player wins the game immediately."  The person holds 2C 3D 4H 5S in the four-card deal and
    passes: the review marks the pass as a blunder, declaring the better choice, and lists both
    with their chances, on a phone's 360 px."""
    user = user_factory()
    setup = Setup(seed="rainbow", first_dealer=2, forced_deals=((1, ForcedDeal.of(
        hands=["2C 3D 4H 5S", "AS KS QS JS", "6C 7C 8C 9C"], turn_up="2H")),))
    game = _against_ai(user, "pagat_rainbow", 3, forced_setup=setup, start_hand_size=4)
    game_id = _play_out(game, user, lambda legal: ([a for a in legal if a["type"] == "pass"]
                                                   or legal)[0])
    person = person_factory("rainbow", viewport={"width": 360, "height": 740})
    page = _reviewed_replay(person, user, game_id)
    passed = page.locator("li.mark-blunder", has_text="declare").first
    passed.wait_for()
    assert passed.locator(".played").inner_text() == "pass"
    assert passed.locator(".better").inner_text() == "declare"
    assert f"{user.username} chose" in passed.inner_text()
    passed.locator("details.decision-choices summary").click()
    labels = passed.locator("table.decision-detail tbody th").all_inner_texts()
    assert sorted(label.removesuffix(" (played)") for label in labels) == ["declare", "pass"]
    # On a phone the page keeps its width, and nothing scrolls out of sight sideways: the
    # per-player summary lays each player's row out as lines.
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    cells = page.locator("table.analysis-summary td").all()
    assert cells and all(c.bounding_box()["x"] + c.bounding_box()["width"] <= 360 for c in cells)
    person.shot("analysis-rainbow-360")


CLASSIC_DEAL = [
    "AD KD QD JD TD 9D 8D 7D 6D 5D 4H AS 2S",
    "4D AH KS 5H 2C 3C 4C 5C 6C 7C 8C 9C TC",
    "2D 2H 3H 3S JC QC KC AC 8H 9H TH JH QH",
    "6H 7H 4S KH 5S 6S 7S 8S 9S TS JS QS 3D",
]


def test_a_classic_whist_replay_shows_the_experts_review_and_what_the_cards_allowed(
        person_factory: Any, user_factory: Any) -> None:
    """One tournament deal (001: "play exactly this many deals"), diamonds trumps (the dealer,
    seat 3, turns up 3D).  The person (seat 0) always plays the lowest card it may: it draws
    trumps from the bottom, and at the end plays 2S before AS, giving away a trick its ace
    would have taken."""
    user = user_factory()
    setup = Setup(seed="classic-review", first_dealer=3, forced_deals=((1, ForcedDeal.of(
        hands=CLASSIC_DEAL, turn_up="3D")),))
    game = _against_ai(user, "classic", 4, forced_setup=setup, deals=1)
    game_id = _play_out(game, user, lambda legal: legal[0])
    person = person_factory("alice")
    page = _reviewed_replay(person, user, game_id)

    graph = page.locator("svg.eval-graph")
    graph.wait_for()
    assert "each side's tricks in the deal" in (graph.get_attribute("aria-label") or "")
    assert graph.locator("circle.point").count() >= 10  # a point per searched decision
    assert graph.locator("polyline").count() == 2  # one line per side
    marked = page.locator("ol.marks > li.mark")
    assert marked.count() >= 1
    assert graph.locator("circle[class^='mark-']").count() == marked.count()
    mine = page.locator("ol.marks > li.mark", has_text=user.username).first
    assert mine.locator(".played").inner_text() != mine.locator(".better").inner_text()
    assert "tricks" in mine.inner_text()
    assert page.locator("table.analysis-summary:not(.dd-sides) tbody tr").count() == 4
    page.locator("ol.dd-deals").wait_for()
    assert "best play: North–South" in page.locator("ol.dd-deals > li").first.inner_text()
    assert page.locator("table.dd-sides tbody tr").count() == 2
    # Nothing the page meant to leave out is drawn as a word ("null" after the marks).
    panel = page.locator("section[aria-label='Expert analysis']").inner_text()
    assert "null" not in panel.split() and "undefined" not in panel.split(), panel
    assert not developer_words(person), developer_words(person)
    person.shot("analysis-whist")
