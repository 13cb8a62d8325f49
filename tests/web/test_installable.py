"""The web client as an installed app: its service worker (scope: the whole site), a manifest
Chromium reads without a complaint with icons of the sizes it says, and, with the network
cut, a reload that opens the client from the worker's cache and says "You are offline"
rather than showing the browser's error page.  Back online, the page loads again."""

from __future__ import annotations

import struct

import pytest

from tests.web.scenes import scene_build

pytestmark = pytest.mark.django_db(transaction=True)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", data[:16]
    return struct.unpack("!II", data[16:24])


def test_the_client_installs_and_opens_offline(person_factory):
    scene = scene_build(games=False)
    person = person_factory("alice")
    person.sign_in_as(scene.user)
    person.open("/#/")
    page = person.page
    page.locator("form[aria-label='Play against the computer']").wait_for()

    scope = page.evaluate("async () => (await navigator.serviceWorker.ready).scope")
    assert scope == person.site.url + "/"
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")

    cdp = person.context.new_cdp_session(page)
    found = cdp.send("Page.getAppManifest")
    assert found["url"] == person.site.url + "/manifest.webmanifest"
    assert found["errors"] == [], found["errors"]
    manifest = person.context.request.get(found["url"]).json()
    assert manifest["display"] == "standalone" and manifest["name"] == "Whist"
    assert manifest["start_url"] == "/#/" and manifest["theme_color"].startswith("#")
    sizes = {}
    for icon in manifest["icons"]:
        data = person.context.request.get(person.site.url + icon["src"]).body()
        width, height = png_size(data)
        assert icon["sizes"] == f"{width}x{height}" and icon["type"] == "image/png"
        sizes[icon["purpose"], width] = True
    assert {("any", 192), ("any", 512)} <= set(sizes)

    person.context.set_offline(True)
    page.reload()
    page.locator("#offline").wait_for()
    assert "You are offline" in page.locator("#offline").inner_text()
    # The client itself, from the cache: its header and its page, not the browser's error.
    assert page.locator("header.top .brand").is_visible()
    page.get_by_role("heading", name="My games", exact=True).wait_for()
    person.shot("offline-home")

    person.context.set_offline(False)
    page.locator("#offline").wait_for(state="hidden")
    page.locator("form[aria-label='Play against the computer']").wait_for()
    page.get_by_role("button", name="Tell me when it is my turn").wait_for()


def test_a_page_that_cannot_load_offline_says_so(person_factory):
    """The table asks the API before it draws anything: offline, the page is the offline
    state with a way to try again."""
    scene = scene_build(games=False)
    person = person_factory("alice")
    person.sign_in_as(scene.user)
    person.open("/#/")
    page = person.page
    page.locator("form[aria-label='Play against the computer']").wait_for()
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    person.context.set_offline(True)
    page.evaluate("() => { location.hash = '#/games/1'; }")
    page.get_by_role("heading", name="You are offline").wait_for()
    person.shot("offline-table")
    person.context.set_offline(False)
    page.locator("#offline").wait_for(state="hidden")
