from django.apps import AppConfig


class PlayersConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "players"
    verbose_name = "Players"

    def ready(self) -> None:
        # Connects the failed sign-in counter; describes token authentication in the schema.
        from players import schema  # noqa: F401
        from players.services.results import game_finished_apply
        from whist_service.domain_events import GameFinished, subscribe

        subscribe(GameFinished, game_finished_apply)
