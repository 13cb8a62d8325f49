"""The account's email in the API: its state in ``GET /me``, and the bodies of verifying an
address and resetting a password."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.serializers import StrictInputSerializer
from players.models import AccountEmail, Profile

EMAIL_MAX = AccountEmail._meta.get_field("address").max_length


def email_field(**kwargs: Any) -> serializers.EmailField:
    return serializers.EmailField(max_length=EMAIL_MAX, **kwargs)


class EmailStateSerializer(serializers.Serializer):
    """A profile's account address, as ``GET /me`` shows it (the row comes with the profile:
    ``players.selectors.profile_get``)."""

    email = serializers.SerializerMethodField(help_text=(
        "The account's address: the verified one, else the one waiting for its link; null "
        "when none."))
    email_verified = serializers.SerializerMethodField(
        help_text="Whether `email` is verified (it then signs in and gets reset links).")
    email_pending = serializers.SerializerMethodField(help_text=(
        "An address waiting for its link to be followed (the verified one stays until then)."))

    @staticmethod
    def _row(profile: Profile) -> AccountEmail | None:
        return getattr(profile.user, "account_email", None)

    @extend_schema_field(serializers.EmailField(allow_null=True))
    def get_email(self, profile: Profile) -> str | None:
        row = self._row(profile)
        return (row.address or row.pending or None) if row is not None else None

    def get_email_verified(self, profile: Profile) -> bool:
        row = self._row(profile)
        return bool(row is not None and row.address)

    @extend_schema_field(serializers.EmailField(allow_null=True))
    def get_email_pending(self, profile: Profile) -> str | None:
        row = self._row(profile)
        return (row.pending or None) if row is not None else None


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
