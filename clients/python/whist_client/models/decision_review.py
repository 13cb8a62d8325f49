from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classification_enum import ClassificationEnum
from ..models.reviewed_decision_enum import ReviewedDecisionEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.action_value import ActionValue





T = TypeVar("T", bound="DecisionReview")



@_attrs_define
class DecisionReview:
    """ 
        Attributes:
            seq (int): The action's place in the record.
            seat (int):
            deal_no (int):
            trick_no (int): 0 outside the play of cards.
            decision (ReviewedDecisionEnum): * `choose_trump` - choose_trump
                * `play` - play
                * `declare_no_picture` - declare_no_picture
                * `declare_rainbow` - declare_rainbow
                * `vote_trump` - vote_trump
                * `exchange` - exchange
                * `buy` - buy
                * `play_blind` - play_blind
                * `answer_claim` - answer_claim
            played (str):
            classification (ClassificationEnum): * `best` - best
                * `good` - good
                * `inaccuracy` - inaccuracy
                * `mistake` - mistake
                * `blunder` - blunder
                * `within_noise` - within_noise
                * `not_analysed` - not_analysed
                * `forced` - forced
            best (None | str): The action the expert values most.
            loss (float | None): Best value minus the value of the action played.
            loss_se (float | None): Standard error of the paired difference.
            value (float | None):
            best_value (float | None):
            iterations (int):
            actions (list[ActionValue]):
            place (float | None | Unset): The expected final place after the action played.
            best_place (float | None | Unset):
     """

    seq: int
    seat: int
    deal_no: int
    trick_no: int
    decision: ReviewedDecisionEnum
    played: str
    classification: ClassificationEnum
    best: None | str
    loss: float | None
    loss_se: float | None
    value: float | None
    best_value: float | None
    iterations: int
    actions: list[ActionValue]
    place: float | None | Unset = UNSET
    best_place: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_value import ActionValue # noqa: PLC0415
        seq = self.seq

        seat = self.seat

        deal_no = self.deal_no

        trick_no = self.trick_no

        decision = self.decision.value

        played = self.played

        classification = self.classification.value

        best: None | str
        best = self.best

        loss: float | None
        loss = self.loss

        loss_se: float | None
        loss_se = self.loss_se

        value: float | None
        value = self.value

        best_value: float | None
        best_value = self.best_value

        iterations = self.iterations

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        place: float | None | Unset
        if isinstance(self.place, Unset):
            place = UNSET
        else:
            place = self.place

        best_place: float | None | Unset
        if isinstance(self.best_place, Unset):
            best_place = UNSET
        else:
            best_place = self.best_place


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "seat": seat,
            "deal_no": deal_no,
            "trick_no": trick_no,
            "decision": decision,
            "played": played,
            "classification": classification,
            "best": best,
            "loss": loss,
            "loss_se": loss_se,
            "value": value,
            "best_value": best_value,
            "iterations": iterations,
            "actions": actions,
        })
        if place is not UNSET:
            field_dict["place"] = place
        if best_place is not UNSET:
            field_dict["best_place"] = best_place

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_value import ActionValue # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        seat = d.pop("seat")

        deal_no = d.pop("deal_no")

        trick_no = d.pop("trick_no")

        decision = ReviewedDecisionEnum(d.pop("decision"))




        played = d.pop("played")

        classification = ClassificationEnum(d.pop("classification"))




        def _parse_best(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        best = _parse_best(d.pop("best"))


        def _parse_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        loss = _parse_loss(d.pop("loss"))


        def _parse_loss_se(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        loss_se = _parse_loss_se(d.pop("loss_se"))


        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))


        def _parse_best_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        best_value = _parse_best_value(d.pop("best_value"))


        iterations = d.pop("iterations")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ActionValue.from_dict(actions_item_data)



            actions.append(actions_item)


        def _parse_place(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        place = _parse_place(d.pop("place", UNSET))


        def _parse_best_place(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        best_place = _parse_best_place(d.pop("best_place", UNSET))


        decision_review = cls(
            seq=seq,
            seat=seat,
            deal_no=deal_no,
            trick_no=trick_no,
            decision=decision,
            played=played,
            classification=classification,
            best=best,
            loss=loss,
            loss_se=loss_se,
            value=value,
            best_value=best_value,
            iterations=iterations,
            actions=actions,
            place=place,
            best_place=best_place,
        )


        decision_review.additional_properties = d
        return decision_review

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
