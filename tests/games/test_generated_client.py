"""A client generated from the OpenAPI schema, as a mobile team would make one first, is typed
and plays a whole game over real HTTP against a real server and real AI seats.

The generator is ``openapi-python-client`` (a dev dependency); the server is gunicorn on a free
local port against the test database, with a real Celery worker and beat for the AI seats.
"""

from __future__ import annotations

import importlib
import random
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import attrs
import httpx
import pytest
from django.core.management import call_command

from games.api.contract.actions import ACTION_KINDS
from tests.live_server import Server, site_running

PACKAGE = "whist_client"
GAME_SECONDS = 240
GENERATOR_CONFIG = "post_hooks: []\n"  # no formatter run: the generated code is imported as is


def generate_client(directory: Path) -> ModuleType:
    """The schema as served, then ``openapi-python-client generate`` from it, imported."""
    schema = directory / "schema.json"
    call_command("spectacular", "--format", "openapi-json", "--file", str(schema))
    config = directory / "generator.yaml"
    config.write_text(GENERATOR_CONFIG)
    run = subprocess.run([sys.executable, "-m", "openapi_python_client", "generate",
                          "--path", str(schema), "--output-path", str(directory / PACKAGE),
                          "--meta", "none", "--config", str(config)],
                         capture_output=True, text=True, cwd=directory)
    output = run.stdout + run.stderr
    # A construct the generator cannot type is a warning, and the piece is left out.
    assert run.returncode == 0 and "Warning" not in output, output
    sys.path.insert(0, str(directory))
    try:
        return importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(directory))


@pytest.fixture(scope="module")
def client_package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    package = generate_client(tmp_path_factory.mktemp("generated"))
    yield package
    for name in [n for n in sys.modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
        del sys.modules[name]


def _annotation_classes(models: ModuleType, model: type, field_name: str) -> list[type]:
    """The classes a field's annotation names (the generated code annotates with strings)."""
    annotation = str(attrs.fields_dict(model)[field_name].type)
    assert "Any" not in annotation and "dict" not in annotation, annotation
    names = [n for n in re.findall(r"\b[A-Z]\w*", annotation) if n not in ("Unset",)]
    return [getattr(models, n) for n in names]


def test_the_generated_client_is_typed(client_package):
    models = importlib.import_module(f"{PACKAGE}.models")

    legal = _annotation_classes(models, models.Table, "legal_actions")
    move = _annotation_classes(models, models.MoveRequest, "action")
    for classes in (legal, move):
        assert all(attrs.has(c) for c in classes), classes
        kinds = {attrs.fields_dict(c)["type_"].type for c in classes}
        assert len(classes) == len(ACTION_KINDS) == len(kinds), (classes, kinds)
    assert {c.__name__ for c in move} == {c.__name__ + "Request" for c in legal}
    assert attrs.has(models.GameView) and attrs.has(models.Seat)
    events = _annotation_classes(models, models.EventsPage, "events")
    assert len(events) >= 28 and all(attrs.has(c) for c in events)


@pytest.fixture
def server() -> Iterator[Server]:
    with site_running() as web:
        yield web


@pytest.mark.django_db(transaction=True)  # the site's processes use the test database
def test_a_generated_client_plays_a_whole_game_against_ai_seats(client_package, server):
    package = client_package
    models = importlib.import_module(f"{PACKAGE}.models")
    register = importlib.import_module(f"{PACKAGE}.api.auth.auth_register")
    api = {name: importlib.import_module(f"{PACKAGE}.api.games.{name}")
           for name in ("games_create", "games_ai_seats_create", "games_start_create",
                        "games_view", "games_actions_create", "games_events_retrieve",
                        "games_record_retrieve")}

    anonymous = package.Client(base_url=server.url, raise_on_unexpected_status=True)
    account = register.sync(client=anonymous, body=models.RegisterInputRequest(
        username="generated", password="correct-horse-battery-staple"))
    assert isinstance(account, models.RegisterOutput), account
    client = package.AuthenticatedClient(base_url=server.url, token=account.token,
                                         prefix="Token", raise_on_unexpected_status=True,
                                         timeout=httpx.Timeout(30.0))

    options = models.GameOptionsOverridesRequest(start_hand_size=5)
    created = api["games_create"].sync(client=client, body=models.GameCreateRequest(
        max_players=4, preset=models.RulesPresetEnum.PAGAT, options=options,
        visibility=models.VisibilityEnum.PRIVATE, rated=False))
    assert isinstance(created, models.GameView), created
    for _ in range(3):
        seated = api["games_ai_seats_create"].sync(
            created.id, client=client, body=models.AISeatRequest(level=models.AiLevelEnum.RANDOM))
        assert isinstance(seated, models.GameView), seated
    started = api["games_start_create"].sync(created.id, client=client,
                                             body=models.StartRequest())
    assert isinstance(started, models.GameView) and started.status.value == "active", started

    rng = random.Random(7)
    moves, deadline = 0, time.monotonic() + GAME_SECONDS
    view = started
    while view.status.value == "active":
        assert time.monotonic() < deadline, f"no end after {moves} moves: {view.to_dict()}"
        view = api["games_view"].sync(created.id, client=client)
        assert isinstance(view, models.GameView), view
        table = view.game
        if view.status.value != "active" or not table.is_my_turn:
            time.sleep(0.05)
            continue
        legal = rng.choice(table.legal_actions)
        assert attrs.has(type(legal)) and type(legal).__name__.endswith("Action"), legal
        request_model = getattr(models, type(legal).__name__ + "Request")
        move = models.MoveRequest(action=request_model.from_dict(legal.to_dict()),
                                  expected_version=view.version)
        answer = api["games_actions_create"].sync(created.id, client=client, body=move,
                                                  idempotency_key=f"move-{moves}")
        assert isinstance(answer, models.GameView), answer
        assert answer.version > view.version
        moves += 1
        view = answer

    assert view.status.value == "finished" and moves >= 5  # every card of the first deal
    assert view.game.winner is not None and view.seed
    record = api["games_record_retrieve"].sync(created.id, client=client)
    assert isinstance(record, models.GameRecord) and record.result is not None
    assert len(record.deals) >= 1 and record.seed == view.seed
    events = api["games_events_retrieve"].sync(created.id, client=client)
    assert isinstance(events, models.EventsPage)
    kinds = {type(e).__name__ for e in events.events}
    assert {"DealtEvent", "CardPlayedEvent", "TrickWonEvent", "GameEndedEvent",
            "SeedRevealedEvent"} <= kinds, kinds
