from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RecordResult")



@_attrs_define
class RecordResult:
    """ 
        Attributes:
            winner (int | None): Knock-Out Whist: the winning seat. Classic Whist: the winning side (0: seats 0 and 2, 1:
                seats 1 and 3), null for a drawn tournament-form game.
            positions (list[int]):
            finishing_order (list[list[int]]): Seats grouped by position, best first.
            chips (list[int] | None): The money game: each seat's net units; null otherwise.
     """

    winner: int | None
    positions: list[int]
    finishing_order: list[list[int]]
    chips: list[int] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        winner: int | None
        winner = self.winner

        positions = self.positions



        finishing_order = []
        for finishing_order_item_data in self.finishing_order:
            finishing_order_item = finishing_order_item_data


            finishing_order.append(finishing_order_item)



        chips: list[int] | None
        if isinstance(self.chips, list):
            chips = self.chips


        else:
            chips = self.chips


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "winner": winner,
            "positions": positions,
            "finishing_order": finishing_order,
            "chips": chips,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        positions = cast(list[int], d.pop("positions"))


        finishing_order = []
        _finishing_order = d.pop("finishing_order")
        for finishing_order_item_data in (_finishing_order):
            finishing_order_item = cast(list[int], finishing_order_item_data)

            finishing_order.append(finishing_order_item)


        def _parse_chips(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chips_type_0 = cast(list[int], data)

                return chips_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        chips = _parse_chips(d.pop("chips"))


        record_result = cls(
            winner=winner,
            positions=positions,
            finishing_order=finishing_order,
            chips=chips,
        )


        record_result.additional_properties = d
        return record_result

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
