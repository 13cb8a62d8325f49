"""``/api/v1/me/auto-play``: the person's auto-play setting (:mod:`games.services.chores`)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import PatchInputSerializer, input_valid
from games import services
from games.models import AutoPlaySetting
from games.services.chores import auto_play_setting_of


class AutoPlaySettingSerializer(serializers.Serializer):
    correspondence = serializers.BooleanField(help_text=(
        "In games played over days (a days or bank time control, no turn limit, or one of a "
        "day or more): the server plays "
        "my only legal card (or action) for me after a short beat, and plays a hand out at "
        "once when every remaining trick goes the same way whatever anyone plays. Default "
        "true."))
    live = serializers.BooleanField(help_text=(
        "The same in games with a live turn limit (under a day). Default false."))


class AutoPlayUpdateInputSerializer(PatchInputSerializer):
    correspondence = serializers.BooleanField(required=False)
    live = serializers.BooleanField(required=False)


def _out(setting: AutoPlaySetting) -> dict[str, bool]:
    return {"correspondence": setting.correspondence, "live": setting.live}


class AutoPlayView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="me_auto_play_get",
                   responses={200: AutoPlaySettingSerializer, **error_responses(401)},
                   summary="My auto-play setting: which moves that are no choice the server "
                           "makes for me.")
    def get(self, request: Request) -> Response:
        return Response(_out(auto_play_setting_of(request.user.pk)))

    @extend_schema(operation_id="me_auto_play_update", request=AutoPlayUpdateInputSerializer,
                   responses={200: AutoPlaySettingSerializer, **error_responses(400, 401)},
                   summary="Change my auto-play setting (either part, or both).",
                   description="It applies to moves from now on, in every game I play; a "
                               "move already arranged is checked again when it is due.")
    def patch(self, request: Request) -> Response:
        data = input_valid(AutoPlayUpdateInputSerializer, request.data)
        return Response(_out(services.auto_play_setting_update(user=request.user, **data)))
