"""A pytest plugin (``-p tests.result_count`` in pyproject.toml): a run whose results do not
account for every collected test fails, and says how many went missing.

A test that never runs reports nothing, so a run can look green while part of the suite is
silently left out: two items with one node id (schemathesis yields an item per API operation,
all under the test function's id) collapse into one in xdist's scheduler, which keys its work
by node id.  The count catches that, and anything else that loses a test, whatever the cause.

A test's result is its ``call`` report, or its ``setup`` report when setup failed or skipped
it (then there is no call).  Counted in the process that reports the run: the xdist controller
(which learns the collected count from its workers) or the only process.
"""

from __future__ import annotations

from typing import Any

import pytest


class ResultCount:
    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.collected: int | None = None
        self.results = 0
        self.missing = ""

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if not self.config.pluginmanager.has_plugin("dsession"):
            self.collected = len(session.items)

    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        self.collected = max(self.collected or 0, len(ids))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.results += 1

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        stopped_early = bool(session.shouldstop or session.shouldfail)
        if stopped_early or exitstatus == pytest.ExitCode.INTERRUPTED:
            return
        if self.collected is None or self.results == self.collected:
            return
        self.missing = (f"{self.collected} tests were collected but {self.results} reported "
                        f"a result: {self.collected - self.results} never ran")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.missing:
            terminalreporter.write_sep("=", self.missing, red=True, bold=True)


def pytest_configure(config: pytest.Config) -> None:
    """Only where the run is reported: an xdist worker's reports reach its controller."""
    if not hasattr(config, "workerinput") and not config.option.collectonly:
        config.pluginmanager.register(ResultCount(config), "result_count")
