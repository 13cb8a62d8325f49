from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.notification import Notification





T = TypeVar("T", bound="NotificationsPage")



@_attrs_define
class NotificationsPage:
    """ My notifications after ``after``, oldest first, at most 100; ``has_more``: ask again
    from ``last_seq``.

        Attributes:
            last_seq (int):
            has_more (bool):
            results (list[Notification]):
     """

    last_seq: int
    has_more: bool
    results: list[Notification]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.notification import Notification # noqa: PLC0415
        last_seq = self.last_seq

        has_more = self.has_more

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "last_seq": last_seq,
            "has_more": has_more,
            "results": results,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification import Notification # noqa: PLC0415
        d = dict(src_dict)
        last_seq = d.pop("last_seq")

        has_more = d.pop("has_more")

        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = Notification.from_dict(results_item_data)



            results.append(results_item)


        notifications_page = cls(
            last_seq=last_seq,
            has_more=has_more,
            results=results,
        )


        notifications_page.additional_properties = d
        return notifications_page

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
