"""What the social app holds about a person, for ``GET /me/export`` (core/export.py):
what I said at tables, whom I follow, muted and blocked, the invitations I sent and got, and the
reports I made (never who reported me: that is the moderators')."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q
from rest_framework import serializers

from core.export import Section
from social.api.serializers import InvitationSerializer, PersonSerializer
from social.models import ChatMessage, ChatReport, Invitation, Room
from social.phrases import PHRASE_IDS
from social.selectors import relations_of
from social.selectors.people import invitation_body

PAGE = 500


class SaidSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game_id = serializers.IntegerField()
    room = serializers.ChoiceField(choices=Room.choices)
    phrase = serializers.ChoiceField(choices=PHRASE_IDS, allow_null=True)
    text = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


class ReportMadeSerializer(serializers.Serializer):
    message_id = serializers.IntegerField()
    reason = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


def _said(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    for m in ChatMessage.objects.filter(author=user).order_by("pk").iterator(chunk_size=PAGE):
        yield {"id": m.pk, "game_id": m.game_id, "room": m.room, "phrase": m.phrase or None,
               "text": m.text, "created_at": m.created_at}


def _invitations(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    rows = (Invitation.objects.filter(Q(inviter=user) | Q(invitee=user))
            .select_related("inviter").order_by("pk"))
    for invitation in rows.iterator(chunk_size=PAGE):
        yield invitation_body(invitation) | {"to_user_id": invitation.invitee_id}


class InvitationExportSerializer(InvitationSerializer):
    to_user_id = serializers.IntegerField()


def _relation(relation: str) -> Section:
    return Section(relation, PersonSerializer(many=True),
                   lambda user: relations_of(user=user, relation=relation))


SECTIONS = [
    Section("chat_messages", SaidSerializer(many=True), _said),
    _relation("following"), _relation("muted"), _relation("blocked"),
    Section("invitations", InvitationExportSerializer(many=True), _invitations),
    Section("chat_reports", ReportMadeSerializer(many=True), lambda user: (
        {"message_id": r.message_id, "reason": r.reason, "created_at": r.created_at}
        for r in ChatReport.objects.filter(reporter=user).order_by("pk"))),
]
