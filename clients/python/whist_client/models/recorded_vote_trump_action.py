from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from ..models.vote_trump_action_type_enum import VoteTrumpActionTypeEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordedVoteTrumpAction")



@_attrs_define
class RecordedVoteTrumpAction:
    """ A vote: its suit to the voter and in a finished game's record (the tally reveals it).

        Attributes:
            type_ (VoteTrumpActionTypeEnum): * `vote_trump` - vote_trump
            suit (None | SuitEnum | Unset): Null abstains; absent: secret.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
     """

    type_: VoteTrumpActionTypeEnum
    suit: None | SuitEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        suit: None | str | Unset
        if isinstance(self.suit, Unset):
            suit = UNSET
        elif isinstance(self.suit, SuitEnum):
            suit = self.suit.value
        else:
            suit = self.suit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if suit is not UNSET:
            field_dict["suit"] = suit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = VoteTrumpActionTypeEnum(d.pop("type"))




        def _parse_suit(data: object) -> None | SuitEnum | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = SuitEnum(data)



                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitEnum | Unset, data)

        suit = _parse_suit(d.pop("suit", UNSET))


        recorded_vote_trump_action = cls(
            type_=type_,
            suit=suit,
        )


        recorded_vote_trump_action.additional_properties = d
        return recorded_vote_trump_action

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
