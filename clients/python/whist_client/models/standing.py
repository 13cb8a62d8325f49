from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Standing")



@_attrs_define
class Standing:
    """ 
        Attributes:
            place (int): Equal places are shared.
            entrant (int):
            score (int): Classic Whist: odd tricks of the entrant's sides; Knock-Out Whist: players knocked out before the
                entrant.
            tricks (int): Tricks of the entrant's sides (classic Whist) or of the entrant (the first tie-break).
            by_round (list[int]): The score card: the score of each round.
     """

    place: int
    entrant: int
    score: int
    tricks: int
    by_round: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        place = self.place

        entrant = self.entrant

        score = self.score

        tricks = self.tricks

        by_round = self.by_round




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "place": place,
            "entrant": entrant,
            "score": score,
            "tricks": tricks,
            "by_round": by_round,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        place = d.pop("place")

        entrant = d.pop("entrant")

        score = d.pop("score")

        tricks = d.pop("tricks")

        by_round = cast(list[int], d.pop("by_round"))


        standing = cls(
            place=place,
            entrant=entrant,
            score=score,
            tricks=tricks,
            by_round=by_round,
        )


        standing.additional_properties = d
        return standing

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
