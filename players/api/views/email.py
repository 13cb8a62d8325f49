"""The account's email: following a verification link, and resetting a forgotten password.
None of them needs a token: the person following a link from a mail may be signed in nowhere."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import input_valid
from players import services
from players.api.email_serializers import (
    PasswordResetConfirmInputSerializer,
    PasswordResetInputSerializer,
    PasswordResetOutputSerializer,
    VerifyEmailInputSerializer,
    VerifyEmailOutputSerializer,
)

RESET_ASKED = ("If an account has this verified address, a link to reset its password is on "
               "its way to it.")


class VerifyEmailView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "login"  # it checks a secret

    @extend_schema(
        operation_id="auth_verify_email",
        request=VerifyEmailInputSerializer,
        responses={200: VerifyEmailOutputSerializer, **error_responses(400, 409, 429)},
        summary="Follow the link sent to an address: it becomes the account's verified address.",
        description="400 invalid_token: a link mistyped, expired, used, or for an address "
        "the account has asked to replace since.  409 email_taken: another account verified "
        "the address first.  The address it replaces is told of the change.",
    )
    def post(self, request: Request) -> Response:
        row = services.email_verify(**input_valid(VerifyEmailInputSerializer, request.data))
        return Response(VerifyEmailOutputSerializer(
            {"username": row.user.get_username(), "email": row.address}).data)


class PasswordResetView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "password_reset"

    @extend_schema(
        operation_id="auth_password_reset",
        request=PasswordResetInputSerializer,
        responses={202: PasswordResetOutputSerializer, **error_responses(400, 429)},
        summary="Ask for a link to reset the password, sent to the account's verified address.",
        description="Answered alike whether or not an account has the address.  An account is "
        "sent at most WHIST_RESET_MAILS_PER_HOUR links an hour.",
    )
    def post(self, request: Request) -> Response:
        services.password_reset_request(**input_valid(PasswordResetInputSerializer,
                                                      request.data))
        return Response(PasswordResetOutputSerializer({"message": RESET_ASKED}).data,
                        status=status.HTTP_202_ACCEPTED)


class PasswordResetConfirmView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "login"  # it checks a secret

    @extend_schema(
        operation_id="auth_password_reset_confirm",
        request=PasswordResetConfirmInputSerializer,
        responses={204: None, **error_responses(400, 429)},
        summary="Set a new password with the link's uid and token; every device is signed out.",
        description="400 invalid_token: the link is mistyped, expired (PASSWORD_RESET_TIMEOUT) "
        "or used; 400 invalid naming new_password when the validators refuse it (the link "
        "still works then).  No token is answered: sign in with the new password.",
    )
    def post(self, request: Request) -> Response:
        services.password_reset_confirm(**input_valid(PasswordResetConfirmInputSerializer,
                                                      request.data))
        return Response(status=status.HTTP_204_NO_CONTENT)
