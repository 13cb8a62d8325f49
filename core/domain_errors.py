"""What went wrong, in the domain's words: services and selectors raise these, never HTTP.

Each error has a stable ``code`` for machines, a ``message`` for people and ``details``; its
class says what kind of failure it is.  Only the API layer turns a kind into an HTTP status
(``core.errors.ERROR_STATUS``, one table), so a service never decides, or looks at, a
status.  The engine's own errors (``games.engine.errors``) are the same idea for the rules.
"""

from __future__ import annotations

from typing import Any


class DomainError(Exception):
    def __init__(self, code: str, message: str, details: dict[str, Any] | None = None, *,
                 retry_after: int | None = None,
                 field_codes: dict[str, list[str]] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = dict(details or {})
        self.retry_after = retry_after
        self.field_codes = field_codes
        """With ``invalid``: each field's error codes, as the API's own validation gives them,
        so that a client can word a refusal itself."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.message!r})"


class BadInput(DomainError):
    """The request itself is wrong: a field out of range, a password too weak."""


class NotFound(DomainError):
    """No such thing, or nothing the caller may know exists (a private game, say)."""


class Forbidden(DomainError):
    """It exists and the caller may see it, but this is not theirs to do."""


class Conflict(DomainError):
    """Not now: the state moved on (a stale version, a full lobby, a finished game)."""


class RuleViolation(DomainError):
    """Well formed and timely, but refused by a rule (of the service, as the engine's
    ``IllegalAction`` is refused by the rules of the game)."""


class RateLimited(DomainError):
    """Too many tries; ``retry_after`` says in how many seconds to come back."""


def invalid(field: str, message: str | list[str], *, codes: list[str] | None = None
            ) -> BadInput:
    """Field errors in the shape of the API's own validation (``details: {field: [...]}``,
    ``field_codes: {field: [...]}``; a code for each message, ``invalid`` unless given)."""
    messages = [message] if isinstance(message, str) else message
    return BadInput("invalid", "Invalid input.", {field: messages},
                    field_codes={field: codes or ["invalid"] * len(messages)})


def invalid_of(field: str, error: Any) -> BadInput:
    """A Django ``ValidationError`` (the password validators') as the field errors of
    ``field``, each message with its validator's code (``password_too_short``, ...)."""
    codes = [getattr(e, "code", None) or "invalid" for e in getattr(error, "error_list", [])]
    messages = list(error.messages)
    return invalid(field, messages, codes=codes if len(codes) == len(messages) else None)
