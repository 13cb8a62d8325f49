from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="MemberOutput")



@_attrs_define
class MemberOutput:
    """ 
        Attributes:
            user_id (int):
            display_name (str):
            is_owner (bool):
            joined (datetime.datetime):
     """

    user_id: int
    display_name: str
    is_owner: bool
    joined: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        display_name = self.display_name

        is_owner = self.is_owner

        joined = self.joined.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "user_id": user_id,
            "display_name": display_name,
            "is_owner": is_owner,
            "joined": joined,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        display_name = d.pop("display_name")

        is_owner = d.pop("is_owner")

        joined = datetime.datetime.fromisoformat(d.pop("joined"))




        member_output = cls(
            user_id=user_id,
            display_name=display_name,
            is_owner=is_owner,
            joined=joined,
        )


        member_output.additional_properties = d
        return member_output

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
