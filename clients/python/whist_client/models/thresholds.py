from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Thresholds")



@_attrs_define
class Thresholds:
    """ 
        Attributes:
            inaccuracy (float):
            mistake (float):
            blunder (float):
            noise_z (float):
     """

    inaccuracy: float
    mistake: float
    blunder: float
    noise_z: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        inaccuracy = self.inaccuracy

        mistake = self.mistake

        blunder = self.blunder

        noise_z = self.noise_z


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "inaccuracy": inaccuracy,
            "mistake": mistake,
            "blunder": blunder,
            "noise_z": noise_z,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        inaccuracy = d.pop("inaccuracy")

        mistake = d.pop("mistake")

        blunder = d.pop("blunder")

        noise_z = d.pop("noise_z")

        thresholds = cls(
            inaccuracy=inaccuracy,
            mistake=mistake,
            blunder=blunder,
            noise_z=noise_z,
        )


        thresholds.additional_properties = d
        return thresholds

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
