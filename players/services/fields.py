"""Saving a PATCH: only the fields it names."""

from __future__ import annotations

from typing import Any

from django.db import models


def fields_save(instance: models.Model, *, always: tuple[str, ...] = (), **changes: Any) -> None:
    """Set the fields given a value (None: leave it as it is) and save only those, as a PATCH
    asks; ``always`` names fields to save with them (an ``auto_now`` timestamp)."""
    fields = [name for name, value in changes.items() if value is not None]
    for name in fields:
        setattr(instance, name, changes[name])
    if fields:
        instance.save(update_fields=[*fields, *always])
