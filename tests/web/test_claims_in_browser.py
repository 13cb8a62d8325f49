"""A classic Whist claim and an auto-played card at the table, on a 360 px phone.

Seat 3 deals first, so seat 0 (Alice) leads; AC is turned up (clubs are trumps).  Alice holds
the top two spades and most hearts, but seat 3 holds trumps, so her claim of the rest at the
first lead (made through the API) is not certain: it is put to the opponents, and Bob (seat 1)
sees her hand and refuses it.  Her table does not offer "Claim the rest" then: offered from
the first trick of thirteen, it only pushed her hand down; it is offered in the last three
tricks, beside her turn, clear of her hand.  Claims are service practice, as at Bridge: 001
(``shared/rules/001_af9222f89516dcdc.txt``) says nothing of them.  Bob holds one spade only,
so when Alice leads the ace he has one legal card, and the server plays it for him (he asked
for it): his trick shows it as played automatically, hers as an ordinary play.
"""

from __future__ import annotations

import pytest

from games import services
from games.engine.serialize import setup_to_dict
from games.engine.whist import ForcedDeal, Setup
from games.models import Game
from tests.celery_worker import wait_for

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 360, "height": 740}
HANDS = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
         "QS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KC",
         "JS TS 9S 8S 7S 6S 5S 4S 3S AD KH AH KD",
         "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC"]


def test_a_claim_is_shown_refused_and_an_auto_played_card_is_marked(person_factory,
                                                                    user_factory):
    users = [user_factory() for _ in range(4)]
    setup = Setup(seed="claims", first_dealer=3, forced_deals=((1, ForcedDeal.of(hands=HANDS)),))
    game = services.game_create(user=users[0], max_players=4, preset="classic",
                                turn_time_limit=3600, forced_setup=setup_to_dict(setup))
    for user in users[1:]:
        services.game_join(game_id=game.pk, user=user, invite_code=game.invite_code)
    services.game_start(game_id=game.pk, user=users[0])
    alice, bob = person_factory("alice", viewport=PHONE), person_factory("bob", viewport=PHONE)
    for person, user in ((alice, users[0]), (bob, users[1])):
        person.page.add_init_script("localStorage.setItem('whist.beat', 'fast');")
        person.sign_in_as(user)
        person.open(f"/#/games/{game.pk}")
        person.page.locator(".table-page[data-settled='true'] .felt").wait_for()

    alice.page.locator(".turn-marker.yours").wait_for()
    assert alice.page.get_by_role("button", name="Claim the rest").count() == 0
    services.action_apply(game_id=game.pk, user=users[0], action={"type": "claim"},
                          expected_version=Game.objects.get(pk=game.pk).version)
    claim = bob.page.locator("section[aria-label='A claim']")
    claim.wait_for()
    shown = claim.locator(".claim-cards .card")
    shown.first.wait_for()
    assert sorted(shown.evaluate_all("cards => cards.map((c) => c.getAttribute('aria-label'))")) \
        == sorted(alice.page.locator(".claim-cards .card").evaluate_all(
            "cards => cards.map((c) => c.getAttribute('aria-label'))"))
    assert shown.count() == 13
    assert bob.page.get_by_role("button", name="Claim the rest").count() == 0
    assert alice.page.get_by_role("button", name="Accept the claim").count() == 0
    assert "Waiting for" in alice.page.locator("section[aria-label='A claim']").inner_text()
    alice.shot("claim-waiting-360")
    bob.shot("claim-to-answer-360")
    assert bob.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    bob.page.get_by_role("button", name="Refuse: play on").click()
    alice.page.locator("section[aria-label='A claim']").wait_for(state="detached")

    # Bob asks for his chores to be played in live games too; his ace-led trick has one card.
    services.auto_play_setting_update(user=users[1], live=True)
    alice.page.locator(".card-button.legal[data-card='AS']").click()
    alice.page.locator(".trick .trick-spot[data-seat='0']").wait_for()  # at once, before the POST
    bob_turn = wait_for(lambda: Game.objects.filter(pk=game.pk, to_act_seat=1).values_list(
        "version", flat=True).first(), timeout=20, message="Alice's ace to reach the server")
    # What the worker's auto_play task does when its beat is over (tests/games/
    # test_chores_worker.py runs it on a real worker).
    assert services.auto_play_apply(game_id=game.pk, expected_version=bob_turn).applied
    # Bob sees the card the server played for him marked as such; to Alice it is an ordinary
    # play (that it was his only legal card is his business until the game is over).
    marked = bob.page.locator(".trick .trick-spot[data-seat='1'][data-auto='true']")
    marked.wait_for()
    assert marked.locator(".auto-mark").inner_text() == "auto"
    assert "played automatically" in marked.locator(".card").get_attribute("aria-label")
    alice.page.locator(".trick .trick-spot[data-seat='1']").wait_for()
    assert alice.page.locator(".trick .trick-spot[data-auto]").count() == 0
    assert "automatically" not in alice.page.locator(".trick").inner_text()
    bob.shot("auto-played-360")

    # Three tricks left, Alice to play: "Claim the rest" is offered, clear of her hand.
    _play_until_alice_has_three_tricks_left(game.pk, users)
    offer = alice.page.get_by_role("button", name="Claim the rest")
    offer.wait_for(timeout=30_000)
    box = offer.bounding_box()
    for card in alice.page.locator(".hand .card-button").all():
        other = card.bounding_box()
        assert box["y"] + box["height"] <= other["y"] or other["x"] + other["width"] <= box["x"] \
            or box["x"] + box["width"] <= other["x"], "the claim covers a card of the hand"
    alice.shot("claim-offered-360")
    alice.page.on("dialog", lambda dialog: dialog.accept())
    offer.click()
    wait_for(lambda: Game.objects.get(pk=game.pk).events.filter(data__type="claim_made").count()
             == 2, timeout=20, message="Alice's second claim to reach the server")


def _play_until_alice_has_three_tricks_left(game_id: int, users: list) -> None:
    """Each seat's first legal card, through the service (the worker may play Bob's only
    card first), until ten tricks are over and Alice (seat 0) is to play."""
    from games.selectors.presentation import game_view

    for _ in range(200):
        game = Game.objects.get(pk=game_id)
        seats = list(game.seats.order_by("index"))
        seat = seats[game.to_act_seat]
        view = game_view(game, seats, seat, users[seat.index])["game"]
        if len(view["completed_tricks"]) >= 10 and seat.index == 0:
            return
        try:
            services.action_apply(game_id=game_id, user=users[seat.index],
                                  action=view["legal_actions"][0], expected_version=game.version)
        except Exception:  # noqa: BLE001 - the worker played Bob's card meanwhile: look again
            continue
    raise AssertionError("three tricks left never came")


def test_my_auto_play_setting_is_changed_on_my_profile(person_factory, user_factory):
    from games.models import AutoPlaySetting

    user = user_factory()
    person = person_factory("carol", viewport=PHONE)
    person.sign_in_as(user)
    person.open(f"/#/players/{user.pk}")
    panel = person.page.locator("section[aria-label='Auto-play']")
    correspondence = panel.get_by_label("In games played over days", exact=False)
    live = panel.get_by_label("In live games", exact=False)
    person.page.wait_for_function("() => document.querySelector("
                                  "\"section[aria-label='Auto-play'] input\")?.disabled === false")
    assert correspondence.is_checked() and not live.is_checked()
    correspondence.uncheck()
    panel.get_by_role("status").get_by_text("Saved.").wait_for()
    setting = AutoPlaySetting.objects.get(user=user)
    assert (setting.correspondence, setting.live) == (False, False)
    assert person.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
