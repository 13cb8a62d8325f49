"""Requests and responses of the drives API, typed for the schema."""

from __future__ import annotations

from rest_framework import serializers

from core.serializers import StrictInputSerializer
from drives.models import DriveStatus
from drives.services import MAX_DEALS_PER_ROUND, MAX_ROUNDS, MAX_TABLES
from games.api.contract.fields import AI_LEVELS, choice, turn_time_limit
from games.engine.drives import MOVEMENTS
from games.kinds import ALL_PRESET_NAMES, KINDS
from games.models import GameStatus


class DriveCreateSerializer(StrictInputSerializer):
    name = serializers.CharField(max_length=80)
    tables = serializers.IntegerField(min_value=1, max_value=MAX_TABLES,
                                      help_text="Four entrants a table.")
    rounds = serializers.IntegerField(min_value=1, max_value=MAX_ROUNDS)
    movement = serializers.ChoiceField(choices=MOVEMENTS, default="fixed", help_text=(
        "fixed: partnerships for the whole drive, pairs meeting every other pair in turn; "
        "progressive: partners change every round (and players change tables). A "
        "Knock-Out Whist drive is progressive."))
    preset = serializers.ChoiceField(choices=ALL_PRESET_NAMES, default="whist_drive", help_text=(
        "The game: a classic Whist preset (whist_drive, whist_drive_no_trump, ...) plays "
        "deals_per_round deals a round; a Knock-Out Whist preset (pagat, ...) plays one whole "
        "game a round, scored by the players knocked out before you."))
    deals_per_round = serializers.IntegerField(min_value=1, max_value=MAX_DEALS_PER_ROUND,
                                               default=4, help_text="Classic Whist only.")
    ai_level = serializers.ChoiceField(choices=AI_LEVELS, default="heuristic",
                                       help_text="Fills the places nobody took at the start.")
    turn_time_limit = turn_time_limit(help_text="Seconds per card; null: none.")
    join = serializers.BooleanField(default=True, help_text="Enter it yourself (entrant 0).")


class EntrantSerializer(serializers.Serializer):
    number = serializers.IntegerField(min_value=0)
    user_id = serializers.IntegerField(allow_null=True)
    ai_level = choice(AI_LEVELS, allow_null=True)
    display_name = serializers.CharField()
    pair = serializers.IntegerField(min_value=0, allow_null=True,
                                    help_text="With fixed partnerships, the entrant's pair.")


class ScheduledTableSerializer(serializers.Serializer):
    table = serializers.IntegerField(min_value=0)
    seats = serializers.ListField(child=serializers.IntegerField(min_value=0), min_length=4,
                                  max_length=4, help_text=(
                                      "The entrant in each seat (seats 0 and 2 are partners)."))
    pairs = serializers.ListField(child=serializers.IntegerField(min_value=0), allow_null=True)
    game_id = serializers.IntegerField(allow_null=True, help_text="Once the round is seated.")
    status = serializers.ChoiceField(choices=GameStatus.choices, allow_null=True)


class ScheduledRoundSerializer(serializers.Serializer):
    round_no = serializers.IntegerField(min_value=1)
    complete = serializers.BooleanField(help_text="Every table has finished it: its results "
                                                  "count and are shown.")
    tables = ScheduledTableSerializer(many=True)


class StandingSerializer(serializers.Serializer):
    place = serializers.IntegerField(min_value=1, help_text="Equal places are shared.")
    entrant = serializers.IntegerField(min_value=0)
    score = serializers.IntegerField(min_value=0, help_text=(
        "Classic Whist: odd tricks of the entrant's sides; Knock-Out Whist: players knocked "
        "out before the entrant."))
    tricks = serializers.IntegerField(min_value=0, help_text=(
        "Tricks of the entrant's sides (classic Whist) or of the entrant (the first "
        "tie-break)."))
    by_round = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                     help_text="The score card: the score of each round.")


class PairStandingSerializer(serializers.Serializer):
    place = serializers.IntegerField(min_value=1)
    pair = serializers.IntegerField(min_value=0)
    score = serializers.IntegerField(min_value=0)
    tricks = serializers.IntegerField(min_value=0)
    by_round = serializers.ListField(child=serializers.IntegerField(min_value=0))


class DriveViewSerializer(serializers.Serializer):
    """A drive: its entrants, the whole movement, the score cards and the drive table."""

    id = serializers.IntegerField()
    name = serializers.CharField()
    status = serializers.ChoiceField(choices=DriveStatus.choices)
    version = serializers.IntegerField(min_value=1)
    organiser = serializers.IntegerField()
    game = choice(KINDS)
    preset = choice(ALL_PRESET_NAMES)
    deals_per_round = serializers.IntegerField(min_value=1)
    tables = serializers.IntegerField(min_value=1)
    rounds = serializers.IntegerField(min_value=1)
    movement = choice(MOVEMENTS)
    ai_level = choice(AI_LEVELS)
    turn_time_limit = serializers.IntegerField(allow_null=True)
    commitment = serializers.CharField(help_text="SHA-256 (hex) of the drive's seed.")
    seed = serializers.CharField(allow_null=True, help_text=(
        "Revealed when the drive is over; round r's games were dealt from SHA-256 hex of "
        '"<seed>:round:<r>".'))
    current_round = serializers.IntegerField(min_value=0)
    my_entrant = serializers.IntegerField(min_value=0, allow_null=True)
    entrants = EntrantSerializer(many=True)
    schedule = ScheduledRoundSerializer(many=True)
    standings = StandingSerializer(many=True)
    pair_standings = PairStandingSerializer(many=True, allow_null=True)


class DriveSummarySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    status = serializers.ChoiceField(choices=DriveStatus.choices)
    organiser = serializers.IntegerField()
    game = choice(KINDS)
    preset = choice(ALL_PRESET_NAMES)
    tables = serializers.IntegerField(min_value=1)
    rounds = serializers.IntegerField(min_value=1)
    movement = choice(MOVEMENTS)
    current_round = serializers.IntegerField(min_value=0)
    created_at = serializers.DateTimeField()


class DrivePageSerializer(serializers.Serializer):
    count = serializers.IntegerField(min_value=0)
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = DriveSummarySerializer(many=True)
