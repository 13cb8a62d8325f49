"""The error responses of every operation, derived from how its view is built.

A view declares only the errors of its own logic (``error_responses(403, 404, 409)``); the rest
follow from the view's class and would drift if each view had to remember them:

* 401 wherever a token is read (a bad one is refused even where signing in is optional);
* 400, 413 and 415 for every write (each parses a bounded JSON body, refuses unknown fields and
  other media types), and 400 for a read that takes query parameters (a page number too);
* 403 for a write on a view that accepts a session cookie (its CSRF check);
* 404 for a path with a parameter (no such object) and for a paginated list (no such page);
* 422 where an ``Idempotency-Key`` is taken (the same key with another body);
* 429 where a throttle applies to the method.

``tests/openapi_contract.py`` checks the other way round: every status the test suite saw an
operation answer is documented for it.
"""

from __future__ import annotations

import inspect
from typing import Any

from drf_spectacular.openapi import AutoSchema as SpectacularAutoSchema
from drf_spectacular.plumbing import get_lib_doc_excludes
from rest_framework.authentication import SessionAuthentication
from rest_framework.throttling import ScopedRateThrottle

from core.errors import error_response
from core.serializers import PatchInputSerializer, StrictInputSerializer

WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
IDEMPOTENCY_HEADER = "Idempotency-Key"


def _throttled(view: Any) -> bool:
    """A scoped throttle does nothing on a view without a scope; any other throttle counts.
    ``get_throttles`` is asked (not the class attributes) because views choose per method."""
    throttles = view.get_throttles()
    return any(not isinstance(t, ScopedRateThrottle) or getattr(view, "throttle_scope", None)
               for t in throttles)


def implied_error_statuses(view: Any, method: str, parameters: list[dict[str, Any]]
                           ) -> set[int]:
    """The error statuses an operation can answer with because of how its view is built."""
    statuses: set[int] = set()
    authenticators = view.get_authenticators()
    if authenticators:
        statuses.add(401)
    if method in WRITE_METHODS:
        statuses |= {400, 413, 415}
        if any(isinstance(a, SessionAuthentication) for a in authenticators):
            statuses.add(403)
    query = {p["name"] for p in parameters if p.get("in") == "query"}
    if query:  # a page number or size is checked like any other query parameter
        statuses.add(400)
    if "page" in query or any(p.get("in") == "path" for p in parameters):
        statuses.add(404)
    if any(p.get("in") == "header" and p["name"] == IDEMPOTENCY_HEADER for p in parameters):
        statuses.add(422)
    if _throttled(view):
        statuses.add(429)
    return statuses


class AutoSchema(SpectacularAutoSchema):
    """drf-spectacular's AutoSchema plus the implied error responses, in the one error shape;
    a description written for the operation only; and a DELETE's body when it declares one."""

    def get_description(self) -> str:
        """The method's own docstring, or its view class's own: drf-spectacular would take a
        base class's, and those (a mixin's, a base view's) are about the code they share, not
        about the endpoint."""
        method = getattr(self.view, getattr(self.view, "action", None) or self.method.lower(),
                         None)
        for doc in (getattr(method, "__doc__", None), type(self.view).__dict__.get("__doc__")):
            if doc:
                return inspect.cleandoc(doc)
        return ""

    def _map_serializer(self, serializer: Any, direction: str,
                        bypass_extensions: bool = False) -> dict[str, Any]:
        schema: dict[str, Any] = super()._map_serializer(serializer, direction,
                                                         bypass_extensions)
        if direction == "request" and isinstance(serializer, PatchInputSerializer):
            schema["minProperties"] = 1  # a PATCH changes at least one thing
        return schema

    def get_request_serializer(self) -> Any:
        """Nothing is guessed for a DELETE: its body is the one ``extend_schema(request=...)``
        declares (which answers before this is asked), or none."""
        if self.method == "DELETE":
            return None
        return super().get_request_serializer()

    def _get_request_body(self, direction: str = "request") -> dict[str, Any] | None:
        """drf-spectacular documents no body for a DELETE; one that reads a body (DELETE /me
        takes the password) declares it with ``extend_schema(request=...)``.  A PATCH body
        must be there (it changes at least one thing)."""
        if self.method != "DELETE":
            body = super()._get_request_body(direction)
            if body is not None and self.method == "PATCH":
                serializer = self.get_request_serializer()
                patch = serializer if inspect.isclass(serializer) else type(serializer)
                if issubclass(patch, PatchInputSerializer):
                    body["required"] = True
            return body
        if self.get_request_serializer() is None:
            return super()._get_request_body(direction)
        self.method = "POST"
        try:
            return super()._get_request_body(direction)
        finally:
            self.method = "DELETE"

    def get_operation(self, *args: Any, **kwargs: Any) -> dict[str, Any] | None:
        operation = super().get_operation(*args, **kwargs)
        if operation is None:
            return None
        responses = operation.setdefault("responses", {})
        for status in implied_error_statuses(self.view, self.method,
                                             operation.get("parameters", [])):
            if str(status) not in responses:
                responses[str(status)] = self._get_response_for_code(
                    error_response(status), str(status))
        operation["responses"] = dict(sorted(responses.items()))
        return operation


def lib_doc_excludes() -> list[type]:
    """SPECTACULAR_SETTINGS GET_LIB_DOC_EXCLUDES: a request body without a docstring of its own
    must not be described by StrictInputSerializer's, which is about this code, not the API."""
    return [*get_lib_doc_excludes(), StrictInputSerializer]


NO_NUL = "^[^\\u0000]*$"
"""No string of a request body holds a NUL (the JSON parser refuses the whole body: PostgreSQL
cannot store one)."""


HOST_URL = r"^[A-Za-z][A-Za-z0-9+.\-]*://[^/?#\s]{1,253}(?:[/?#]\S*)?$"
"""What the server's URL check takes beyond the form of a URI: a host of at most 253
characters (DNS's limit) and no space anywhere."""


def closed_request_bodies(result: dict[str, Any], generator: Any, request: Any, public: bool
                          ) -> dict[str, Any]:
    """POSTPROCESSING_HOOKS: every object a request body holds refuses fields it does not list
    (``StrictInputSerializer``, and the engine for actions and options), so the schema says
    ``additionalProperties: false`` for each, however deep.  An object that takes any keys
    (a DictField's) already says what they hold and is left alone.  And a string with no
    form of its own says it holds no NUL (:data:`NO_NUL`), a URL that its host is one DNS
    takes (:data:`HOST_URL`)."""
    components = result.get("components", {}).get("schemas", {})
    seen: set[str] = set()
    stack: list[Any] = [op.get("requestBody") for ops in result.get("paths", {}).values()
                        for op in ops.values() if isinstance(op, dict)]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
                name = ref.rsplit("/", 1)[1]
                if name not in seen and name in components:
                    seen.add(name)
                    stack.append(components[name])
            if "properties" in node and "additionalProperties" not in node:
                node["additionalProperties"] = False
            if node.get("type") == "string" and not {"pattern", "enum", "format"} & set(node):
                node["pattern"] = NO_NUL
            elif node.get("format") == "uri" and "pattern" not in node:
                node["pattern"] = HOST_URL
            stack.extend(node.values())
    return result
