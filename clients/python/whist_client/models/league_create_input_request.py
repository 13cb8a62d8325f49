from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rules_preset_enum import RulesPresetEnum
from ..models.scoring_enum import ScoringEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_options_overrides_request import GameOptionsOverridesRequest
  from ..models.whist_options_overrides_request import WhistOptionsOverridesRequest





T = TypeVar("T", bound="LeagueCreateInputRequest")



@_attrs_define
class LeagueCreateInputRequest:
    """ 
        Attributes:
            name (str):
            is_private (bool | Unset):  Default: True.
            scoring (ScoringEnum | Unset): * `beaten` - One point for each player who finished below you
                * `fixed` - Fixed points per finishing position Default: ScoringEnum.BEATEN.
            fixed_points (list[int] | Unset): Points for 1st, 2nd, ... place; required with the 'fixed' scheme.
            rules_preset (RulesPresetEnum | Unset): * `american` - american
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
                * `whist_drive_no_trump` - whist_drive_no_trump Default: RulesPresetEnum.PAGAT.
            options (GameOptionsOverridesRequest | Unset | WhistOptionsOverridesRequest):
     """

    name: str
    is_private: bool | Unset = True
    scoring: ScoringEnum | Unset = ScoringEnum.BEATEN
    fixed_points: list[int] | Unset = UNSET
    rules_preset: RulesPresetEnum | Unset = RulesPresetEnum.PAGAT
    options: GameOptionsOverridesRequest | Unset | WhistOptionsOverridesRequest = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_options_overrides_request import GameOptionsOverridesRequest # noqa: PLC0415
        from ..models.whist_options_overrides_request import WhistOptionsOverridesRequest # noqa: PLC0415
        name = self.name

        is_private = self.is_private

        scoring: str | Unset = UNSET
        if not isinstance(self.scoring, Unset):
            scoring = self.scoring.value


        fixed_points: list[int] | Unset = UNSET
        if not isinstance(self.fixed_points, Unset):
            fixed_points = self.fixed_points



        rules_preset: str | Unset = UNSET
        if not isinstance(self.rules_preset, Unset):
            rules_preset = self.rules_preset.value


        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, GameOptionsOverridesRequest):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if is_private is not UNSET:
            field_dict["is_private"] = is_private
        if scoring is not UNSET:
            field_dict["scoring"] = scoring
        if fixed_points is not UNSET:
            field_dict["fixed_points"] = fixed_points
        if rules_preset is not UNSET:
            field_dict["rules_preset"] = rules_preset
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options_overrides_request import GameOptionsOverridesRequest # noqa: PLC0415
        from ..models.whist_options_overrides_request import WhistOptionsOverridesRequest # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        is_private = d.pop("is_private", UNSET)

        _scoring = d.pop("scoring", UNSET)
        scoring: ScoringEnum | Unset
        if isinstance(_scoring,  Unset):
            scoring = UNSET
        else:
            scoring = ScoringEnum(_scoring)




        fixed_points = cast(list[int], d.pop("fixed_points", UNSET))


        _rules_preset = d.pop("rules_preset", UNSET)
        rules_preset: RulesPresetEnum | Unset
        if isinstance(_rules_preset,  Unset):
            rules_preset = UNSET
        else:
            rules_preset = RulesPresetEnum(_rules_preset)




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


        league_create_input_request = cls(
            name=name,
            is_private=is_private,
            scoring=scoring,
            fixed_points=fixed_points,
            rules_preset=rules_preset,
            options=options,
        )

        return league_create_input_request

