from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.rating_output import RatingOutput
  from ..models.stats_output import StatsOutput





T = TypeVar("T", bound="PlayerOutput")



@_attrs_define
class PlayerOutput:
    """ 
        Attributes:
            id (int):
            username (str): The name to follow, mute, block or invite the player by (/me/following, ...).
            display_name (str):
            avatar_url (None | str): The avatar's URL; null when there is none.
            created (datetime.datetime):
            stats (StatsOutput):
            rating (None | RatingOutput): The Knock-Out Whist rating.
            whist_rating (None | RatingOutput): The classic Whist rating (OpenSkill over partnerships), null before a rated
                game.
     """

    id: int
    username: str
    display_name: str
    avatar_url: None | str
    created: datetime.datetime
    stats: StatsOutput
    rating: None | RatingOutput
    whist_rating: None | RatingOutput
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_output import RatingOutput # noqa: PLC0415
        from ..models.stats_output import StatsOutput # noqa: PLC0415
        id = self.id

        username = self.username

        display_name = self.display_name

        avatar_url: None | str
        avatar_url = self.avatar_url

        created = self.created.isoformat()

        stats = self.stats.to_dict()

        rating: dict[str, Any] | None
        if isinstance(self.rating, RatingOutput):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        whist_rating: dict[str, Any] | None
        if isinstance(self.whist_rating, RatingOutput):
            whist_rating = self.whist_rating.to_dict()
        else:
            whist_rating = self.whist_rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "username": username,
            "display_name": display_name,
            "avatar_url": avatar_url,
            "created": created,
            "stats": stats,
            "rating": rating,
            "whist_rating": whist_rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_output import RatingOutput # noqa: PLC0415
        from ..models.stats_output import StatsOutput # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        display_name = d.pop("display_name")

        def _parse_avatar_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        avatar_url = _parse_avatar_url(d.pop("avatar_url"))


        created = datetime.datetime.fromisoformat(d.pop("created"))




        stats = StatsOutput.from_dict(d.pop("stats"))




        def _parse_rating(data: object) -> None | RatingOutput:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_1 = RatingOutput.from_dict(data)



                return rating_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingOutput, data)

        rating = _parse_rating(d.pop("rating"))


        def _parse_whist_rating(data: object) -> None | RatingOutput:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                whist_rating_type_1 = RatingOutput.from_dict(data)



                return whist_rating_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingOutput, data)

        whist_rating = _parse_whist_rating(d.pop("whist_rating"))


        player_output = cls(
            id=id,
            username=username,
            display_name=display_name,
            avatar_url=avatar_url,
            created=created,
            stats=stats,
            rating=rating,
            whist_rating=whist_rating,
        )


        player_output.additional_properties = d
        return player_output

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
