"""Inviting and answering, following and blocking, as people see it.

Ann opens her new game's lobby at 1280 px and invites Bob by username.  Bob, on a 360 px
phone, finds the invitation under People, accepts it and lands in the lobby, seated.  He
follows Ann (her public game in play is linked beside her name), blocks Cara and unblocks her
again; then, from Cara's profile, follows and blocks her (a block ends the following).  The
pages keep the checks of every page a person sees: nothing covered or off the screen, taps of
24 px, no serious axe finding.
"""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from games.models import Seat
from social.models import Block, Follow
from tests.web.test_what_a_person_sees import MEASURE, _serious

pytestmark = pytest.mark.django_db(transaction=True)

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}


def _checked(person: Any, name: str, width: int) -> None:
    person.page.wait_for_timeout(300)
    person.shot(name)
    measured = person.page.evaluate(MEASURE)
    problems = [*measured["problems"], *_serious(person)]
    assert not problems, "\n".join(problems)
    assert person.page.evaluate("document.documentElement.scrollWidth") <= width


def test_an_invitation_is_sent_answered_and_people_are_followed_and_blocked(
        person_factory: Any, user_factory: Any) -> None:
    ann, bob, cara = user_factory(), user_factory(), user_factory()
    game = services.game_create(user=ann, max_players=3)
    host = person_factory("ann", viewport=DESKTOP)
    host.sign_in_as(ann)
    host.open(f"/#/games/{game.pk}")
    invite = host.page.locator("form[aria-label='Invite players']")
    invite.get_by_label("Invite by username").fill(bob.username)
    invite.get_by_role("button", name="Invite").click()
    host.page.locator("#notice", has_text=f"Invited {bob.username}.").wait_for()
    _checked(host, "people-lobby-invite-1280", DESKTOP["width"])

    guest = person_factory("bob", viewport=PHONE)
    guest.sign_in_as(bob)
    guest.open("/#/people")
    row = guest.page.locator("li.invitation")
    row.wait_for()
    assert f"{ann.username} invites you to a seat in game {game.pk}" in row.inner_text()
    _checked(guest, "people-invitation-360", PHONE["width"])
    row.get_by_role("button", name="Accept").click()
    guest.page.wait_for_url(f"**/#/games/{game.pk}")
    guest.page.locator("ul[aria-label='Seats'] li").nth(1).wait_for()
    assert Seat.objects.filter(game_id=game.pk, user=bob).exists()

    # Ann's game against the computer, in play and public: listed beside her name.
    public = services.game_create(user=ann, max_players=2)
    services.ai_seat_add(game_id=public.pk, user=ann, level="heuristic")
    services.game_start(game_id=public.pk, user=ann)
    guest.open("/#/people")
    following = guest.page.locator("section[aria-label='Following']")
    following.get_by_label("Username").fill(ann.username)
    following.get_by_role("button", name="Follow").click()
    followed = following.locator("li.person")
    followed.wait_for()
    assert ann.username in followed.inner_text()
    assert followed.get_by_role("link", name=f"game {public.pk}").count() == 1
    assert Follow.objects.filter(owner=bob, other=ann).exists()

    blocked = guest.page.locator("section[aria-label='Blocked']")
    blocked.get_by_label("Username").fill(cara.username)
    blocked.get_by_role("button", name="Block").click()
    blocked.locator("li.person", has_text=cara.username).wait_for()
    assert Block.objects.filter(owner=bob, other=cara).exists()
    assert guest.page.locator("li.invitation").count() == 0  # answered: gone
    _checked(guest, "people-360", PHONE["width"])
    blocked.get_by_role("button", name=f"Unblock {cara.username}").click()
    blocked.locator("li.person").wait_for(state="detached")
    assert not Block.objects.filter(owner=bob, other=cara).exists()

    # A username nobody has is refused beside the field, in words, and nothing is added.
    blocked.get_by_label("Username").fill("nobody-by-this-name")
    blocked.get_by_role("button", name="Block").click()
    blocked.locator(".field-error", has_text="Nobody has that username").wait_for()
    assert blocked.get_by_label("Username").get_attribute("aria-invalid") == "true"
    assert not Block.objects.filter(owner=bob).exists()

    # From Cara's profile: follow her, then block her (a block ends the following).
    guest.open(f"/#/players/{cara.pk}")
    bar = guest.page.get_by_role("group", name="You and")
    bar.get_by_role("button", name="Follow", exact=True).click()
    bar.get_by_role("button", name="Unfollow").wait_for()
    assert Follow.objects.filter(owner=bob, other=cara).exists()
    bar.get_by_role("button", name="Block", exact=True).click()
    bar.get_by_role("button", name="Unblock").wait_for()
    bar.get_by_role("button", name="Follow", exact=True).wait_for()
    assert Block.objects.filter(owner=bob, other=cara).exists()
    assert not Follow.objects.filter(owner=bob, other=cara).exists()
    _checked(guest, "people-profile-360", PHONE["width"])
