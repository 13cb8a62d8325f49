from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.class_counts import ClassCounts





T = TypeVar("T", bound="PlayerSummary")



@_attrs_define
class PlayerSummary:
    """ 
        Attributes:
            seat (int):
            decisions (int):
            analysed (int):
            mean_loss (float | None): Accuracy: the mean loss over the analysed decisions (lower is better).
            counts (ClassCounts):
     """

    seat: int
    decisions: int
    analysed: int
    mean_loss: float | None
    counts: ClassCounts
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.class_counts import ClassCounts # noqa: PLC0415
        seat = self.seat

        decisions = self.decisions

        analysed = self.analysed

        mean_loss: float | None
        mean_loss = self.mean_loss

        counts = self.counts.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "decisions": decisions,
            "analysed": analysed,
            "mean_loss": mean_loss,
            "counts": counts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.class_counts import ClassCounts # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        decisions = d.pop("decisions")

        analysed = d.pop("analysed")

        def _parse_mean_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_loss = _parse_mean_loss(d.pop("mean_loss"))


        counts = ClassCounts.from_dict(d.pop("counts"))




        player_summary = cls(
            seat=seat,
            decisions=decisions,
            analysed=analysed,
            mean_loss=mean_loss,
            counts=counts,
        )


        player_summary.additional_properties = d
        return player_summary

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
