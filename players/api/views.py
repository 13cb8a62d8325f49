"""Thin views: validate input, call a service or selector, serialize the result."""

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from players import services
from players.api.serializers import (
    MeOutputSerializer,
    RegisterInputSerializer,
    RegisterOutputSerializer,
    TokenInputSerializer,
    TokenOutputSerializer,
)
from whist_service.errors import error_responses


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
        data = RegisterInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = services.user_register(**data.validated_data)
        services.token_get_or_create(user=user)
        profile = services.profile_ensure(user=user)
        return Response(RegisterOutputSerializer(profile).data, status=status.HTTP_201_CREATED)


class TokenView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_scope = "login"

    @extend_schema(
        operation_id="auth_token",
        request=TokenInputSerializer,
        responses={200: TokenOutputSerializer, **error_responses(400, 429)},
        summary="Exchange username and password for an API token.",
        description='Send it as "Authorization: Token <token>".',
    )
    def post(self, request: Request) -> Response:
        data = TokenInputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        token = services.token_obtain(**data.validated_data)
        return Response(TokenOutputSerializer({"token": token.key}).data)


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
