"""What the players app holds about a person, for ``GET /me/export`` (core/export.py):
the account (never its password hash), the profile, the signed-in devices (never a token or
its digest), lifetime stats, ratings and their history, leagues and league table rows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from rest_framework import serializers

from core.export import Section
from players.api.serializers import AVATAR_HELP, AvatarUrlField
from players.models import (
    AccountEmail,
    DeviceToken,
    LeagueMembership,
    PlayerStats,
    Profile,
    Rating,
    RatingChange,
    Standing,
)
from players.services.tokens import tokens_of_user


class AccountExportSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    date_joined = serializers.DateTimeField()
    last_login = serializers.DateTimeField(allow_null=True)
    email = serializers.EmailField(allow_null=True, help_text="The verified address.")
    email_verified_at = serializers.DateTimeField(allow_null=True)
    email_pending = serializers.EmailField(allow_null=True)


def _account(user: AbstractBaseUser) -> dict[str, Any]:
    row = AccountEmail.objects.filter(user=user).first()
    return AccountExportSerializer({
        "id": user.pk, "username": user.get_username(),
        "date_joined": getattr(user, "date_joined", None), "last_login": user.last_login,
        "email": (row.address or None) if row else None,
        "email_verified_at": row.verified_at if row else None,
        "email_pending": (row.pending or None) if row else None}).data


class ProfileExportSerializer(serializers.ModelSerializer):
    avatar_url = AvatarUrlField(allow_null=True, read_only=True, help_text=AVATAR_HELP)

    class Meta:
        model = Profile
        fields = ["display_name", "avatar_url", "created", "updated"]


def _profile(user: AbstractBaseUser) -> dict[str, Any] | None:
    profile = Profile.objects.filter(user=user).first()
    return ProfileExportSerializer(profile).data if profile else None


class SignInExportSerializer(serializers.ModelSerializer):
    device = serializers.CharField(source="name")

    class Meta:
        model = DeviceToken
        fields = ["device", "created", "expiry"]


def _sign_ins(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    for token in tokens_of_user(user=user):
        yield SignInExportSerializer(token).data


class StatsExportSerializer(serializers.ModelSerializer):
    class Meta:
        model = PlayerStats
        fields = ["games", "wins", "position_sum", "tricks", "dogs_life", "dogs_life_survived",
                  "resigned", "last_played"]


def _stats(user: AbstractBaseUser) -> dict[str, Any] | None:
    stats = PlayerStats.objects.filter(competitor__user=user).first()
    return StatsExportSerializer(stats).data if stats else None


class RatingExportSerializer(serializers.ModelSerializer):
    class Meta:
        model = Rating
        fields = ["kind", "league", "mu", "sigma", "score", "games", "last_played"]


class RatingChangeExportSerializer(serializers.ModelSerializer):
    game_id = serializers.IntegerField(source="game.game_id")

    class Meta:
        model = RatingChange
        fields = ["game_id", "kind", "league", "finished_at", "position", "mu_before",
                  "sigma_before", "mu_after", "sigma_after"]


class LeagueRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    is_private = serializers.BooleanField()
    rules_preset = serializers.CharField()


class MembershipExportSerializer(serializers.ModelSerializer):
    league = LeagueRefSerializer()
    owner = serializers.SerializerMethodField(help_text="Whether I own the league.")

    class Meta:
        model = LeagueMembership
        fields = ["league", "joined", "owner"]

    def get_owner(self, membership: LeagueMembership) -> bool:
        return membership.league.owner_id == membership.user_id


class StandingExportSerializer(serializers.ModelSerializer):
    class Meta:
        model = Standing
        fields = ["league", "season", "played", "won", "points", "position_sum", "money",
                  "rubbers"]


def _rows(serializer: type[serializers.Serializer], rows: Any) -> Iterator[dict[str, Any]]:
    for row in rows.iterator(chunk_size=500):
        yield serializer(row).data


SECTIONS = [
    Section("account", AccountExportSerializer(), _account, many=False),
    Section("profile", ProfileExportSerializer(allow_null=True), _profile, many=False),
    Section("tokens", SignInExportSerializer(many=True), _sign_ins),
    Section("stats", StatsExportSerializer(allow_null=True), _stats, many=False),
    Section("ratings", RatingExportSerializer(many=True), lambda user: _rows(
        RatingExportSerializer, Rating.objects.filter(competitor__user=user)
        .order_by("kind", "league_id"))),
    Section("rating_history", RatingChangeExportSerializer(many=True), lambda user: _rows(
        RatingChangeExportSerializer, RatingChange.objects.filter(competitor__user=user)
        .select_related("game").order_by("finished_at", "pk"))),
    Section("leagues", MembershipExportSerializer(many=True), lambda user: _rows(
        MembershipExportSerializer, LeagueMembership.objects.filter(user=user)
        .select_related("league").order_by("joined", "pk"))),
    Section("standings", StandingExportSerializer(many=True), lambda user: _rows(
        StandingExportSerializer, Standing.objects.filter(user=user)
        .order_by("league_id", "season_id"))),
]
