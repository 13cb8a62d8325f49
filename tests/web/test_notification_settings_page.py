"""A person on a phone tells the service how to reach them, on their profile: the switches of
each kind on each channel, the delay before a turn is mailed, quiet hours, and the time zone
the browser is in (offered until they choose one)."""

from __future__ import annotations

import pytest

from live.notification_settings import notification_settings_get
from tests.web.scenes import scene_build

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_person_on_a_phone_turns_off_mail_of_their_turn_and_sets_quiet_hours(
        person_factory):
    scene = scene_build(games=False)
    person = person_factory("alice", viewport={"width": 360, "height": 740},
                            timezone_id="Europe/Paris")
    person.sign_in_as(scene.user)
    person.open(f"/#/players/{scene.user.pk}")
    panel = person.page.locator("section[aria-label='Notifications']")
    mail_turn = panel.get_by_label("My turn: Email")
    mail_turn.wait_for()
    assert mail_turn.is_checked()
    assert not panel.get_by_label("A game starts: Email").is_checked()  # the default
    assert panel.get_by_label("My time zone").input_value() == "Europe/Paris"
    mail_turn.uncheck()
    panel.get_by_label("Mail my turn after it has waited (minutes)").fill("30")
    panel.get_by_label("From").fill("22:30")
    panel.get_by_label("To").fill("07:15")
    panel.get_by_role("button", name="Save").click()
    person.page.locator("#notice", has_text="saved").wait_for()
    person.shot("notification-settings-phone")

    saved = notification_settings_get(user_id=scene.user.pk)
    assert saved["channels"]["email"]["your_turn"] is False
    assert saved["channels"]["web_push"]["your_turn"] is True
    assert saved["your_turn_email_delay_minutes"] == 30
    assert (saved["quiet_hours"]["start"].isoformat(), saved["quiet_hours"]["end"].isoformat(),
            saved["time_zone"]) == ("22:30:00", "07:15:00", "Europe/Paris")

    person.open(f"/#/players/{scene.user.pk}")  # what it shows again is what was saved
    again = person.page.locator("section[aria-label='Notifications']")
    again.get_by_label("My turn: Email").wait_for()
    assert not again.get_by_label("My turn: Email").is_checked()
    assert again.get_by_label("From").input_value() == "22:30"
