"""Thin view: my notification settings."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import input_valid
from live.api.settings_serializers import (
    NotificationSettingsInputSerializer,
    NotificationSettingsSerializer,
)
from live.notification_settings import notification_settings_get, notification_settings_update


class NotificationSettingsView(APIView):
    throttle_scope = "lobby_write"

    def get_throttles(self) -> list:
        return super().get_throttles() if self.request.method == "PATCH" else []

    @extend_schema(responses={200: NotificationSettingsSerializer},
                   operation_id="notification_settings_get",
                   summary="What I am told, on which channel, and when")
    def get(self, request: Request) -> Response:
        return Response(NotificationSettingsSerializer(
            notification_settings_get(user_id=request.user.pk)).data)

    @extend_schema(request=NotificationSettingsInputSerializer,
                   responses={200: NotificationSettingsSerializer, **error_responses()},
                   operation_id="notification_settings_update",
                   summary="Change some of my notification settings (what is not sent stays)",
                   description="400 invalid naming the field: an unknown channel or kind, a "
                   "time zone that is not an IANA name, a delay outside 5-1440 minutes, quiet "
                   "hours that start and end at once.  Nothing is changed then.")
    def patch(self, request: Request) -> Response:
        data = input_valid(NotificationSettingsInputSerializer, request.data)
        return Response(NotificationSettingsSerializer(
            notification_settings_update(user_id=request.user.pk, **data)).data)
