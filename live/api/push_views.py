"""Thin views: a person's Web Push subscriptions, the VAPID key, and their phones."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from live import mobile_push, webpush
from live.api import push_serializers as s


def _signin_token(request: Request) -> str:
    """The digest of the device token the request came with ("" for a session)."""
    return getattr(request.auth, "digest", "")


class _Registrations(APIView):
    throttle_scope = "lobby_write"

    def get_throttles(self) -> list[Any]:
        return super().get_throttles() if self.request.method == "POST" else []


class PushSubscriptionsView(_Registrations):
    @extend_schema(responses={200: s.PushSubscriptionSerializer(many=True)},
                   operation_id="push_subscriptions_list",
                   summary="My browsers subscribed to Web Push")
    def get(self, request: Request) -> Response:
        return Response([s.subscription_out(r)
                         for r in webpush.subscriptions_of(user_id=request.user.pk)])

    @extend_schema(request=s.PushSubscriptionCreateSerializer,
                   responses={201: s.PushSubscriptionSerializer,
                              200: s.PushSubscriptionSerializer, **error_responses(404, 409)},
                   operation_id="push_subscriptions_create",
                   summary="Subscribe this browser to Web Push (its PushSubscription JSON; "
                           "the same endpoint again updates it: 200)")
    def post(self, request: Request) -> Response:
        data = input_valid(s.PushSubscriptionCreateSerializer, request.data)
        row, created = webpush.subscription_register(
            user_id=request.user.pk, signin_token=_signin_token(request),
            endpoint=data["endpoint"], p256dh=data["keys"]["p256dh"],
            auth=data["keys"]["auth"], expiration_time=data.get("expirationTime"))
        return Response(s.subscription_out(row),
                        status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class PushSubscriptionView(APIView):
    @extend_schema(request=EmptyInputSerializer, responses={204: None, **error_responses(404)},
                   operation_id="push_subscriptions_delete",
                   summary="Unsubscribe a browser")
    def delete(self, request: Request, subscription_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        webpush.subscription_delete(user_id=request.user.pk, subscription_id=subscription_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class VapidKeyView(APIView):
    @extend_schema(responses={200: s.VapidKeySerializer, **error_responses(404)},
                   operation_id="push_subscriptions_vapid_key",
                   summary="The VAPID public key a browser subscribes with")
    def get(self, request: Request) -> Response:
        return Response({"public_key": webpush.vapid_public_key()})


class DevicesView(_Registrations):
    @extend_schema(responses={200: s.DeviceSerializer(many=True)}, operation_id="devices_list",
                   summary="My phones registered for push")
    def get(self, request: Request) -> Response:
        return Response([s.device_out(d)
                         for d in mobile_push.devices_of(user_id=request.user.pk)])

    @extend_schema(request=s.DEVICE_CREATE,
                   responses={201: s.DeviceSerializer, 200: s.DeviceSerializer,
                              **error_responses(409)},
                   operation_id="devices_create",
                   summary="Register a phone's FCM or APNs token (the same token again "
                           "updates it: 200)")
    def post(self, request: Request) -> Response:
        data = input_valid(s.DeviceCreateSerializer, request.data)
        row, created = mobile_push.device_register(
            user_id=request.user.pk, signin_token=_signin_token(request),
            platform=data["platform"], token=data["token"], app_id=data["app_id"])
        return Response(s.device_out(row),
                        status=status.HTTP_201_CREATED if created else status.HTTP_200_OK)


class DeviceView(APIView):
    @extend_schema(request=EmptyInputSerializer, responses={204: None, **error_responses(404)},
                   operation_id="devices_delete", summary="Stop pushing to a phone")
    def delete(self, request: Request, device_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        mobile_push.device_delete(user_id=request.user.pk, device_id=device_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
