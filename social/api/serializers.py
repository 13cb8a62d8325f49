"""The social API's typed bodies: table talk, people, invitations."""

from __future__ import annotations

from drf_spectacular.utils import PolymorphicProxySerializer
from rest_framework import serializers

from core.serializers import MAX_QUERY_INTEGER, QuerySerializer, StrictInputSerializer
from social.models import MESSAGE_MAX, InvitationStatus, Room
from social.phrases import PHRASE_IDS
from social.services.invitations import MAX_INVITEES

CHAT_PAGE = 200


class ChatPhraseSerializer(StrictInputSerializer):
    """A quick phrase."""

    phrase = serializers.ChoiceField(choices=PHRASE_IDS, help_text=(
        "A quick phrase's id (every game has them; see GET .../chat)."))


class ChatTextSerializer(StrictInputSerializer):
    """Free text, when the game allows it."""

    text = serializers.CharField(max_length=MESSAGE_MAX, help_text=(
        f"Free text, at most {MESSAGE_MAX} characters, when the game allows it "
        "(chat_free_text)."))


class ChatPostSerializer(StrictInputSerializer):
    """Either a phrase or a text (the schema says so: :data:`CHAT_POST`)."""

    phrase = serializers.ChoiceField(choices=PHRASE_IDS, required=False)
    text = serializers.CharField(max_length=MESSAGE_MAX, required=False)

    def validate(self, attrs: dict) -> dict:
        if ("phrase" in attrs) == ("text" in attrs):
            raise serializers.ValidationError(
                {"text": "send exactly one of phrase and text"})
        return attrs


CHAT_POST = PolymorphicProxySerializer(
    component_name="ChatPost", serializers=[ChatPhraseSerializer, ChatTextSerializer],
    resource_type_field_name=None)
"""A message: exactly one of a quick phrase and free text."""


class ChatQuerySerializer(QuerySerializer):
    after = serializers.IntegerField(min_value=0, default=0, max_value=MAX_QUERY_INTEGER,
                                     help_text="Only the messages with a greater id.")


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="Grows with every message of the game.")
    game_id = serializers.IntegerField()
    room = serializers.ChoiceField(choices=Room.choices)
    user_id = serializers.IntegerField()
    username = serializers.CharField()
    phrase = serializers.ChoiceField(choices=PHRASE_IDS, allow_null=True)
    text = serializers.CharField(help_text="The words shown (a quick phrase's, or the free "
                                           "text).")
    created_at = serializers.DateTimeField()


class PhraseSerializer(serializers.Serializer):
    id = serializers.ChoiceField(choices=PHRASE_IDS)
    text = serializers.CharField()


class ChatSerializer(serializers.Serializer):
    room = serializers.ChoiceField(choices=Room.choices, help_text=(
        "The room the caller reads and writes: players (seated) or spectators (anyone else "
        "who may see the game). Neither reads the other."))
    free_text = serializers.BooleanField(help_text="Free text is allowed in this game.")
    phrases = PhraseSerializer(many=True)
    has_more = serializers.BooleanField(help_text="More after the last: ask with ?after=.")
    messages = ChatMessageSerializer(many=True, help_text=(
        "Oldest first, without the messages of people the caller muted or blocked."))


class ReportInputSerializer(StrictInputSerializer):
    reason = serializers.CharField(max_length=200, required=False, default="",
                                   allow_blank=True)


class ReportSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    message_id = serializers.IntegerField()
    created_at = serializers.DateTimeField()


class UsernameInputSerializer(StrictInputSerializer):
    username = serializers.CharField(max_length=150)


class PersonSerializer(serializers.Serializer):
    user_id = serializers.IntegerField()
    username = serializers.CharField()
    since = serializers.DateTimeField()


class FollowedSerializer(PersonSerializer):
    playing_now = serializers.ListField(child=serializers.IntegerField(), help_text=(
        "The public games this person is playing now (watch them: GET /games/{id} and its "
        "stream)."))


class InviteInputSerializer(StrictInputSerializer):
    # Not trimmed: a username has no space, and a name of spaces is nobody's (404), not blank.
    usernames = serializers.ListField(child=serializers.CharField(max_length=150,
                                                                  trim_whitespace=False),
                                      min_length=1, max_length=MAX_INVITEES)


class InvitationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.ChoiceField(choices=InvitationStatus.choices)
    game_id = serializers.IntegerField(allow_null=True)
    league_id = serializers.IntegerField(allow_null=True)
    from_user_id = serializers.IntegerField()
    from_username = serializers.CharField()
    created_at = serializers.DateTimeField()
    answered_at = serializers.DateTimeField(allow_null=True)
