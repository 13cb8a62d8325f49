"""Shared fixtures for the whole test suite (pytest-django, real Postgres via DATABASE_URL).

api_client       unauthenticated DRF APIClient
user_factory     user_factory(username=None, password=DEFAULT_PASSWORD, display_name="")
                 -> User registered through players.services (Profile included;
                 the plain password is on user.raw_password)
client_factory   client_factory(user=None) -> APIClient authenticated with the user's
                 token (a fresh user when None); the client has `.user`
user             one registered user
auth_client      APIClient authenticated as `user` (auth_client.user is user)
path_ids         a real object for every path parameter of the API, owned by
                 path_ids["owner"] (a client); user_id is another member of the league
"""

from __future__ import annotations

import itertools
import logging
from collections import Counter
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client as DjangoClient
from django.test.utils import override_settings
from rest_framework.test import APIClient

from tests import fast_flush
from tests.openapi_contract import BODIES_CHECKED, StatusLog, check_body, undocumented

fast_flush.install()

DEFAULT_PASSWORD = "correct-horse-battery-staple"

_usernames = itertools.count(1)


@pytest.fixture(scope="session", autouse=True)
def _fast_password_hashing():
    """Real hashers are deliberately slow; tests don't need that."""
    with override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"]):
        yield


@pytest.fixture(autouse=True)
def _clear_cache():
    """Throttle counters live in the cache; start every test with none."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def throttle_rates(settings):
    """``throttle_rates(login="2/min", register=None)``: other rates for this test (None: that
    scope is not throttled); the throttle reads them at each request."""

    def change(**rates: str | None) -> None:
        current = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]
        settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                                   "DEFAULT_THROTTLE_RATES": {**current, **rates}}

    return change


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def user_factory(db):
    from players.services import user_register

    def make(username: str | None = None, password: str = DEFAULT_PASSWORD, display_name=""):
        username = username or f"player{next(_usernames)}"
        user = user_register(username=username, password=password, display_name=display_name)
        user.raw_password = password  # handy for login tests
        return user

    return make


@pytest.fixture
def client_factory(db, user_factory):
    from players.services.tokens import token_create

    def make(user=None) -> APIClient:
        user = user or user_factory()
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token_create(user=user)[1]}")
        client.user = user
        return client

    return make


@pytest.fixture
def user(user_factory):
    return user_factory()


@pytest.fixture
def auth_client(client_factory, user) -> APIClient:
    return client_factory(user)


@pytest.fixture
def path_ids(client_factory, settings) -> dict[str, Any]:
    """Real objects for every path parameter, owned by ``owner``."""
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    owner, member = client_factory(), client_factory()
    game = owner.post("/api/v1/games", {"max_players": 3}, format="json").json()
    league = owner.post("/api/v1/leagues", {"name": "L"}, format="json").json()
    member.post("/api/v1/leagues/join", {"invite_code": league["invite_code"]}, format="json")
    season = owner.post(f"/api/v1/leagues/{league['id']}/seasons",
                        {"name": "S", "starts_on": "2030-01-01", "ends_on": "2030-02-01"},
                        format="json").json()
    [token] = owner.get("/api/v1/me/tokens").json()
    webhook = owner.post("/api/v1/webhooks", {"url": "http://127.0.0.1:9/hook"},
                         format="json").json()
    drive = owner.post("/api/v1/drives", {"name": "D", "tables": 1, "rounds": 1},
                       format="json").json()
    subscription = owner.post("/api/v1/push-subscriptions", {
        "endpoint": "http://127.0.0.1:9/wpush/1",
        "keys": {"p256dh": "BIa6nsaWGTpw3Ig560epl-zPUd_9JVHu4n-JVcoO3p40"
                           "XCoYZvpSztLGyt7dCAwhpiaDIRxAkm0orqo25-cgE04",
                 "auth": "tBHItJI5svbpez7KI4CCXg"}},
        format="json").json()
    # Registering a phone asks only that the platform have credentials, never reads them.
    settings.APNS_KEY_FILE, settings.APNS_KEY_ID, settings.APNS_TEAM_ID = "unused.p8", "K", "T"
    device = owner.post("/api/v1/devices", {"platform": "apns", "token": "ab" * 32,
                                            "app_id": "com.example.whist"}, format="json").json()
    message = owner.post(f"/api/v1/games/{game['id']}/chat", {"phrase": "hello"},
                         format="json").json()
    [invitation] = member.post(f"/api/v1/leagues/{league['id']}/invitations",
                               {"usernames": [owner.user.username]}, format="json").json()
    return {"game_id": game["id"], "league_id": league["id"], "season_id": season["id"],
            "message_id": message["id"], "invitation_id": invitation["id"],
            "username": member.user.username,
            "user_id": member.user.pk, "token_id": token["id"], "webhook_id": webhook["id"],
            "drive_id": drive["id"], "subscription_id": subscription["id"],
            "device_id": device["id"], "number": 0, "owner": owner}


# --- the OpenAPI contract (tests/openapi_contract.py) -----------------------------------------
STATUS_LOG = StatusLog()
_contract_report: list[str] = []


@pytest.fixture(scope="session", autouse=True)
def _openapi_contract():
    """Every in-process response is checked against the schema: its status at the end of the
    run, its JSON body at once (the test that got it fails)."""
    request_logger = logging.getLogger("whist.request")
    request_logger.addHandler(STATUS_LOG)
    if not request_logger.isEnabledFor(logging.INFO):
        request_logger.setLevel(logging.INFO)
    original = DjangoClient.request

    def request(self: DjangoClient, **kwargs: Any) -> Any:
        response = original(self, **kwargs)
        check_body(kwargs.get("REQUEST_METHOD", "GET"), kwargs.get("PATH_INFO", ""),
                   response.status_code, response.get("Content-Type", ""), response.content
                   if not getattr(response, "streaming", False) else b"")
        return response

    DjangoClient.request = request  # type: ignore[method-assign]
    try:
        yield
    finally:
        DjangoClient.request = original  # type: ignore[method-assign]
        request_logger.removeHandler(STATUS_LOG)


@pytest.fixture
def bodies_unchecked():
    """Response bodies are not checked against the schema in this test (its statuses still are)."""
    BODIES_CHECKED[0] = False
    yield
    BODIES_CHECKED[0] = True


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The statuses seen in this process against the schema.  A parallel worker (xdist) hands
    its findings to the controlling process, which reports them and fails the run."""
    problems = undocumented(STATUS_LOG.seen) if STATUS_LOG.seen else []
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["undocumented_statuses"] = problems
        return
    _contract_report.extend(problems)
    if _contract_report:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_testnodedown(node: Any, error: Any) -> None:
    """A parallel worker finished: what it found undocumented joins the run's report."""
    found = getattr(node, "workeroutput", {}).get("undocumented_statuses", [])
    _contract_report.extend(p for p in found if p not in _contract_report)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if _contract_report:
        terminalreporter.section("statuses the OpenAPI schema does not document", red=True)
        for line in _contract_report:
            terminalreporter.write_line(line)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every item gets a node id of its own.  schemathesis names each API operation's item
    ``test[GET /path]`` but, under pytest 9 (which builds an id from ``originalname`` and a
    callspec it does not have), all of them get the test function's id; xdist's scheduler
    keys its work by node id and ran one of the 102.  A shared id is rebuilt from the item's
    name, which holds the operation."""
    from _pytest.nodeid import NodeId

    shared = Counter(item.nodeid for item in items)
    for item in items:
        if shared[item.nodeid] > 1 and item.parent is not None:
            item._id = NodeId.parse(f"{item.parent.nodeid}::{item.name}")
    ids = Counter(item.nodeid for item in items)
    twins = [nodeid for nodeid, n in ids.items() if n > 1]
    assert not twins, f"tests that share a node id: {twins[:5]}"
