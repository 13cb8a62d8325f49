"""Request validation.  Responses are built by games.selectors (per-viewer redaction lives
there, in one place) and described for the schema in games.api.contract."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from core.serializers import (
    MAX_QUERY_INTEGER,
    PatchInputSerializer,
    QuerySerializer,
    StrictInputSerializer,
)
from games.api.contract.actions import ActionInputField
from games.api.contract.fields import MAX_TURN_SECONDS, turn_time_limit
from games.api.contract.options import OptionsOverridesField
from games.clock import (
    BANK,
    BANK_MAX_DAYS,
    DAYS,
    DAYS_PER_DECISION,
    LIVE,
    MAX_TIMEOUTS_TO_RESIGN,
    ON_TIMEOUT,
    PLAY,
    RESIGN,
    TIME_CONTROLS,
)
from games.kinds import ALL_PRESET_NAMES, KINDS
from games.models import Visibility
from games.services import AI_LEVELS


def days_per_decision(value: int) -> None:
    if value not in DAYS_PER_DECISION:
        raise serializers.ValidationError(
            f"must be one of {', '.join(map(str, DAYS_PER_DECISION))}")


class TimeControlInputSerializer(StrictInputSerializer):
    """``{"type": "live", "seconds": 60}``, ``{"type": "days", "days": 3}`` or
    ``{"type": "bank", "initial_days": 3, "increment_days": 1, "max_days": 7}``."""

    type = serializers.ChoiceField(choices=TIME_CONTROLS, help_text=(
        "live: seconds per decision; days: correspondence, days per decision; bank: "
        "correspondence, each seat's own bank of days."))
    seconds = serializers.IntegerField(min_value=1, max_value=MAX_TURN_SECONDS, required=False,
                                       allow_null=True, help_text="live: null for no limit.")
    days = serializers.IntegerField(
        required=False, validators=[days_per_decision],
        help_text=f"days: per decision, one of {', '.join(map(str, DAYS_PER_DECISION))}.")
    initial_days = serializers.IntegerField(min_value=1, max_value=BANK_MAX_DAYS,
                                            required=False, help_text="bank: to start with.")
    increment_days = serializers.IntegerField(min_value=0, max_value=BANK_MAX_DAYS,
                                              required=False,
                                              help_text="bank: added after each decision.")
    max_days = serializers.IntegerField(min_value=1, max_value=BANK_MAX_DAYS, required=False,
                                        help_text="bank: the most a bank holds.")

    FIELDS = {LIVE: ("seconds",), DAYS: ("days",),
              BANK: ("initial_days", "increment_days", "max_days")}

    def validate(self, attrs: dict) -> dict:
        wanted = self.FIELDS[attrs["type"]]
        errors = {name: f"not a field of a {attrs['type']} time control"
                  for name in attrs if name != "type" and name not in wanted}
        errors |= {name: f"required for a {attrs['type']} time control"
                   for name in wanted if name not in attrs and name != "seconds"}
        if not errors and attrs["type"] == BANK and attrs["max_days"] < attrs["initial_days"]:
            errors["max_days"] = "must be at least initial_days"
        if errors:
            raise serializers.ValidationError(errors)
        return attrs


class GameCreateSerializer(StrictInputSerializer):
    max_players = serializers.IntegerField(min_value=2, max_value=7, help_text=(
        "2-7 for Knock-Out Whist; classic Whist is for exactly 4."))
    kind = serializers.ChoiceField(choices=KINDS, required=False, default=None, help_text=(
        "knockout (Knock-Out Whist) or whist (classic Whist, in partnerships). The preset "
        "decides it; alone it takes that game's first preset (pagat, classic)."))
    preset = serializers.ChoiceField(choices=ALL_PRESET_NAMES, required=False, default=None,
                                     help_text="The rules preset (default: pagat).")
    options = OptionsOverridesField(required=False, default=dict,
                                    help_text="Rules option overrides on top of the preset.")
    turn_time_limit = turn_time_limit(help_text=(
        "Seconds per decision; null: none. The same as a live time_control."))
    time_control = TimeControlInputSerializer(required=False, allow_null=True, default=None)
    on_timeout = serializers.ChoiceField(choices=ON_TIMEOUT, default=RESIGN, help_text=(
        "When a person's time runs out the server decides for the seat (the heuristic bot); "
        "play: and the seat plays on; resign: the seat resigns after timeouts_to_resign in "
        "a row."))
    timeouts_to_resign = serializers.IntegerField(
        min_value=1, max_value=MAX_TIMEOUTS_TO_RESIGN, required=False, allow_null=True,
        default=None, help_text="on_timeout resign: timeouts in a row (default 3).")
    visibility = serializers.ChoiceField(choices=Visibility.choices, default=Visibility.PUBLIC)
    rated = serializers.BooleanField(default=True)
    join = serializers.BooleanField(
        default=True, help_text="Take seat 0 yourself; false to organise a table (e.g. of AI "
                                "seats) that you only watch.")
    league_id = serializers.IntegerField(
        required=False, allow_null=True, default=None,
        help_text="Count the game toward this league's table (its current season unless "
                  "season_id is given); the league's rules preset and options apply.")
    season_id = serializers.IntegerField(required=False, allow_null=True, default=None)
    chat_free_text = serializers.BooleanField(
        required=False, allow_null=True, default=None, help_text=(
            "Free text in the table talk (quick phrases are always there). Default: on, except "
            "in rated classic Whist, where partners could signal with it."))
    spectators_trick_late = serializers.BooleanField(default=False, help_text=(
        "Spectators see the play one trick late (the current trick's cards only once it is "
        "complete); players see everything as it happens."))

    def validate(self, attrs: dict) -> dict:
        if attrs.get("season_id") is not None and attrs.get("league_id") is None:
            raise serializers.ValidationError({"league_id": "season_id needs its league_id"})
        if attrs.get("time_control") is not None and attrs.get("turn_time_limit") is not None:
            raise serializers.ValidationError(
                {"turn_time_limit": "give time_control or turn_time_limit, not both"})
        if attrs.get("on_timeout") == PLAY and attrs.get("timeouts_to_resign") is not None:
            raise serializers.ValidationError(
                {"timeouts_to_resign": "only for on_timeout resign"})
        return attrs


class VacationStartSerializer(StrictInputSerializer):
    until = serializers.DateTimeField(required=False, allow_null=True, default=None, help_text=(
        "When you are back (at most the days left); none: for all the days left, or until "
        "DELETE."))


class VacationSettingsSerializer(PatchInputSerializer):
    auto = serializers.BooleanField(required=False, help_text=(
        "Start a vacation by itself when a correspondence deadline of yours would pass and "
        "days are left."))


INVITE_CODE = r"^[A-Za-z0-9_-]+$"
"""An invite code's letters (``secrets.token_urlsafe``): any other is no game's (404)."""


class JoinSerializer(StrictInputSerializer):
    invite_code = serializers.RegexField(INVITE_CODE, required=False, max_length=16)


class JoinByCodeSerializer(StrictInputSerializer):
    invite_code = serializers.RegexField(INVITE_CODE, max_length=16)


class AISeatSerializer(StrictInputSerializer):
    level = serializers.ChoiceField(choices=AI_LEVELS, default="heuristic")


class StartSerializer(StrictInputSerializer):
    expected_version = serializers.IntegerField(required=False, allow_null=True, default=None)


@extend_schema_serializer(component_name="Move")
class ActionSerializer(StrictInputSerializer):
    """A decision and the game version it was taken on (409 ``stale_version`` if the game has
    moved on meanwhile)."""

    action = ActionInputField(help_text="One of the game view's legal_actions.")
    expected_version = serializers.IntegerField(min_value=1)


class GameListQuerySerializer(QuerySerializer):
    status = serializers.ChoiceField(choices=["lobby", "active", "finished", "cancelled"],
                                     required=False)
    my_turn = serializers.BooleanField(required=False, allow_null=True, default=None)


class EventsQuerySerializer(QuerySerializer):
    after = serializers.IntegerField(min_value=0, max_value=MAX_QUERY_INTEGER, default=0)
