"""A soak of a running service: clients that play whole games against AI seats, for minutes.

    python -m whist_service.soak --url http://127.0.0.1:8000 --minutes 30 --clients 4

``python3 dev.py soak`` starts the embedded default (``dev.py serve`` with no URLs, on a
temporary database) and runs this against it.  Each client (a thread) registers, then plays
one game after another: it creates a game with three AI seats (short Knock-Out Whist games,
``start_hand_size`` 3, and classic Whist to one point, by turns), starts it and makes its own
decisions as the web client does: the first legal action with ``expected_version`` and an
``Idempotency-Key`` (now and then sent twice, and the second answer must be the replay), the
view re-read with ``If-None-Match`` while the AI seats move, ``/events`` read now and then, and
every third game followed on its stream (with a ticket) until ``event: end``.  At the end each
client finishes the game it is in.

Counted: games finished; errors (an unexpected status, a game that does not finish within
``--game-seconds``, a stream that does not end with its game, a refused connection); and 5xx
answers.  Progress lines go to stdout, and the last line is exactly
``games=N errors=N five_xx=N``.  Exits 1 if there were errors or 5xx.  Standard library only:
it needs nothing of the service's but its URL.
"""

from __future__ import annotations

import argparse
import http.client
import json
import re
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

API = "/api/v1"
PASSWORD = "soak-Passw0rd-!x"
GAMES = (
    ("knockout", {"max_players": 4, "preset": "pagat", "options": {"start_hand_size": 3}}),
    ("whist", {"max_players": 4, "preset": "classic", "options": {"game_points": 1}}),
)
AI_LEVELS = ("heuristic", "random", "heuristic")
POLL_SECONDS = 0.25


def _gist(body: bytes) -> str:
    """An error page's title (Django's debug page names the exception there), or its start."""
    text = body.decode(errors="replace")
    found = re.search(r"<title>(.*?)</title>", text, re.S)
    return " ".join((found.group(1) if found else text[:300]).split())


class Failed(Exception):
    """A game this client cannot go on with (already counted)."""


@dataclass
class Tally:
    lock: threading.Lock = field(default_factory=threading.Lock)
    games: dict[str, int] = field(default_factory=lambda: {name: 0 for name, _ in GAMES})
    moves: int = 0
    replays: int = 0
    streams: int = 0
    errors: int = 0
    five_xx: int = 0
    move_seconds: list[float] = field(default_factory=list)

    def add(self, **counts: int) -> None:
        with self.lock:
            for name, value in counts.items():
                setattr(self, name, getattr(self, name) + value)

    def line(self) -> str:
        return (f"games={sum(self.games.values())} errors={self.errors} "
                f"five_xx={self.five_xx}")


def log(message: str) -> None:
    print(f"[soak] {message}", flush=True)


class Http:
    """One keep-alive connection; every answer's status is checked by the caller, and every
    5xx is counted here."""

    def __init__(self, url: str, tally: Tally, name: str, *, counts_errors: bool = True) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.tally, self.name, self.counts_errors = tally, name, counts_errors
        self.token: str | None = None
        self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None) -> tuple[int, Any, dict[str, str]]:
        sent = {"Content-Type": "application/json", **(headers or {})}
        if self.token:
            sent["Authorization"] = f"Token {self.token}"
        payload = json.dumps(body) if body is not None else None
        for attempt in range(3):
            try:
                self.connection.request(method, API + path, body=payload, headers=sent)
                response = self.connection.getresponse()
                data = response.read()
            except (http.client.HTTPException, OSError) as exc:
                self.connection.close()
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
                if attempt == 2:
                    self.fail(f"{method} {path}: {exc!r}")
                time.sleep(1)
                continue
            answer = {k.lower(): v for k, v in response.getheaders()}
            if response.status >= 500:
                self.tally.add(five_xx=1)
                log(f"{self.name}: {method} {path} answered {response.status}: {_gist(data)}")
                time.sleep(1)  # retried as a client would, with the same Idempotency-Key
                continue
            if response.status == 429:  # not expected (dev.py soak lifts the rates); wait
                time.sleep(float(answer.get("retry-after", "1")))
                continue
            return response.status, (json.loads(data) if data else None), answer
        self.fail(f"{method} {path}: no answer after three tries")

    def expect(self, status: int, method: str, path: str, body: Any = None,
               headers: dict[str, str] | None = None) -> tuple[Any, dict[str, str]]:
        got, data, answer = self.request(method, path, body, headers)
        if got != status:
            self.fail(f"{method} {path} answered {got}, not {status}: {json.dumps(data)[:300]}")
        return data, answer

    def fail(self, message: str) -> None:
        if self.counts_errors:
            self.tally.add(errors=1)
            log(f"{self.name}: ERROR {message}")
        raise Failed(message)


class Stream(threading.Thread):
    """A game's stream, held with a ticket as a browser's EventSource holds it, until
    ``event: end``."""

    def __init__(self, player: Http, game_id: int, timeout: float) -> None:
        super().__init__(daemon=True)
        # A connection of its own: the player's is busy in the player's thread.  Its failures
        # are the player's to count, once.
        self.client = Http(f"http://{player.host}:{player.port}", player.tally,
                           f"{player.name}-stream", counts_errors=False)
        self.client.token = player.token
        self.game_id, self.timeout = game_id, timeout
        self.ended = threading.Event()
        self.problem = ""

    def run(self) -> None:
        try:
            self.follow()
        except Exception as exc:  # noqa: BLE001 - reported by the player
            self.problem = repr(exc)
        finally:
            self.client.connection.close()

    def follow(self) -> None:
        ticket = self.client.request("POST", "/stream-tickets", {})
        if ticket[0] != 201:
            self.problem = f"POST /stream-tickets answered {ticket[0]}"
            return
        connection = http.client.HTTPConnection(self.client.host, self.client.port,
                                                timeout=self.timeout)
        try:
            connection.request("GET", f"{API}/games/{self.game_id}/stream?after=0&ticket="
                               f"{ticket[1]['ticket']}", headers={"Accept": "text/event-stream"})
            response = connection.getresponse()
            if response.status != 200:
                if response.status >= 500:
                    self.client.tally.add(five_xx=1)
                self.problem = f"the stream answered {response.status}"
                return
            last = 0
            while True:
                line = response.readline()
                if not line:
                    self.problem = "the stream closed before event: end"
                    return
                text = line.decode().rstrip("\r\n")
                if text.startswith("id: "):
                    seq = int(text[4:])
                    if seq <= last:
                        self.problem = f"event {seq} after {last}"
                        return
                    last = seq
                elif text == "event: end":
                    self.ended.set()
                    return
        finally:
            connection.close()


class Player(threading.Thread):
    """One person: registers once, then plays game after game until the time is up."""

    def __init__(self, url: str, index: int, run: str, tally: Tally, until: float,
                 game_seconds: float) -> None:
        super().__init__(name=f"client-{index}", daemon=True)
        self.client = Http(url, tally, self.name)
        self.index, self.run_tag, self.tally = index, run, tally
        self.until, self.game_seconds = until, game_seconds
        self.played = 0

    def run(self) -> None:
        while True:
            try:
                data, _ = self.client.expect(201, "POST", "/auth/register", {
                    "username": f"soak-{self.run_tag}-{self.index}", "password": PASSWORD})
                self.client.token = data["token"]
                break
            except Failed:
                if time.monotonic() > self.until:
                    return
                time.sleep(2)
        while time.monotonic() < self.until:
            kind, body = GAMES[(self.index + self.played) % len(GAMES)]
            try:
                self.game(kind, body, follow=self.played % 3 == 0)
                with self.tally.lock:
                    self.tally.games[kind] += 1
            except Failed:
                time.sleep(1)
            self.played += 1

    def game(self, kind: str, body: dict[str, Any], *, follow: bool) -> None:
        c = self.client
        view, _ = c.expect(201, "POST", "/games", body,
                           {"Idempotency-Key": uuid.uuid4().hex})
        game_id = view["id"]
        for level in AI_LEVELS:
            c.expect(200, "POST", f"/games/{game_id}/ai-seats", {"level": level})
        view, _ = c.expect(200, "POST", f"/games/{game_id}/start", {})
        stream = Stream(c, game_id, self.game_seconds) if follow else None
        if stream:
            stream.start()
        deadline = time.monotonic() + self.game_seconds
        etag, last_seq, waits = "", 0, 0
        while view["status"] == "active":
            if time.monotonic() > deadline:
                c.fail(f"game {game_id} ({kind}) did not finish in {self.game_seconds:.0f} s "
                       f"(at version {view['version']})")
            table = view.get("game") or {}
            if table.get("is_my_turn") and table.get("legal_actions"):
                view = self.act(game_id, view)
                etag = ""
                continue
            waits += 1
            time.sleep(POLL_SECONDS)
            if waits % 8 == 0:
                events, _ = c.expect(200, "GET", f"/games/{game_id}/events?after={last_seq}")
                last_seq = events["last_seq"] or last_seq
            status, data, answer = c.request("GET", f"/games/{game_id}", headers=(
                {"If-None-Match": etag} if etag else {}))
            if status == 200:
                view, etag = data, answer.get("etag", "")
            elif status != 304:
                c.fail(f"GET /games/{game_id} answered {status}: {json.dumps(data)[:300]}")
        if view["status"] != "finished":
            c.fail(f"game {game_id} ended {view['status']}")
        c.expect(200, "GET", f"/games/{game_id}/events?after={last_seq}")
        if stream:
            stream.join(30)
            if not stream.ended.is_set():
                c.fail(f"game {game_id}'s stream did not end with the game: "
                       f"{stream.problem or 'still open after 30 s'}")
            self.tally.add(streams=1)

    def act(self, game_id: int, view: dict[str, Any]) -> dict[str, Any]:
        c = self.client
        key = uuid.uuid4().hex
        move = {"action": view["game"]["legal_actions"][0], "expected_version": view["version"]}
        started = time.monotonic()
        answer, _ = c.expect(200, "POST", f"/games/{game_id}/actions", move,
                             {"Idempotency-Key": key})
        with self.tally.lock:
            self.tally.move_seconds.append(time.monotonic() - started)
            self.tally.moves += 1
        if self.tally.moves % 10 == 0:  # a retry of the same move: its answer, applied once
            again, headers = c.expect(200, "POST", f"/games/{game_id}/actions", move,
                                      {"Idempotency-Key": key})
            if headers.get("idempotency-replayed") != "true" or \
                    again["version"] != answer["version"]:
                c.fail(f"a retried move of game {game_id} was not the replay of the first")
            self.tally.add(replays=1)
        return answer


def progress(tally: Tally, started: float) -> str:
    with tally.lock:
        times = sorted(tally.move_seconds)
        p95 = times[int(0.95 * (len(times) - 1))] * 1000 if times else 0.0
        kinds = " ".join(f"{name}={count}" for name, count in tally.games.items())
        return (f"{time.monotonic() - started:.0f} s: {kinds} moves={tally.moves} "
                f"replays={tally.replays} streams={tally.streams} move_p95_ms={p95:.0f} "
                f"{tally.line()}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m whist_service.soak", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--game-seconds", type=float, default=300.0,
                        help="a game not finished in this long is an error (default 300)")
    parser.add_argument("--progress-seconds", type=float, default=30.0)
    args = parser.parse_args(argv)

    tally = Tally()
    started = time.monotonic()
    until = started + args.minutes * 60
    run = uuid.uuid4().hex[:8]
    players = [Player(args.url, i, run, tally, until, args.game_seconds)
               for i in range(args.clients)]
    log(f"{args.clients} clients for {args.minutes:g} min against {args.url}")
    for player in players:
        player.start()
    next_line = started + args.progress_seconds
    while any(p.is_alive() for p in players):
        time.sleep(0.2)
        if time.monotonic() >= next_line:
            log(progress(tally, started))
            next_line += args.progress_seconds
    log(progress(tally, started))
    print(tally.line(), flush=True)
    return 1 if tally.errors or tally.five_xx else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
