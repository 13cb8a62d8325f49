"""The common error shape, exercised through a throwaway view."""

import pytest
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404
from rest_framework.permissions import AllowAny
from rest_framework.test import APIRequestFactory
from rest_framework.views import APIView

from core.errors import ApiError, handler500


def run_view(exc: Exception):
    class Boom(APIView):
        permission_classes = [AllowAny]
        authentication_classes: list = []

        def get(self, request):
            raise exc

    request = APIRequestFactory().get("/api/v1/boom")
    response = Boom.as_view()(request)
    response.render()
    return response


def test_api_error_carries_status_code_message_details():
    err = ApiError(status=409, code="stale_version", message="Game moved on.", details={"v": 4})
    assert (err.status, err.status_code, err.code) == (409, 409, "stale_version")
    assert (err.message, err.details) == ("Game moved on.", {"v": 4})
    response = run_view(err)
    assert response.status_code == 409
    assert response.data == {
        "error": {"code": "stale_version", "message": "Game moved on.", "details": {"v": 4}}
    }


def test_api_error_subclass_defaults():
    class GameFull(ApiError):
        status_code = 409
        default_code = "game_full"
        default_detail = "No free seat."

    response = run_view(GameFull())
    assert response.status_code == 409
    assert response.data["error"] == {
        "code": "game_full",
        "message": "No free seat.",
        "details": {},
    }


@pytest.mark.parametrize(
    ("exc", "status", "code"),
    [
        (Http404("gone"), 404, "not_found"),
        (DjangoValidationError({"seat": ["Taken."]}), 400, "invalid"),
    ],
)
def test_django_exceptions_are_mapped(exc, status, code):
    response = run_view(exc)
    assert response.status_code == status
    assert response.data["error"]["code"] == code


def test_handler500_is_json_for_api_paths():
    request = APIRequestFactory().get("/api/v1/anything")
    response = handler500(request)
    assert response.status_code == 500
    assert b'"server_error"' in response.content
