from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.channels_input_request import ChannelsInputRequest
  from ..models.quiet_hours_request import QuietHoursRequest





T = TypeVar("T", bound="PatchedNotificationSettingsInputRequest")



@_attrs_define
class PatchedNotificationSettingsInputRequest:
    """ The settings to change: only those sent change, and at least one must be sent (a body
    of null, {} or nothing is refused, as any PATCH that changes nothing is).

        Attributes:
            time_zone (str | Unset): An IANA time zone (Europe/London) for quiet hours and the digest hour.
            quiet_hours (None | QuietHoursRequest | Unset): No mail and no push between these local times (a mail waits for
                the end, a push is not sent); null: none.
            your_turn_email_delay_minutes (int | Unset): A turn is mailed only once I have neither acted nor read the game
                for this long.
            digest (bool | Unset): A daily mail of the games waiting for me.
            digest_hour (int | Unset): The local hour of the digest.
            channels (ChannelsInputRequest | Unset):
     """

    time_zone: str | Unset = UNSET
    quiet_hours: None | QuietHoursRequest | Unset = UNSET
    your_turn_email_delay_minutes: int | Unset = UNSET
    digest: bool | Unset = UNSET
    digest_hour: int | Unset = UNSET
    channels: ChannelsInputRequest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.channels_input_request import ChannelsInputRequest # noqa: PLC0415
        from ..models.quiet_hours_request import QuietHoursRequest # noqa: PLC0415
        time_zone = self.time_zone

        quiet_hours: dict[str, Any] | None | Unset
        if isinstance(self.quiet_hours, Unset):
            quiet_hours = UNSET
        elif isinstance(self.quiet_hours, QuietHoursRequest):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        your_turn_email_delay_minutes = self.your_turn_email_delay_minutes

        digest = self.digest

        digest_hour = self.digest_hour

        channels: dict[str, Any] | Unset = UNSET
        if not isinstance(self.channels, Unset):
            channels = self.channels.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if time_zone is not UNSET:
            field_dict["time_zone"] = time_zone
        if quiet_hours is not UNSET:
            field_dict["quiet_hours"] = quiet_hours
        if your_turn_email_delay_minutes is not UNSET:
            field_dict["your_turn_email_delay_minutes"] = your_turn_email_delay_minutes
        if digest is not UNSET:
            field_dict["digest"] = digest
        if digest_hour is not UNSET:
            field_dict["digest_hour"] = digest_hour
        if channels is not UNSET:
            field_dict["channels"] = channels

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.channels_input_request import ChannelsInputRequest # noqa: PLC0415
        from ..models.quiet_hours_request import QuietHoursRequest # noqa: PLC0415
        d = dict(src_dict)
        time_zone = d.pop("time_zone", UNSET)

        def _parse_quiet_hours(data: object) -> None | QuietHoursRequest | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_1 = QuietHoursRequest.from_dict(data)



                return quiet_hours_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuietHoursRequest | Unset, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours", UNSET))


        your_turn_email_delay_minutes = d.pop("your_turn_email_delay_minutes", UNSET)

        digest = d.pop("digest", UNSET)

        digest_hour = d.pop("digest_hour", UNSET)

        _channels = d.pop("channels", UNSET)
        channels: ChannelsInputRequest | Unset
        if isinstance(_channels,  Unset):
            channels = UNSET
        else:
            channels = ChannelsInputRequest.from_dict(_channels)




        patched_notification_settings_input_request = cls(
            time_zone=time_zone,
            quiet_hours=quiet_hours,
            your_turn_email_delay_minutes=your_turn_email_delay_minutes,
            digest=digest,
            digest_hour=digest_hour,
            channels=channels,
        )

        return patched_notification_settings_input_request

