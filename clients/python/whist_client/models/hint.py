from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.decision_enum import DecisionEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.accept_claim_action import AcceptClaimAction
  from ..models.action_value import ActionValue
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





T = TypeVar("T", bound="Hint")



@_attrs_define
class Hint:
    """ 
        Attributes:
            game_id (int):
            version (int):
            decision (DecisionEnum): * `choose_trump` - choose_trump
                * `play` - play
                * `declare_no_picture` - declare_no_picture
                * `declare_rainbow` - declare_rainbow
                * `vote_trump` - vote_trump
                * `exchange` - exchange
                * `buy` - buy
                * `play_blind` - play_blind
            best (str): The expert's choice.
            best_action (AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction |
                KnockAction | PassAction | PlayAction | PlayBlindAction | RecordedExchangeAction | RecordedVoteTrumpAction |
                RefuseClaimAction | ResignAction):
            iterations (int):
            actions (list[ActionValue]):
            value_meaning (str):
     """

    game_id: int
    version: int
    decision: DecisionEnum
    best: str
    best_action: AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RecordedExchangeAction | RecordedVoteTrumpAction | RefuseClaimAction | ResignAction
    iterations: int
    actions: list[ActionValue]
    value_meaning: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.action_value import ActionValue # noqa: PLC0415
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
        game_id = self.game_id

        version = self.version

        decision = self.decision.value

        best = self.best

        best_action: dict[str, Any]
        if isinstance(self.best_action, PlayAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, KnockAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, ChooseTrumpAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, RecordedExchangeAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, DeclareAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, PassAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, RecordedVoteTrumpAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, BuyAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, DeclineAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, PlayBlindAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, ClaimAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, AcceptClaimAction):
            best_action = self.best_action.to_dict()
        elif isinstance(self.best_action, RefuseClaimAction):
            best_action = self.best_action.to_dict()
        else:
            best_action = self.best_action.to_dict()


        iterations = self.iterations

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



        value_meaning = self.value_meaning


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "version": version,
            "decision": decision,
            "best": best,
            "best_action": best_action,
            "iterations": iterations,
            "actions": actions,
            "value_meaning": value_meaning,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.action_value import ActionValue # noqa: PLC0415
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
        game_id = d.pop("game_id")

        version = d.pop("version")

        decision = DecisionEnum(d.pop("decision"))




        best = d.pop("best")

        def _parse_best_action(data: object) -> AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RecordedExchangeAction | RecordedVoteTrumpAction | RefuseClaimAction | ResignAction:
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

        best_action = _parse_best_action(d.pop("best_action"))


        iterations = d.pop("iterations")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ActionValue.from_dict(actions_item_data)



            actions.append(actions_item)


        value_meaning = d.pop("value_meaning")

        hint = cls(
            game_id=game_id,
            version=version,
            decision=decision,
            best=best,
            best_action=best_action,
            iterations=iterations,
            actions=actions,
            value_meaning=value_meaning,
        )


        hint.additional_properties = d
        return hint

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
