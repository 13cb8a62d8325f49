"""Notifications (each user's own numbered list), stream tickets, webhooks and deliveries,
Web Push subscriptions, phones' push tokens and push deliveries."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class NotificationCounter(models.Model):
    """The last ``Notification.seq`` of a user.  Moved on in the statement that inserts the
    notifications, so a user's notifications are numbered in the order they commit (the
    counter row is locked until then): a stream resuming after ``seq`` misses none."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                primary_key=True, related_name="+")
    seq = models.PositiveBigIntegerField(default=0)


class Notification(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+", db_index=False)  # (user, seq) leads with it
    seq = models.PositiveBigIntegerField()
    type = models.CharField(max_length=32)
    data = models.JSONField()
    created_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "seq"],
                                               name="notification_unique_seq")]
        indexes = [models.Index(fields=["created_at"], name="notification_created")]


class StreamTicket(models.Model):
    """A short-lived, single-use credential for a browser's EventSource (which cannot send the
    Authorization header).  Only the ticket's SHA-256 is stored; using it deletes the row."""

    digest = models.CharField(max_length=64, primary_key=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+")
    expires_at = models.DateTimeField(db_index=True)
    token = models.CharField(max_length=128, blank=True, default="", db_index=True)
    """The digest of the device token that asked for it ("" for a session): signing that
    device out voids the ticket, and closes the streams it opened."""


class Webhook(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                              related_name="+")
    url = models.URLField(max_length=2000)
    event_types = models.JSONField(default=list)
    """Notification types delivered (empty: all)."""
    active = models.BooleanField(default=True)
    secret = models.CharField(max_length=100)
    """``whsec_<base64>``, shown once when the webhook is created."""
    consecutive_failures = models.PositiveIntegerField(default=0)
    disabled_reason = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)


class DeliveryStatus(models.TextChoices):
    PENDING = "pending"
    SUCCEEDED = "succeeded"
    FAILED = "failed"


class Attempted(models.Model):
    """What a piece of outbound work (a webhook delivery, a mail, a push) keeps of its tries,
    one shape for all three, so one loop (``live.attempts``) claims, retries and gives up any
    of them: each is claimed by pushing ``next_retry_at`` past a lease, retried with backoff
    while pending, and given up as failed.  The indexes serve that loop's sweep (pending rows
    by their next try) and the prune (the oldest rows)."""

    status = models.CharField(max_length=16, choices=DeliveryStatus.choices,
                              default=DeliveryStatus.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    response_code = models.PositiveSmallIntegerField(null=True)
    """The receiver's answer to the last attempt: an HTTP status, or a mail server's SMTP reply
    code (none when there was no answer at all)."""
    last_error = models.CharField(max_length=300, blank=True, default="")
    next_retry_at = models.DateTimeField(null=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True
        indexes = [
            models.Index(fields=["next_retry_at"], condition=models.Q(status="pending"),
                         name="%(class)s_pending"),
            models.Index(fields=["created_at"], name="%(class)s_created"),
        ]


class WebhookDelivery(Attempted):
    webhook = models.ForeignKey(
        Webhook, on_delete=models.CASCADE, related_name="deliveries", db_index=False
    )
    message_id = models.CharField(max_length=64)
    event_type = models.CharField(max_length=32)
    payload = models.JSONField()

    class Meta(Attempted.Meta):
        indexes = [
            *Attempted.Meta.indexes,
            models.Index(fields=["webhook", "-id"], name="delivery_webhook_recent"),
        ]


class OutboundMail(Attempted):
    """One mail: composed when it is queued, sent by a task in the mail lane and retried
    with backoff while the SMTP server refuses it for now.  Its text is emptied once it is sent
    or given up (a mail may hold a link that resets a password); what it was stays."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.CASCADE,
                             related_name="+", db_index=False)
    to = models.EmailField(max_length=254)
    kind = models.CharField(max_length=32)
    """``email_verify``, ``password_reset``, ``email_changed``, or a notification's type."""
    subject = models.CharField(max_length=200)
    text = models.TextField(blank=True, default="")
    html = models.TextField(blank=True, default="")
    headers = models.JSONField(default=dict)
    message_id = models.CharField(max_length=200, unique=True)
    """The Message-ID header: every attempt sends the same message."""
    sent_at = models.DateTimeField(null=True)

    class Meta(Attempted.Meta):
        indexes = [
            *Attempted.Meta.indexes,
            models.Index(fields=["user", "-id"], name="mail_user_recent"),
        ]


class NotificationChannel(models.TextChoices):
    STREAM = "stream", "in the app (the notification list and the user stream)"
    EMAIL = "email", "email"
    WEB_PUSH = "web_push", "web push (browsers)"
    MOBILE_PUSH = "mobile_push", "mobile push (phones)"


class NotificationPreference(models.Model):
    """A person's choice for one kind of notification on one channel, where it differs from
    the default (``live.preferences.DEFAULTS``): no row, the default.  The one-click
    unsubscribe of a mail writes one for its kind on ``email``."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+", db_index=False)  # (user, ...) leads with it
    channel = models.CharField(max_length=16, choices=NotificationChannel.choices,
                               default=NotificationChannel.EMAIL)
    kind = models.CharField(max_length=32)
    enabled = models.BooleanField(default=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "channel", "kind"],
                                               name="notificationpreference_unique")]


class NotificationSchedule(models.Model):
    """When a person may be told things, and how a turn is mailed: no row, the defaults."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                primary_key=True, related_name="+")
    time_zone = models.CharField(max_length=64, default="UTC")
    """An IANA name (``Europe/London``): quiet hours and the digest hour are in it."""
    quiet_start = models.TimeField(null=True, blank=True)
    quiet_end = models.TimeField(null=True, blank=True)
    """No mail and no push from ``quiet_start`` to ``quiet_end`` local time (over midnight when
    the end is earlier); a mail waits for the end, a push is not sent."""
    turn_mail_delay_minutes = models.PositiveSmallIntegerField(default=15)
    """A ``your_turn`` mail goes only once the person has neither acted nor read the game for
    this long."""
    digest = models.BooleanField(default=False)
    digest_hour = models.PositiveSmallIntegerField(default=8)
    """The local hour of the daily digest ("3 games are waiting for you")."""
    last_digest_on = models.DateField(null=True, blank=True)
    """The local date of the last digest, so a day never gets two."""
    updated = models.DateTimeField(auto_now=True)


class TurnMail(models.Model):
    """A ``your_turn`` mail sent for one decision (a game at one version): its unique key is
    what makes it at most one per game per turn, whatever sweeps race."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+", db_index=False)
    game_id = models.IntegerField()
    version = models.PositiveIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "game_id", "version"],
                                               name="turnmail_unique")]
        indexes = [models.Index(fields=["created_at"], name="turnmail_created")]


class PushSubscription(models.Model):
    """A browser's Web Push subscription (``PushSubscription.toJSON()``): where to send, and
    the keys to encrypt for it (RFC 8291).  An endpoint is one browser's for this site, so it
    is unique: registered again, by whichever account is signed in there, it is updated."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+")
    endpoint = models.URLField(max_length=2000, unique=True)
    p256dh = models.CharField(max_length=100)
    """The browser's P-256 public key, base64url (65 bytes uncompressed)."""
    auth = models.CharField(max_length=32)
    """The browser's 16-byte auth secret, base64url."""
    expiration_time = models.DateTimeField(null=True)
    signin_token = models.CharField(max_length=128, blank=True, default="", db_index=True)
    """The digest of the sign-in token that registered it ("" for a session): signing that
    device out deletes it."""
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)


class PushPlatform(models.TextChoices):
    FCM = "fcm"
    APNS = "apns"


class PushDevice(models.Model):
    """A native app's push token: Firebase Cloud Messaging's registration token, or an APNs
    device token (hex) for the app ``app_id`` (the bundle id: APNs' ``apns-topic``)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+")
    platform = models.CharField(max_length=8, choices=PushPlatform.choices)
    token = models.CharField(max_length=1024)
    app_id = models.CharField(max_length=200)
    signin_token = models.CharField(max_length=128, blank=True, default="", db_index=True)
    """The digest of the sign-in token that registered it, as for a push subscription."""
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["platform", "token"],
                                               name="push_device_unique_token")]


class PushChannel(models.TextChoices):
    WEBPUSH = "webpush"
    FCM = "fcm"
    APNS = "apns"


class PushDelivery(Attempted):
    """One push to one browser or phone, sent by a task and retried like a webhook delivery.
    What it was sent to is kept as a link that goes when that is deleted (the service said it
    is gone, or its owner removed it); the row stays, saying why."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="+", db_index=False)
    channel = models.CharField(max_length=8, choices=PushChannel.choices)
    subscription = models.ForeignKey(PushSubscription, on_delete=models.SET_NULL, null=True,
                                     related_name="+")
    device = models.ForeignKey(PushDevice, on_delete=models.SET_NULL, null=True,
                               related_name="+")
    key = models.CharField(max_length=64, unique=True)
    """``<channel>:<subscription or device id>:<notification seq>``: a notification is pushed
    to a browser or phone once, however often the task that makes the deliveries runs."""
    payload = models.JSONField()

    class Meta(Attempted.Meta):
        indexes = [
            *Attempted.Meta.indexes,
            models.Index(fields=["user", "-id"], name="push_delivery_user_recent"),
        ]
