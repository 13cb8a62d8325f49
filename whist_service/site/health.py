"""Project-level views that belong to no app."""

from django.db import connection
from django.http import HttpRequest, JsonResponse


def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness/readiness probe: 200 when the database answers, 503 otherwise.

    It also counts the games whose server moves keep failing (``stalled_games``) and those
    whose server move is long overdue (``server_moves_overdue``: the workers are missing or
    behind).  Neither makes the service unready (a web process restarted for them would not
    help), but an operator's monitoring should alert on a non-zero count."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as exc:  # any database failure means "not ready"
        return JsonResponse(
            {"status": "error", "database": str(exc.__class__.__name__)}, status=503
        )
    from games.selectors import server_moves_overdue_count, stalled_games_count

    return JsonResponse({"status": "ok", "stalled_games": stalled_games_count(),
                         "server_moves_overdue": server_moves_overdue_count()})
