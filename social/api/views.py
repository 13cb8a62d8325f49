"""Thin views: table talk, following, muting, blocking and invitations."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from core.errors import error_responses
from core.serializers import EmptyInputSerializer, input_valid
from core.throttling import WritesThrottled
from social import selectors, services
from social.api import serializers as s
from social.phrases import PHRASES
from social.selectors.chat import chat_body
from social.selectors.people import invitation_body


class ChatView(WritesThrottled, APIView):
    throttle_scope = "chat"  # its own: talk must not use up the allowance for moves

    @extend_schema(parameters=[s.ChatQuerySerializer], operation_id="games_chat",
                   responses={200: s.ChatSerializer, **error_responses(404)},
                   summary="The game's table talk in the caller's room (players or "
                           "spectators)")
    def get(self, request: Request, game_id: int) -> Response:
        after = input_valid(s.ChatQuerySerializer, request.query_params)["after"]
        game, room, messages = selectors.chat_for_reader(
            game_id=game_id, user=request.user, after=after, limit=s.CHAT_PAGE + 1)
        return Response({"room": room, "free_text": selectors.free_text_allowed(game, room),
                         "phrases": [{"id": k, "text": v} for k, v in PHRASES.items()],
                         "has_more": len(messages) > s.CHAT_PAGE,
                         "messages": messages[:s.CHAT_PAGE]})

    @extend_schema(request=s.CHAT_POST, operation_id="games_chat_post",
                   responses={201: s.ChatMessageSerializer, **error_responses(403, 404, 409)},
                   summary="Say something at the table (a quick phrase, or free text when "
                           "the game allows it)")
    def post(self, request: Request, game_id: int) -> Response:
        data = input_valid(s.ChatPostSerializer, request.data)
        message = services.chat_post(game_id=game_id, user=request.user,
                                     phrase=data.get("phrase"), text=data.get("text"))
        return Response(chat_body(message), status=status.HTTP_201_CREATED)


class ChatReportView(APIView):
    throttle_scope = "chat"

    @extend_schema(request=s.ReportInputSerializer, operation_id="games_chat_report",
                   responses={201: s.ReportSerializer, **error_responses(404)},
                   summary="Report a message to the moderators")
    def post(self, request: Request, game_id: int, message_id: int) -> Response:
        data = input_valid(s.ReportInputSerializer, request.data)
        report = services.chat_report(game_id=game_id, message_id=message_id,
                                      user=request.user, reason=data["reason"])
        return Response({"id": report.pk, "message_id": report.message_id,
                         "created_at": report.created_at}, status=status.HTTP_201_CREATED)


class _Relations(WritesThrottled, APIView):
    throttle_scope = "social_write"
    relation = ""


def _relations_view(relation: str, listed: type, what: str) -> type[_Relations]:
    class View(_Relations):
        @extend_schema(responses={200: listed(many=True)}, operation_id=f"me_{relation}",
                       summary=f"The players you {what}")
        def get(self, request: Request) -> Response:
            return Response(selectors.relations_of(user=request.user, relation=relation))

        @extend_schema(request=s.UsernameInputSerializer, operation_id=f"me_{relation}_add",
                       responses={201: listed, **error_responses(404)},
                       summary=f"Add a player to those you {what}")
        def post(self, request: Request) -> Response:
            data = input_valid(s.UsernameInputSerializer, request.data)
            services.relation_add(user=request.user, relation=relation,
                                  username=data["username"])
            row = next(r for r in selectors.relations_of(user=request.user, relation=relation)
                       if r["username"].lower() == data["username"].lower())
            return Response(row, status=status.HTTP_201_CREATED)

    View.__name__ = f"{relation.title()}View"
    return View


def _relation_view(relation: str, what: str) -> type[_Relations]:
    class View(_Relations):
        @extend_schema(responses={204: None, **error_responses(404)},
                       operation_id=f"me_{relation}_remove",
                       summary=f"Remove a player from those you {what}")
        def delete(self, request: Request, username: str) -> Response:
            input_valid(EmptyInputSerializer, request.data)
            services.relation_remove(user=request.user, relation=relation, username=username)
            return Response(status=status.HTTP_204_NO_CONTENT)

    View.__name__ = f"{relation.title()}OneView"
    return View


FollowingView = _relations_view("following", s.FollowedSerializer, "follow")
FollowingOneView = _relation_view("following", "follow")
MutedView = _relations_view("muted", s.PersonSerializer, "muted (their chat is not shown to "
                                                         "you)")
MutedOneView = _relation_view("muted", "muted")
BlockedView = _relations_view("blocked", s.PersonSerializer, "blocked (no invitations or "
                                                             "chat from them, no seat at "
                                                             "your tables)")
BlockedOneView = _relation_view("blocked", "blocked")


class _Invite(APIView):
    throttle_scope = "social_write"

    def _invite(self, request: Request, **where: int) -> Response:
        data = input_valid(s.InviteInputSerializer, request.data)
        made = services.invitations_create(user=request.user, usernames=data["usernames"],
                                           **where)
        return Response([invitation_body(i) for i in made], status=status.HTTP_201_CREATED)


class GameInvitationsView(_Invite):
    @extend_schema(request=s.InviteInputSerializer, operation_id="games_invite",
                   responses={201: s.InvitationSerializer(many=True),
                              **error_responses(403, 404, 409)},
                   summary="Invite people by username to this lobby (they get an `invited` "
                           "notification)")
    def post(self, request: Request, game_id: int) -> Response:
        return self._invite(request, game_id=game_id)


class LeagueInvitationsView(_Invite):
    @extend_schema(request=s.InviteInputSerializer, operation_id="leagues_invite",
                   responses={201: s.InvitationSerializer(many=True),
                              **error_responses(403, 404)},
                   summary="Invite people by username to a league of yours")
    def post(self, request: Request, league_id: int) -> Response:
        return self._invite(request, league_id=league_id)


class MyInvitationsView(APIView):
    @extend_schema(responses={200: s.InvitationSerializer(many=True)},
                   operation_id="me_invitations",
                   summary="Invitations waiting for your answer (newest first)")
    def get(self, request: Request) -> Response:
        return Response(selectors.invitations_of(user=request.user))


class _Answer(APIView):
    throttle_scope = "social_write"
    accept = True

    def post(self, request: Request, invitation_id: int) -> Response:
        input_valid(EmptyInputSerializer, request.data)
        invitation = services.invitation_answer(user=request.user, invitation_id=invitation_id,
                                                accept=self.accept)
        return Response(invitation_body(invitation))


class InvitationAcceptView(_Answer):
    @extend_schema(request=EmptyInputSerializer, operation_id="me_invitations_accept",
                   responses={200: s.InvitationSerializer, **error_responses(403, 404, 409)},
                   summary="Accept: take a seat in the lobby, or join the league")
    def post(self, request: Request, invitation_id: int) -> Response:
        return super().post(request, invitation_id)


class InvitationDeclineView(_Answer):
    accept = False

    @extend_schema(request=EmptyInputSerializer, operation_id="me_invitations_decline",
                   responses={200: s.InvitationSerializer, **error_responses(404, 409)},
                   summary="Decline an invitation")
    def post(self, request: Request, invitation_id: int) -> Response:
        return super().post(request, invitation_id)
