"""Bodies of the account's email endpoints: verifying an address, resetting a password."""

from __future__ import annotations

from rest_framework import serializers

from players.api.serializers import email_field
from whist_service.serializers import StrictInputSerializer


class VerifyEmailInputSerializer(StrictInputSerializer):
    token = serializers.CharField(max_length=1000, help_text=(
        "The token of the link in the mail (the web client's page /#/email/verify/<token>)."))


class VerifyEmailOutputSerializer(serializers.Serializer):
    username = serializers.CharField(help_text="The account the address now belongs to.")
    email = serializers.EmailField(help_text="The verified address.")


class PasswordResetInputSerializer(StrictInputSerializer):
    email = email_field(help_text="A verified address of the account.")


class PasswordResetOutputSerializer(serializers.Serializer):
    message = serializers.CharField(help_text="The same whether or not an account has the "
                                              "address.")


class PasswordResetConfirmInputSerializer(StrictInputSerializer):
    uid = serializers.CharField(max_length=64, help_text=(
        "From the link in the mail (the web client's page /#/reset-password/<uid>/<token>)."))
    token = serializers.CharField(max_length=100, help_text="From the link in the mail.")
    new_password = serializers.CharField(trim_whitespace=False,
                                         style={"input_type": "password"})
