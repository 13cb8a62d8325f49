"""Push to native apps: a person's phones (an FCM registration token or an APNs device token,
for an app id), and the pushes sent to them through :mod:`live.fcm` and :mod:`live.apns`.

A token is one app on one phone, so it is unique per platform: registered again (the app
starts and registers each time, maybe under another account) it is updated.  A platform the
service has no credentials for is refused at registration, so no device waits for pushes that
can never be sent.
"""

from __future__ import annotations

import re
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import QuerySet

from core.domain_errors import BadInput, Conflict, NotFound, invalid
from live import apns, fcm, push
from live.attempts import Outcome
from live.models import PushChannel, PushDevice, PushPlatform
from live.routing import routing_cache_update_on_commit

MAX_DEVICES = 20
APNS_TOKEN = re.compile(r"(?:[0-9a-fA-F]{2}){32,100}")
"""An APNs device token: hex, 32 bytes today (Apple says it may grow: up to 100 here)."""
FCM_TOKEN = re.compile(r"[A-Za-z0-9_:.\-]{1,1024}")
APP_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._\-]{0,199}")
"""A bundle id (``com.example.whist``) or an Android package name."""


def platform_configured(platform: str) -> bool:
    return fcm.fcm_configured() if platform == PushPlatform.FCM else apns.apns_configured()


def _checked(platform: str, token: str, app_id: str) -> str:
    """The token as stored (APNs' in lower case), or ``BadInput`` naming the field."""
    if not platform_configured(platform):
        raise BadInput("push_platform_unavailable",
                       f"This service does not send through {platform.upper()}.",
                       {"platform": platform})
    if platform == PushPlatform.APNS:
        if not APNS_TOKEN.fullmatch(token):
            raise invalid("token", "An APNs device token is the hex of at least 32 bytes.")
        token = token.lower()
    elif not FCM_TOKEN.fullmatch(token):
        raise invalid("token", "Not an FCM registration token.")
    if not APP_ID.fullmatch(app_id):
        raise invalid("app_id", "An app id is a bundle id or package name, such as "
                                "com.example.whist.")
    return token


def device_register(*, user_id: int, signin_token: str, platform: str, token: str,
                    app_id: str) -> tuple[PushDevice, bool]:
    """Register a phone's token for the person, or update it when it is known.  Returns the
    row and whether it is new."""
    token = _checked(platform, token, app_id)
    fields = {"user_id": user_id, "signin_token": signin_token, "app_id": app_id}
    with transaction.atomic():
        row = PushDevice.objects.select_for_update().filter(platform=platform,
                                                            token=token).first()
        created = row is None
        if (row is None or row.user_id != user_id) and \
                PushDevice.objects.filter(user_id=user_id).count() >= MAX_DEVICES:
            raise Conflict("too_many_devices", f"An account may have at most {MAX_DEVICES} "
                                               "devices; delete one first.")
        if row is None:
            try:
                with transaction.atomic():
                    row = PushDevice.objects.create(platform=platform, token=token, **fields)
            except IntegrityError:  # the same token registered at this very moment
                row = PushDevice.objects.select_for_update().get(platform=platform, token=token)
                created = False
        previous = row.user_id
        if not created:
            for name, value in fields.items():
                setattr(row, name, value)
            row.save()
        routing_cache_update_on_commit({user_id, previous})
    return row, created


def devices_of(*, user_id: int) -> QuerySet[PushDevice]:
    return PushDevice.objects.filter(user_id=user_id).order_by("pk")


def device_delete(*, user_id: int, device_id: int) -> None:
    if not PushDevice.objects.filter(user_id=user_id, pk=device_id).delete()[0]:
        raise NotFound("device_not_found", "No such device.")
    routing_cache_update_on_commit({user_id})


def mobile_push_notify(*, user_id: int, bodies: list[dict[str, Any]]) -> int:
    """A push to each of the person's phones for each body of a kind that is pushed."""
    wanted = push.pushable(bodies)
    if not wanted:
        return 0
    made = 0
    for platform in PushPlatform:
        if not platform_configured(platform):
            continue
        targets = list(devices_of(user_id=user_id).filter(platform=platform))
        made += push.deliveries_make(user_id=user_id, channel=PushChannel(platform.value),
                                     targets=targets, bodies=wanted)
    return made


def mobile_push_send(device: PushDevice, payload: dict[str, Any]) -> Outcome:
    if device.platform == PushPlatform.FCM:
        return fcm.fcm_send(device.token, payload)
    return apns.apns_send(device.token, device.app_id, payload)
