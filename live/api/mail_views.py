"""The one-click unsubscribe of a notification mail (RFC 8058)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import QuerySerializer, StrictInputSerializer
from live.preferences import DIGEST, KINDS, unsubscribe_by_token

ONE_CLICK = "List-Unsubscribe"


class UnsubscribeQuerySerializer(QuerySerializer):
    token = serializers.CharField(max_length=500, help_text=(
        "From the mail's List-Unsubscribe header (or its unsubscribe page's link)."))


class UnsubscribeInputSerializer(StrictInputSerializer):
    """RFC 8058's body: ``List-Unsubscribe=One-Click`` as a form (what a mail provider sends),
    or the same as JSON."""

    def get_fields(self) -> dict[str, Any]:  # the field's name is not a Python name
        return {ONE_CLICK: serializers.ChoiceField(choices=["One-Click"])}


class UnsubscribeOutputSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=[*KINDS, DIGEST],
                                   help_text="The kind of mail switched off.")
    email = serializers.BooleanField(help_text="Whether that kind is mailed now: false.")


class UnsubscribeView(APIView):
    authentication_classes: list = []  # the token is the credential: a mail provider has none
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="unsubscribe",
        parameters=[UnsubscribeQuerySerializer],
        request=UnsubscribeInputSerializer,
        responses={200: UnsubscribeOutputSerializer, **error_responses(400)},
        summary="One-click unsubscribe (RFC 8058): no more mail of the kind the token names.",
        description="The URL is the one in a notification mail's List-Unsubscribe header; a "
        "mail provider POSTs List-Unsubscribe=One-Click to it as a form.  Doing it twice is "
        "harmless.  400 invalid_token: a token mistyped or cut short.",
    )
    def post(self, request: Request) -> Response:
        errors: dict[str, Any] = {}
        query = UnsubscribeQuerySerializer(data=request.query_params)
        for serializer in (query, UnsubscribeInputSerializer(data=request.data)):
            if not serializer.is_valid():
                errors.update(serializer.errors)
        if errors:  # the query's and the body's in one answer
            raise serializers.ValidationError(errors)
        kind = unsubscribe_by_token(token=query.validated_data["token"])
        return Response(UnsubscribeOutputSerializer({"kind": kind, "email": False}).data)
