from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.accept_claim_action_request import AcceptClaimActionRequest
  from ..models.buy_action_request import BuyActionRequest
  from ..models.choose_trump_action_request import ChooseTrumpActionRequest
  from ..models.claim_action_request import ClaimActionRequest
  from ..models.declare_action_request import DeclareActionRequest
  from ..models.decline_action_request import DeclineActionRequest
  from ..models.exchange_action_request import ExchangeActionRequest
  from ..models.knock_action_request import KnockActionRequest
  from ..models.pass_action_request import PassActionRequest
  from ..models.play_action_request import PlayActionRequest
  from ..models.play_blind_action_request import PlayBlindActionRequest
  from ..models.refuse_claim_action_request import RefuseClaimActionRequest
  from ..models.vote_trump_action_request import VoteTrumpActionRequest





T = TypeVar("T", bound="MoveRequest")



@_attrs_define
class MoveRequest:
    """ A decision and the game version it was taken on (409 ``stale_version`` if the game has
    moved on meanwhile).

        Attributes:
            action (AcceptClaimActionRequest | BuyActionRequest | ChooseTrumpActionRequest | ClaimActionRequest |
                DeclareActionRequest | DeclineActionRequest | ExchangeActionRequest | KnockActionRequest | PassActionRequest |
                PlayActionRequest | PlayBlindActionRequest | RefuseClaimActionRequest | VoteTrumpActionRequest):
            expected_version (int):
     """

    action: AcceptClaimActionRequest | BuyActionRequest | ChooseTrumpActionRequest | ClaimActionRequest | DeclareActionRequest | DeclineActionRequest | ExchangeActionRequest | KnockActionRequest | PassActionRequest | PlayActionRequest | PlayBlindActionRequest | RefuseClaimActionRequest | VoteTrumpActionRequest
    expected_version: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_claim_action_request import AcceptClaimActionRequest # noqa: PLC0415
        from ..models.buy_action_request import BuyActionRequest # noqa: PLC0415
        from ..models.choose_trump_action_request import ChooseTrumpActionRequest # noqa: PLC0415
        from ..models.claim_action_request import ClaimActionRequest # noqa: PLC0415
        from ..models.declare_action_request import DeclareActionRequest # noqa: PLC0415
        from ..models.decline_action_request import DeclineActionRequest # noqa: PLC0415
        from ..models.exchange_action_request import ExchangeActionRequest # noqa: PLC0415
        from ..models.knock_action_request import KnockActionRequest # noqa: PLC0415
        from ..models.pass_action_request import PassActionRequest # noqa: PLC0415
        from ..models.play_action_request import PlayActionRequest # noqa: PLC0415
        from ..models.play_blind_action_request import PlayBlindActionRequest # noqa: PLC0415
        from ..models.refuse_claim_action_request import RefuseClaimActionRequest # noqa: PLC0415
        from ..models.vote_trump_action_request import VoteTrumpActionRequest # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, PlayActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, KnockActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, ChooseTrumpActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, ExchangeActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, DeclareActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, PassActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, VoteTrumpActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, BuyActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, DeclineActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, PlayBlindActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, ClaimActionRequest):
            action = self.action.to_dict()
        elif isinstance(self.action, AcceptClaimActionRequest):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "expected_version": expected_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_claim_action_request import AcceptClaimActionRequest # noqa: PLC0415
        from ..models.buy_action_request import BuyActionRequest # noqa: PLC0415
        from ..models.choose_trump_action_request import ChooseTrumpActionRequest # noqa: PLC0415
        from ..models.claim_action_request import ClaimActionRequest # noqa: PLC0415
        from ..models.declare_action_request import DeclareActionRequest # noqa: PLC0415
        from ..models.decline_action_request import DeclineActionRequest # noqa: PLC0415
        from ..models.exchange_action_request import ExchangeActionRequest # noqa: PLC0415
        from ..models.knock_action_request import KnockActionRequest # noqa: PLC0415
        from ..models.pass_action_request import PassActionRequest # noqa: PLC0415
        from ..models.play_action_request import PlayActionRequest # noqa: PLC0415
        from ..models.play_blind_action_request import PlayBlindActionRequest # noqa: PLC0415
        from ..models.refuse_claim_action_request import RefuseClaimActionRequest # noqa: PLC0415
        from ..models.vote_trump_action_request import VoteTrumpActionRequest # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> AcceptClaimActionRequest | BuyActionRequest | ChooseTrumpActionRequest | ClaimActionRequest | DeclareActionRequest | DeclineActionRequest | ExchangeActionRequest | KnockActionRequest | PassActionRequest | PlayActionRequest | PlayBlindActionRequest | RefuseClaimActionRequest | VoteTrumpActionRequest:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_0 = PlayActionRequest.from_dict(data)



                return componentsschemas_action_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_1 = KnockActionRequest.from_dict(data)



                return componentsschemas_action_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_2 = ChooseTrumpActionRequest.from_dict(data)



                return componentsschemas_action_request_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_3 = ExchangeActionRequest.from_dict(data)



                return componentsschemas_action_request_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_4 = DeclareActionRequest.from_dict(data)



                return componentsschemas_action_request_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_5 = PassActionRequest.from_dict(data)



                return componentsschemas_action_request_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_6 = VoteTrumpActionRequest.from_dict(data)



                return componentsschemas_action_request_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_7 = BuyActionRequest.from_dict(data)



                return componentsschemas_action_request_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_8 = DeclineActionRequest.from_dict(data)



                return componentsschemas_action_request_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_9 = PlayBlindActionRequest.from_dict(data)



                return componentsschemas_action_request_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_10 = ClaimActionRequest.from_dict(data)



                return componentsschemas_action_request_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_request_type_11 = AcceptClaimActionRequest.from_dict(data)



                return componentsschemas_action_request_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_action_request_type_12 = RefuseClaimActionRequest.from_dict(data)



            return componentsschemas_action_request_type_12

        action = _parse_action(d.pop("action"))


        expected_version = d.pop("expected_version")

        move_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return move_request

