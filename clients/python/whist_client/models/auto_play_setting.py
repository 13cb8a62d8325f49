from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AutoPlaySetting")



@_attrs_define
class AutoPlaySetting:
    """ 
        Attributes:
            correspondence (bool): In games played over days (a days or bank time control, no turn limit, or one of a day or
                more): the server plays my only legal card (or action) for me after a short beat, and plays a hand out at once
                when every remaining trick goes the same way whatever anyone plays. Default true.
            live (bool): The same in games with a live turn limit (under a day). Default false.
     """

    correspondence: bool
    live: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        correspondence = self.correspondence

        live = self.live


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "correspondence": correspondence,
            "live": live,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        correspondence = d.pop("correspondence")

        live = d.pop("live")

        auto_play_setting = cls(
            correspondence=correspondence,
            live=live,
        )


        auto_play_setting.additional_properties = d
        return auto_play_setting

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
