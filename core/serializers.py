"""Input serializers shared by the API apps: a request says exactly what it means.

A client that misspells a field (``expected_versoin``) or sends one an endpoint does not take
must hear about it, not have it silently ignored while the request succeeds without it.  And a
value must be of the type the schema gives it: DRF's fields coerce (a CharField takes ``0`` as
``"0"``, a BooleanField takes ``"yes"``, an IntegerField ``"4"`` or ``4.0``, and a query
parameter given empty, ``?status=``, counts as not given), so a client with a bug would be
answered as if it had sent something else.  Here the JSON types are checked before DRF
coerces anything, for every field of every body (:class:`StrictInputSerializer`) and every
query parameter (:class:`QuerySerializer`), so no endpoint can forget it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django.http import QueryDict
from rest_framework import serializers

UNKNOWN_FIELD = "Unknown field: this endpoint takes {names}."
NO_FIELDS = "Unknown field: this endpoint takes no fields."
NOT_TEXT = "Not a valid string."
NOT_BOOLEAN = "Must be true or false."
NOT_INTEGER = "A whole number is required."
NOT_NUMBER = "A number is required."
NOT_LIST = "A list is required."
NOT_OBJECT = "An object is required."
BLANK = "This field may not be blank."
QUERY_INTEGER = re.compile(r"-?[0-9]{1,19}")
"""A query parameter's whole number: ASCII digits only (its bounds are its field's).  ``int()``
and ``str.isdigit()`` take far more: other scripts' digits, signs, spaces, underscores, and
superscripts (which ``isdigit`` accepts and ``int`` then refuses)."""
MAX_QUERY_INTEGER = 2**62
"""A bound for a query parameter's whole number that has no other (a cursor, an id, a count):
within PostgreSQL's bigint, and far beyond any real value."""


def whole_number(raw: str | None, *, max_digits: int = 19) -> int | None:
    """``raw`` as a non-negative integer when it is nothing but ASCII digits, else None."""
    if not raw or len(raw) > max_digits or not (raw.isascii() and raw.isdigit()):
        return None
    return int(raw)


def json_type_error(field: serializers.Field, value: Any) -> Any:
    """What is wrong with the JSON type of ``value`` for ``field`` (None when nothing is): a
    message, or for a list or an object the errors of its items by index or key."""
    if value is None or isinstance(field, serializers.Serializer):
        return None  # null is the field's own business (allow_null); a nested body checks itself
    if isinstance(field, serializers.BooleanField):
        return None if isinstance(value, bool) else NOT_BOOLEAN
    if isinstance(field, serializers.IntegerField):
        return None if isinstance(value, int) and not isinstance(value, bool) else NOT_INTEGER
    if isinstance(field, serializers.FloatField | serializers.DecimalField):
        ok = isinstance(value, int | float) and not isinstance(value, bool)
        return None if ok else NOT_NUMBER
    if isinstance(field, serializers.CharField | serializers.ChoiceField | serializers.DateField
                  | serializers.DateTimeField | serializers.TimeField):
        return None if isinstance(value, str) else NOT_TEXT
    if isinstance(field, serializers.ListField):
        if not isinstance(value, list):
            return NOT_LIST
        items = {str(i): [e] for i, item in enumerate(value)
                 if (e := json_type_error(field.child, item)) is not None}
        return items or None
    if isinstance(field, serializers.DictField):
        if not isinstance(value, dict):
            return NOT_OBJECT
        items = {str(k): [e] for k, item in value.items()
                 if (e := json_type_error(field.child, item)) is not None}
        return items or None
    return None  # JSONField and the like take any JSON: their reader checks it


def _merged(exc: serializers.ValidationError, extra: dict[str, Any]) -> serializers.ValidationError:
    if isinstance(exc.detail, dict):
        return serializers.ValidationError({**exc.detail, **extra})
    return exc


class StrictInputSerializer(serializers.Serializer):
    """Refuse keys that are not declared fields and values not of their field's JSON type
    (400, each such key named in the details), together with any other field errors, so one
    answer lists everything wrong.  A form body (the browsable API's) is text only: its types
    are DRF's to read."""

    def unknown_field_message(self, key: str) -> str:
        names = ", ".join(self.fields)
        return UNKNOWN_FIELD.format(names=names) if names else NO_FIELDS

    def to_internal_value(self, data: Any) -> Any:
        wrong: dict[str, Any] = {}
        if isinstance(data, Mapping):
            wrong = {str(key): [self.unknown_field_message(str(key))] for key in data
                     if key not in self.fields}
            if not isinstance(data, QueryDict):
                for name, field in self.fields.items():
                    if name in data and not field.read_only:
                        error = json_type_error(field, data[name])
                        if error is not None:
                            wrong[name] = [error] if isinstance(error, str) else error
        if wrong:
            # The other fields' errors too, without DRF reading the values refused above.
            rest = data if isinstance(data, QueryDict) else \
                {k: v for k, v in data.items() if k not in wrong}
            try:
                super().to_internal_value(rest)
            except serializers.ValidationError as exc:
                raise _merged(exc, wrong) from None
            raise serializers.ValidationError(wrong)
        return super().to_internal_value(data)


_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
_IPV4 = rf"{_OCTET}(?:\.{_OCTET}){{3}}"
_H = "[0-9A-Fa-f]{1,4}"
_IPV6 = "|".join([
    rf"(?:{_H}:){{7}}{_H}", rf"(?:{_H}:){{1,7}}:", rf"(?:{_H}:){{1,6}}:{_H}",
    *(rf"(?:{_H}:){{1,{n}}}(?::{_H}){{1,{7 - n}}}" for n in range(5, 0, -1)),
    rf":(?:(?::{_H}){{1,7}}|:)", rf"::(?:[Ff]{{4}}(?::0{{1,4}})?:)?{_IPV4}",
    rf"(?:{_H}:){{1,4}}:{_IPV4}"])
_HOST = r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,38}[A-Za-z0-9])?\.){1,4}[A-Za-z]{2,24}"
WEB_URL = rf"^https?://(?:{_HOST}|{_IPV4}|\[(?:{_IPV6})\])(?::[0-9]{{1,5}})?(?:[/?#]\S*)?$"
"""The URLs the service takes from a client (an avatar, a webhook, a push endpoint): http or
https to a host name of up to five labels, an IPv4 address or an IPv6 one, with no space.
Narrower than what Django's URL validator takes, so that the schema can state it exactly (the
validator's other rules, such as a host of at most 253 characters, are not a pattern)."""


def web_url_field(**kwargs: Any) -> serializers.RegexField:
    """A URL field that takes :data:`WEB_URL`, whose schema says so."""
    return serializers.RegexField(WEB_URL, error_messages={"invalid": (
        "Enter an http or https URL to a host name or an IPv4 address.")}, **kwargs)


class PatchInputSerializer(StrictInputSerializer):
    """A PATCH body: only the declared fields, at least one of them (the schema says
    ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and an
    unknown key are both 400s rather than silently ignored, so a client never believes it
    changed something it did not."""

    FIXED: tuple[str, ...] = ()
    FIXED_MESSAGE = ""

    def unknown_field_message(self, key: str) -> str:
        if key in self.FIXED:
            return self.FIXED_MESSAGE
        return f"Not a field that can be changed ({', '.join(self.fields)})."

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if not attrs:
            raise serializers.ValidationError(
                f"Give at least one of {', '.join(self.fields)} to change.")
        return attrs


class EmptyInputSerializer(StrictInputSerializer):
    """The body of a write that takes no fields: nothing, or ``{}``."""


def query_value_error(field: serializers.Field, raw: str) -> str | None:
    """What is wrong with a query parameter's text for ``field`` (None when nothing is)."""
    if raw == "" and not getattr(field, "allow_blank", False):
        return BLANK
    if isinstance(field, serializers.BooleanField):
        return None if raw in ("true", "false") else NOT_BOOLEAN
    if isinstance(field, serializers.IntegerField):
        return None if QUERY_INTEGER.fullmatch(raw) else NOT_INTEGER
    return None


class QuerySerializer(serializers.Serializer):
    """Query parameters: a parameter given empty is refused rather than taken as not given,
    a boolean is ``true`` or ``false``, a whole number is ASCII digits.  Parameters it does
    not declare are left alone (``page``, ``format``: others read them)."""

    def to_internal_value(self, data: Any) -> Any:
        wrong = {name: [error] for name, field in self.fields.items()
                 if isinstance(data, Mapping) and name in data
                 and (error := query_value_error(field, str(data[name]))) is not None}
        if wrong:
            try:
                super().to_internal_value({k: v for k, v in data.items() if k not in wrong})
            except serializers.ValidationError as exc:
                raise _merged(exc, wrong) from None
            raise serializers.ValidationError(wrong)
        return super().to_internal_value(data)


def input_valid(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
    """Validate a request body (400 with the field errors) and return the clean data."""
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data
