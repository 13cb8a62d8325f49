"""The expert's review of a finished game (games.ai.analysis) and hints, as clients get them."""

from __future__ import annotations

from rest_framework import serializers

from games.ai.analysis import CLASSES
from games.api.contract.actions import RecordedActionField
from games.api.contract.fields import DECISIONS, choice, seat_no
from games.models import AnalysisStatus


class ActionValueSerializer(serializers.Serializer):
    action = RecordedActionField()
    label = serializers.CharField(help_text="The card (QH), knock, trumps H, no trump...")
    value = serializers.FloatField(help_text="The expert's estimate of the seat's chance of "
                                             "winning the game after this action (0 to 1).")
    se = serializers.FloatField(help_text="The value's standard error over the sampled deals.")
    survival = serializers.FloatField(help_text="The share of the playouts in which the seat "
                                                "is still in the game after this hand.")
    survival_se = serializers.FloatField()


class DecisionReviewSerializer(serializers.Serializer):
    seq = serializers.IntegerField(min_value=1, help_text="The action's place in the record.")
    seat = seat_no()
    deal_no = serializers.IntegerField(min_value=1)
    trick_no = serializers.IntegerField(min_value=0, help_text="0 outside the play of cards.")
    decision = choice(DECISIONS)
    played = serializers.CharField()
    classification = choice(CLASSES, help_text=(
        "best; good (loss under 0.02); inaccuracy (from 0.02), mistake (from 0.05), blunder "
        "(from 0.10); within_noise: the loss is not above 2 standard errors, so not classed; "
        "forced: one legal action; not_analysed: a house-rule decision the expert leaves to "
        "the rule of thumb."))
    best = serializers.CharField(allow_null=True, help_text="The action the expert values most.")
    loss = serializers.FloatField(allow_null=True, help_text="Best value minus the value of the "
                                                             "action played.")
    loss_se = serializers.FloatField(allow_null=True, help_text="Standard error of the paired "
                                                                "difference.")
    value = serializers.FloatField(allow_null=True)
    best_value = serializers.FloatField(allow_null=True)
    iterations = serializers.IntegerField(min_value=0)
    actions = serializers.ListField(child=ActionValueSerializer())


class ClassCountsSerializer(serializers.Serializer):
    best = serializers.IntegerField(min_value=0)
    good = serializers.IntegerField(min_value=0)
    inaccuracy = serializers.IntegerField(min_value=0)
    mistake = serializers.IntegerField(min_value=0)
    blunder = serializers.IntegerField(min_value=0)
    within_noise = serializers.IntegerField(min_value=0)
    not_analysed = serializers.IntegerField(min_value=0)
    forced = serializers.IntegerField(min_value=0)


class PlayerSummarySerializer(serializers.Serializer):
    seat = seat_no()
    decisions = serializers.IntegerField(min_value=0)
    analysed = serializers.IntegerField(min_value=0)
    mean_loss = serializers.FloatField(allow_null=True, help_text=(
        "Accuracy: the mean loss over the analysed decisions (lower is better)."))
    counts = ClassCountsSerializer()


class AnalysisSettingsSerializer(serializers.Serializer):
    key = serializers.CharField()
    iterations = serializers.IntegerField(min_value=1)


class ThresholdsSerializer(serializers.Serializer):
    inaccuracy = serializers.FloatField()
    mistake = serializers.FloatField()
    blunder = serializers.FloatField()
    noise_z = serializers.FloatField()


class AnalysisResultSerializer(serializers.Serializer):
    kind = choice(("knockout",))
    settings = AnalysisSettingsSerializer()
    value_meaning = serializers.CharField()
    survival_meaning = serializers.CharField()
    thresholds = ThresholdsSerializer()
    players = serializers.IntegerField(min_value=2)
    decisions = serializers.ListField(child=DecisionReviewSerializer())
    summary = serializers.ListField(child=PlayerSummarySerializer())


class AnalysisSerializer(serializers.Serializer):
    game_id = serializers.IntegerField()
    settings_key = serializers.CharField()
    status = choice(tuple(AnalysisStatus.values))
    progress = serializers.FloatField(min_value=0.0, max_value=1.0)
    reason = serializers.CharField(allow_blank=True, help_text="Why it failed (failed only).")
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    result = AnalysisResultSerializer(allow_null=True, help_text="Once done.")


class HintSerializer(serializers.Serializer):
    game_id = serializers.IntegerField()
    version = serializers.IntegerField()
    decision = choice(DECISIONS)
    best = serializers.CharField(help_text="The expert's choice.")
    best_action = RecordedActionField()
    iterations = serializers.IntegerField(min_value=0)
    actions = serializers.ListField(child=ActionValueSerializer())
    value_meaning = serializers.CharField()
