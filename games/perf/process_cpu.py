"""CPU time of the processes a benchmark's requests run through, on this machine (Linux).

``bench_play`` asks a server for moves and for ``GET /me`` in turn, and every part of a request
shares the same cores: the web processes, PostgreSQL, Redis and the benchmark's own client.
Which part costs what is read from ``/proc`` before and after each spell and divided by the
requests made, so a ratio can be explained by where the CPU went, not only stated.
"""

from __future__ import annotations

import os
from pathlib import Path

GROUPS = ("web", "postgres", "redis", "client")
_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _group(cmdline: str, database: str) -> str | None:
    if "gunicorn" in cmdline or "uvicorn" in cmdline:
        return "web"
    if cmdline.startswith("postgres:"):
        # "postgres: 15/main: USER DATABASE HOST(PORT) STATE" for a connection; the server's
        # own processes ("postgres: 15/main: walwriter", ...) serve every database.
        words = cmdline.rsplit(": ", 1)[-1].split()
        connected = len(words) >= 3 and ("(" in words[2] or words[2] == "[local]")
        return "postgres" if not connected or words[1] == database else None
    if cmdline.startswith("redis-server"):
        return "redis"
    return None


Reading = dict[int, tuple[str, float]]
"""pid: (group, CPU seconds so far)."""


def cpu_read(database: str) -> Reading:
    """User and system CPU so far of each counted process (``database``: the one whose
    connections count; other databases' are left out)."""
    reading: Reading = {}
    me = os.getpid()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            continue
        pid = int(entry.name)
        group = "client" if pid == me else _group(cmdline, database)
        if group is not None:
            reading[pid] = (group, (int(fields[11]) + int(fields[12])) / _TICK)
    return reading


def cpu_spent(before: Reading, after: Reading) -> dict[str, float]:
    """CPU seconds each group spent between two readings: a process started in between counts
    whole; one that ended in between is not seen (short-lived ones are rare here: the web
    processes, the server's connections and Redis live through a run)."""
    spent = dict.fromkeys(GROUPS, 0.0)
    for pid, (group, seconds) in after.items():
        earlier = before.get(pid)
        spent[group] += seconds - (earlier[1] if earlier and earlier[0] == group else 0.0)
    return spent
