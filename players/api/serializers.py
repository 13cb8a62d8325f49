from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.validators import UnicodeUsernameValidator
from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.serializers import (
    MAX_QUERY_INTEGER,
    PatchInputSerializer,
    QuerySerializer,
    StrictInputSerializer,
    web_url_field,
)
from games.engine.game_kinds import ALL_PRESET_NAMES, KINDS
from players.api.email_serializers import EmailStateSerializer, email_field
from players.models import (
    Competitor,
    DeviceToken,
    League,
    LeagueMembership,
    Profile,
    Rating,
    RatingChange,
    ScoringScheme,
    Season,
    Standing,
)
from players.selectors.names import user_display_name
from players.selectors.tables import leaderboard_min_games_default
from players.services import MAX_FIXED_POINTS, MAX_POINTS_PER_GAME
from players.services.tokens import DEVICE_NAME_MAX


def _device_field() -> serializers.CharField:
    return serializers.CharField(
        max_length=DEVICE_NAME_MAX, required=False, allow_blank=True, default="",
        help_text="A name for this device in the list of signed-in devices (GET /me/tokens).")


class RegisterInputSerializer(StrictInputSerializer):
    username = serializers.CharField(max_length=150, validators=[UnicodeUsernameValidator()],
                                     help_text="Letters, digits and . + - _ (not @).")
    password = serializers.CharField(
        write_only=True, trim_whitespace=False, style={"input_type": "password"}
    )
    display_name = serializers.CharField(max_length=64, required=False, allow_blank=True)
    email = email_field(required=False, allow_null=True, help_text=(
        "Optional: a link to verify it is sent to it; once verified it signs in and gets "
        "password reset links."))
    device = _device_field()


class TokenInputSerializer(StrictInputSerializer):
    username = serializers.CharField(help_text="The username, or the account's verified email "
                                               "address.")
    password = serializers.CharField(trim_whitespace=False, style={"input_type": "password"})
    device = _device_field()


class TokenOutputSerializer(serializers.Serializer):
    token = serializers.CharField(help_text='Send it as "Authorization: Token <token>".')
    expiry = serializers.DateTimeField(
        allow_null=True, help_text="When it expires unless used before; each use moves it on.")


class DeviceTokenOutputSerializer(serializers.ModelSerializer):
    id = serializers.CharField(source="public_id")
    device = serializers.CharField(source="name")
    current = serializers.SerializerMethodField(help_text="The token of this request.")

    class Meta:
        model = DeviceToken
        fields = ["id", "device", "created", "expiry", "current"]
        read_only_fields = fields

    def get_current(self, token: DeviceToken) -> bool:
        current = self.context.get("current")
        return current is not None and current.pk == token.pk


class TokensRevokeQuerySerializer(QuerySerializer):
    others = serializers.BooleanField(
        default=False, help_text="true: sign out every other device and keep this one.")


AVATAR_HELP = "The avatar's URL; null when there is none."


class AvatarUrlField(serializers.URLField):
    """Stored as "" when there is none, which is no URL: answered as null."""

    def to_representation(self, value: str) -> str | None:
        return value or None


class MeOutputSerializer(EmailStateSerializer, serializers.ModelSerializer):
    id = serializers.IntegerField(source="user.id")
    username = serializers.CharField(source="user.username")
    avatar_url = AvatarUrlField(allow_null=True, read_only=True, help_text=AVATAR_HELP)

    class Meta:
        model = Profile
        fields = ["id", "username", "display_name", "avatar_url", "email", "email_verified",
                  "email_pending", "created"]
        read_only_fields = fields


class RegisterOutputSerializer(MeOutputSerializer):
    token = serializers.SerializerMethodField(
        help_text='This device\'s API token: send it as "Authorization: Token <token>".')

    class Meta(MeOutputSerializer.Meta):
        fields = [*MeOutputSerializer.Meta.fields, "token"]
        read_only_fields = fields

    def get_token(self, profile: Profile) -> str:
        return self.context["token"]


class MeUpdateInputSerializer(PatchInputSerializer):
    display_name = serializers.CharField(max_length=64, required=False)
    avatar_url = web_url_field(max_length=500, required=False, allow_blank=True,
                               allow_null=True, help_text="null or \"\": no avatar.")
    email = email_field(required=False, allow_null=True, help_text=(
        "A new address: pending (and sent a link) until verified; the same again sends a new "
        "link; null removes the address."))

    def validate_avatar_url(self, value: str | None) -> str:
        return value or ""


class PasswordChangeInputSerializer(StrictInputSerializer):
    old_password = serializers.CharField(trim_whitespace=False, style={"input_type": "password"})
    new_password = serializers.CharField(trim_whitespace=False, style={"input_type": "password"})


class AccountDeleteInputSerializer(StrictInputSerializer):
    password = serializers.CharField(trim_whitespace=False, style={"input_type": "password"})


# --- Leagues, seasons, tables, ratings --------------------------------------------------------


@extend_schema_field({"$ref": "#/components/schemas/AnyGameOptionsOverridesRequest"})
class LeagueOptionsField(serializers.DictField):
    """The same rules options as a game's creation takes (the games app's schema component,
    named rather than imported: the games app builds on this one, not the other way)."""


class LeagueCreateInputSerializer(StrictInputSerializer):
    name = serializers.CharField(max_length=100)
    is_private = serializers.BooleanField(default=True)
    scoring = serializers.ChoiceField(choices=ScoringScheme.choices, default=ScoringScheme.BEATEN)
    fixed_points = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=MAX_POINTS_PER_GAME),
        required=False,
        max_length=MAX_FIXED_POINTS,
        help_text="Points for 1st, 2nd, ... place; required with the 'fixed' scheme.",
    )
    rules_preset = serializers.ChoiceField(choices=ALL_PRESET_NAMES, default="pagat", help_text=(
        "The league's game and rules, fixed at creation: a Knock-Out Whist preset, or a "
        "classic Whist one (classic, rubber, whist_drive, ...)."))
    options = LeagueOptionsField(
        required=False, help_text="Overrides of the preset's rules options."
    )


class UserRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    display_name = serializers.SerializerMethodField()

    def get_display_name(self, user: AbstractBaseUser) -> str:
        return user_display_name(user)


class LeagueOutputSerializer(serializers.ModelSerializer):
    owner = UserRefSerializer()
    invite_code = serializers.SerializerMethodField(
        help_text="Only shown to members; share it to invite players."
    )

    class Meta:
        model = League
        fields = [
            "id", "name", "owner", "is_private", "scoring", "fixed_points", "rules_preset",
            "options", "invite_code", "created",
        ]  # fmt: skip
        read_only_fields = fields

    def get_invite_code(self, league: League) -> str | None:
        member_of: set[int] = self.context.get("member_of", set())
        return league.invite_code if league.pk in member_of else None


class LeagueUpdateInputSerializer(PatchInputSerializer):
    """What an owner may change after creation: the name, the visibility, the owner."""

    FIXED = ("scoring", "fixed_points", "rules_preset", "options")
    FIXED_MESSAGE = ("Fixed when the league was created, so that all its games are scored "
                     "and played alike.")

    name = serializers.CharField(max_length=100, required=False)
    is_private = serializers.BooleanField(required=False)
    owner_id = serializers.IntegerField(required=False, min_value=1,
                                        help_text="Hand the league to this member.")


class LeagueJoinInputSerializer(StrictInputSerializer):
    invite_code = serializers.RegexField(r"^[A-Za-z0-9_-]+$", max_length=32, help_text=(
        "The league's invite code (letters, digits, - and _)."))


class MemberOutputSerializer(serializers.ModelSerializer):
    user_id = serializers.IntegerField()
    display_name = serializers.CharField()
    is_owner = serializers.SerializerMethodField()

    class Meta:
        model = LeagueMembership
        fields = ["user_id", "display_name", "is_owner", "joined"]
        read_only_fields = fields

    def get_is_owner(self, membership: LeagueMembership) -> bool:
        return membership.user_id == membership.league.owner_id


class SeasonInputSerializer(StrictInputSerializer):
    name = serializers.CharField(max_length=100)
    starts_on = serializers.DateField()
    ends_on = serializers.DateField()

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["ends_on"] < attrs["starts_on"]:
            raise serializers.ValidationError(
                {"ends_on": ["A season cannot end before it starts."]}
            )
        return attrs


class SeasonOutputSerializer(serializers.ModelSerializer):
    is_active = serializers.SerializerMethodField()

    class Meta:
        model = Season
        fields = ["id", "league_id", "name", "starts_on", "ends_on", "is_active", "created"]
        read_only_fields = fields

    def get_is_active(self, season: Season) -> bool:
        return season.starts_on <= timezone.localdate() <= season.ends_on


class StandingOutputSerializer(serializers.ModelSerializer):
    position = serializers.IntegerField(help_text="1-based place after all tie-breaks.")
    display_name = serializers.CharField()
    average_position = serializers.FloatField(
        allow_null=True, help_text="Average finishing position; null before the first game."
    )

    class Meta:
        model = Standing
        fields = [
            "position", "user_id", "display_name", "played", "won", "points", "average_position",
            "money", "rubbers",
        ]  # fmt: skip
        read_only_fields = fields


GAME_CHOICE_HELP = ("Which game's ratings: knockout (Knock-Out Whist) or whist (classic Whist, "
                    "rated by partnership). A league's board is of the league's own game.")


class LeaderboardQuerySerializer(QuerySerializer):
    min_games = serializers.IntegerField(min_value=0, max_value=MAX_QUERY_INTEGER,
                                         required=False)
    kind = serializers.ChoiceField(choices=["all", "human", "ai"], default="all")
    game = serializers.ChoiceField(choices=KINDS, default="knockout", help_text=GAME_CHOICE_HELP)


class LeaderboardEntryOutputSerializer(serializers.ModelSerializer):
    position = serializers.IntegerField()
    user_id = serializers.IntegerField(source="competitor.user_id", allow_null=True)
    ai_level = serializers.CharField(source="competitor.ai_level", allow_null=True)
    display_name = serializers.CharField()
    score = serializers.FloatField(help_text="Conservative skill: mu - 3 sigma.")

    class Meta:
        model = Rating
        fields = [
            "position", "competitor_id", "user_id", "ai_level", "display_name", "score", "mu",
            "sigma", "games", "last_played",
        ]  # fmt: skip
        read_only_fields = fields


class StatsOutputSerializer(serializers.Serializer):
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    average_position = serializers.FloatField(allow_null=True)
    tricks = serializers.IntegerField()
    dogs_life = serializers.IntegerField(help_text="Games in which the player was on a dog's life.")
    dogs_life_survived = serializers.IntegerField(
        help_text="Games in which the player took a trick while on a dog's life."
    )
    resigned = serializers.IntegerField()
    last_played = serializers.DateTimeField(allow_null=True)


class RatingOutputSerializer(serializers.Serializer):
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    score = serializers.FloatField(help_text="Conservative skill: mu - 3 sigma.")
    games = serializers.IntegerField(help_text="Rated games in this scope.")
    provisional = serializers.SerializerMethodField(help_text=(
        "Fewer rated games than the leaderboard asks for (WHIST_LEADERBOARD_MIN_GAMES, 5): "
        "the score still says more about how few games there were than about the player "
        "(a new player's is below zero), so show it as provisional."))

    def get_provisional(self, rating: Any) -> bool:
        return rating.games < leaderboard_min_games_default()


EMPTY_STATS = {
    "games": 0, "wins": 0, "average_position": None, "tricks": 0, "dogs_life": 0,
    "dogs_life_survived": 0, "resigned": 0, "last_played": None,
}  # fmt: skip


class PlayerOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField(help_text=(
        "The name to follow, mute, block or invite the player by (/me/following, ...)."))
    display_name = serializers.SerializerMethodField()
    avatar_url = serializers.SerializerMethodField(help_text=AVATAR_HELP)
    created = serializers.DateTimeField(source="date_joined")
    stats = serializers.SerializerMethodField()
    rating = serializers.SerializerMethodField(help_text="The Knock-Out Whist rating.")
    whist_rating = serializers.SerializerMethodField(help_text=(
        "The classic Whist rating (OpenSkill over partnerships), null before a rated game."))

    def get_display_name(self, user: AbstractBaseUser) -> str:
        return user_display_name(user)

    @extend_schema_field(serializers.URLField(allow_null=True))
    def get_avatar_url(self, user: AbstractBaseUser) -> str | None:
        profile = getattr(user, "profile", None)
        return (profile.avatar_url if profile else "") or None

    @extend_schema_field(StatsOutputSerializer)
    def get_stats(self, user: AbstractBaseUser) -> dict[str, Any]:
        stats = user.player_stats
        if stats is None:
            return dict(EMPTY_STATS)
        return StatsOutputSerializer(stats).data

    @extend_schema_field(RatingOutputSerializer(allow_null=True))
    def get_rating(self, user: AbstractBaseUser) -> dict[str, Any] | None:
        rating = user.global_rating
        return RatingOutputSerializer(rating).data if rating is not None else None

    @extend_schema_field(RatingOutputSerializer(allow_null=True))
    def get_whist_rating(self, user: AbstractBaseUser) -> dict[str, Any] | None:
        rating = getattr(user, "whist_rating", None)
        return RatingOutputSerializer(rating).data if rating is not None else None


class RatingHistoryQuerySerializer(QuerySerializer):
    league = serializers.IntegerField(
        required=False, min_value=1, max_value=MAX_QUERY_INTEGER,
        help_text="A league id for the league rating; global when omitted.")
    game = serializers.ChoiceField(choices=KINDS, default="knockout", help_text=GAME_CHOICE_HELP)


class RatingChangeOutputSerializer(serializers.ModelSerializer):
    game_id = serializers.IntegerField(source="game.game_id")

    class Meta:
        model = RatingChange
        fields = [
            "game_id", "league_id", "finished_at", "position", "mu_before", "sigma_before",
            "mu_after", "sigma_after",
        ]  # fmt: skip
        read_only_fields = fields


class AiLevelOutputSerializer(serializers.Serializer):
    ai_level = serializers.CharField()
    display_name = serializers.SerializerMethodField()
    stats = serializers.SerializerMethodField()
    rating = serializers.SerializerMethodField(help_text="The Knock-Out Whist rating.")
    whist_rating = serializers.SerializerMethodField(help_text=(
        "The classic Whist rating (OpenSkill over partnerships), null before a rated game."))

    def get_display_name(self, competitor: Competitor) -> str:
        return f"AI ({competitor.ai_level})"

    @extend_schema_field(StatsOutputSerializer)
    def get_stats(self, competitor: Competitor) -> dict[str, Any]:
        stats = getattr(competitor, "stats", None)
        return StatsOutputSerializer(stats).data if stats is not None else dict(EMPTY_STATS)

    @extend_schema_field(RatingOutputSerializer(allow_null=True))
    def get_rating(self, competitor: Competitor) -> dict[str, Any] | None:
        if competitor.mu is None:
            return None
        return RatingOutputSerializer(SimpleNamespace(
            mu=competitor.mu, sigma=competitor.sigma, score=competitor.score,
            games=competitor.rated_games)).data

    @extend_schema_field(RatingOutputSerializer(allow_null=True))
    def get_whist_rating(self, competitor: Competitor) -> dict[str, Any] | None:
        rating = Rating.objects.filter(competitor=competitor, league__isnull=True,
                                       kind="whist").first()
        return RatingOutputSerializer(rating).data if rating is not None else None
