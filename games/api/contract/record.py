"""The game record (the export format, also described as JSON Schema in
games/record.schema.json): the public part while the game runs, everything once it is over."""

from __future__ import annotations

from rest_framework import serializers

from games.api.contract.actions import RecordedActionField
from games.api.contract.events import TRUMP_SOURCES, EventField, PlaySerializer
from games.api.contract.fields import AI_LEVELS, card, choice, per_seat, seat_no, suit
from games.api.contract.options import OptionsField
from games.kinds import ALL_PRESET_NAMES, KINDS
from games.models import GameStatus


class RecordSeatSerializer(serializers.Serializer):
    index = seat_no()
    user_id = serializers.IntegerField(allow_null=True, help_text="Null for an AI seat.")
    username = serializers.CharField(allow_null=True)
    ai_level = choice(AI_LEVELS, allow_null=True)
    resigned = serializers.BooleanField()


class RecordTrickSerializer(serializers.Serializer):
    trick_no = serializers.IntegerField(min_value=1)
    plays = serializers.ListField(child=PlaySerializer())
    winner = seat_no(allow_null=True, help_text="Null for a trick still in progress.")


class RecordDealSerializer(serializers.Serializer):
    deal_no = serializers.IntegerField(min_value=1)
    dealer = seat_no()
    hand_size = serializers.IntegerField(min_value=1)
    label = serializers.CharField(help_text="The shuffle label (deal:N), or forced.")
    hands = serializers.DictField(
        child=serializers.ListField(child=card()), allow_null=True,
        help_text="Seat number (a string) to the cards dealt, in the order dealt; null until "
                  "the game is finished.")
    turn_up = card(allow_null=True)
    trump = suit(allow_null=True, help_text="Null for no trump, or before it is chosen.")
    trump_source = choice(TRUMP_SOURCES, allow_null=True)
    aces_high = serializers.BooleanField()
    reverse = serializers.BooleanField()
    tricks = serializers.ListField(child=RecordTrickSerializer())


class RecordActionSerializer(serializers.Serializer):
    seq = serializers.IntegerField(min_value=1)
    seat = seat_no()
    actor = choice(("player", "ai", "timeout", "resigned", "auto"), help_text=(
        "Who decided: the seat's player, an AI seat, the server on a timeout, the server "
        "for a resigned seat, or the server for a player who asked it to make moves that "
        "were no choice (auto: the only legal one, or a decided hand played out)."))
    action = RecordedActionField()


class RecordResultSerializer(serializers.Serializer):
    winner = seat_no(allow_null=True, help_text=(
        "Knock-Out Whist: the winning seat. Classic Whist: the winning side (0: seats 0 and "
        "2, 1: seats 1 and 3), null for a drawn tournament-form game."))
    positions = per_seat(serializers.IntegerField(min_value=1))
    finishing_order = serializers.ListField(child=serializers.ListField(child=seat_no()),
                                            help_text="Seats grouped by position, best first.")
    chips = per_seat(serializers.IntegerField(), allow_null=True,
                     help_text="The money game: each seat's net units; null otherwise.")


class GameRecordSerializer(serializers.Serializer):
    """Every deal, action and event of a game; the seed and the hands once it is finished
    (``python -m games.record`` verifies them)."""

    format = choice(("kowhist-record",))
    version = serializers.IntegerField(min_value=1, help_text=(
        "The format version (1); a reader refuses versions it does not know."))
    game_id = serializers.IntegerField()
    kind = choice(KINDS)
    status = serializers.ChoiceField(choices=GameStatus.choices)
    preset = choice(ALL_PRESET_NAMES)
    options = OptionsField()
    players = serializers.IntegerField(min_value=0, max_value=7, help_text=(
        "Seats taken: the players of the game once it has started (2-7); a lobby may have "
        "fewer, none when its organiser only watches."))
    seats = serializers.ListField(child=RecordSeatSerializer())
    seed_commitment = serializers.CharField()
    seed = serializers.CharField(allow_null=True)
    forced_setup = serializers.DictField(allow_null=True, help_text=(
        "Set deals (tests, tournaments): the engine's Setup, in a finished game only."))
    first_dealer = seat_no(allow_null=True)
    deals = serializers.ListField(child=RecordDealSerializer())
    actions = serializers.ListField(child=RecordActionSerializer())
    events = serializers.ListField(child=EventField())
    result = RecordResultSerializer(allow_null=True)
