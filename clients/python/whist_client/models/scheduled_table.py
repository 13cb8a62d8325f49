from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status_enum import GameStatusEnum
from typing import cast






T = TypeVar("T", bound="ScheduledTable")



@_attrs_define
class ScheduledTable:
    """ 
        Attributes:
            table (int):
            seats (list[int]): The entrant in each seat (seats 0 and 2 are partners).
            pairs (list[int] | None):
            game_id (int | None): Once the round is seated.
            status (GameStatusEnum | None):
     """

    table: int
    seats: list[int]
    pairs: list[int] | None
    game_id: int | None
    status: GameStatusEnum | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        table = self.table

        seats = self.seats



        pairs: list[int] | None
        if isinstance(self.pairs, list):
            pairs = self.pairs


        else:
            pairs = self.pairs

        game_id: int | None
        game_id = self.game_id

        status: None | str
        if isinstance(self.status, GameStatusEnum):
            status = self.status.value
        else:
            status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "table": table,
            "seats": seats,
            "pairs": pairs,
            "game_id": game_id,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        seats = cast(list[int], d.pop("seats"))


        def _parse_pairs(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pairs_type_0 = cast(list[int], data)

                return pairs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        pairs = _parse_pairs(d.pop("pairs"))


        def _parse_game_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game_id = _parse_game_id(d.pop("game_id"))


        def _parse_status(data: object) -> GameStatusEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = GameStatusEnum(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameStatusEnum | None, data)

        status = _parse_status(d.pop("status"))


        scheduled_table = cls(
            table=table,
            seats=seats,
            pairs=pairs,
            game_id=game_id,
            status=status,
        )


        scheduled_table.additional_properties = d
        return scheduled_table

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
