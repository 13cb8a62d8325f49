from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClassCounts")



@_attrs_define
class ClassCounts:
    """ 
        Attributes:
            best (int):
            good (int):
            inaccuracy (int):
            mistake (int):
            blunder (int):
            within_noise (int):
            not_analysed (int):
            forced (int):
     """

    best: int
    good: int
    inaccuracy: int
    mistake: int
    blunder: int
    within_noise: int
    not_analysed: int
    forced: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        best = self.best

        good = self.good

        inaccuracy = self.inaccuracy

        mistake = self.mistake

        blunder = self.blunder

        within_noise = self.within_noise

        not_analysed = self.not_analysed

        forced = self.forced


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "best": best,
            "good": good,
            "inaccuracy": inaccuracy,
            "mistake": mistake,
            "blunder": blunder,
            "within_noise": within_noise,
            "not_analysed": not_analysed,
            "forced": forced,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        best = d.pop("best")

        good = d.pop("good")

        inaccuracy = d.pop("inaccuracy")

        mistake = d.pop("mistake")

        blunder = d.pop("blunder")

        within_noise = d.pop("within_noise")

        not_analysed = d.pop("not_analysed")

        forced = d.pop("forced")

        class_counts = cls(
            best=best,
            good=good,
            inaccuracy=inaccuracy,
            mistake=mistake,
            blunder=blunder,
            within_noise=within_noise,
            not_analysed=not_analysed,
            forced=forced,
        )


        class_counts.additional_properties = d
        return class_counts

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
