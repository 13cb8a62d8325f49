"""Holds the OpenAPI schema to what the service really answers, over the whole test run.

Two checks, wired up in tests/conftest.py:

* **Statuses.**  A handler on the ``whist.request`` logger (one line per request, in-process) notes
  every (method, route, status); at the end of the run any status an operation answered that
  its schema entry does not list fails the run.  A path no route matches (404), a method the
  route does not take (405), OPTIONS/HEAD and 5xx are not part of any operation's contract.
* **Bodies.**  Every JSON response of a documented status is validated against its schema,
  made strict on the way (an object allows only the properties it lists), so a field the
  service adds, renames or makes nullable without saying so fails the test that saw it.

The schema is OpenAPI 3.0 (``nullable``); :func:`to_json_schema` turns it into JSON Schema.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import jsonschema

API_PREFIX = "/api/v1/"
ROOT_URLCONF = "whist_service.urls"
IGNORED_METHODS = frozenset({"OPTIONS", "HEAD"})
_PARAM = re.compile(r"<(?:\w+:)?(\w+)>")


def route_template(path: str) -> str | None:
    """The schema's path (``/api/v1/games/{game_id}``) of a request path under the urlconf in
    force, or None when no route matches."""
    from django.urls import Resolver404, resolve

    try:
        match = resolve(path)
    except Resolver404:
        return None
    return "/" + _PARAM.sub(r"{\1}", match.route) if match.route else None


DISCRIMINATED = "x-discriminated"
_memo: dict[tuple[str, str], list[jsonschema.ValidationError]] = {}


def _discriminated(validator: Any, spec: dict[str, Any], instance: Any, schema: dict[str, Any]
                   ) -> Any:
    """A oneOf with a discriminator: straight to the one schema the discriminator names (not
    every branch, as oneOf would), and the answer remembered for an instance seen before (the
    events of a game come back with every events page and record a test reads)."""
    name, mapping = spec["propertyName"], spec["mapping"]
    if not isinstance(instance, dict) or instance.get(name) not in mapping:
        yield jsonschema.ValidationError(
            f"{name} {instance.get(name) if isinstance(instance, dict) else instance!r} is not "
            f"one of {sorted(mapping)}")
        return
    ref = mapping[instance[name]]
    key = (ref, json.dumps(instance, sort_keys=True, default=str))
    if key not in _memo:
        if len(_memo) > 500_000:
            _memo.clear()
        _memo[key] = list(validator.descend(instance, {"$ref": ref}))
    yield from _memo[key]


Validator = jsonschema.validators.extend(jsonschema.Draft202012Validator,
                                         {DISCRIMINATED: _discriminated})


def to_json_schema(node: Any) -> Any:
    """OpenAPI 3.0 schema objects as JSON Schema: ``nullable`` becomes a null alternative and
    every object with listed properties forbids others (the contract says exactly what is
    there)."""
    if isinstance(node, list):
        return [to_json_schema(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {k: to_json_schema(v) for k, v in node.items()
           if k not in ("nullable", "discriminator", "example", "readOnly", "writeOnly")}
    if node.get("discriminator", {}).get("mapping") and "oneOf" in out:
        return {DISCRIMINATED: node["discriminator"]}
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False
    if node.get("nullable"):
        if isinstance(out.get("type"), str) and not any(k in out for k in
                                                       ("oneOf", "anyOf", "allOf", "$ref")):
            out["type"] = [out["type"], "null"]
            if "enum" in out:
                out["enum"] = [*out["enum"], None]
        else:
            out = {"anyOf": [out, {"type": "null"}]}
    return out


@dataclass
class Contract:
    """The schema of the service (generated once, lazily, from the project's own urlconf)."""

    _validators: dict[tuple[str, str, str], jsonschema.protocols.Validator | None] = \
        field(default_factory=dict)

    @cached_property
    def schema(self) -> dict[str, Any]:
        from drf_spectacular.generators import SchemaGenerator

        schema = SchemaGenerator(urlconf=ROOT_URLCONF).get_schema(request=None, public=True)
        return json.loads(json.dumps(schema, default=str))

    @cached_property
    def components(self) -> dict[str, Any]:
        return to_json_schema(self.schema.get("components", {}))

    def operation(self, method: str, route: str) -> dict[str, Any] | None:
        return self.schema["paths"].get(route, {}).get(method.lower())

    def has_path(self, route: str) -> bool:
        return route in self.schema["paths"]

    def validator(self, method: str, route: str, status: int
                  ) -> jsonschema.protocols.Validator | None:
        key = (method, route, str(status))
        if key not in self._validators:
            operation = self.operation(method, route) or {}
            response = operation.get("responses", {}).get(str(status), {})
            body = response.get("content", {}).get("application/json", {}).get("schema")
            self._validators[key] = None if body is None else Validator(
                {**to_json_schema(body), "components": self.components})
        return self._validators[key]


CONTRACT = Contract()


class ContractViolation(AssertionError):
    """A response that its operation's schema does not describe."""


BODIES_CHECKED = [True]
"""Off (``bodies_unchecked`` fixture) in a test that reads the same endpoints thousands of
times for another purpose: the endpoints' bodies are checked by the other tests."""


def check_body(method: str, path: str, status: int, content_type: str, body: bytes) -> None:
    """Validate one JSON response against its documented schema (raises ContractViolation)."""
    if not BODIES_CHECKED[0]:
        return
    if not path.startswith(API_PREFIX) or method in IGNORED_METHODS or status >= 500:
        return
    if not content_type.startswith("application/json") or not body:
        return
    route = route_template(path)
    if route is None or CONTRACT.operation(method, route) is None:
        return
    validator = CONTRACT.validator(method, route, status)
    if validator is None:
        return  # an undocumented status: reported once, at the end of the run
    errors = list(validator.iter_errors(json.loads(body)))
    if errors:
        # The deepest reason, not "is not valid under any of the given schemas" of a oneOf.
        best = jsonschema.exceptions.best_match(errors)
        where = "/".join(map(str, best.absolute_path)) or "(root)"
        raise ContractViolation(
            f"{method} {route} answered {status} with a body its schema does not describe "
            f"(games/api/contract/, core/openapi.py): at {where}: "
            f"{best.message[:500]} ({len(errors)} error(s))")


class StatusLog(logging.Handler):
    """Notes (method, route, status) of every request the service logs, with one path that
    gave it (for the report)."""

    def __init__(self) -> None:
        super().__init__(level=logging.INFO)
        self.seen: dict[tuple[str, str, int], str] = {}

    def emit(self, record: logging.LogRecord) -> None:
        method, path, status = (getattr(record, k, None) for k in ("method", "path", "status"))
        if isinstance(method, str) and isinstance(path, str) and isinstance(status, int):
            self.observe(method, path, status)

    def observe(self, method: str, path: str, status: int) -> None:
        if not path.startswith(API_PREFIX) or method in IGNORED_METHODS or status >= 500:
            return
        route = route_template(path)
        if route is not None:
            self.seen.setdefault((method, route, status), path)


def undocumented(seen: dict[tuple[str, str, int], str]) -> list[str]:
    """The statuses seen that the schema does not list for their operation, each with a path
    that answered it."""
    problems = []
    for (method, route, status), path in sorted(seen.items()):
        if not CONTRACT.has_path(route):
            continue  # the schema and docs pages, or a route of a test's own urlconf
        operation = CONTRACT.operation(method, route)
        if operation is None:
            if status != 405:
                problems.append(f"{method} {route} -> {status}: no such operation ({path})")
            continue
        if str(status) not in operation.get("responses", {}):
            problems.append(f"{method} {route} -> {status} ({path})")
    return problems
