from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ai_level_enum import AiLevelEnum
from ..models.seat_status_enum import SeatStatusEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_clock import SeatClock





T = TypeVar("T", bound="Seat")



@_attrs_define
class Seat:
    """ A seat at the table: who sits there and how the game goes for it.

        Attributes:
            index (int):
            user_id (int | None): Null for an AI seat.
            username (None | str):
            display_name (str):
            ai_level (AiLevelEnum | None): An AI seat's level, else null.

                * `random` - random
                * `heuristic` - heuristic
                * `medium` - medium
                * `expert` - expert
            is_ai (bool):
            status (SeatStatusEnum): * `in` - in
                * `dogs_life` - dogs_life
                * `out` - out
            position (int | None): Finishing position once the game is over.
            tricks (int): Tricks taken this deal.
            tricks_total (int):
            hand_count (int):
            resigned (bool):
            server_controlled (bool): An AI seat or a resigned one: the server decides for it.
            consecutive_timeouts (int):
            accepted (bool): False: a rematch holds this seat for its player, who has not accepted yet (POST
                /games/{id}/join accepts, /leave declines); the game cannot start until they do.
            clock (SeatClock):
     """

    index: int
    user_id: int | None
    username: None | str
    display_name: str
    ai_level: AiLevelEnum | None
    is_ai: bool
    status: SeatStatusEnum
    position: int | None
    tricks: int
    tricks_total: int
    hand_count: int
    resigned: bool
    server_controlled: bool
    consecutive_timeouts: int
    accepted: bool
    clock: SeatClock
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_clock import SeatClock # noqa: PLC0415
        index = self.index

        user_id: int | None
        user_id = self.user_id

        username: None | str
        username = self.username

        display_name = self.display_name

        ai_level: None | str
        if isinstance(self.ai_level, AiLevelEnum):
            ai_level = self.ai_level.value
        else:
            ai_level = self.ai_level

        is_ai = self.is_ai

        status = self.status.value

        position: int | None
        position = self.position

        tricks = self.tricks

        tricks_total = self.tricks_total

        hand_count = self.hand_count

        resigned = self.resigned

        server_controlled = self.server_controlled

        consecutive_timeouts = self.consecutive_timeouts

        accepted = self.accepted

        clock = self.clock.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "user_id": user_id,
            "username": username,
            "display_name": display_name,
            "ai_level": ai_level,
            "is_ai": is_ai,
            "status": status,
            "position": position,
            "tricks": tricks,
            "tricks_total": tricks_total,
            "hand_count": hand_count,
            "resigned": resigned,
            "server_controlled": server_controlled,
            "consecutive_timeouts": consecutive_timeouts,
            "accepted": accepted,
            "clock": clock,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_clock import SeatClock # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_user_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        user_id = _parse_user_id(d.pop("user_id"))


        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))


        display_name = d.pop("display_name")

        def _parse_ai_level(data: object) -> AiLevelEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ai_level_type_0 = AiLevelEnum(data)



                return ai_level_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AiLevelEnum | None, data)

        ai_level = _parse_ai_level(d.pop("ai_level"))


        is_ai = d.pop("is_ai")

        status = SeatStatusEnum(d.pop("status"))




        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))


        tricks = d.pop("tricks")

        tricks_total = d.pop("tricks_total")

        hand_count = d.pop("hand_count")

        resigned = d.pop("resigned")

        server_controlled = d.pop("server_controlled")

        consecutive_timeouts = d.pop("consecutive_timeouts")

        accepted = d.pop("accepted")

        clock = SeatClock.from_dict(d.pop("clock"))




        seat = cls(
            index=index,
            user_id=user_id,
            username=username,
            display_name=display_name,
            ai_level=ai_level,
            is_ai=is_ai,
            status=status,
            position=position,
            tricks=tricks,
            tricks_total=tricks_total,
            hand_count=hand_count,
            resigned=resigned,
            server_controlled=server_controlled,
            consecutive_timeouts=consecutive_timeouts,
            accepted=accepted,
            clock=clock,
        )


        seat.additional_properties = d
        return seat

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
