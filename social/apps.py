from django.apps import AppConfig


class SocialConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "social"
    verbose_name = "Social"

    def ready(self) -> None:
        from core.domain_events import SeatWanted, subscribe
        from social.services.relations import seat_wanted_check

        subscribe(SeatWanted, seat_wanted_check)
