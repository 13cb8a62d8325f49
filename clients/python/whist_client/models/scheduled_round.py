from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.scheduled_table import ScheduledTable





T = TypeVar("T", bound="ScheduledRound")



@_attrs_define
class ScheduledRound:
    """ 
        Attributes:
            round_no (int):
            complete (bool): Every table has finished it: its results count and are shown.
            tables (list[ScheduledTable]):
     """

    round_no: int
    complete: bool
    tables: list[ScheduledTable]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.scheduled_table import ScheduledTable # noqa: PLC0415
        round_no = self.round_no

        complete = self.complete

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round_no": round_no,
            "complete": complete,
            "tables": tables,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scheduled_table import ScheduledTable # noqa: PLC0415
        d = dict(src_dict)
        round_no = d.pop("round_no")

        complete = d.pop("complete")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = ScheduledTable.from_dict(tables_item_data)



            tables.append(tables_item)


        scheduled_round = cls(
            round_no=round_no,
            complete=complete,
            tables=tables,
        )


        scheduled_round.additional_properties = d
        return scheduled_round

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
