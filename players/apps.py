from django.apps import AppConfig


class PlayersConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "players"
    verbose_name = "Players"

    def ready(self) -> None:
        # Connects the failed sign-in counter; describes token authentication in the schema.
        from django.contrib.auth import get_user_model
        from django.db.models.signals import post_save

        from core.domain_events import GameFinished, subscribe
        from players import schema  # noqa: F401
        from players.services.accounts import account_inactive_revoke
        from players.services.results import game_finished_apply

        subscribe(GameFinished, game_finished_apply)
        post_save.connect(account_inactive_revoke, sender=get_user_model(),
                          dispatch_uid="account_inactive_revoke")
