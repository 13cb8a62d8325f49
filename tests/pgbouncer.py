"""A real pgbouncer (Debian's package) in transaction pooling mode in front of the test's
PostgreSQL, started by the test that needs it, as production runs it (docker-compose.yml)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.celery_worker import wait_for
from tests.live_server import _free_port

PGBOUNCER = os.environ.get("WHIST_PGBOUNCER") or shutil.which("pgbouncer") or \
    ("/usr/sbin/pgbouncer" if Path("/usr/sbin/pgbouncer").exists() else None)


class Pgbouncer:
    def __init__(self, port: int, workdir: Path, proc: subprocess.Popen[bytes]) -> None:
        self.port, self.workdir, self.proc = port, workdir, proc

    def url(self, database: str, user: str = "postgres") -> str:
        return f"postgres://{user}@127.0.0.1:{self.port}/{database}"

    def stats(self, database: str) -> dict[str, int]:
        """``SHOW STATS`` of the admin console for ``database``: what went through it."""
        import psycopg

        with psycopg.connect(self.url("pgbouncer"), autocommit=True,
                             prepare_threshold=None) as conn:
            cursor = conn.execute("SHOW STATS")
            names = [c.name for c in cursor.description]
            for row in cursor.fetchall():
                found = dict(zip(names, row, strict=True))
                if found["database"] == database:
                    return {k: int(v) for k, v in found.items() if k != "database"}
        return {}

    def log(self) -> str:
        path = self.workdir / "pgbouncer.log"
        return path.read_text(errors="replace") if path.exists() else ""


@contextmanager
def pgbouncer_running(*, pool_size: int = 4) -> Iterator[Pgbouncer]:
    """Every database of the local server behind one pooler (trust auth, as the server has),
    ``pool_size`` server connections a database: fewer than the processes' client
    connections, so transactions of different processes share server connections."""
    assert PGBOUNCER, "no pgbouncer: apt-get install pgbouncer (or set WHIST_PGBOUNCER)"
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="whist-pgbouncer-") as tmp:
        workdir = Path(tmp)
        os.chmod(workdir, 0o777)  # pgbouncer refuses to run as root: it runs as postgres
        (workdir / "users.txt").write_text('"postgres" ""\n')
        (workdir / "pgbouncer.ini").write_text(f"""[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {port}
unix_socket_dir =
auth_type = trust
auth_file = {workdir / "users.txt"}
admin_users = postgres
pool_mode = transaction
default_pool_size = {pool_size}
max_client_conn = 200
server_check_query = select 1
server_reset_query =
ignore_startup_parameters = extra_float_digits
logfile = {workdir / "pgbouncer.log"}
pidfile = {workdir / "pgbouncer.pid"}
""")
        for name in ("users.txt", "pgbouncer.ini"):
            os.chmod(workdir / name, 0o644)
        command = [PGBOUNCER, str(workdir / "pgbouncer.ini")]
        if os.geteuid() == 0:
            command[1:1] = ["-u", "postgres"]
        proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
                                start_new_session=True)
        bouncer = Pgbouncer(port, workdir, proc)
        try:
            wait_for(lambda: _answers(bouncer), timeout=20,
                     message=f"pgbouncer on {port} (log: {bouncer.log()})")
            yield bouncer
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def _answers(bouncer: Pgbouncer) -> bool:
    assert bouncer.proc.poll() is None, bouncer.log()
    try:
        bouncer.stats("pgbouncer")
    except Exception:  # noqa: BLE001 - not up yet
        return False
    return True
