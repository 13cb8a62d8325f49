"""Throttling shared by the API apps (rates: ``DEFAULT_THROTTLE_RATES`` in settings)."""

from __future__ import annotations

from typing import Any

from rest_framework.permissions import SAFE_METHODS
from rest_framework.throttling import BaseThrottle


class WritesThrottled:
    """Apply the view's ``throttle_scope`` to its writes only, on a view that also serves a
    list: clients poll lists, and a poll must not use up the allowance for creating things."""

    def get_throttles(self) -> list[BaseThrottle]:
        if self.request.method in SAFE_METHODS:  # type: ignore[attr-defined]
            return []
        throttles: list[Any] = super().get_throttles()  # type: ignore[misc]
        return throttles
