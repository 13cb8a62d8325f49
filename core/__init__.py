"""The ground every app stands on: transactions and batched writes, domain errors and events,
the API's error shape, serializers, throttling, pagination, parsers, logs, outbound HTTP and
the export's sections.  It imports no app and no part of the project shell (``whist_service``);
the apps import it (docs/contributors/architecture.md)."""
