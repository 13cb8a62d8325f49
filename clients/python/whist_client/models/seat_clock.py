from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SeatClock")



@_attrs_define
class SeatClock:
    """ 
        Attributes:
            remaining_seconds (int | None): Running: until the deadline; else what the seat's next decision gets (a bank
                game: the seat's bank). Null: no limit.
            running (bool): The game waits on this seat.
            on_vacation_until (datetime.datetime | None): A correspondence game: the seat's person is on vacation until
                then, and their clock waits.
     """

    remaining_seconds: int | None
    running: bool
    on_vacation_until: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        remaining_seconds: int | None
        remaining_seconds = self.remaining_seconds

        running = self.running

        on_vacation_until: None | str
        if isinstance(self.on_vacation_until, datetime.datetime):
            on_vacation_until = self.on_vacation_until.isoformat()
        else:
            on_vacation_until = self.on_vacation_until


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "remaining_seconds": remaining_seconds,
            "running": running,
            "on_vacation_until": on_vacation_until,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_remaining_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        remaining_seconds = _parse_remaining_seconds(d.pop("remaining_seconds"))


        running = d.pop("running")

        def _parse_on_vacation_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_vacation_until_type_0 = datetime.datetime.fromisoformat(data)



                return on_vacation_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        on_vacation_until = _parse_on_vacation_until(d.pop("on_vacation_until"))


        seat_clock = cls(
            remaining_seconds=remaining_seconds,
            running=running,
            on_vacation_until=on_vacation_until,
        )


        seat_clock.additional_properties = d
        return seat_clock

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
