from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.accept_claim_action import AcceptClaimAction
  from ..models.buy_action import BuyAction
  from ..models.choose_trump_action import ChooseTrumpAction
  from ..models.claim_action import ClaimAction
  from ..models.declare_action import DeclareAction
  from ..models.decline_action import DeclineAction
  from ..models.knock_action import KnockAction
  from ..models.pass_action import PassAction
  from ..models.play_action import PlayAction
  from ..models.play_blind_action import PlayBlindAction
  from ..models.recorded_exchange_action import RecordedExchangeAction
  from ..models.recorded_vote_trump_action import RecordedVoteTrumpAction
  from ..models.refuse_claim_action import RefuseClaimAction
  from ..models.resign_action import ResignAction





T = TypeVar("T", bound="ActionValue")



@_attrs_define
class ActionValue:
    """ 
        Attributes:
            action (AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction |
                KnockAction | PassAction | PlayAction | PlayBlindAction | RecordedExchangeAction | RecordedVoteTrumpAction |
                RefuseClaimAction | ResignAction):
            label (str): The card (QH), knock, trumps H, no trump, discard 2C 7H, keep hand, declare, pass, vote H, abstain,
                buy, decline, play blind card.
            value (float): Knock-Out Whist: the expert's estimate of the seat's chance of winning the game after this action
                (0 to 1); classic Whist: the tricks the seat's side is expected to take in the deal (0 to 13).  The result's
                value_meaning says which.
            se (float): The value's standard error over the sampled deals.
            survival (float | Unset): Knock-Out Whist: the share of the playouts in which the seat is still in the game
                after this hand.
            survival_se (float | Unset):
            place (float | Unset): Knock-Out Whist: the seat's expected final place after this action (1 = winner; seats
                knocked out on the same deal share the best place they cover).
            place_se (float | Unset):
     """

    action: AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RecordedExchangeAction | RecordedVoteTrumpAction | RefuseClaimAction | ResignAction
    label: str
    value: float
    se: float
    survival: float | Unset = UNSET
    survival_se: float | Unset = UNSET
    place: float | Unset = UNSET
    place_se: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.buy_action import BuyAction # noqa: PLC0415
        from ..models.choose_trump_action import ChooseTrumpAction # noqa: PLC0415
        from ..models.claim_action import ClaimAction # noqa: PLC0415
        from ..models.declare_action import DeclareAction # noqa: PLC0415
        from ..models.decline_action import DeclineAction # noqa: PLC0415
        from ..models.knock_action import KnockAction # noqa: PLC0415
        from ..models.pass_action import PassAction # noqa: PLC0415
        from ..models.play_action import PlayAction # noqa: PLC0415
        from ..models.play_blind_action import PlayBlindAction # noqa: PLC0415
        from ..models.recorded_exchange_action import RecordedExchangeAction # noqa: PLC0415
        from ..models.recorded_vote_trump_action import RecordedVoteTrumpAction # noqa: PLC0415
        from ..models.refuse_claim_action import RefuseClaimAction # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, PlayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, KnockAction):
            action = self.action.to_dict()
        elif isinstance(self.action, ChooseTrumpAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RecordedExchangeAction):
            action = self.action.to_dict()
        elif isinstance(self.action, DeclareAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PassAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RecordedVoteTrumpAction):
            action = self.action.to_dict()
        elif isinstance(self.action, BuyAction):
            action = self.action.to_dict()
        elif isinstance(self.action, DeclineAction):
            action = self.action.to_dict()
        elif isinstance(self.action, PlayBlindAction):
            action = self.action.to_dict()
        elif isinstance(self.action, ClaimAction):
            action = self.action.to_dict()
        elif isinstance(self.action, AcceptClaimAction):
            action = self.action.to_dict()
        elif isinstance(self.action, RefuseClaimAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        label = self.label

        value = self.value

        se = self.se

        survival = self.survival

        survival_se = self.survival_se

        place = self.place

        place_se = self.place_se


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "label": label,
            "value": value,
            "se": se,
        })
        if survival is not UNSET:
            field_dict["survival"] = survival
        if survival_se is not UNSET:
            field_dict["survival_se"] = survival_se
        if place is not UNSET:
            field_dict["place"] = place
        if place_se is not UNSET:
            field_dict["place_se"] = place_se

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.buy_action import BuyAction # noqa: PLC0415
        from ..models.choose_trump_action import ChooseTrumpAction # noqa: PLC0415
        from ..models.claim_action import ClaimAction # noqa: PLC0415
        from ..models.declare_action import DeclareAction # noqa: PLC0415
        from ..models.decline_action import DeclineAction # noqa: PLC0415
        from ..models.knock_action import KnockAction # noqa: PLC0415
        from ..models.pass_action import PassAction # noqa: PLC0415
        from ..models.play_action import PlayAction # noqa: PLC0415
        from ..models.play_blind_action import PlayBlindAction # noqa: PLC0415
        from ..models.recorded_exchange_action import RecordedExchangeAction # noqa: PLC0415
        from ..models.recorded_vote_trump_action import RecordedVoteTrumpAction # noqa: PLC0415
        from ..models.refuse_claim_action import RefuseClaimAction # noqa: PLC0415
        from ..models.resign_action import ResignAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RecordedExchangeAction | RecordedVoteTrumpAction | RefuseClaimAction | ResignAction:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_0 = PlayAction.from_dict(data)



                return componentsschemas_recorded_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_1 = KnockAction.from_dict(data)



                return componentsschemas_recorded_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_2 = ChooseTrumpAction.from_dict(data)



                return componentsschemas_recorded_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_3 = RecordedExchangeAction.from_dict(data)



                return componentsschemas_recorded_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_4 = DeclareAction.from_dict(data)



                return componentsschemas_recorded_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_5 = PassAction.from_dict(data)



                return componentsschemas_recorded_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_6 = RecordedVoteTrumpAction.from_dict(data)



                return componentsschemas_recorded_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_7 = BuyAction.from_dict(data)



                return componentsschemas_recorded_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_8 = DeclineAction.from_dict(data)



                return componentsschemas_recorded_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_9 = PlayBlindAction.from_dict(data)



                return componentsschemas_recorded_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_10 = ClaimAction.from_dict(data)



                return componentsschemas_recorded_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_11 = AcceptClaimAction.from_dict(data)



                return componentsschemas_recorded_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_recorded_action_type_12 = RefuseClaimAction.from_dict(data)



                return componentsschemas_recorded_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_recorded_action_type_13 = ResignAction.from_dict(data)



            return componentsschemas_recorded_action_type_13

        action = _parse_action(d.pop("action"))


        label = d.pop("label")

        value = d.pop("value")

        se = d.pop("se")

        survival = d.pop("survival", UNSET)

        survival_se = d.pop("survival_se", UNSET)

        place = d.pop("place", UNSET)

        place_se = d.pop("place_se", UNSET)

        action_value = cls(
            action=action,
            label=label,
            value=value,
            se=se,
            survival=survival,
            survival_se=survival_se,
            place=place,
            place_se=place_se,
        )


        action_value.additional_properties = d
        return action_value

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
