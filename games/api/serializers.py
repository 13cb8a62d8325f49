"""Request validation.  Responses are built by games.selectors (per-viewer redaction lives
there, in one place) and described for the schema in games.api.contract."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from games.api.contract.actions import ActionInputField
from games.api.contract.fields import turn_time_limit
from games.api.contract.options import OptionsOverridesField
from games.kinds import ALL_PRESET_NAMES, KINDS
from games.models import Visibility
from games.services import AI_LEVELS
from whist_service.serializers import MAX_QUERY_INTEGER, QuerySerializer, StrictInputSerializer


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
    turn_time_limit = turn_time_limit(help_text="Seconds per decision; null: none.")
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
        return attrs


class JoinSerializer(StrictInputSerializer):
    invite_code = serializers.CharField(required=False, allow_blank=False, max_length=16)


class JoinByCodeSerializer(StrictInputSerializer):
    invite_code = serializers.CharField(max_length=16)


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
