from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_kind_enum import GameKindEnum
from ..models.on_timeout_enum import OnTimeoutEnum
from ..models.rules_preset_enum import RulesPresetEnum
from ..models.visibility_enum import VisibilityEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_options_overrides_request import GameOptionsOverridesRequest
  from ..models.time_control_input_request import TimeControlInputRequest
  from ..models.whist_options_overrides_request import WhistOptionsOverridesRequest





T = TypeVar("T", bound="GameCreateRequest")



@_attrs_define
class GameCreateRequest:
    """ 
        Attributes:
            max_players (int): 2-7 for Knock-Out Whist; classic Whist is for exactly 4.
            kind (GameKindEnum | Unset): * `knockout` - knockout
                * `whist` - whist
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
                * `whist_drive_no_trump` - whist_drive_no_trump
            options (GameOptionsOverridesRequest | Unset | WhistOptionsOverridesRequest):
            turn_time_limit (int | None | Unset): Seconds per decision; null: none. The same as a live time_control.
            time_control (None | TimeControlInputRequest | Unset):
            on_timeout (OnTimeoutEnum | Unset): * `play` - play
                * `resign` - resign Default: OnTimeoutEnum.RESIGN.
            timeouts_to_resign (int | None | Unset): on_timeout resign: timeouts in a row (default 3).
            visibility (VisibilityEnum | Unset): * `public` - Public
                * `private` - Private Default: VisibilityEnum.PUBLIC.
            rated (bool | Unset):  Default: True.
            join (bool | Unset): Take seat 0 yourself; false to organise a table (e.g. of AI seats) that you only watch.
                Default: True.
            league_id (int | None | Unset): Count the game toward this league's table (its current season unless season_id
                is given); the league's rules preset and options apply.
            season_id (int | None | Unset):
            chat_free_text (bool | None | Unset): Free text in the table talk (quick phrases are always there). Default: on,
                except in rated classic Whist, where partners could signal with it.
            spectators_trick_late (bool | Unset): Spectators see the play one trick late (the current trick's cards only
                once it is complete); players see everything as it happens. Default: False.
     """

    max_players: int
    kind: GameKindEnum | Unset = UNSET
    preset: RulesPresetEnum | Unset = UNSET
    options: GameOptionsOverridesRequest | Unset | WhistOptionsOverridesRequest = UNSET
    turn_time_limit: int | None | Unset = UNSET
    time_control: None | TimeControlInputRequest | Unset = UNSET
    on_timeout: OnTimeoutEnum | Unset = OnTimeoutEnum.RESIGN
    timeouts_to_resign: int | None | Unset = UNSET
    visibility: VisibilityEnum | Unset = VisibilityEnum.PUBLIC
    rated: bool | Unset = True
    join: bool | Unset = True
    league_id: int | None | Unset = UNSET
    season_id: int | None | Unset = UNSET
    chat_free_text: bool | None | Unset = UNSET
    spectators_trick_late: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_options_overrides_request import GameOptionsOverridesRequest # noqa: PLC0415
        from ..models.time_control_input_request import TimeControlInputRequest # noqa: PLC0415
        from ..models.whist_options_overrides_request import WhistOptionsOverridesRequest # noqa: PLC0415
        max_players = self.max_players

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value


        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, GameOptionsOverridesRequest):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        turn_time_limit: int | None | Unset
        if isinstance(self.turn_time_limit, Unset):
            turn_time_limit = UNSET
        else:
            turn_time_limit = self.turn_time_limit

        time_control: dict[str, Any] | None | Unset
        if isinstance(self.time_control, Unset):
            time_control = UNSET
        elif isinstance(self.time_control, TimeControlInputRequest):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        timeouts_to_resign: int | None | Unset
        if isinstance(self.timeouts_to_resign, Unset):
            timeouts_to_resign = UNSET
        else:
            timeouts_to_resign = self.timeouts_to_resign

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value


        rated = self.rated

        join = self.join

        league_id: int | None | Unset
        if isinstance(self.league_id, Unset):
            league_id = UNSET
        else:
            league_id = self.league_id

        season_id: int | None | Unset
        if isinstance(self.season_id, Unset):
            season_id = UNSET
        else:
            season_id = self.season_id

        chat_free_text: bool | None | Unset
        if isinstance(self.chat_free_text, Unset):
            chat_free_text = UNSET
        else:
            chat_free_text = self.chat_free_text

        spectators_trick_late = self.spectators_trick_late


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max_players": max_players,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if preset is not UNSET:
            field_dict["preset"] = preset
        if options is not UNSET:
            field_dict["options"] = options
        if turn_time_limit is not UNSET:
            field_dict["turn_time_limit"] = turn_time_limit
        if time_control is not UNSET:
            field_dict["time_control"] = time_control
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if timeouts_to_resign is not UNSET:
            field_dict["timeouts_to_resign"] = timeouts_to_resign
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if rated is not UNSET:
            field_dict["rated"] = rated
        if join is not UNSET:
            field_dict["join"] = join
        if league_id is not UNSET:
            field_dict["league_id"] = league_id
        if season_id is not UNSET:
            field_dict["season_id"] = season_id
        if chat_free_text is not UNSET:
            field_dict["chat_free_text"] = chat_free_text
        if spectators_trick_late is not UNSET:
            field_dict["spectators_trick_late"] = spectators_trick_late

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options_overrides_request import GameOptionsOverridesRequest # noqa: PLC0415
        from ..models.time_control_input_request import TimeControlInputRequest # noqa: PLC0415
        from ..models.whist_options_overrides_request import WhistOptionsOverridesRequest # noqa: PLC0415
        d = dict(src_dict)
        max_players = d.pop("max_players")

        _kind = d.pop("kind", UNSET)
        kind: GameKindEnum | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = GameKindEnum(_kind)




        _preset = d.pop("preset", UNSET)
        preset: RulesPresetEnum | Unset
        if isinstance(_preset,  Unset):
            preset = UNSET
        else:
            preset = RulesPresetEnum(_preset)




        def _parse_options(data: object) -> GameOptionsOverridesRequest | Unset | WhistOptionsOverridesRequest:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_overrides_request_type_0 = GameOptionsOverridesRequest.from_dict(data)



                return componentsschemas_any_game_options_overrides_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_options_overrides_request_type_1 = WhistOptionsOverridesRequest.from_dict(data)



            return componentsschemas_any_game_options_overrides_request_type_1

        options = _parse_options(d.pop("options", UNSET))


        def _parse_turn_time_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_time_limit = _parse_turn_time_limit(d.pop("turn_time_limit", UNSET))


        def _parse_time_control(data: object) -> None | TimeControlInputRequest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_control_type_1 = TimeControlInputRequest.from_dict(data)



                return time_control_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControlInputRequest | Unset, data)

        time_control = _parse_time_control(d.pop("time_control", UNSET))


        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: OnTimeoutEnum | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = OnTimeoutEnum(_on_timeout)




        def _parse_timeouts_to_resign(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        timeouts_to_resign = _parse_timeouts_to_resign(d.pop("timeouts_to_resign", UNSET))


        _visibility = d.pop("visibility", UNSET)
        visibility: VisibilityEnum | Unset
        if isinstance(_visibility,  Unset):
            visibility = UNSET
        else:
            visibility = VisibilityEnum(_visibility)




        rated = d.pop("rated", UNSET)

        join = d.pop("join", UNSET)

        def _parse_league_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        league_id = _parse_league_id(d.pop("league_id", UNSET))


        def _parse_season_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        season_id = _parse_season_id(d.pop("season_id", UNSET))


        def _parse_chat_free_text(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        chat_free_text = _parse_chat_free_text(d.pop("chat_free_text", UNSET))


        spectators_trick_late = d.pop("spectators_trick_late", UNSET)

        game_create_request = cls(
            max_players=max_players,
            kind=kind,
            preset=preset,
            options=options,
            turn_time_limit=turn_time_limit,
            time_control=time_control,
            on_timeout=on_timeout,
            timeouts_to_resign=timeouts_to_resign,
            visibility=visibility,
            rated=rated,
            join=join,
            league_id=league_id,
            season_id=season_id,
            chat_free_text=chat_free_text,
            spectators_trick_late=spectators_trick_late,
        )

        return game_create_request

