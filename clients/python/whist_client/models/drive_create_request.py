from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from ..models.movement_enum import MovementEnum
from ..models.rules_preset_enum import RulesPresetEnum
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DriveCreateRequest")



@_attrs_define
class DriveCreateRequest:
    """ 
        Attributes:
            name (str):
            tables (int): Four entrants a table.
            rounds (int):
            movement (MovementEnum | Unset): * `fixed` - fixed
                * `progressive` - progressive Default: MovementEnum.FIXED.
            preset (RulesPresetEnum | Unset): * `american` - american
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
                * `whist_drive_no_trump` - whist_drive_no_trump Default: RulesPresetEnum.WHIST_DRIVE.
            deals_per_round (int | Unset): Classic Whist only. Default: 4.
            ai_level (AiLevelEnum | Unset): * `random` - random
                * `heuristic` - heuristic
                * `medium` - medium
                * `expert` - expert Default: AiLevelEnum.HEURISTIC.
            turn_time_limit (int | None | Unset): Seconds per card; null: none.
            join (bool | Unset): Enter it yourself (entrant 0). Default: True.
     """

    name: str
    tables: int
    rounds: int
    movement: MovementEnum | Unset = MovementEnum.FIXED
    preset: RulesPresetEnum | Unset = RulesPresetEnum.WHIST_DRIVE
    deals_per_round: int | Unset = 4
    ai_level: AiLevelEnum | Unset = AiLevelEnum.HEURISTIC
    turn_time_limit: int | None | Unset = UNSET
    join: bool | Unset = True





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        tables = self.tables

        rounds = self.rounds

        movement: str | Unset = UNSET
        if not isinstance(self.movement, Unset):
            movement = self.movement.value


        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value


        deals_per_round = self.deals_per_round

        ai_level: str | Unset = UNSET
        if not isinstance(self.ai_level, Unset):
            ai_level = self.ai_level.value


        turn_time_limit: int | None | Unset
        if isinstance(self.turn_time_limit, Unset):
            turn_time_limit = UNSET
        else:
            turn_time_limit = self.turn_time_limit

        join = self.join


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "tables": tables,
            "rounds": rounds,
        })
        if movement is not UNSET:
            field_dict["movement"] = movement
        if preset is not UNSET:
            field_dict["preset"] = preset
        if deals_per_round is not UNSET:
            field_dict["deals_per_round"] = deals_per_round
        if ai_level is not UNSET:
            field_dict["ai_level"] = ai_level
        if turn_time_limit is not UNSET:
            field_dict["turn_time_limit"] = turn_time_limit
        if join is not UNSET:
            field_dict["join"] = join

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        tables = d.pop("tables")

        rounds = d.pop("rounds")

        _movement = d.pop("movement", UNSET)
        movement: MovementEnum | Unset
        if isinstance(_movement,  Unset):
            movement = UNSET
        else:
            movement = MovementEnum(_movement)




        _preset = d.pop("preset", UNSET)
        preset: RulesPresetEnum | Unset
        if isinstance(_preset,  Unset):
            preset = UNSET
        else:
            preset = RulesPresetEnum(_preset)




        deals_per_round = d.pop("deals_per_round", UNSET)

        _ai_level = d.pop("ai_level", UNSET)
        ai_level: AiLevelEnum | Unset
        if isinstance(_ai_level,  Unset):
            ai_level = UNSET
        else:
            ai_level = AiLevelEnum(_ai_level)




        def _parse_turn_time_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_time_limit = _parse_turn_time_limit(d.pop("turn_time_limit", UNSET))


        join = d.pop("join", UNSET)

        drive_create_request = cls(
            name=name,
            tables=tables,
            rounds=rounds,
            movement=movement,
            preset=preset,
            deals_per_round=deals_per_round,
            ai_level=ai_level,
            turn_time_limit=turn_time_limit,
            join=join,
        )

        return drive_create_request

