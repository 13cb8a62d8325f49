"""Game routes, mounted at /api/v1/ (no trailing slashes)."""

from django.urls import path

from games.api import analysis, vacation, views
from games.api.auto_play import AutoPlayView

app_name = "games"

urlpatterns = [
    path("games", views.GamesView.as_view(), name="games"),
    path("games/open", views.OpenGamesView.as_view(), name="open-games"),
    path("games/live", views.LiveGamesView.as_view(), name="live-games"),
    path("games/join", views.JoinByCodeView.as_view(), name="join-by-code"),
    path("games/<int:game_id>", views.GameView.as_view(), name="game"),
    path("games/<int:game_id>/join", views.JoinView.as_view(), name="join"),
    path("games/<int:game_id>/leave", views.LeaveView.as_view(), name="leave"),
    path("games/<int:game_id>/ai-seats", views.AISeatView.as_view(), name="ai-seats"),
    path("games/<int:game_id>/start", views.StartView.as_view(), name="start"),
    path("games/<int:game_id>/rematch", views.RematchView.as_view(), name="rematch"),
    path("games/<int:game_id>/actions", views.ActionView.as_view(), name="actions"),
    path("games/<int:game_id>/resign", views.ResignView.as_view(), name="resign"),
    path("games/<int:game_id>/events", views.EventsView.as_view(), name="events"),
    path("games/<int:game_id>/record", views.RecordView.as_view(), name="record"),
    path("me/auto-play", AutoPlayView.as_view(), name="auto-play"),
    path("games/<int:game_id>/analysis", analysis.AnalysisView.as_view(), name="analysis"),
    path("games/<int:game_id>/hint", analysis.HintView.as_view(), name="hint"),
    path("players/<int:user_id>/games", views.PlayerGamesView.as_view(), name="player-games"),
    path("me/vacation", vacation.MyVacationView.as_view(), name="vacation"),
]
