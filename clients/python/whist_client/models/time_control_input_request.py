from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.time_control_enum import TimeControlEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControlInputRequest")



@_attrs_define
class TimeControlInputRequest:
    """ ``{"type": "live", "seconds": 60}``, ``{"type": "days", "days": 3}`` or
    ``{"type": "bank", "initial_days": 3, "increment_days": 1, "max_days": 7}``.

        Attributes:
            type_ (TimeControlEnum): * `live` - live
                * `days` - days
                * `bank` - bank
            seconds (int | None | Unset): live: null for no limit.
            days (int | Unset): days: per decision, one of 1, 2, 3, 5, 7, 14.
            initial_days (int | Unset): bank: to start with.
            increment_days (int | Unset): bank: added after each decision.
            max_days (int | Unset): bank: the most a bank holds.
     """

    type_: TimeControlEnum
    seconds: int | None | Unset = UNSET
    days: int | Unset = UNSET
    initial_days: int | Unset = UNSET
    increment_days: int | Unset = UNSET
    max_days: int | Unset = UNSET





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

        time_control_input_request = cls(
            type_=type_,
            seconds=seconds,
            days=days,
            initial_days=initial_days,
            increment_days=increment_days,
            max_days=max_days,
        )

        return time_control_input_request

