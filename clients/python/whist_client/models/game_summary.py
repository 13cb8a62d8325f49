from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_kind_enum import GameKindEnum
from ..models.game_status_enum import GameStatusEnum
from ..models.on_timeout_enum import OnTimeoutEnum
from ..models.phase_enum import PhaseEnum
from ..models.rules_preset_enum import RulesPresetEnum
from ..models.visibility_enum import VisibilityEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.game_options import GameOptions
  from ..models.seat import Seat
  from ..models.time_control import TimeControl
  from ..models.whist_options import WhistOptions





T = TypeVar("T", bound="GameSummary")



@_attrs_define
class GameSummary:
    """ A list row: enough for a lobby or a home screen (no cards, no seed).

        Attributes:
            id (int):
            status (GameStatusEnum): * `lobby` - Lobby
                * `active` - Active
                * `finished` - Finished
                * `cancelled` - Cancelled
            visibility (VisibilityEnum): * `public` - Public
                * `private` - Private
            version (int):
            max_players (int):
            kind (GameKindEnum): * `knockout` - knockout
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
            options (GameOptions | WhistOptions):
            turn_time_limit (int | None):
            time_control (TimeControl): The game's clock: ``live`` (``seconds`` per decision, null: none), ``days``
                (correspondence, ``days`` per decision) or ``bank`` (correspondence: each seat starts
                with ``initial_days``, gets ``increment_days`` after each decision, holds at most
                ``max_days``).
            on_timeout (OnTimeoutEnum): * `play` - play
                * `resign` - resign
            timeouts_to_resign (int): on_timeout resign: the timeouts in a row after which a seat resigns.
            rated (bool):
            chat_free_text (bool): Free text is allowed in the table talk (quick phrases always are).
            spectators_trick_late (bool): Spectators see the play one trick late.
            created_by (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            phase (None | PhaseEnum):
            deal_no (int):
            to_act (int | None):
            deadline (datetime.datetime | None):
            winner (int | None):
            stalled (bool):
            my_seat (int | None):
            is_my_turn (bool):
            seats (list[Seat]):
     """

    id: int
    status: GameStatusEnum
    visibility: VisibilityEnum
    version: int
    max_players: int
    kind: GameKindEnum
    preset: RulesPresetEnum
    options: GameOptions | WhistOptions
    turn_time_limit: int | None
    time_control: TimeControl
    on_timeout: OnTimeoutEnum
    timeouts_to_resign: int
    rated: bool
    chat_free_text: bool
    spectators_trick_late: bool
    created_by: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    phase: None | PhaseEnum
    deal_no: int
    to_act: int | None
    deadline: datetime.datetime | None
    winner: int | None
    stalled: bool
    my_seat: int | None
    is_my_turn: bool
    seats: list[Seat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        from ..models.whist_options import WhistOptions # noqa: PLC0415
        id = self.id

        status = self.status.value

        visibility = self.visibility.value

        version = self.version

        max_players = self.max_players

        kind = self.kind.value

        preset = self.preset.value

        options: dict[str, Any]
        if isinstance(self.options, GameOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        turn_time_limit: int | None
        turn_time_limit = self.turn_time_limit

        time_control = self.time_control.to_dict()

        on_timeout = self.on_timeout.value

        timeouts_to_resign = self.timeouts_to_resign

        rated = self.rated

        chat_free_text = self.chat_free_text

        spectators_trick_late = self.spectators_trick_late

        created_by = self.created_by

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        phase: None | str
        if isinstance(self.phase, PhaseEnum):
            phase = self.phase.value
        else:
            phase = self.phase

        deal_no = self.deal_no

        to_act: int | None
        to_act = self.to_act

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        winner: int | None
        winner = self.winner

        stalled = self.stalled

        my_seat: int | None
        my_seat = self.my_seat

        is_my_turn = self.is_my_turn

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "visibility": visibility,
            "version": version,
            "max_players": max_players,
            "kind": kind,
            "preset": preset,
            "options": options,
            "turn_time_limit": turn_time_limit,
            "time_control": time_control,
            "on_timeout": on_timeout,
            "timeouts_to_resign": timeouts_to_resign,
            "rated": rated,
            "chat_free_text": chat_free_text,
            "spectators_trick_late": spectators_trick_late,
            "created_by": created_by,
            "created_at": created_at,
            "updated_at": updated_at,
            "phase": phase,
            "deal_no": deal_no,
            "to_act": to_act,
            "deadline": deadline,
            "winner": winner,
            "stalled": stalled,
            "my_seat": my_seat,
            "is_my_turn": is_my_turn,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        from ..models.whist_options import WhistOptions # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = GameStatusEnum(d.pop("status"))




        visibility = VisibilityEnum(d.pop("visibility"))




        version = d.pop("version")

        max_players = d.pop("max_players")

        kind = GameKindEnum(d.pop("kind"))




        preset = RulesPresetEnum(d.pop("preset"))




        def _parse_options(data: object) -> GameOptions | WhistOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_0 = GameOptions.from_dict(data)



                return componentsschemas_any_game_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_options_type_1 = WhistOptions.from_dict(data)



            return componentsschemas_any_game_options_type_1

        options = _parse_options(d.pop("options"))


        def _parse_turn_time_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_time_limit = _parse_turn_time_limit(d.pop("turn_time_limit"))


        time_control = TimeControl.from_dict(d.pop("time_control"))




        on_timeout = OnTimeoutEnum(d.pop("on_timeout"))




        timeouts_to_resign = d.pop("timeouts_to_resign")

        rated = d.pop("rated")

        chat_free_text = d.pop("chat_free_text")

        spectators_trick_late = d.pop("spectators_trick_late")

        created_by = d.pop("created_by")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        def _parse_phase(data: object) -> None | PhaseEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                phase_type_0 = PhaseEnum(data)



                return phase_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PhaseEnum, data)

        phase = _parse_phase(d.pop("phase"))


        deal_no = d.pop("deal_no")

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))


        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        stalled = d.pop("stalled")

        def _parse_my_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_seat = _parse_my_seat(d.pop("my_seat"))


        is_my_turn = d.pop("is_my_turn")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        game_summary = cls(
            id=id,
            status=status,
            visibility=visibility,
            version=version,
            max_players=max_players,
            kind=kind,
            preset=preset,
            options=options,
            turn_time_limit=turn_time_limit,
            time_control=time_control,
            on_timeout=on_timeout,
            timeouts_to_resign=timeouts_to_resign,
            rated=rated,
            chat_free_text=chat_free_text,
            spectators_trick_late=spectators_trick_late,
            created_by=created_by,
            created_at=created_at,
            updated_at=updated_at,
            phase=phase,
            deal_no=deal_no,
            to_act=to_act,
            deadline=deadline,
            winner=winner,
            stalled=stalled,
            my_seat=my_seat,
            is_my_turn=is_my_turn,
            seats=seats,
        )


        game_summary.additional_properties = d
        return game_summary

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
