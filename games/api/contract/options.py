"""The rules options as typed objects, built from the engine's ``Options`` dataclass itself so
that a new option reaches the schema the moment the engine has it.

The request keeps taking any JSON object for ``options`` (the engine checks it with its own
``invalid_options`` errors); the schema only says which keys it knows.
"""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from games.engine.options import DEFAULT_OPTIONS, MAX_STAKE, Options
from games.engine.whist.options import DEFAULT_OPTIONS as WHIST_DEFAULTS
from games.engine.whist.options import MAX_DEALS, MAX_GAME_POINTS, WhistOptions

_BOUNDS: dict[str, dict[str, int]] = {
    "start_hand_size": {"min_value": 1, "max_value": 26},
    "stake": {"min_value": 1, "max_value": MAX_STAKE},
    "game_points": {"min_value": 1, "max_value": MAX_GAME_POINTS},
    "deals": {"min_value": 0, "max_value": MAX_DEALS},
}


def _field(name: str, required: bool, defaults: Any = DEFAULT_OPTIONS) -> serializers.Field:
    default = getattr(defaults, name)
    kwargs: dict[str, Any] = {"required": required}
    if isinstance(default, bool):
        return serializers.BooleanField(**kwargs)
    if isinstance(default, StrEnum):
        return serializers.ChoiceField(choices=[e.value for e in type(default)], **kwargs)
    if isinstance(default, int):
        return serializers.IntegerField(**_BOUNDS.get(name, {}), **kwargs)
    raise TypeError(f"option {name}: no schema for {type(default).__name__}")


def _options_serializer(name: str, doc: str, required: bool, options: type = Options,
                        defaults: Any = DEFAULT_OPTIONS) -> type[serializers.Serializer]:
    attrs: dict[str, Any] = {f.name: _field(f.name, required, defaults)
                             for f in fields(options)}
    attrs["__doc__"] = doc
    attrs["__module__"] = __name__
    return type(name, (serializers.Serializer,), attrs)


GameOptionsSerializer = _options_serializer(
    "GameOptionsSerializer", "The full rules options in force: the preset plus overrides "
    "(games/engine/options.py documents each one).", required=True)
GameOptionsOverridesSerializer = _options_serializer(
    "GameOptionsOverridesSerializer", "Rules options to change on top of the preset; "
    "any left out keep the preset's value.", required=False)


WhistOptionsSerializer = _options_serializer(
    "WhistOptionsSerializer", "Classic Whist's rules options in force: the preset plus "
    "overrides (games/engine/whist/options.py documents each one).", required=True,
    options=WhistOptions, defaults=WHIST_DEFAULTS)
WhistOptionsOverridesSerializer = _options_serializer(
    "WhistOptionsOverridesSerializer", "Classic Whist's rules options to change on top of the "
    "preset.", required=False, options=WhistOptions, defaults=WHIST_DEFAULTS)

ANY_OPTIONS = PolymorphicProxySerializer(
    component_name="AnyGameOptions", resource_type_field_name=None,
    serializers=[GameOptionsSerializer, WhistOptionsSerializer],
    help_text="The rules in force: Knock-Out Whist's options or classic Whist's, by the "
              "game's kind.")
ANY_OVERRIDES = PolymorphicProxySerializer(
    component_name="AnyGameOptionsOverrides", resource_type_field_name=None,
    serializers=[GameOptionsOverridesSerializer, WhistOptionsOverridesSerializer],
    help_text="Rules options to change on top of the preset, of the preset's game.")


@extend_schema_field(ANY_OPTIONS)
class OptionsField(serializers.JSONField):
    """The options in force, of either game."""


@extend_schema_field(ANY_OVERRIDES)
class OptionsOverridesField(serializers.DictField):
    """Takes any JSON object: the engine names the option that is wrong, with its own code."""
