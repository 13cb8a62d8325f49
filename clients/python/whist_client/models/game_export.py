from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_record import GameRecord
  from ..models.game_summary import GameSummary





T = TypeVar("T", bound="GameExport")



@_attrs_define
class GameExport:
    """ 
        Attributes:
            game (GameSummary): A list row: enough for a lobby or a home screen (no cards, no seed).
            record (GameRecord): Every deal, action and event of a game; the seed and the hands once it is finished
                (``python -m games.record`` verifies them).
     """

    game: GameSummary
    record: GameRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_record import GameRecord # noqa: PLC0415
        from ..models.game_summary import GameSummary # noqa: PLC0415
        game = self.game.to_dict()

        record = self.record.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "record": record,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_record import GameRecord # noqa: PLC0415
        from ..models.game_summary import GameSummary # noqa: PLC0415
        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))




        record = GameRecord.from_dict(d.pop("record"))




        game_export = cls(
            game=game,
            record=record,
        )


        game_export.additional_properties = d
        return game_export

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
