"""``/me/vacation``: a person's vacation allowance, their vacations and the games held."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from core.throttling import WritesThrottled
from games import services
from games.api.serializers import VacationSettingsSerializer, VacationStartSerializer


class VacationRowSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    started_at = serializers.DateTimeField()
    until = serializers.DateTimeField(help_text="The end taken (at most the days left).")
    ended_at = serializers.DateTimeField(allow_null=True, help_text="Came back early.")
    automatic = serializers.BooleanField(help_text="Started by itself at a deadline.")


class GamePauseSerializer(serializers.Serializer):
    game_id = serializers.IntegerField()
    seat = serializers.IntegerField(min_value=0, max_value=6)
    started_at = serializers.DateTimeField()
    until = serializers.DateTimeField()
    ended_at = serializers.DateTimeField(allow_null=True)


class VacationSerializer(serializers.Serializer):
    """The allowance accrues over the calendar year (``days_per_year``); a vacation counts
    from its start to its end (or to now while it lasts)."""

    days_per_year = serializers.FloatField(min_value=0)
    accrued_days = serializers.FloatField(min_value=0)
    used_days = serializers.FloatField(min_value=0)
    left_days = serializers.FloatField(min_value=0)
    auto = serializers.BooleanField()
    current = VacationRowSerializer(allow_null=True)
    vacations = VacationRowSerializer(many=True, help_text="This year's.")
    pauses = GamePauseSerializer(many=True, help_text="The games whose clock was held.")


class MyVacationView(WritesThrottled, APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = "lobby_write"

    @extend_schema(operation_id="me_vacation", responses={200: VacationSerializer},
                   summary="My vacation allowance, its use and the games held")
    def get(self, request: Request) -> Response:
        return Response(VacationSerializer(services.vacation_summary(request.user)).data)

    @extend_schema(operation_id="me_vacation_start", request=VacationStartSerializer,
                   responses={201: VacationSerializer, **error_responses(409)},
                   summary="Go on vacation: my correspondence clocks wait")
    def post(self, request: Request) -> Response:
        data = input_valid(VacationStartSerializer, request.data)
        services.vacation_start(user=request.user, until=data["until"])
        return Response(VacationSerializer(services.vacation_summary(request.user)).data,
                        status=status.HTTP_201_CREATED)

    @extend_schema(operation_id="me_vacation_settings", request=VacationSettingsSerializer,
                   responses={200: VacationSerializer},
                   summary="Whether a vacation starts by itself when a deadline would pass")
    def patch(self, request: Request) -> Response:
        data = input_valid(VacationSettingsSerializer, request.data)
        services.vacation_auto_set(user=request.user, auto=data["auto"])
        return Response(VacationSerializer(services.vacation_summary(request.user)).data)

    @extend_schema(operation_id="me_vacation_end", request=None,
                   responses={200: VacationSerializer, **error_responses(409)},
                   summary="Back from vacation: my clocks run again")
    def delete(self, request: Request) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        services.vacation_end(user=request.user)
        return Response(VacationSerializer(services.vacation_summary(request.user)).data)
