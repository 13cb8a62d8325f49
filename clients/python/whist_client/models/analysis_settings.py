from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AnalysisSettings")



@_attrs_define
class AnalysisSettings:
    """ 
        Attributes:
            key (str):
            iterations (int | Unset): Sampled deals per decision.
            solver (str | Unset): Classic Whist: the solver.
     """

    key: str
    iterations: int | Unset = UNSET
    solver: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        iterations = self.iterations

        solver = self.solver


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
        })
        if iterations is not UNSET:
            field_dict["iterations"] = iterations
        if solver is not UNSET:
            field_dict["solver"] = solver

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        iterations = d.pop("iterations", UNSET)

        solver = d.pop("solver", UNSET)

        analysis_settings = cls(
            key=key,
            iterations=iterations,
            solver=solver,
        )


        analysis_settings.additional_properties = d
        return analysis_settings

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
