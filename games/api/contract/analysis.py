"""The expert's review of a finished game (games.ai.decision_review; Knock-Out Whist's values
from games.ai.analysis, classic Whist's from games.ai.whist.review) and hints, as clients get
them."""

from __future__ import annotations

from rest_framework import serializers

from games.ai.decision_review import CLASSES
from games.api.contract.actions import RecordedActionField
from games.api.contract.fields import DECISIONS, choice, seat_no
from games.api.contract.game import WHIST_DECISIONS
from games.models import AnalysisStatus

REVIEWED_DECISIONS = tuple(dict.fromkeys((*DECISIONS, *WHIST_DECISIONS)))


class ActionValueSerializer(serializers.Serializer):
    action = RecordedActionField()
    label = serializers.CharField(help_text=(
        "The card (QH), knock, trumps H, no trump, discard 2C 7H, keep hand, declare, pass, "
        "vote H, abstain, buy, decline, play blind card."))
    value = serializers.FloatField(help_text=(
        "Knock-Out Whist: the expert's estimate of the seat's chance of winning the game after "
        "this action (0 to 1); classic Whist: the tricks the seat's side is expected to take "
        "in the deal (0 to 13).  The result's value_meaning says which."))
    se = serializers.FloatField(help_text="The value's standard error over the sampled deals.")
    survival = serializers.FloatField(required=False, help_text=(
        "Knock-Out Whist: the share of the playouts in which the seat is still in the game "
        "after this hand."))
    survival_se = serializers.FloatField(required=False)
    place = serializers.FloatField(required=False, help_text=(
        "Knock-Out Whist: the seat's expected final place after this action (1 = winner; "
        "seats knocked out on the same deal share the best place they cover)."))
    place_se = serializers.FloatField(required=False)


class DecisionReviewSerializer(serializers.Serializer):
    seq = serializers.IntegerField(min_value=1, help_text="The action's place in the record.")
    seat = seat_no()
    deal_no = serializers.IntegerField(min_value=1)
    trick_no = serializers.IntegerField(min_value=0, help_text="0 outside the play of cards.")
    decision = choice(REVIEWED_DECISIONS)
    played = serializers.CharField()
    classification = choice(CLASSES, help_text=(
        "best; good (loss under 0.02); inaccuracy (from 0.02), mistake (from 0.05), blunder "
        "(from 0.10); within_noise: the loss is not above 2 standard errors, so not classed; "
        "forced: one legal action; not_analysed: a decision nothing values.  Classic Whist, "
        "loss in tricks: inaccuracy from 0.15, mistake from "
        "0.4, blunder from 0.8; forced also when every legal card is equivalent; a claim and "
        "its answers not_analysed (the result's thresholds say which)."))
    best = serializers.CharField(allow_null=True, help_text="The action the expert values most.")
    loss = serializers.FloatField(allow_null=True, help_text="Best value minus the value of the "
                                                             "action played.")
    loss_se = serializers.FloatField(allow_null=True, help_text="Standard error of the paired "
                                                                "difference.")
    value = serializers.FloatField(allow_null=True)
    best_value = serializers.FloatField(allow_null=True)
    place = serializers.FloatField(allow_null=True, required=False,
                                   help_text="The expected final place after the action played.")
    best_place = serializers.FloatField(allow_null=True, required=False)
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
    iterations = serializers.IntegerField(min_value=1, required=False,
                                          help_text="Sampled deals per decision.")
    solver = serializers.CharField(required=False, help_text="Classic Whist: the solver.")


class ThresholdsSerializer(serializers.Serializer):
    inaccuracy = serializers.FloatField()
    mistake = serializers.FloatField()
    blunder = serializers.FloatField()
    noise_z = serializers.FloatField()


class TrickLineSerializer(serializers.Serializer):
    trick_no = serializers.IntegerField(min_value=1)
    winner = seat_no()
    won = serializers.ListField(child=serializers.IntegerField(min_value=0), min_length=2,
                                max_length=2, help_text="Tricks each side has taken so far.")
    double_dummy = serializers.ListField(
        child=serializers.IntegerField(min_value=0), min_length=2, max_length=2,
        help_text="Tricks each side ends the deal with if everyone plays best from here.")


class TricksGivenSerializer(serializers.Serializer):
    trick_no = serializers.IntegerField(min_value=1)
    seat = seat_no()
    side = serializers.IntegerField(min_value=0, max_value=1)
    card = serializers.CharField()
    tricks = serializers.IntegerField(min_value=1, help_text="Tricks given away by this card.")
    better = serializers.CharField(help_text="A card that kept them.")


class DoubleDummyDealSerializer(serializers.Serializer):
    deal_no = serializers.IntegerField(min_value=1)
    trump = serializers.CharField(allow_null=True)
    start = serializers.ListField(child=serializers.IntegerField(min_value=0), min_length=2,
                                 max_length=2, help_text="Tricks each side takes with best "
                                                         "play, every hand known.")
    after = serializers.ListField(child=TrickLineSerializer())
    lost = serializers.ListField(child=TricksGivenSerializer())
    lost_by_side = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                        min_length=2, max_length=2)


class SideSummarySerializer(serializers.Serializer):
    side = serializers.IntegerField(min_value=0, max_value=1)
    seats = serializers.ListField(child=seat_no())
    tricks_given_away = serializers.IntegerField(min_value=0)
    cards = serializers.IntegerField(min_value=0)


class KnockoutTrickLineSerializer(serializers.Serializer):
    trick_no = serializers.IntegerField(min_value=1)
    winner = seat_no()
    won = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                help_text="Tricks each seat has taken so far.")
    line = serializers.ListField(child=serializers.IntegerField(min_value=0), help_text=(
        "Tricks each seat ends the hand with if every seat plays for itself from here."))


class KnockoutTricksGivenSerializer(serializers.Serializer):
    trick_no = serializers.IntegerField(min_value=1)
    seat = seat_no()
    card = serializers.CharField(help_text="The card, or knock.")
    tricks = serializers.IntegerField(min_value=1, help_text="Tricks given away by this card.")
    better = serializers.CharField(help_text="A card that kept them.")


class AllHandsKnownDealSerializer(serializers.Serializer):
    """Knock-Out Whist: a deal's all-hands-known line, or why it is not given."""

    deal_no = serializers.IntegerField(min_value=1)
    hand_size = serializers.IntegerField(min_value=1)
    seats = serializers.ListField(child=seat_no(), help_text="The seats dealt in.")
    resigned = serializers.BooleanField(help_text="A seat resigned: followed up to then.")
    nodes = serializers.IntegerField(min_value=0, help_text="Positions the search solved.")
    not_given = serializers.CharField(required=False, help_text="Why there is no line.")
    start = serializers.ListField(child=serializers.IntegerField(min_value=0), required=False,
                                  allow_null=True, help_text=(
                                      "Tricks each seat takes from the first card, every hand "
                                      "known, every seat playing for its own tricks."))
    after = serializers.ListField(child=KnockoutTrickLineSerializer(), required=False)
    lost = serializers.ListField(child=KnockoutTricksGivenSerializer(), required=False)
    lost_by_seat = serializers.ListField(child=serializers.IntegerField(min_value=0),
                                         required=False)


class AnalysisResultSerializer(serializers.Serializer):
    """Knock-Out Whist: the expert's review (``decisions``, ``summary``) and each deal's
    all-hands-known line (``all_hands_known``); classic Whist: the double-dummy line of every
    deal (``deals``, ``sides``) and, unless its settings key is ``dds`` (stored before they
    were given), the expert's review of every card too."""

    kind = choice(("knockout", "whist"))
    settings = AnalysisSettingsSerializer()
    value_meaning = serializers.CharField(required=False)
    survival_meaning = serializers.CharField(required=False)
    place_meaning = serializers.CharField(required=False)
    all_hands_known = serializers.ListField(child=AllHandsKnownDealSerializer(), required=False)
    all_hands_known_meaning = serializers.CharField(required=False)
    thresholds = ThresholdsSerializer(required=False)
    players = serializers.IntegerField(min_value=2, required=False)
    decisions = serializers.ListField(child=DecisionReviewSerializer(), required=False)
    summary = serializers.ListField(child=PlayerSummarySerializer(), required=False)
    deals = serializers.ListField(child=DoubleDummyDealSerializer(), required=False)
    sides = serializers.ListField(child=SideSummarySerializer(), required=False)


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
