from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_kind_enum import GameKindEnum
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.all_hands_known_deal import AllHandsKnownDeal
  from ..models.analysis_settings import AnalysisSettings
  from ..models.decision_review import DecisionReview
  from ..models.double_dummy_deal import DoubleDummyDeal
  from ..models.player_summary import PlayerSummary
  from ..models.side_summary import SideSummary
  from ..models.thresholds import Thresholds





T = TypeVar("T", bound="AnalysisResult")



@_attrs_define
class AnalysisResult:
    """ Knock-Out Whist: the expert's review (``decisions``, ``summary``) and each deal's
    all-hands-known line (``all_hands_known``); classic Whist: the double-dummy line of every
    deal (``deals``, ``sides``) and, unless its settings key is ``dds`` (stored before they
    were given), the expert's review of every card too.

        Attributes:
            kind (GameKindEnum): * `knockout` - knockout
                * `whist` - whist
            settings (AnalysisSettings):
            value_meaning (str | Unset):
            survival_meaning (str | Unset):
            place_meaning (str | Unset):
            all_hands_known (list[AllHandsKnownDeal] | Unset):
            all_hands_known_meaning (str | Unset):
            thresholds (Thresholds | Unset):
            players (int | Unset):
            decisions (list[DecisionReview] | Unset):
            summary (list[PlayerSummary] | Unset):
            deals (list[DoubleDummyDeal] | Unset):
            sides (list[SideSummary] | Unset):
     """

    kind: GameKindEnum
    settings: AnalysisSettings
    value_meaning: str | Unset = UNSET
    survival_meaning: str | Unset = UNSET
    place_meaning: str | Unset = UNSET
    all_hands_known: list[AllHandsKnownDeal] | Unset = UNSET
    all_hands_known_meaning: str | Unset = UNSET
    thresholds: Thresholds | Unset = UNSET
    players: int | Unset = UNSET
    decisions: list[DecisionReview] | Unset = UNSET
    summary: list[PlayerSummary] | Unset = UNSET
    deals: list[DoubleDummyDeal] | Unset = UNSET
    sides: list[SideSummary] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.all_hands_known_deal import AllHandsKnownDeal # noqa: PLC0415
        from ..models.analysis_settings import AnalysisSettings # noqa: PLC0415
        from ..models.decision_review import DecisionReview # noqa: PLC0415
        from ..models.double_dummy_deal import DoubleDummyDeal # noqa: PLC0415
        from ..models.player_summary import PlayerSummary # noqa: PLC0415
        from ..models.side_summary import SideSummary # noqa: PLC0415
        from ..models.thresholds import Thresholds # noqa: PLC0415
        kind = self.kind.value

        settings = self.settings.to_dict()

        value_meaning = self.value_meaning

        survival_meaning = self.survival_meaning

        place_meaning = self.place_meaning

        all_hands_known: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.all_hands_known, Unset):
            all_hands_known = []
            for all_hands_known_item_data in self.all_hands_known:
                all_hands_known_item = all_hands_known_item_data.to_dict()
                all_hands_known.append(all_hands_known_item)



        all_hands_known_meaning = self.all_hands_known_meaning

        thresholds: dict[str, Any] | Unset = UNSET
        if not isinstance(self.thresholds, Unset):
            thresholds = self.thresholds.to_dict()

        players = self.players

        decisions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.decisions, Unset):
            decisions = []
            for decisions_item_data in self.decisions:
                decisions_item = decisions_item_data.to_dict()
                decisions.append(decisions_item)



        summary: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.summary, Unset):
            summary = []
            for summary_item_data in self.summary:
                summary_item = summary_item_data.to_dict()
                summary.append(summary_item)



        deals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deals, Unset):
            deals = []
            for deals_item_data in self.deals:
                deals_item = deals_item_data.to_dict()
                deals.append(deals_item)



        sides: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sides, Unset):
            sides = []
            for sides_item_data in self.sides:
                sides_item = sides_item_data.to_dict()
                sides.append(sides_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "settings": settings,
        })
        if value_meaning is not UNSET:
            field_dict["value_meaning"] = value_meaning
        if survival_meaning is not UNSET:
            field_dict["survival_meaning"] = survival_meaning
        if place_meaning is not UNSET:
            field_dict["place_meaning"] = place_meaning
        if all_hands_known is not UNSET:
            field_dict["all_hands_known"] = all_hands_known
        if all_hands_known_meaning is not UNSET:
            field_dict["all_hands_known_meaning"] = all_hands_known_meaning
        if thresholds is not UNSET:
            field_dict["thresholds"] = thresholds
        if players is not UNSET:
            field_dict["players"] = players
        if decisions is not UNSET:
            field_dict["decisions"] = decisions
        if summary is not UNSET:
            field_dict["summary"] = summary
        if deals is not UNSET:
            field_dict["deals"] = deals
        if sides is not UNSET:
            field_dict["sides"] = sides

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.all_hands_known_deal import AllHandsKnownDeal # noqa: PLC0415
        from ..models.analysis_settings import AnalysisSettings # noqa: PLC0415
        from ..models.decision_review import DecisionReview # noqa: PLC0415
        from ..models.double_dummy_deal import DoubleDummyDeal # noqa: PLC0415
        from ..models.player_summary import PlayerSummary # noqa: PLC0415
        from ..models.side_summary import SideSummary # noqa: PLC0415
        from ..models.thresholds import Thresholds # noqa: PLC0415
        d = dict(src_dict)
        kind = GameKindEnum(d.pop("kind"))




        settings = AnalysisSettings.from_dict(d.pop("settings"))




        value_meaning = d.pop("value_meaning", UNSET)

        survival_meaning = d.pop("survival_meaning", UNSET)

        place_meaning = d.pop("place_meaning", UNSET)

        _all_hands_known = d.pop("all_hands_known", UNSET)
        all_hands_known: list[AllHandsKnownDeal] | Unset = UNSET
        if _all_hands_known is not UNSET:
            all_hands_known = []
            for all_hands_known_item_data in _all_hands_known:
                all_hands_known_item = AllHandsKnownDeal.from_dict(all_hands_known_item_data)



                all_hands_known.append(all_hands_known_item)


        all_hands_known_meaning = d.pop("all_hands_known_meaning", UNSET)

        _thresholds = d.pop("thresholds", UNSET)
        thresholds: Thresholds | Unset
        if isinstance(_thresholds,  Unset):
            thresholds = UNSET
        else:
            thresholds = Thresholds.from_dict(_thresholds)




        players = d.pop("players", UNSET)

        _decisions = d.pop("decisions", UNSET)
        decisions: list[DecisionReview] | Unset = UNSET
        if _decisions is not UNSET:
            decisions = []
            for decisions_item_data in _decisions:
                decisions_item = DecisionReview.from_dict(decisions_item_data)



                decisions.append(decisions_item)


        _summary = d.pop("summary", UNSET)
        summary: list[PlayerSummary] | Unset = UNSET
        if _summary is not UNSET:
            summary = []
            for summary_item_data in _summary:
                summary_item = PlayerSummary.from_dict(summary_item_data)



                summary.append(summary_item)


        _deals = d.pop("deals", UNSET)
        deals: list[DoubleDummyDeal] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = DoubleDummyDeal.from_dict(deals_item_data)



                deals.append(deals_item)


        _sides = d.pop("sides", UNSET)
        sides: list[SideSummary] | Unset = UNSET
        if _sides is not UNSET:
            sides = []
            for sides_item_data in _sides:
                sides_item = SideSummary.from_dict(sides_item_data)



                sides.append(sides_item)


        analysis_result = cls(
            kind=kind,
            settings=settings,
            value_meaning=value_meaning,
            survival_meaning=survival_meaning,
            place_meaning=place_meaning,
            all_hands_known=all_hands_known,
            all_hands_known_meaning=all_hands_known_meaning,
            thresholds=thresholds,
            players=players,
            decisions=decisions,
            summary=summary,
            deals=deals,
            sides=sides,
        )


        analysis_result.additional_properties = d
        return analysis_result

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
