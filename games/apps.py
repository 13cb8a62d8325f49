from django.apps import AppConfig


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"
    verbose_name = "Games"

    def ready(self) -> None:
        from games.services.play import account_closed_abandon
        from whist_service.domain_events import AccountClosed, subscribe

        subscribe(AccountClosed, account_closed_abandon)
