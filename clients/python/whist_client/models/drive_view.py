from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from ..models.drive_status_enum import DriveStatusEnum
from ..models.game_kind_enum import GameKindEnum
from ..models.movement_enum import MovementEnum
from ..models.rules_preset_enum import RulesPresetEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.entrant import Entrant
  from ..models.pair_standing import PairStanding
  from ..models.scheduled_round import ScheduledRound
  from ..models.standing import Standing





T = TypeVar("T", bound="DriveView")



@_attrs_define
class DriveView:
    """ A drive: its entrants, the whole movement, the score cards and the drive table.

        Attributes:
            id (int):
            name (str):
            status (DriveStatusEnum): * `open` - Open
                * `playing` - Playing
                * `finished` - Finished
                * `cancelled` - Cancelled
            version (int):
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
            deals_per_round (int):
            tables (int):
            rounds (int):
            movement (MovementEnum): * `fixed` - fixed
                * `progressive` - progressive
            ai_level (AiLevelEnum): * `random` - random
                * `heuristic` - heuristic
                * `medium` - medium
                * `expert` - expert
            turn_time_limit (int | None):
            commitment (str): SHA-256 (hex) of the drive's seed.
            seed (None | str): Revealed when the drive is over; round r's games were dealt from SHA-256 hex of
                "<seed>:round:<r>".
            current_round (int):
            my_entrant (int | None):
            entrants (list[Entrant]):
            schedule (list[ScheduledRound]):
            standings (list[Standing]):
            pair_standings (list[PairStanding] | None):
     """

    id: int
    name: str
    status: DriveStatusEnum
    version: int
    organiser: int
    game: GameKindEnum
    preset: RulesPresetEnum
    deals_per_round: int
    tables: int
    rounds: int
    movement: MovementEnum
    ai_level: AiLevelEnum
    turn_time_limit: int | None
    commitment: str
    seed: None | str
    current_round: int
    my_entrant: int | None
    entrants: list[Entrant]
    schedule: list[ScheduledRound]
    standings: list[Standing]
    pair_standings: list[PairStanding] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entrant import Entrant # noqa: PLC0415
        from ..models.pair_standing import PairStanding # noqa: PLC0415
        from ..models.scheduled_round import ScheduledRound # noqa: PLC0415
        from ..models.standing import Standing # noqa: PLC0415
        id = self.id

        name = self.name

        status = self.status.value

        version = self.version

        organiser = self.organiser

        game = self.game.value

        preset = self.preset.value

        deals_per_round = self.deals_per_round

        tables = self.tables

        rounds = self.rounds

        movement = self.movement.value

        ai_level = self.ai_level.value

        turn_time_limit: int | None
        turn_time_limit = self.turn_time_limit

        commitment = self.commitment

        seed: None | str
        seed = self.seed

        current_round = self.current_round

        my_entrant: int | None
        my_entrant = self.my_entrant

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)



        schedule = []
        for schedule_item_data in self.schedule:
            schedule_item = schedule_item_data.to_dict()
            schedule.append(schedule_item)



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        pair_standings: list[dict[str, Any]] | None
        if isinstance(self.pair_standings, list):
            pair_standings = []
            for pair_standings_type_0_item_data in self.pair_standings:
                pair_standings_type_0_item = pair_standings_type_0_item_data.to_dict()
                pair_standings.append(pair_standings_type_0_item)


        else:
            pair_standings = self.pair_standings


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "status": status,
            "version": version,
            "organiser": organiser,
            "game": game,
            "preset": preset,
            "deals_per_round": deals_per_round,
            "tables": tables,
            "rounds": rounds,
            "movement": movement,
            "ai_level": ai_level,
            "turn_time_limit": turn_time_limit,
            "commitment": commitment,
            "seed": seed,
            "current_round": current_round,
            "my_entrant": my_entrant,
            "entrants": entrants,
            "schedule": schedule,
            "standings": standings,
            "pair_standings": pair_standings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entrant import Entrant # noqa: PLC0415
        from ..models.pair_standing import PairStanding # noqa: PLC0415
        from ..models.scheduled_round import ScheduledRound # noqa: PLC0415
        from ..models.standing import Standing # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        status = DriveStatusEnum(d.pop("status"))




        version = d.pop("version")

        organiser = d.pop("organiser")

        game = GameKindEnum(d.pop("game"))




        preset = RulesPresetEnum(d.pop("preset"))




        deals_per_round = d.pop("deals_per_round")

        tables = d.pop("tables")

        rounds = d.pop("rounds")

        movement = MovementEnum(d.pop("movement"))




        ai_level = AiLevelEnum(d.pop("ai_level"))




        def _parse_turn_time_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_time_limit = _parse_turn_time_limit(d.pop("turn_time_limit"))


        commitment = d.pop("commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        current_round = d.pop("current_round")

        def _parse_my_entrant(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_entrant = _parse_my_entrant(d.pop("my_entrant"))


        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in (_entrants):
            entrants_item = Entrant.from_dict(entrants_item_data)



            entrants.append(entrants_item)


        schedule = []
        _schedule = d.pop("schedule")
        for schedule_item_data in (_schedule):
            schedule_item = ScheduledRound.from_dict(schedule_item_data)



            schedule.append(schedule_item)


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = Standing.from_dict(standings_item_data)



            standings.append(standings_item)


        def _parse_pair_standings(data: object) -> list[PairStanding] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pair_standings_type_0 = []
                _pair_standings_type_0 = data
                for pair_standings_type_0_item_data in (_pair_standings_type_0):
                    pair_standings_type_0_item = PairStanding.from_dict(pair_standings_type_0_item_data)



                    pair_standings_type_0.append(pair_standings_type_0_item)

                return pair_standings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PairStanding] | None, data)

        pair_standings = _parse_pair_standings(d.pop("pair_standings"))


        drive_view = cls(
            id=id,
            name=name,
            status=status,
            version=version,
            organiser=organiser,
            game=game,
            preset=preset,
            deals_per_round=deals_per_round,
            tables=tables,
            rounds=rounds,
            movement=movement,
            ai_level=ai_level,
            turn_time_limit=turn_time_limit,
            commitment=commitment,
            seed=seed,
            current_round=current_round,
            my_entrant=my_entrant,
            entrants=entrants,
            schedule=schedule,
            standings=standings,
            pair_standings=pair_standings,
        )


        drive_view.additional_properties = d
        return drive_view

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
