from django.apps import AppConfig


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"
    verbose_name = "Games"

    def ready(self) -> None:
        from core.domain_events import AccountClosed, subscribe
        from games.services.play import account_closed_abandon

        subscribe(AccountClosed, account_closed_abandon)

        # Delivery serves the games' streams and mails the turns without knowing games.
        from games.selectors.pending_turns import pending_turns
        from games.stream_source import GameSource
        from live.sources import game_source_register
        from live.turn_mail import pending_turns_register

        game_source_register(GameSource)
        pending_turns_register(pending_turns)
