"""The TypeScript client (clients/typescript) over a real server: ASGI (uvicorn), Celery
workers, Postgres and Redis. A Node script plays a Knock-Out Whist game against three AI seats
and a classic Whist game with a partner (a second account of the script's) against two AI
seats, each account moving on its user stream's ``your_turn`` and
following each game's stream, while the test restarts the server's process in the middle of
each game; it ends with what the streams gave against what the server lists (0 missed, 0
doubled) and every answer and frame checked against the served schema. The example bot then
plays a game of its own against three AI seats."""

from __future__ import annotations

import json
import subprocess
import time
from typing import Any

import pytest

from tests.live.conftest import Site
from tests.node_tools import PACKAGE, built_package, require_node

SCRIPT_SECONDS = 150


def _run_node(site: Site, script: str, restart: bool, *args: str, **env: str
              ) -> dict[str, Any]:
    """Run ``script`` against the site; on a line ``{"restart": ...}`` stop the server's
    process and start it again on the same port. Answers the script's ``result`` line."""
    node = require_node()
    proc = subprocess.Popen([node, script, *args], cwd=PACKAGE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env={"PATH": "/usr/bin:/bin", "WHIST_URL": site.url, **env})
    assert proc.stdout is not None
    result: dict[str, Any] | None = None
    restarts = 0
    deadline = time.monotonic() + SCRIPT_SECONDS
    try:
        for line in proc.stdout:
            assert time.monotonic() < deadline, f"{script} ran over {SCRIPT_SECONDS} s"
            message = json.loads(line)
            if "restart" in message and restart:
                site.server.stop()
                site.server.start()
                restarts += 1
            elif "result" in message:
                result = message["result"]
            elif "finished" in message:  # the bot's last line
                result = message
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    stderr = proc.stderr.read() if proc.stderr else ""
    assert proc.returncode == 0 and result is not None, f"exit {proc.returncode}: {stderr[-3000:]}"
    result["restarts"] = restarts
    return result


@pytest.mark.django_db(transaction=True)  # the site's processes use the test database
def test_the_typescript_client_plays_both_games_through_a_restart(site: Site) -> None:
    built_package()
    result = _run_node(site, "dist/e2e/play.js", restart=True)
    print(json.dumps(result))  # the figures, for -s
    games = {game["game"]: game for game in result["games"]}
    assert set(games) == {"knockout", "whist"}, result
    assert games["knockout"]["players"] == 1 and games["whist"]["players"] == 2, result
    for game in games.values():
        assert game["status"] == "finished", game
        assert all(moves >= 1 for moves in game["moves"]), game
        assert game["seen"] == game["listed"] > 0, game
        assert (game["missed"], game["doubled"]) == (0, 0), game
        assert game["restarted"] and game["resumed"] and game["reconnects"] >= 1, game
    mine, partners = result["notifications"]
    assert mine["reconnects"] >= 2 and partners["reconnects"] >= 1, result
    for notices in (mine, partners):
        assert notices["seen"] == notices["listed"] > 0, notices
        assert (notices["missed"], notices["doubled"]) == (0, 0), notices
    assert result["restarts"] == 2 and result["replays"] == 2, result
    assert result["not_modified"] >= 2 and result["api_version"] == "1.0.0", result
    assert result["stream_api_versions"] == ["1.0.0"], result
    assert result["checked"] > 50 and result["schema_errors"] == [], result


@pytest.mark.django_db(transaction=True)
def test_the_example_bot_finishes_a_game_against_three_ai_seats(site: Site) -> None:
    built_package()
    lines = (PACKAGE / "examples" / "bot.ts").read_text().count("\n")
    assert lines < 150, lines  # an example, not a framework
    finished = _run_node(site, "dist/examples/bot.js", False, "--register", "--vs-ai",
                         WHIST_BOT_USERNAME="example-bot", WHIST_BOT_PASSWORD="a-long-pass-phrase")
    assert finished["finished"] > 0 and finished["position"] in (1, 2, 3, 4), finished
