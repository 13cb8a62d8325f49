from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.time_control_enum import TimeControlEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControl")



@_attrs_define
class TimeControl:
    """ The game's clock: ``live`` (``seconds`` per decision, null: none), ``days``
    (correspondence, ``days`` per decision) or ``bank`` (correspondence: each seat starts
    with ``initial_days``, gets ``increment_days`` after each decision, holds at most
    ``max_days``).

        Attributes:
            type_ (TimeControlEnum): * `live` - live
                * `days` - days
                * `bank` - bank
            seconds (int | None | Unset):
            days (int | Unset):
            initial_days (int | Unset):
            increment_days (int | Unset):
            max_days (int | Unset):
     """

    type_: TimeControlEnum
    seconds: int | None | Unset = UNSET
    days: int | Unset = UNSET
    initial_days: int | Unset = UNSET
    increment_days: int | Unset = UNSET
    max_days: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seconds: int | None | Unset
        if isinstance(self.seconds, Unset):
            seconds = UNSET
        else:
            seconds = self.seconds

        days = self.days

        initial_days = self.initial_days

        increment_days = self.increment_days

        max_days = self.max_days


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if days is not UNSET:
            field_dict["days"] = days
        if initial_days is not UNSET:
            field_dict["initial_days"] = initial_days
        if increment_days is not UNSET:
            field_dict["increment_days"] = increment_days
        if max_days is not UNSET:
            field_dict["max_days"] = max_days

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = TimeControlEnum(d.pop("type"))




        def _parse_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seconds = _parse_seconds(d.pop("seconds", UNSET))


        days = d.pop("days", UNSET)

        initial_days = d.pop("initial_days", UNSET)

        increment_days = d.pop("increment_days", UNSET)

        max_days = d.pop("max_days", UNSET)

        time_control = cls(
            type_=type_,
            seconds=seconds,
            days=days,
            initial_days=initial_days,
            increment_days=increment_days,
            max_days=max_days,
        )


        time_control.additional_properties = d
        return time_control

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
