"""Thin views over the drives services and selectors."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.pagination import Pagination, page_parameter
from core.serializers import EmptyInputSerializer, input_valid
from core.throttling import WritesThrottled
from drives import selectors, services
from drives.api import serializers as s
from drives.models import Drive


def _view(request: Request, drive: Drive, code: int = status.HTTP_200_OK) -> Response:
    return Response(selectors.drive_view(drive, request.user), status=code)


class DrivesView(WritesThrottled, APIView):
    throttle_scope = "lobby_write"

    @extend_schema(responses={200: s.DrivePageSerializer}, operation_id="drives_list",
                   parameters=[page_parameter("Page number (20 drives a page).")],
                   summary="Whist drives, the newest first")
    def get(self, request: Request) -> Response:
        paginator = Pagination()
        page = paginator.paginate_queryset(selectors.drive_list(), request, view=self)
        return paginator.get_paginated_response(
            [selectors.drive_summary(d) for d in page or []])

    @extend_schema(request=s.DriveCreateSerializer, operation_id="drives_create",
                   responses={201: s.DriveViewSerializer},
                   summary="Organise a whist drive (a duplicate tournament of classic "
                           "Whist or Knock-Out Whist)")
    def post(self, request: Request) -> Response:
        data = input_valid(s.DriveCreateSerializer, request.data)
        drive = services.drive_create(
            organiser=request.user, name=data["name"], tables=data["tables"],
            rounds=data["rounds"], movement_kind=data["movement"], preset=data["preset"],
            deals_per_round=data["deals_per_round"], ai_level=data["ai_level"],
            turn_time_limit=data["turn_time_limit"], join=data["join"])
        return _view(request, drive, status.HTTP_201_CREATED)


class DriveView(APIView):
    @extend_schema(responses={200: s.DriveViewSerializer, **error_responses(404)},
                   operation_id="drives_retrieve",
                   summary="A drive: entrants, movement, score cards and table")
    def get(self, request: Request, drive_id: int) -> Response:
        return _view(request, selectors.drive_get(drive_id=drive_id))


class DriveJoinView(WritesThrottled, APIView):
    throttle_scope = "lobby_write"

    @extend_schema(request=EmptyInputSerializer, operation_id="drives_join",
                   responses={200: s.DriveViewSerializer, **error_responses(404, 409)},
                   summary="Enter a drive that has not started")
    def post(self, request: Request, drive_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        return _view(request, services.drive_join(drive_id=drive_id, user=request.user))


class DriveStartView(WritesThrottled, APIView):
    throttle_scope = "lobby_write"

    @extend_schema(request=EmptyInputSerializer, operation_id="drives_start",
                   responses={200: s.DriveViewSerializer, **error_responses(403, 404, 409)},
                   summary="Start the drive: empty places get AI seats, round 1 is dealt")
    def post(self, request: Request, drive_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        return _view(request, services.drive_start(drive_id=drive_id, user=request.user))


class DriveLeaveView(WritesThrottled, APIView):
    throttle_scope = "lobby_write"

    @extend_schema(request=EmptyInputSerializer, operation_id="drives_leave",
                   responses={200: s.DriveViewSerializer, **error_responses(404, 409)},
                   summary="Withdraw from a drive that has not started")
    def post(self, request: Request, drive_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        return _view(request, services.drive_entrant_remove(drive_id=drive_id,
                                                            user=request.user))


class DriveEntrantView(WritesThrottled, APIView):
    throttle_scope = "lobby_write"

    @extend_schema(request=EmptyInputSerializer,
                   responses={200: s.DriveViewSerializer, **error_responses(403, 404, 409)},
                   operation_id="drives_entrant_remove",
                   summary="The organiser removes an entrant before the start")
    def delete(self, request: Request, drive_id: int, number: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        return _view(request, services.drive_entrant_remove(
            drive_id=drive_id, user=request.user, number=number))
