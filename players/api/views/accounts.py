"""Accounts: register, sign in and out, my profile and my devices' API tokens."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from players import services
from players.api.serializers import (
    AccountDeleteInputSerializer,
    DeviceTokenOutputSerializer,
    MeOutputSerializer,
    MeUpdateInputSerializer,
    PasswordChangeInputSerializer,
    RegisterInputSerializer,
    RegisterOutputSerializer,
    TokenInputSerializer,
    TokenOutputSerializer,
    TokensRevokeQuerySerializer,
)
from players.models import DeviceToken
from players.services import tokens


def _device_token(request: Request) -> DeviceToken | None:
    """This request's device token (None when it was not authenticated by one)."""
    return request.auth if isinstance(request.auth, DeviceToken) else None


class RegisterView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "register"

    @extend_schema(
        operation_id="auth_register",
        request=RegisterInputSerializer,
        responses={201: RegisterOutputSerializer, **error_responses(400, 409, 429)},
        summary="Create an account; returns the profile and an API token.",
    )
    def post(self, request: Request) -> Response:
        data = input_valid(RegisterInputSerializer, request.data)
        device = data.pop("device")
        user = services.user_register(**data)
        _, token = tokens.token_create(user=user, device=device)
        profile = services.profile_ensure(user=user)
        return Response(RegisterOutputSerializer(profile, context={"token": token}).data,
                        status=status.HTTP_201_CREATED)


class TokenView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "login"

    @extend_schema(
        operation_id="auth_token",
        request=TokenInputSerializer,
        responses={200: TokenOutputSerializer, **error_responses(400, 429)},
        summary="Sign a device in: username and password for a new API token of its own.",
        description='Send it as "Authorization: Token <token>". Each sign-in makes a new '
        "token (list and revoke them at /me/tokens); one unused for the idle time expires. "
        "429 too_many_failed_sign_ins after too many failed sign-ins of the account.",
    )
    def post(self, request: Request) -> Response:
        instance, token = services.token_obtain(**input_valid(TokenInputSerializer,
                                                              request.data))
        return Response(TokenOutputSerializer({"token": token, "expiry": instance.expiry}).data)


class MeView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me_get",
        responses={200: MeOutputSerializer, **error_responses(401)},
        summary="The authenticated player's profile.",
    )
    def get(self, request: Request) -> Response:
        profile = services.profile_ensure(user=request.user)
        return Response(MeOutputSerializer(profile).data)

    @extend_schema(
        operation_id="me_update",
        request=MeUpdateInputSerializer,
        responses={200: MeOutputSerializer, **error_responses(400, 401, 429)},
        summary="Change my display name, avatar URL or email address (the username is the "
        "login: fixed).",
        description="A new email address is pending, and sent a link to verify it, until the "
        "link is followed; the verified address stays the account's until then.  429 "
        "too_many_mails after WHIST_VERIFY_MAILS_PER_HOUR links in an hour.",
    )
    def patch(self, request: Request) -> Response:
        data = input_valid(MeUpdateInputSerializer, request.data)
        profile = services.profile_update(user=request.user, **data)
        return Response(MeOutputSerializer(profile).data)

    @extend_schema(
        operation_id="me_delete",
        request=AccountDeleteInputSerializer,
        responses={204: None, **error_responses(400, 401, 429)},
        summary="Delete my account (password required): the login, token, name, avatar and "
        "league memberships go, the games I am still in are given up, and my past results "
        "stay under \"Deleted player\".",
    )
    def delete(self, request: Request) -> Response:
        data = AccountDeleteInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.account_delete(user=request.user, **data.validated_data)
        return Response(status=status.HTTP_204_NO_CONTENT)

    def get_throttles(self) -> list[Any]:
        # Deleting checks the password, so it must not allow guessing one; reading and
        # editing the profile are not throttled.
        self.throttle_scope = "login" if self.request.method == "DELETE" else None
        return super().get_throttles()


class PasswordChangeView(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "login"  # it checks a password, so it must not allow guessing one

    @extend_schema(
        operation_id="me_password_change",
        request=PasswordChangeInputSerializer,
        responses={200: TokenOutputSerializer, **error_responses(400, 401, 429)},
        summary="Change my password; every device is signed out and this one gets a new "
        "API token.",
    )
    def post(self, request: Request) -> Response:
        data = input_valid(PasswordChangeInputSerializer, request.data)
        current = _device_token(request)
        instance, token = services.password_change(
            user=request.user, device=current.name if current else "", **data)
        return Response(TokenOutputSerializer({"token": token, "expiry": instance.expiry}).data)


class LogoutView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="auth_logout",
        request=None,
        responses={204: None, **error_responses(401)},
        summary="Sign this device out: its API token stops working (the others keep theirs; "
        "DELETE /me/tokens signs every device out).",
    )
    def post(self, request: Request) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        tokens.token_revoke(token=_device_token(request))
        return Response(status=status.HTTP_204_NO_CONTENT)


class MyTokensView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me_tokens_list",
        responses={200: DeviceTokenOutputSerializer(many=True), **error_responses(401)},
        summary="My signed-in devices: one API token each, with the one of this request marked.",
    )
    def get(self, request: Request) -> Response:
        rows = tokens.tokens_of_user(user=request.user)
        return Response(DeviceTokenOutputSerializer(
            rows, many=True, context={"current": _device_token(request)}).data)

    @extend_schema(
        operation_id="me_tokens_revoke_all",
        parameters=[TokensRevokeQuerySerializer],
        request=None,
        responses={204: None, **error_responses(400, 401)},
        summary="Sign every device out (?others=true: all but this one).",
    )
    def delete(self, request: Request) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        others = input_valid(TokensRevokeQuerySerializer, request.query_params)["others"]
        tokens.tokens_revoke(user=request.user, keep=_device_token(request) if others else None)
        return Response(status=status.HTTP_204_NO_CONTENT)


class MyTokenView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        operation_id="me_tokens_revoke",
        request=None,
        responses={204: None, **error_responses(400, 401, 404)},
        summary="Sign one device out by the id GET /me/tokens lists.",
    )
    def delete(self, request: Request, token_id: str) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        tokens.token_revoke_by_id(user=request.user, token_id=token_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


# --- Leagues, seasons, tables, ratings --------------------------------------------------------
