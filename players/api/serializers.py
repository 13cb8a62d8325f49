from django.contrib.auth.validators import UnicodeUsernameValidator
from rest_framework import serializers

from players.models import Profile


class RegisterInputSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150, validators=[UnicodeUsernameValidator()])
    password = serializers.CharField(
        write_only=True, trim_whitespace=False, style={"input_type": "password"}
    )
    display_name = serializers.CharField(max_length=64, required=False, allow_blank=True)


class TokenInputSerializer(serializers.Serializer):
    username = serializers.CharField()
    password = serializers.CharField(trim_whitespace=False, style={"input_type": "password"})


class TokenOutputSerializer(serializers.Serializer):
    token = serializers.CharField()


class MeOutputSerializer(serializers.ModelSerializer):
    id = serializers.IntegerField(source="user.id")
    username = serializers.CharField(source="user.username")

    class Meta:
        model = Profile
        fields = ["id", "username", "display_name", "avatar_url", "created"]
        read_only_fields = fields


class RegisterOutputSerializer(MeOutputSerializer):
    token = serializers.CharField(source="user.auth_token.key")

    class Meta(MeOutputSerializer.Meta):
        fields = [*MeOutputSerializer.Meta.fields, "token"]
        read_only_fields = fields
