from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invitation_status_enum import InvitationStatusEnum
from typing import cast
import datetime






T = TypeVar("T", bound="Invitation")



@_attrs_define
class Invitation:
    """ 
        Attributes:
            id (int):
            status (InvitationStatusEnum): * `pending` - Pending
                * `accepted` - Accepted
                * `declined` - Declined
            game_id (int | None):
            league_id (int | None):
            from_user_id (int):
            from_username (str):
            created_at (datetime.datetime):
            answered_at (datetime.datetime | None):
     """

    id: int
    status: InvitationStatusEnum
    game_id: int | None
    league_id: int | None
    from_user_id: int
    from_username: str
    created_at: datetime.datetime
    answered_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        game_id: int | None
        game_id = self.game_id

        league_id: int | None
        league_id = self.league_id

        from_user_id = self.from_user_id

        from_username = self.from_username

        created_at = self.created_at.isoformat()

        answered_at: None | str
        if isinstance(self.answered_at, datetime.datetime):
            answered_at = self.answered_at.isoformat()
        else:
            answered_at = self.answered_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "game_id": game_id,
            "league_id": league_id,
            "from_user_id": from_user_id,
            "from_username": from_username,
            "created_at": created_at,
            "answered_at": answered_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = InvitationStatusEnum(d.pop("status"))




        def _parse_game_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game_id = _parse_game_id(d.pop("game_id"))


        def _parse_league_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        league_id = _parse_league_id(d.pop("league_id"))


        from_user_id = d.pop("from_user_id")

        from_username = d.pop("from_username")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_answered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answered_at_type_0 = datetime.datetime.fromisoformat(data)



                return answered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        answered_at = _parse_answered_at(d.pop("answered_at"))


        invitation = cls(
            id=id,
            status=status,
            game_id=game_id,
            league_id=league_id,
            from_user_id=from_user_id,
            from_username=from_username,
            created_at=created_at,
            answered_at=answered_at,
        )


        invitation.additional_properties = d
        return invitation

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
