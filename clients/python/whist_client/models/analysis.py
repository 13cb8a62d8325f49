from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.analysis_status_enum import AnalysisStatusEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.analysis_result import AnalysisResult





T = TypeVar("T", bound="Analysis")



@_attrs_define
class Analysis:
    """ 
        Attributes:
            game_id (int):
            settings_key (str):
            status (AnalysisStatusEnum): * `queued` - queued
                * `running` - running
                * `done` - done
                * `failed` - failed
            progress (float):
            reason (str): Why it failed (failed only).
            created_at (datetime.datetime):
            started_at (datetime.datetime | None):
            finished_at (datetime.datetime | None):
            result (AnalysisResult | None): Once done.
     """

    game_id: int
    settings_key: str
    status: AnalysisStatusEnum
    progress: float
    reason: str
    created_at: datetime.datetime
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    result: AnalysisResult | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_result import AnalysisResult # noqa: PLC0415
        game_id = self.game_id

        settings_key = self.settings_key

        status = self.status.value

        progress = self.progress

        reason = self.reason

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

        result: dict[str, Any] | None
        if isinstance(self.result, AnalysisResult):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "settings_key": settings_key,
            "status": status,
            "progress": progress,
            "reason": reason,
            "created_at": created_at,
            "started_at": started_at,
            "finished_at": finished_at,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_result import AnalysisResult # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        settings_key = d.pop("settings_key")

        status = AnalysisStatusEnum(d.pop("status"))




        progress = d.pop("progress")

        reason = d.pop("reason")

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


        def _parse_result(data: object) -> AnalysisResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = AnalysisResult.from_dict(data)



                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisResult | None, data)

        result = _parse_result(d.pop("result"))


        analysis = cls(
            game_id=game_id,
            settings_key=settings_key,
            status=status,
            progress=progress,
            reason=reason,
            created_at=created_at,
            started_at=started_at,
            finished_at=finished_at,
            result=result,
        )


        analysis.additional_properties = d
        return analysis

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
