from django.apps import AppConfig


class LiveConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "live"
    verbose_name = "Live"

    def ready(self) -> None:
        from django.core import checks

        from core.domain_events import (
            AccountClosed,
            GameFinished,
            MailRequested,
            TokensRevoked,
            subscribe,
        )
        from live.mail import account_closed_forget, mail_requested
        from live.notify import game_finished_notify
        from live.push import push_account_closed
        from live.revocation import tokens_revoked_close
        from live.webpush import vapid_check

        subscribe(GameFinished, game_finished_notify)
        subscribe(TokensRevoked, tokens_revoked_close)
        subscribe(MailRequested, mail_requested)
        subscribe(AccountClosed, account_closed_forget)
        subscribe(AccountClosed, push_account_closed)
        checks.register(vapid_check)
