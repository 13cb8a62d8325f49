"""Every page of the web client as a person sees it, at 1280x800 and at 360x740.

Found by a person trying the client: the playing-card rule ``.card`` also styled the panels
holding every form, so forms overlapped other content, the "Sign in" button was covered (only
Enter worked) and on a phone the forms were cut off at the left edge; the browser tests passed
because they looked at the DOM, and ``body {overflow-x: hidden}`` hid the overflow. So these
checks measure the rendered page:

* no two visible interactive elements overlap;
* every interactive element and every playing card lies wholly inside the viewport's width
  (the page scrolls only vertically: no horizontal overflow, hidden or not);
* every tap target is at least 24 x 24 CSS px (WCAG 2.2, 2.5.8);
* axe-core finds no violation of impact serious or critical;
* no visible text is a raw code or a developer's word (a card as "8D", an error code as
  "must_follow_suit", "mu", "sigma", "standard error", "DDS", "null"), and no page but the
  about page links to the API's documentation;
* no request leaves the machine (the API docs included).

A screenshot of every page at both sizes is saved under tests/web/screenshots/.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe

from tests.web.conftest import Person
from tests.web.scenes import Scene, scene_build

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}

MEASURE = """() => {
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, ' +
                   '[role=button], [tabindex]:not([tabindex="-1"])';
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // A visually hidden element (1 px, clipped: a skip link until it has the focus) is not
    // on the screen.
    return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' &&
           style.display !== 'none' && el.closest('[hidden]') === null &&
           !el.closest('details:not([open]) > :not(summary)');
  };
  const describe = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}` +
    ` "${(el.getAttribute('aria-label') || el.textContent || el.value || '').trim().slice(0, 40)}"`;
  const page = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX,
            bottom: r.bottom + scrollY, width: r.width, height: r.height}; };
  const controls = [...document.querySelectorAll(selector)].filter(visible)
    .filter((el) => el.id !== 'main');
  const problems = [];
  const width = document.documentElement.clientWidth;
  for (const el of [...controls, ...document.querySelectorAll('.card')].filter(visible)) {
    const r = page(el);
    if (r.left < -0.5 || r.right > width + 0.5) {
      problems.push(`${describe(el)} is outside the viewport's width ` +
                    `(${r.left.toFixed(0)}..${r.right.toFixed(0)} of ${width})`);
    }
  }
  for (const el of controls) {
    const r = page(el);
    if (r.width < 24 - 0.01 || r.height < 24 - 0.01) {
      problems.push(`${describe(el)} is a tap target of ` +
                    `${r.width.toFixed(0)}x${r.height.toFixed(0)} px`);
    }
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], b = controls[j];
      if (a.contains(b) || b.contains(a)) continue;
      const p = page(a), q = page(b);
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 0.5 && h > 0.5) {
        problems.push(`${describe(a)} overlaps ${describe(b)} ` +
                      `(${w.toFixed(0)}x${h.toFixed(0)} px)`);
      }
    }
  }
  if (document.documentElement.scrollWidth > width) {
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide ` +
                  `in a ${width} px viewport`);
  }
  return {problems, controls: controls.length};
}"""


# What a person should never read on a page: the API's codes and a developer's words.  (The
# technical detail behind a "details" toggle is not visible until it is opened.)
DEVELOPER_WORDS = re.compile(
    r"\b(?:10|[2-9TJQKA])[CDHS]\b"        # a card's code: 8D, KH, TC
    r"|\b[a-z]+_[a-z_]+\b"                 # a code: must_follow_suit, ai_level
    r"|\bmu\b|\bsigma\b|standard errors?|\bDDS\b|±"
    r"|\bnull\b|\bundefined\b|\bNaN\b|\[object"
    r"|\b\d+ AI seats\b|\bheuristic\b"
    r"|\w·")                                # "Game 1· Finished": a separator lost its space


def developer_words(person: Person) -> list[str]:
    """Each raw code or developer's word in the text the page shows, with its context."""
    text = person.page.evaluate("() => document.body.innerText")
    return [text[max(0, m.start() - 30):m.end() + 30].replace("\n", " ")
            for m in DEVELOPER_WORDS.finditer(text)]


def _serious(person: Person) -> list[str]:
    results = Axe().run(person.page, options={"resultTypes": ["violations"]})
    return [f"{v['id']} ({v['impact']}): {v['help']} at "
            f"{[n['target'] for n in v['nodes']][:3]}"
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


def _look(person: Person, name: str, ready: str) -> list[str]:
    person.page.locator(ready).first.wait_for()
    person.page.wait_for_timeout(400)  # a beat: transitions and arriving cards settle
    person.shot(name)
    measured = person.page.evaluate(MEASURE)
    problems = [f"{name}: {p}" for p in measured["problems"]]
    problems += [f"{name}: {p}" for p in _serious(person)]
    problems += [f"{name}: shows {words!r}" for words in developer_words(person)]
    if not name.startswith("about") and person.page.locator("a[href^='/api/']").count():
        problems.append(f"{name}: links to the API's documentation")
    assert measured["controls"] > 0, f"{name}: no control found (is the page there?)"
    return problems


def _pages(scene: Scene) -> list[tuple[str, str, str]]:
    """(name, path, a selector that is there once the page has loaded)."""
    return [
        ("home", "/#/", "form[aria-label='Play against the computer']"),
        ("lobby", "/#/lobby", "form[aria-label='New game']"),
        ("table", f"/#/games/{scene.active}", ".table-page[data-settled='true'] .felt"),
        ("classic-table", f"/#/games/{scene.classic}", ".table-page[data-settled='true'] .felt"),
        ("lobby-game", f"/#/games/{scene.lobby}", "section[aria-label='Lobby']"),
        ("result", f"/#/games/{scene.finished}", "section[aria-label='Result']"),
        ("replay", f"/#/games/{scene.finished}/replay", ".verdict.ok"),
        ("leagues", "/#/leagues", "form[aria-label='New league']"),
        ("league", f"/#/leagues/{scene.league}", "h1"),
        ("drives", "/#/drives", "form[aria-label='New drive']"),
        ("drive", f"/#/drives/{scene.drive}", "table[aria-label='Players']"),
        ("leaderboard", "/#/leaderboard", "h1"),
        ("profile", f"/#/players/{scene.user.pk}",
         "section[aria-label='Notifications'] form button[type='submit']"),
    ]


VISITOR_PAGES = [  # reached from the service's mails, signed in or not
    ("forgotten-password", "/#/reset-password", "input[name='email']"),
    ("new-password", "/#/reset-password/Mg/abc-def", "input[name='new_password']"),
    ("unsubscribe", "/#/email/unsubscribe/a.b:c", "main button"),
    ("about", "/#/about", "main a[href='/api/v1/docs']"),  # the only page linking the API docs
]


@pytest.mark.parametrize("size", SIZES)
def test_every_page_fits_has_no_covered_control_and_passes_axe(person_factory, size):
    scene = scene_build()
    outside: list[str] = []
    # A request the page's content security policy refused never left the browser (ReDoc's
    # footer always asks for Redocly's logo: whist_service/templates/drf_spectacular/
    # redoc.html); Chromium sometimes reports it as a request all the same.
    refused: list[str] = []

    def watch(page: Any) -> None:
        page.on("request", lambda r: outside.append(r.url)
                if not r.url.startswith((visitor.site.url, "data:", "blob:")) else None)
        page.on("requestfailed", lambda r: refused.append(r.url)
                if r.failure in ("csp", "net::ERR_BLOCKED_BY_CSP") else None)

    visitor = person_factory("visitor", viewport=SIZES[size])
    watch(visitor.page)
    visitor.open("/#/signin")
    problems = _look(visitor, f"signin-{size}", "form[aria-label='Sign in']")
    for name, path, ready in VISITOR_PAGES:
        visitor.open(path)
        problems += _look(visitor, f"{name}-{size}", ready)
    person = person_factory("alice", viewport=SIZES[size])
    watch(person.page)
    person.sign_in_as(scene.user)
    for name, path, ready in _pages(scene):
        person.open(path)
        problems += _look(person, f"{name}-{size}", ready)
    for docs in ("/api/v1/docs", "/api/v1/redoc"):
        person.open(docs)
        person.page.wait_for_timeout(1500)
    assert not problems, "\n".join(problems)
    left = [url for url in outside if url not in refused]
    assert not left, f"requests leaving the machine: {left}"


def test_a_notice_does_not_follow_a_person_to_the_next_page(person_factory):
    """A request the page left behind answers late: the table's talk of a game that does not
    exist is refused only once the person is on the lobby.  That refusal belongs to the page
    they left, and it must not be shown on the one they are on (it was, now and then)."""
    scene = scene_build(games=False)
    person = person_factory("alice")
    person.sign_in_as(scene.user)
    held: list[Any] = []
    person.page.route("**/api/v1/games/999999/chat*", lambda route: held.append(route))
    person.open("/#/games/999999")
    notice = person.page.locator("#notice")
    notice.wait_for()
    assert "No such game" in notice.inner_text()
    person.page.get_by_role("link", name="Lobby").click()
    person.page.locator("form[aria-label='New game']").wait_for()
    assert notice.is_hidden()
    assert held, "the talk was never asked for"
    with person.page.expect_response(lambda r: "/chat" in r.url) as late:
        held[0].continue_()
    assert late.value.status == 404
    person.page.evaluate("() => new Promise((done) => setTimeout(done, 100))")
    assert notice.is_hidden()


def test_the_table_loads_its_files_in_one_round_of_requests(person_factory):
    """No build step, and no chain of imports either: index.html preloads every module, so
    every file the table needs is asked for when the page's head is read, once."""
    scene = scene_build()
    person = person_factory("alice")
    person.sign_in_as(scene.user)
    cdp = person.context.new_cdp_session(person.page)
    cdp.send("Network.enable")
    asked: list[tuple[str, str]] = []
    cdp.on("Network.requestWillBeSent", lambda e: asked.append(
        (urlsplit(e["request"]["url"]).path, e["initiator"]["type"])))
    answers: list[int] = []
    person.page.on("response", lambda r: answers.append(r.status))
    person.open(f"/#/games/{scene.active}")
    person.page.locator(".table-page[data-settled='true'] .felt").wait_for()
    files = [(path, by) for path, by in asked if path.startswith("/app") or path == "/app.css"]
    names = [path for path, _ in files]
    assert "/app/pages/table.js" in names and "/app/table/pacing.js" in names, names
    assert len(names) == len(set(names)), names
    late = [(path, by) for path, by in files if by != "parser"]
    assert not late, f"asked for by a script, not by the page's head: {late}"
    assert 404 not in answers  # the favicon is there too
