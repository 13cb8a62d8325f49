"""The rules options as typed objects, built from the engine's ``Options`` dataclass itself so
that a new option reaches the schema the moment the engine has it.

The request keeps taking any JSON object for ``options`` (the engine checks it with its own
``invalid_options`` errors); the schema only says which keys it knows.
"""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.engine.options import DEFAULT_OPTIONS, MAX_STAKE, Options

_BOUNDS: dict[str, dict[str, int]] = {
    "start_hand_size": {"min_value": 1, "max_value": 26},
    "stake": {"min_value": 1, "max_value": MAX_STAKE},
}


def _field(name: str, required: bool) -> serializers.Field:
    default = getattr(DEFAULT_OPTIONS, name)
    kwargs: dict[str, Any] = {"required": required}
    if isinstance(default, bool):
        return serializers.BooleanField(**kwargs)
    if isinstance(default, StrEnum):
        return serializers.ChoiceField(choices=[e.value for e in type(default)], **kwargs)
    if isinstance(default, int):
        return serializers.IntegerField(**_BOUNDS.get(name, {}), **kwargs)
    raise TypeError(f"option {name}: no schema for {type(default).__name__}")


def _options_serializer(name: str, doc: str, required: bool) -> type[serializers.Serializer]:
    attrs: dict[str, Any] = {f.name: _field(f.name, required) for f in fields(Options)}
    attrs["__doc__"] = doc
    attrs["__module__"] = __name__
    return type(name, (serializers.Serializer,), attrs)


GameOptionsSerializer = _options_serializer(
    "GameOptionsSerializer", "The full rules options in force: the preset plus overrides "
    "(games/engine/options.py documents each one).", required=True)
GameOptionsOverridesSerializer = _options_serializer(
    "GameOptionsOverridesSerializer", "Rules options to change on top of the preset; "
    "any left out keep the preset's value.", required=False)


@extend_schema_field(GameOptionsOverridesSerializer)
class OptionsOverridesField(serializers.DictField):
    """Takes any JSON object: the engine names the option that is wrong, with its own code."""
