"""Project-level views that belong to no app."""

from django.db import connection
from django.http import HttpRequest, JsonResponse


def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness/readiness probe: 200 when the database answers, 503 otherwise."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as exc:  # any database failure means "not ready"
        return JsonResponse(
            {"status": "error", "database": str(exc.__class__.__name__)}, status=503
        )
    return JsonResponse({"status": "ok"})
