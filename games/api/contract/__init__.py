"""The typed API contract of the games endpoints: what a generated client is built from.

The responses are built as plain dicts by :mod:`games.selectors` (the per-viewer redaction lives
there, in one place); these serializers only *describe* them for the OpenAPI schema, field by
field, so that a client generated from the schema gets real types instead of ``dict``/``Any``.
The test suite validates every JSON response it gets against this description
(``tests/openapi_contract.py``): a field added, renamed or made nullable without saying so
here fails the test that saw it.
"""
