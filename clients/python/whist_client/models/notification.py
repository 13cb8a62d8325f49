from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_type_enum import NotificationTypeEnum
from ..models.reminder_enum import ReminderEnum
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Notification")



@_attrs_define
class Notification:
    """ One notification.  ``seq`` counts up per user (resume with ``?after=<seq>``); the other
    fields depend on ``type``: ``your_turn`` (``game_id``, ``version``, ``seat``, ``decision``,
    ``deadline``), ``game_started`` (``game_id``, ``seat``), ``game_finished`` (``game_id``,
    ``seat``, ``position``), ``league_result`` (the same and ``season_id``), ``seat_taken`` and
    ``seat_left`` in a lobby you created (``game_id``, ``seat``, ``user_id``),
    ``game_cancelled`` (``game_id``; ``reason`` ``declined`` or ``expired`` for a rematch
    offer), ``invited`` to a rematch (``game_id``, ``rematch_of``, ``by``, ``expires_at``:
    accept with POST /games/{game_id}/join, decline with /leave) or by someone (``game_id`` or
    ``league_id``, ``by``, ``invitation_id``: answer it with POST
    /me/invitations/{id}/accept or /decline), ``webhook_disabled`` (``webhook_id``,
    ``url``, ``reason``), ``turn_reminder`` (``game_id``, ``seat``, ``deadline``, ``reminder``:
    ``half`` of the decision's time gone or a ``tenth`` left).

        Attributes:
            seq (int):
            type_ (NotificationTypeEnum): * `your_turn` - your_turn
                * `game_started` - game_started
                * `game_finished` - game_finished
                * `game_cancelled` - game_cancelled
                * `seat_taken` - seat_taken
                * `seat_left` - seat_left
                * `invited` - invited
                * `league_result` - league_result
                * `webhook_disabled` - webhook_disabled
                * `webhook_test` - webhook_test
                * `turn_reminder` - turn_reminder
                * `analysis_progress` - analysis_progress
                * `analysis_done` - analysis_done
            at (datetime.datetime):
            game_id (int | Unset):
            version (int | Unset):
            seat (int | Unset):
            decision (None | str | Unset):
            deadline (datetime.datetime | None | Unset):
            position (int | Unset):
            season_id (int | Unset):
            user_id (int | None | Unset):
            rematch_of (int | Unset):
            league_id (int | Unset):
            invitation_id (int | Unset):
            by (int | Unset):
            webhook_id (int | Unset):
            url (str | Unset):
            reason (str | Unset):
            reminder (ReminderEnum | Unset): * `half` - half
                * `tenth` - tenth
            expires_at (datetime.datetime | None | Unset):
     """

    seq: int
    type_: NotificationTypeEnum
    at: datetime.datetime
    game_id: int | Unset = UNSET
    version: int | Unset = UNSET
    seat: int | Unset = UNSET
    decision: None | str | Unset = UNSET
    deadline: datetime.datetime | None | Unset = UNSET
    position: int | Unset = UNSET
    season_id: int | Unset = UNSET
    user_id: int | None | Unset = UNSET
    rematch_of: int | Unset = UNSET
    league_id: int | Unset = UNSET
    invitation_id: int | Unset = UNSET
    by: int | Unset = UNSET
    webhook_id: int | Unset = UNSET
    url: str | Unset = UNSET
    reason: str | Unset = UNSET
    reminder: ReminderEnum | Unset = UNSET
    expires_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_.value

        at = self.at.isoformat()

        game_id = self.game_id

        version = self.version

        seat = self.seat

        decision: None | str | Unset
        if isinstance(self.decision, Unset):
            decision = UNSET
        else:
            decision = self.decision

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        elif isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        position = self.position

        season_id = self.season_id

        user_id: int | None | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id

        rematch_of = self.rematch_of

        league_id = self.league_id

        invitation_id = self.invitation_id

        by = self.by

        webhook_id = self.webhook_id

        url = self.url

        reason = self.reason

        reminder: str | Unset = UNSET
        if not isinstance(self.reminder, Unset):
            reminder = self.reminder.value


        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "at": at,
        })
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if version is not UNSET:
            field_dict["version"] = version
        if seat is not UNSET:
            field_dict["seat"] = seat
        if decision is not UNSET:
            field_dict["decision"] = decision
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if position is not UNSET:
            field_dict["position"] = position
        if season_id is not UNSET:
            field_dict["season_id"] = season_id
        if user_id is not UNSET:
            field_dict["user_id"] = user_id
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if league_id is not UNSET:
            field_dict["league_id"] = league_id
        if invitation_id is not UNSET:
            field_dict["invitation_id"] = invitation_id
        if by is not UNSET:
            field_dict["by"] = by
        if webhook_id is not UNSET:
            field_dict["webhook_id"] = webhook_id
        if url is not UNSET:
            field_dict["url"] = url
        if reason is not UNSET:
            field_dict["reason"] = reason
        if reminder is not UNSET:
            field_dict["reminder"] = reminder
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = NotificationTypeEnum(d.pop("type"))




        at = datetime.datetime.fromisoformat(d.pop("at"))




        game_id = d.pop("game_id", UNSET)

        version = d.pop("version", UNSET)

        seat = d.pop("seat", UNSET)

        def _parse_decision(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        decision = _parse_decision(d.pop("decision", UNSET))


        def _parse_deadline(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))


        position = d.pop("position", UNSET)

        season_id = d.pop("season_id", UNSET)

        def _parse_user_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))


        rematch_of = d.pop("rematch_of", UNSET)

        league_id = d.pop("league_id", UNSET)

        invitation_id = d.pop("invitation_id", UNSET)

        by = d.pop("by", UNSET)

        webhook_id = d.pop("webhook_id", UNSET)

        url = d.pop("url", UNSET)

        reason = d.pop("reason", UNSET)

        _reminder = d.pop("reminder", UNSET)
        reminder: ReminderEnum | Unset
        if isinstance(_reminder,  Unset):
            reminder = UNSET
        else:
            reminder = ReminderEnum(_reminder)




        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))


        notification = cls(
            seq=seq,
            type_=type_,
            at=at,
            game_id=game_id,
            version=version,
            seat=seat,
            decision=decision,
            deadline=deadline,
            position=position,
            season_id=season_id,
            user_id=user_id,
            rematch_of=rematch_of,
            league_id=league_id,
            invitation_id=invitation_id,
            by=by,
            webhook_id=webhook_id,
            url=url,
            reason=reason,
            reminder=reminder,
            expires_at=expires_at,
        )


        notification.additional_properties = d
        return notification

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
