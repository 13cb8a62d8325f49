from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.drive_status_enum import DriveStatusEnum
from ..models.game_kind_enum import GameKindEnum
from ..models.movement_enum import MovementEnum
from ..models.rules_preset_enum import RulesPresetEnum
from typing import cast
import datetime






T = TypeVar("T", bound="DriveSummary")



@_attrs_define
class DriveSummary:
    """ 
        Attributes:
            id (int):
            name (str):
            status (DriveStatusEnum): * `open` - Open
                * `playing` - Playing
                * `finished` - Finished
                * `cancelled` - Cancelled
            organiser (int):
            game (GameKindEnum): * `knockout` - knockout
                * `whist` - whist
            preset (RulesPresetEnum): * `american` - american
                * `classic` - classic
                * `classic_honours` - classic_honours
                * `encyclopedia` - encyclopedia
                * `encyclopedia_house` - encyclopedia_house
                * `fixed_trumps` - fixed_trumps
                * `fixed_trumps_no_trump` - fixed_trumps_no_trump
                * `guernsey` - guernsey
                * `guernsey_all_lives` - guernsey_all_lives
                * `long_whist` - long_whist
                * `pagat` - pagat
                * `pagat_card_exchange` - pagat_card_exchange
                * `pagat_no_dogs_life` - pagat_no_dogs_life
                * `pagat_rainbow` - pagat_rainbow
                * `pagat_winner_deals` - pagat_winner_deals
                * `rubber` - rubber
                * `rules_site` - rules_site
                * `rules_site_vote` - rules_site_vote
                * `whist_drive` - whist_drive
                * `whist_drive_no_trump` - whist_drive_no_trump
            tables (int):
            rounds (int):
            movement (MovementEnum): * `fixed` - fixed
                * `progressive` - progressive
            current_round (int):
            created_at (datetime.datetime):
     """

    id: int
    name: str
    status: DriveStatusEnum
    organiser: int
    game: GameKindEnum
    preset: RulesPresetEnum
    tables: int
    rounds: int
    movement: MovementEnum
    current_round: int
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        status = self.status.value

        organiser = self.organiser

        game = self.game.value

        preset = self.preset.value

        tables = self.tables

        rounds = self.rounds

        movement = self.movement.value

        current_round = self.current_round

        created_at = self.created_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "status": status,
            "organiser": organiser,
            "game": game,
            "preset": preset,
            "tables": tables,
            "rounds": rounds,
            "movement": movement,
            "current_round": current_round,
            "created_at": created_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        status = DriveStatusEnum(d.pop("status"))




        organiser = d.pop("organiser")

        game = GameKindEnum(d.pop("game"))




        preset = RulesPresetEnum(d.pop("preset"))




        tables = d.pop("tables")

        rounds = d.pop("rounds")

        movement = MovementEnum(d.pop("movement"))




        current_round = d.pop("current_round")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        drive_summary = cls(
            id=id,
            name=name,
            status=status,
            organiser=organiser,
            game=game,
            preset=preset,
            tables=tables,
            rounds=rounds,
            movement=movement,
            current_round=current_round,
            created_at=created_at,
        )


        drive_summary.additional_properties = d
        return drive_summary

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
