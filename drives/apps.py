from django.apps import AppConfig


class DrivesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "drives"
    verbose_name = "Whist drives"

    def ready(self) -> None:
        from core.domain_events import AccountClosed, GameFinished, subscribe
        from drives.services import drive_account_closed, drive_game_finished

        subscribe(GameFinished, drive_game_finished)
        subscribe(AccountClosed, drive_account_closed)
