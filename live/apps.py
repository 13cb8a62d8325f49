from django.apps import AppConfig


class LiveConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "live"
    verbose_name = "Live"

    def ready(self) -> None:
        from live.notify import game_finished_notify
        from live.revocation import tokens_revoked_close
        from whist_service.domain_events import GameFinished, TokensRevoked, subscribe

        subscribe(GameFinished, game_finished_notify)
        subscribe(TokensRevoked, tokens_revoked_close)
