"""Thin views: an account's webhooks and their deliveries."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from live import webhooks
from live.api import serializers as s
from live.models import Webhook, WebhookDelivery


def _webhook(hook: Webhook) -> dict[str, Any]:
    return {"id": hook.pk, "url": hook.url, "event_types": hook.event_types,
            "active": hook.active, "consecutive_failures": hook.consecutive_failures,
            "disabled_reason": hook.disabled_reason, "created_at": hook.created_at}


def _delivery(row: WebhookDelivery) -> dict[str, Any]:
    return {"id": row.pk, "message_id": row.message_id, "event_type": row.event_type,
            "status": row.status, "attempts": row.attempts, "response_code": row.response_code,
            "last_error": row.last_error, "next_retry_at": row.next_retry_at,
            "created_at": row.created_at}


class WebhooksView(APIView):
    throttle_scope = "lobby_write"

    def get_throttles(self) -> list[Any]:
        return super().get_throttles() if self.request.method == "POST" else []

    @extend_schema(responses={200: s.WebhookSerializer(many=True)}, operation_id="webhooks_list",
                   summary="My webhooks")
    def get(self, request: Request) -> Response:
        return Response([_webhook(h) for h in webhooks.webhooks_of(owner_id=request.user.pk)])

    @extend_schema(request=s.WebhookCreateSerializer,
                   responses={201: s.WebhookCreatedSerializer, **error_responses(409)},
                   operation_id="webhooks_create",
                   summary="Add a webhook (its signing secret is shown this once)")
    def post(self, request: Request) -> Response:
        data = input_valid(s.WebhookCreateSerializer, request.data)
        hook = webhooks.webhook_create(owner_id=request.user.pk, url=data["url"],
                                       event_types=data["event_types"], active=data["active"])
        return Response({**_webhook(hook), "secret": hook.secret},
                        status=status.HTTP_201_CREATED)


class WebhookView(APIView):
    @extend_schema(responses={200: s.WebhookSerializer}, operation_id="webhooks_view",
                   summary="One of my webhooks")
    def get(self, request: Request, webhook_id: int) -> Response:
        return Response(_webhook(webhooks.webhook_of(owner_id=request.user.pk,
                                                     webhook_id=webhook_id)))

    @extend_schema(request=s.WebhookUpdateSerializer, responses={200: s.WebhookSerializer},
                   operation_id="webhooks_update",
                   summary="Pause, resume or change what a webhook is sent")
    def patch(self, request: Request, webhook_id: int) -> Response:
        data = input_valid(s.WebhookUpdateSerializer, request.data)
        return Response(_webhook(webhooks.webhook_update(
            owner_id=request.user.pk, webhook_id=webhook_id, active=data.get("active"),
            event_types=data.get("event_types"))))

    @extend_schema(request=EmptyInputSerializer, responses={204: None},
                   operation_id="webhooks_delete",
                   summary="Delete a webhook (its deliveries go with it)")
    def delete(self, request: Request, webhook_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        webhooks.webhook_delete(owner_id=request.user.pk, webhook_id=webhook_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class WebhookTestView(APIView):
    throttle_scope = "lobby_write"

    @extend_schema(request=EmptyInputSerializer, responses={202: s.WebhookDeliverySerializer},
                   operation_id="webhooks_test",
                   summary="Send a webhook_test delivery now")
    def post(self, request: Request, webhook_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        row = webhooks.webhook_test(owner_id=request.user.pk, webhook_id=webhook_id)
        return Response(_delivery(row), status=status.HTTP_202_ACCEPTED)


class WebhookDeliveriesView(APIView):
    @extend_schema(responses={200: s.WebhookDeliverySerializer(many=True)},
                   operation_id="webhooks_deliveries",
                   summary="The webhook's latest 50 deliveries, newest first")
    def get(self, request: Request, webhook_id: int) -> Response:
        return Response([_delivery(r) for r in webhooks.deliveries_of(
            owner_id=request.user.pk, webhook_id=webhook_id)])
