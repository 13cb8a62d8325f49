"""Project-level views that belong to no app."""

from django.db import connection
from django.http import HttpRequest, JsonResponse


def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness/readiness probe: 200 when the database answers, 503 otherwise.

    It also counts the games whose server moves keep failing (``stalled_games``): they do not
    make the service unready, but an operator's monitoring should alert on a non-zero count."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as exc:  # any database failure means "not ready"
        return JsonResponse(
            {"status": "error", "database": str(exc.__class__.__name__)}, status=503
        )
    from games.selectors import stalled_games_count

    return JsonResponse({"status": "ok", "stalled_games": stalled_games_count()})
