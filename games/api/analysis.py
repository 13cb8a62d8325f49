"""The expert's review of a finished game, and hints in practice games."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from core.throttling import WritesThrottled
from games.api.contract.analysis import AnalysisSerializer, HintSerializer
from games.models import Analysis
from games.services import analysis as service


def _body(analysis: Analysis) -> dict[str, object]:
    return {"game_id": analysis.game_id, "settings_key": analysis.settings_key,
            "status": analysis.status, "progress": analysis.progress,
            "reason": analysis.reason, "created_at": analysis.created_at,
            "started_at": analysis.started_at, "finished_at": analysis.finished_at,
            "result": analysis.result if analysis.status == "done" else None}


class AnalysisView(WritesThrottled, APIView):
    throttle_scope = "analysis"

    @extend_schema(request=EmptyInputSerializer,
                   responses={202: AnalysisSerializer, 200: AnalysisSerializer,
                              **error_responses(404, 409)},
                   operation_id="games_analysis_request",
                   summary="Ask for the expert's review of a finished game (once per game and "
                           "settings; asking again returns the same one)")
    def post(self, request: Request, game_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        analysis, queued = service.analysis_request(user=request.user, game_id=game_id)
        code = status.HTTP_202_ACCEPTED if analysis.status != "done" else status.HTTP_200_OK
        response = Response(AnalysisSerializer(_body(analysis)).data, status=code)
        response["X-Analysis-Queued"] = "1" if queued else "0"
        return response

    @extend_schema(responses={200: AnalysisSerializer, **error_responses(404, 409)},
                   operation_id="games_analysis",
                   summary="The review's state and progress, and its result once done")
    def get(self, request: Request, game_id: int) -> Response:
        analysis = service.analysis_of(user=request.user, game_id=game_id)
        return Response(AnalysisSerializer(_body(analysis)).data)


class HintView(APIView):
    throttle_scope = "hint"

    @extend_schema(responses={200: HintSerializer, **error_responses(403, 404, 409)},
                   operation_id="games_hint",
                   summary="The expert's choice and values for my current decision (practice "
                           "games only: unrated, every other seat an AI)")
    def get(self, request: Request, game_id: int) -> Response:
        hint = service.game_hint(user=request.user, game_id=game_id)
        response = Response(HintSerializer(hint).data)
        response["Cache-Control"] = "private, no-store"
        return response
