from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_kind_enum import GameKindEnum
from ..models.game_status_enum import GameStatusEnum
from ..models.on_timeout_enum import OnTimeoutEnum
from ..models.rules_preset_enum import RulesPresetEnum
from ..models.visibility_enum import VisibilityEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.game_options import GameOptions
  from ..models.seat import Seat
  from ..models.table import Table
  from ..models.time_control import TimeControl
  from ..models.whist_options import WhistOptions
  from ..models.whist_table import WhistTable





T = TypeVar("T", bound="GameView")



@_attrs_define
class GameView:
    """ The game as the caller may see it, with the version to send back with a move.

        Attributes:
            id (int):
            status (GameStatusEnum): * `lobby` - Lobby
                * `active` - Active
                * `finished` - Finished
                * `cancelled` - Cancelled
            visibility (VisibilityEnum): * `public` - Public
                * `private` - Private
            invite_code (None | str): Seated players and the organiser only.
            version (int):
            created_by (int):
            created_at (datetime.datetime):
            started_at (datetime.datetime | None):
            finished_at (datetime.datetime | None):
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
            turn_time_limit (int | None): Seconds per decision.
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
            season_id (int | None):
            seed_commitment (str): SHA-256 (hex) of the server seed.
            seed (None | str): Revealed once finished.
            rematch_of (int | None):
            offer_expires_at (datetime.datetime | None): A rematch offer still waiting for a player to accept: it lapses
                (the lobby is cancelled) at this time. Null otherwise.
            last_seq (int): The seq of the last event this view reflects: a client showing events one at a time (GET
                /games/{id}/events, the game stream) starts after it.
            my_seat (int | None):
            deadline (datetime.datetime | None):
            stalled (bool): The server's move (an AI seat's or a timeout's) keeps failing: the game waits for an operator,
                it is not merely slow.
            stalled_since (datetime.datetime | None):
            seats (list[Seat]):
            game (None | Table | WhistTable): The table as the viewer may see it: Knock-Out Whist's or classic Whist's, by
                the game's kind. Null until the game starts.
     """

    id: int
    status: GameStatusEnum
    visibility: VisibilityEnum
    invite_code: None | str
    version: int
    created_by: int
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
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
    season_id: int | None
    seed_commitment: str
    seed: None | str
    rematch_of: int | None
    offer_expires_at: datetime.datetime | None
    last_seq: int
    my_seat: int | None
    deadline: datetime.datetime | None
    stalled: bool
    stalled_since: datetime.datetime | None
    seats: list[Seat]
    game: None | Table | WhistTable
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        from ..models.table import Table # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        from ..models.whist_options import WhistOptions # noqa: PLC0415
        from ..models.whist_table import WhistTable # noqa: PLC0415
        id = self.id

        status = self.status.value

        visibility = self.visibility.value

        invite_code: None | str
        invite_code = self.invite_code

        version = self.version

        created_by = self.created_by

        created_at = self.created_at.isoformat()

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

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

        season_id: int | None
        season_id = self.season_id

        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        rematch_of: int | None
        rematch_of = self.rematch_of

        offer_expires_at: None | str
        if isinstance(self.offer_expires_at, datetime.datetime):
            offer_expires_at = self.offer_expires_at.isoformat()
        else:
            offer_expires_at = self.offer_expires_at

        last_seq = self.last_seq

        my_seat: int | None
        my_seat = self.my_seat

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        stalled = self.stalled

        stalled_since: None | str
        if isinstance(self.stalled_since, datetime.datetime):
            stalled_since = self.stalled_since.isoformat()
        else:
            stalled_since = self.stalled_since

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        game: dict[str, Any] | None
        if isinstance(self.game, Table):
            game = self.game.to_dict()
        elif isinstance(self.game, WhistTable):
            game = self.game.to_dict()
        else:
            game = self.game


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "visibility": visibility,
            "invite_code": invite_code,
            "version": version,
            "created_by": created_by,
            "created_at": created_at,
            "started_at": started_at,
            "finished_at": finished_at,
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
            "season_id": season_id,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "rematch_of": rematch_of,
            "offer_expires_at": offer_expires_at,
            "last_seq": last_seq,
            "my_seat": my_seat,
            "deadline": deadline,
            "stalled": stalled,
            "stalled_since": stalled_since,
            "seats": seats,
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        from ..models.table import Table # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        from ..models.whist_options import WhistOptions # noqa: PLC0415
        from ..models.whist_table import WhistTable # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = GameStatusEnum(d.pop("status"))




        visibility = VisibilityEnum(d.pop("visibility"))




        def _parse_invite_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invite_code = _parse_invite_code(d.pop("invite_code"))


        version = d.pop("version")

        created_by = d.pop("created_by")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)



                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))


        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


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

        def _parse_season_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        season_id = _parse_season_id(d.pop("season_id"))


        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_rematch_of(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))


        def _parse_offer_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                offer_expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return offer_expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        offer_expires_at = _parse_offer_expires_at(d.pop("offer_expires_at"))


        last_seq = d.pop("last_seq")

        def _parse_my_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        my_seat = _parse_my_seat(d.pop("my_seat"))


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


        stalled = d.pop("stalled")

        def _parse_stalled_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stalled_since_type_0 = datetime.datetime.fromisoformat(data)



                return stalled_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        stalled_since = _parse_stalled_since(d.pop("stalled_since"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_game(data: object) -> None | Table | WhistTable:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_table_type_0 = Table.from_dict(data)



                return componentsschemas_any_table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_table_type_1 = WhistTable.from_dict(data)



                return componentsschemas_any_table_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Table | WhistTable, data)

        game = _parse_game(d.pop("game"))


        game_view = cls(
            id=id,
            status=status,
            visibility=visibility,
            invite_code=invite_code,
            version=version,
            created_by=created_by,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
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
            season_id=season_id,
            seed_commitment=seed_commitment,
            seed=seed,
            rematch_of=rematch_of,
            offer_expires_at=offer_expires_at,
            last_seq=last_seq,
            my_seat=my_seat,
            deadline=deadline,
            stalled=stalled,
            stalled_since=stalled_since,
            seats=seats,
            game=game,
        )


        game_view.additional_properties = d
        return game_view

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
