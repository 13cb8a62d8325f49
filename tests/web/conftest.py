"""A real Chromium driving the web client against a real server, worker and beat.

Playwright's own browser download cannot be reached here, so the system's Chromium (Debian's
``chromium`` package) is launched through ``executable_path`` (``WHIST_CHROMIUM`` overrides the
path).  On a developer's machine without one the browser tests are skipped with the command
that installs it; in CI (``CI`` set) a missing browser fails them instead.  Every test saves a
screenshot of each page it visits under tests/web/screenshots/ (git-ignored) for a reviewer.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.live_server import Server, site_running

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
PASSWORD = "s3cure-Passw0rd!x"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-dev-shm-usage"]


def chromium_path() -> str | None:
    configured = os.environ.get("WHIST_CHROMIUM")
    if configured:
        return configured
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    path = chromium_path()
    if path is None:
        message = ("no Chromium: install Debian's package (sudo apt-get install -y chromium) or "
                   "set WHIST_CHROMIUM to a Chromium executable")
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    # Playwright's sync API keeps an event loop on this thread, and Django then refuses
    # database calls as if they came from async code.  These tests are synchronous.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="module")
def site(django_db_setup: Any) -> Iterator[Server]:
    """One server, worker and beat for a test module (each test still gets an emptied
    database): starting and stopping them took 5-10 s a test."""
    with site_running() as web:
        yield web


class Person:
    """One person in a browser context of their own, with what their page fetched."""

    def __init__(self, browser: Any, site: Server, name: str, **context: Any) -> None:
        self.context = browser.new_context(**context)
        self.page = self.context.new_page()
        self.site = site
        self.name = f"{name}-{uuid.uuid4().hex[:6]}"
        self.responses: list[tuple[str, str]] = []
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("response", self._keep)
        self.page.set_default_timeout(20_000)
        # Cards a quarter of a second apart (the table's "fast" setting): a whole game takes
        # half the time, and the pacing test measures the beat the page is set to.
        self.page.add_init_script(
            "if (!localStorage.getItem('whist.beat')) localStorage.setItem('whist.beat', 'fast');")

    def _keep(self, response: Any) -> None:
        if "/api/" in response.url and "json" in (response.headers.get("content-type") or ""):
            try:
                self.responses.append((response.url, response.text()))
            except Exception:  # noqa: BLE001 - a body the browser already dropped
                pass

    def open(self, path: str = "/") -> None:
        self.page.goto(self.site.url + path)

    def shot(self, name: str, *, full_page: bool = True) -> None:
        """The page (``full_page``), or what the window shows of it, for a reviewer."""
        SCREENSHOTS.mkdir(exist_ok=True)
        self.page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page)

    def sign_in_as(self, user: Any) -> None:
        """This browser holds a token of ``user`` (as after signing in), from the next page
        load on."""
        import json

        from players.services.tokens import token_create

        token = token_create(user=user, device="browser test")[1]
        me = json.dumps({"id": user.pk, "display_name": user.username})
        self.page.add_init_script(
            f"localStorage.setItem('whist.token', {json.dumps(token)});"
            f"localStorage.setItem('whist.user', {json.dumps(me)});")

    def sign_up(self) -> None:
        self.open("/#/signin")
        form = self.page.locator("form[aria-label='New here? Sign up']")
        form.get_by_label("Username", exact=True).fill(self.name)
        form.get_by_label("Password", exact=True).fill(PASSWORD)
        form.get_by_role("button").click()
        self.page.get_by_role("heading", name="My games", exact=True).wait_for()


@pytest.fixture
def person_factory(browser: Any, site: Server) -> Iterator[Any]:
    people: list[Person] = []

    def make(name: str = "player", **context: Any) -> Person:
        person = Person(browser, site, name, **context)
        people.append(person)
        return person

    yield make
    for person in people:
        person.context.close()
        assert not person.errors, person.errors
