"""Input serializers shared by the API apps: a write names only fields it knows.

A client that misspells a field (``expected_versoin``) or sends one an endpoint does not take
must hear about it, not have it silently ignored while the request succeeds without it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework import serializers

UNKNOWN_FIELD = "Unknown field: this endpoint takes {names}."
NO_FIELDS = "Unknown field: this endpoint takes no fields."


class StrictInputSerializer(serializers.Serializer):
    """Refuse keys that are not declared fields (400, each such key named in the details),
    together with any other field errors, so one answer lists everything wrong."""

    def unknown_field_message(self, key: str) -> str:
        names = ", ".join(self.fields)
        return UNKNOWN_FIELD.format(names=names) if names else NO_FIELDS

    def to_internal_value(self, data: Any) -> Any:
        unknown: dict[str, list[str]] = {}
        if isinstance(data, Mapping):
            unknown = {str(key): [self.unknown_field_message(str(key))] for key in data
                       if key not in self.fields}
        try:
            value = super().to_internal_value(data)
        except serializers.ValidationError as exc:
            if unknown and isinstance(exc.detail, dict):
                raise serializers.ValidationError({**exc.detail, **unknown}) from None
            raise
        if unknown:
            raise serializers.ValidationError(unknown)
        return value


class EmptyInputSerializer(StrictInputSerializer):
    """The body of a write that takes no fields: nothing, or ``{}``."""


def input_valid(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
    """Validate a request body (400 with the field errors) and return the clean data."""
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data
