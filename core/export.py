"""A person's data, for ``GET /api/v1/me/export``: each app says what it holds about a person as
a list of :class:`Section` (``<app>/api/export.py``), and the export writes them one after the
other as one JSON object, an item at a time, so that a long history is never held in memory
whole.  A section's ``schema`` is the serializer that describes its value in the OpenAPI schema
(and, for model rows, renders it)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.utils import timezone
from rest_framework import serializers
from rest_framework.utils.encoders import JSONEncoder

EXPORT_FORMAT = "whist-export"
EXPORT_VERSION = 1


@dataclass(frozen=True)
class Section:
    """One key of the export.  ``read`` gives its value: with ``many``, an iterable of items
    (read lazily, written one at a time); else one value."""

    name: str
    schema: serializers.Field
    read: Callable[[AbstractBaseUser], Any]
    many: bool = True


def _json(value: Any) -> bytes:
    return json.dumps(value, cls=JSONEncoder, ensure_ascii=False,
                      separators=(",", ":")).encode()


def export_chunks(user: AbstractBaseUser, sections: Iterable[Section]) -> Iterator[bytes]:
    """The export, in pieces that join into one JSON object."""
    yield _json({"format": EXPORT_FORMAT, "version": EXPORT_VERSION,
                 "exported_at": timezone.now()})[:-1]
    for section in sections:
        yield b"," + _json(section.name) + b":"
        if not section.many:
            yield _json(section.read(user))
            continue
        yield b"["
        for n, item in enumerate(section.read(user)):
            yield (b"," if n else b"") + _json(item)
        yield b"]"
    yield b"}"


def export_serializer(sections: Iterable[Section]) -> type[serializers.Serializer]:
    """The export's schema: the header, then each section's."""
    fields: dict[str, Any] = {
        "format": serializers.ChoiceField(choices=[EXPORT_FORMAT]),
        "version": serializers.IntegerField(min_value=1),
        "exported_at": serializers.DateTimeField(),
    }
    fields.update({section.name: section.schema for section in sections})
    return type("MyDataExport", (serializers.Serializer,), {
        **fields, "__doc__": "Everything the service holds about the caller (GET /me/export)."})
