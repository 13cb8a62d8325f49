from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_pause import GamePause
  from ..models.vacation_row import VacationRow





T = TypeVar("T", bound="Vacation")



@_attrs_define
class Vacation:
    """ The allowance accrues over the calendar year (``days_per_year``); a vacation counts
    from its start to its end (or to now while it lasts).

        Attributes:
            days_per_year (float):
            accrued_days (float):
            used_days (float):
            left_days (float):
            auto (bool):
            current (None | VacationRow):
            vacations (list[VacationRow]): This year's.
            pauses (list[GamePause]): The games whose clock was held.
     """

    days_per_year: float
    accrued_days: float
    used_days: float
    left_days: float
    auto: bool
    current: None | VacationRow
    vacations: list[VacationRow]
    pauses: list[GamePause]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_pause import GamePause # noqa: PLC0415
        from ..models.vacation_row import VacationRow # noqa: PLC0415
        days_per_year = self.days_per_year

        accrued_days = self.accrued_days

        used_days = self.used_days

        left_days = self.left_days

        auto = self.auto

        current: dict[str, Any] | None
        if isinstance(self.current, VacationRow):
            current = self.current.to_dict()
        else:
            current = self.current

        vacations = []
        for vacations_item_data in self.vacations:
            vacations_item = vacations_item_data.to_dict()
            vacations.append(vacations_item)



        pauses = []
        for pauses_item_data in self.pauses:
            pauses_item = pauses_item_data.to_dict()
            pauses.append(pauses_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "days_per_year": days_per_year,
            "accrued_days": accrued_days,
            "used_days": used_days,
            "left_days": left_days,
            "auto": auto,
            "current": current,
            "vacations": vacations,
            "pauses": pauses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_pause import GamePause # noqa: PLC0415
        from ..models.vacation_row import VacationRow # noqa: PLC0415
        d = dict(src_dict)
        days_per_year = d.pop("days_per_year")

        accrued_days = d.pop("accrued_days")

        used_days = d.pop("used_days")

        left_days = d.pop("left_days")

        auto = d.pop("auto")

        def _parse_current(data: object) -> None | VacationRow:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_type_1 = VacationRow.from_dict(data)



                return current_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VacationRow, data)

        current = _parse_current(d.pop("current"))


        vacations = []
        _vacations = d.pop("vacations")
        for vacations_item_data in (_vacations):
            vacations_item = VacationRow.from_dict(vacations_item_data)



            vacations.append(vacations_item)


        pauses = []
        _pauses = d.pop("pauses")
        for pauses_item_data in (_pauses):
            pauses_item = GamePause.from_dict(pauses_item_data)



            pauses.append(pauses_item)


        vacation = cls(
            days_per_year=days_per_year,
            accrued_days=accrued_days,
            used_days=used_days,
            left_days=left_days,
            auto=auto,
            current=current,
            vacations=vacations,
            pauses=pauses,
        )


        vacation.additional_properties = d
        return vacation

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
