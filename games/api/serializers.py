"""Request validation.  Responses are built by games.selectors (per-viewer redaction lives
there, in one place)."""

from __future__ import annotations

from rest_framework import serializers

from games.engine import PRESETS
from games.models import Visibility
from games.services import AI_LEVELS

MAX_TURN_SECONDS = 30 * 24 * 3600


class GameCreateSerializer(serializers.Serializer):
    max_players = serializers.IntegerField(min_value=2, max_value=7)
    preset = serializers.ChoiceField(choices=sorted(PRESETS), default="pagat")
    options = serializers.DictField(required=False, default=dict,
                                    help_text="Rules option overrides on top of the preset.")
    turn_time_limit = serializers.IntegerField(min_value=1, max_value=MAX_TURN_SECONDS,
                                               required=False, allow_null=True, default=None,
                                               help_text="Seconds per decision; null: none.")
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

    def validate(self, attrs: dict) -> dict:
        if attrs.get("season_id") is not None and attrs.get("league_id") is None:
            raise serializers.ValidationError({"league_id": "season_id needs its league_id"})
        return attrs


class JoinSerializer(serializers.Serializer):
    invite_code = serializers.CharField(required=False, allow_blank=False, max_length=16)


class JoinByCodeSerializer(serializers.Serializer):
    invite_code = serializers.CharField(max_length=16)


class AISeatSerializer(serializers.Serializer):
    level = serializers.ChoiceField(choices=AI_LEVELS, default="heuristic")


class StartSerializer(serializers.Serializer):
    expected_version = serializers.IntegerField(required=False, allow_null=True, default=None)


class ActionSerializer(serializers.Serializer):
    action = serializers.JSONField(
        help_text='{"type": "play", "card": "AS"} | {"type": "knock"} | '
                  '{"type": "choose_trump", "suit": "H", "aces_high": true, "reverse": false}')
    expected_version = serializers.IntegerField(min_value=1)


class GameListQuerySerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["lobby", "active", "finished", "cancelled"],
                                     required=False)
    my_turn = serializers.BooleanField(required=False, allow_null=True, default=None)


class EventsQuerySerializer(serializers.Serializer):
    after = serializers.IntegerField(min_value=0, default=0)


class GameViewSerializer(serializers.Serializer):
    """Documentation of the game view (built in games.selectors.game_view)."""

    id = serializers.IntegerField()
    status = serializers.CharField()
    version = serializers.IntegerField()
    seed_commitment = serializers.CharField()
    my_seat = serializers.IntegerField(allow_null=True)
    deadline = serializers.DateTimeField(allow_null=True)
    seats = serializers.ListField(child=serializers.DictField())
    game = serializers.DictField(allow_null=True, help_text=(
        "phase, deal_no, hand_size, dealer, trump, aces_high, reverse, turn_up, trick, "
        "completed_tricks, tricks, hand_counts, status, to_act, decision, my_hand, "
        "legal_actions, is_my_turn, winner, positions"))


class GameSummarySerializer(serializers.Serializer):
    """Documentation of a list row (built in games.selectors.game_summary): no cards."""

    id = serializers.IntegerField()
    status = serializers.CharField()
    visibility = serializers.CharField()
    version = serializers.IntegerField()
    max_players = serializers.IntegerField()
    preset = serializers.CharField()
    turn_time_limit = serializers.IntegerField(allow_null=True)
    rated = serializers.BooleanField()
    created_by = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    phase = serializers.CharField(allow_null=True)
    deal_no = serializers.IntegerField()
    to_act = serializers.IntegerField(allow_null=True)
    deadline = serializers.DateTimeField(allow_null=True)
    winner = serializers.IntegerField(allow_null=True)
    my_seat = serializers.IntegerField(allow_null=True)
    is_my_turn = serializers.BooleanField()
    seats = serializers.ListField(child=serializers.DictField())


class GamePageSerializer(serializers.Serializer):
    """A page of list rows (``?page=N``)."""

    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = GameSummarySerializer(many=True)
