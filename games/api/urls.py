"""Games API routes, mounted at /api/v1/ by whist_service/urls.py.

Convention: no trailing slash, e.g. path("games/<int:game_id>/moves", ...).
"""

app_name = "games"

urlpatterns: list = []
