from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scoring_enum import ScoringEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.user_ref import UserRef





T = TypeVar("T", bound="LeagueOutput")



@_attrs_define
class LeagueOutput:
    """ 
        Attributes:
            id (int):
            name (str):
            owner (UserRef):
            is_private (bool):
            scoring (ScoringEnum): * `beaten` - One point for each player who finished below you
                * `fixed` - Fixed points per finishing position
            fixed_points (Any):
            rules_preset (str):
            options (Any):
            invite_code (None | str): Only shown to members; share it to invite players.
            created (datetime.datetime):
     """

    id: int
    name: str
    owner: UserRef
    is_private: bool
    scoring: ScoringEnum
    fixed_points: Any
    rules_preset: str
    options: Any
    invite_code: None | str
    created: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.user_ref import UserRef # noqa: PLC0415
        id = self.id

        name = self.name

        owner = self.owner.to_dict()

        is_private = self.is_private

        scoring = self.scoring.value

        fixed_points = self.fixed_points

        rules_preset = self.rules_preset

        options = self.options

        invite_code: None | str
        invite_code = self.invite_code

        created = self.created.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "owner": owner,
            "is_private": is_private,
            "scoring": scoring,
            "fixed_points": fixed_points,
            "rules_preset": rules_preset,
            "options": options,
            "invite_code": invite_code,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user_ref import UserRef # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        owner = UserRef.from_dict(d.pop("owner"))




        is_private = d.pop("is_private")

        scoring = ScoringEnum(d.pop("scoring"))




        fixed_points = d.pop("fixed_points")

        rules_preset = d.pop("rules_preset")

        options = d.pop("options")

        def _parse_invite_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invite_code = _parse_invite_code(d.pop("invite_code"))


        created = datetime.datetime.fromisoformat(d.pop("created"))




        league_output = cls(
            id=id,
            name=name,
            owner=owner,
            is_private=is_private,
            scoring=scoring,
            fixed_points=fixed_points,
            rules_preset=rules_preset,
            options=options,
            invite_code=invite_code,
            created=created,
        )


        league_output.additional_properties = d
        return league_output

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
