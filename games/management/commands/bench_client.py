"""How light the web client is, and how soon a move is on screen, in a real Chromium.

``python manage.py bench_client --moves 40`` (a scratch database; Redis from REDIS_URL so that
the page's game stream is live; Chromium from WHIST_CHROMIUM or the PATH):

1. the client's files as the browser gets them: every JavaScript module and the stylesheet,
   their bytes as served and gzipped (what a compressing proxy would send);
2. starts ``uvicorn whist_service.asgi:application`` on a free port, opens a game against
   three AI seats in Chromium (1280x800) signed in as its player, and plays ``--moves`` of
   the player's cards by clicking; the AI seats are played from this process between the
   player's turns, so no worker is needed;
3. for each click, the time from the end of the move's answer (the POST's ``responseEnd``)
   to the first task after the next painted frame that shows it (``whist:painted``, marked
   by the table page).

Last line: ``js_bytes=N css_bytes=N gzip_bytes=N move_paint_ms_p50=N move_paint_ms_p95=N``
(goal: a move on screen within 100 ms of the server's answer).
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError

ROOT = Path(__file__).resolve().parents[3]
CLIENT = ROOT / "webclient"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-dev-shm-usage"]
LAST_PAINT = """() => {
  const marks = performance.getEntriesByName('whist:painted');
  const posts = performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('/actions') && e.initiatorType === 'fetch');
  return {painted: marks.length ? marks[marks.length - 1].startTime : null,
          answered: posts.length ? posts[posts.length - 1].responseEnd : null,
          marks: marks.length};
}"""


def client_bytes() -> dict[str, int]:
    js = sorted((CLIENT / "app").rglob("*.js"))
    css = [CLIENT / "app.css"]
    raw = {p: p.read_bytes() for p in [*js, *css, CLIENT / "index.html"]}
    return {"js_bytes": sum(len(raw[p]) for p in js), "css_bytes": sum(len(raw[p]) for p in css),
            "gzip_bytes": sum(len(gzip.compress(b, 9)) for b in raw.values()),
            "files": len(raw)}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _chromium() -> str:
    found = os.environ.get("WHIST_CHROMIUM") or shutil.which("chromium") or \
        shutil.which("chromium-browser")
    if not found:
        raise CommandError("no Chromium: apt-get install -y chromium, or set WHIST_CHROMIUM")
    return found


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class Command(BaseCommand):
    help = "The web client's bytes, and how soon a clicked move is on screen (Chromium)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--moves", type=int, default=40)

    def handle(self, *args: Any, moves: int, **options: Any) -> None:
        from django.db import close_old_connections

        from games import services
        from games.models import Game
        from players.services import user_register
        from players.services.tokens import token_create

        sizes = client_bytes()
        self.stdout.write(f"client: {sizes['files']} files, js {sizes['js_bytes']} B, "
                          f"css {sizes['css_bytes']} B, gzip {sizes['gzip_bytes']} B in all")
        port = _free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "whist_service.asgi:application", "--host",
             "127.0.0.1", "--port", str(port), "--no-access-log"], cwd=ROOT,
            env={**os.environ, "THROTTLE_RATES": "game_write=1000000/min,lobby_write=1000000/min"},
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        paints: list[float] = []
        try:
            for _ in range(300):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.1)
            user = user_register(username=f"bench-{uuid.uuid4().hex[:8]}",
                                 password="s3cure-Passw0rd!x")
            token = token_create(user=user, device="bench")[1]
            from playwright.sync_api import sync_playwright

            os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=_chromium(),
                                                     args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                me = json.dumps({"id": user.pk, "display_name": user.username})
                page.add_init_script(
                    f"localStorage.setItem('whist.token', {json.dumps(token)});"
                    f"localStorage.setItem('whist.user', {json.dumps(me)});"
                    "localStorage.setItem('whist.beat', 'fast');")
                game = None
                while len(paints) < moves:
                    if game is None or Game.objects.get(pk=game).status != "active":
                        made = services.game_create(user=user, max_players=4,
                                                    visibility="private")
                        for _ in range(3):
                            services.ai_seat_add(game_id=made.pk, user=user, level="random")
                        services.game_start(game_id=made.pk, user=user)
                        game = made.pk
                        page.goto(f"http://127.0.0.1:{port}/#/games/{game}")
                    self._ai_moves(game, user.pk)
                    close_old_connections()
                    legal = page.locator(".table-page[data-settled='true'] .card-button.legal")
                    decision = page.locator("section[aria-label='Your decision'] button")
                    page.wait_for_function(
                        "() => document.querySelector(\".table-page[data-settled='true'] "
                        ".card-button.legal, section[aria-label='Your decision'] button\") "
                        "|| document.querySelector(\"ul[aria-label='Finishing positions']\")",
                        timeout=60_000)
                    if not legal.count():
                        if decision.count():
                            decision.first.click()
                            page.wait_for_timeout(200)
                        continue
                    before = page.evaluate(LAST_PAINT)["marks"]
                    legal.first.click()
                    page.wait_for_function(f"() => performance.getEntriesByName("
                                           f"'whist:painted').length > {before}", timeout=30_000)
                    timing = page.evaluate(LAST_PAINT)
                    paints.append(timing["painted"] - timing["answered"])
                    self.stdout.write(f"move {len(paints)}: on screen "
                                      f"{paints[-1]:.1f} ms after the answer")
                browser.close()
        finally:
            os.killpg(server.pid, 15)
            server.wait(timeout=20)
        self.stdout.write(
            f"js_bytes={sizes['js_bytes']} css_bytes={sizes['css_bytes']} "
            f"gzip_bytes={sizes['gzip_bytes']} "
            f"move_paint_ms_p50={statistics.median(paints):.1f} "
            f"move_paint_ms_p95={_percentile(paints, 0.95):.1f}")

    @staticmethod
    def _ai_moves(game_id: int, user_id: int) -> None:
        """The AI seats play until it is the person's turn (or the game is over)."""
        from games import services
        from games.models import Game

        for _ in range(100):
            game = Game.objects.get(pk=game_id)
            if game.status != "active":
                return
            seat = game.seats.get(index=game.to_act_seat)
            if seat.user_id == user_id:
                return
            services.server_action_apply(game_id=game_id, expected_version=game.version)
