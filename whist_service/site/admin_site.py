"""The admin site, with its login held to the same limits as the API's sign-in: the login
throttle per client address and the per-account lock after failed sign-ins."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest, HttpResponse

from core.throttling import ScopedRateThrottle
from players.selectors import login_username
from players.sign_in_limits import sign_in_begin, sign_in_succeeded


class _LoginScope:
    """What DRF's scoped throttle reads of a view: the API's sign-in shares this bucket."""

    throttle_scope = "login"


class WhistAdminSite(admin.AdminSite):
    def login(self, request: HttpRequest, extra_context: dict[str, Any] | None = None
              ) -> HttpResponse:
        if request.method != "POST":
            return super().login(request, extra_context)
        # A verified email address signs in too: count its failures with the account's.
        username = login_username(login=request.POST.get("username", ""))
        wait = _refused_for(request, username)
        if wait:
            response = HttpResponse(
                f"Too many sign-in attempts; try again in {wait} seconds.\n",
                status=429, content_type="text/plain; charset=utf-8")
            response["Retry-After"] = str(wait)
            return response
        response = super().login(request, extra_context)
        if response.status_code == 302 and request.user.is_authenticated:  # signed in
            sign_in_succeeded(username=username)
        return response


def _refused_for(request: HttpRequest, username: str) -> int:
    """Seconds to wait, or 0 with this attempt counted against the account."""
    throttle = ScopedRateThrottle()
    if not throttle.allow_request(request, _LoginScope()):  # type: ignore[arg-type]
        return max(1, int(throttle.wait() or 1))
    return sign_in_begin(username=username)
