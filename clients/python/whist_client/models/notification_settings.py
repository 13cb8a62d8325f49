from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.channels import Channels
  from ..models.quiet_hours import QuietHours





T = TypeVar("T", bound="NotificationSettings")



@_attrs_define
class NotificationSettings:
    """ 
        Attributes:
            time_zone (str): An IANA time zone (Europe/London) for quiet hours and the digest hour.
            quiet_hours (None | QuietHours): No mail and no push between these local times (a mail waits for the end, a push
                is not sent); null: none.
            your_turn_email_delay_minutes (int): A turn is mailed only once I have neither acted nor read the game for this
                long.
            digest (bool): A daily mail of the games waiting for me.
            digest_hour (int): The local hour of the digest.
            channels (Channels):
     """

    time_zone: str
    quiet_hours: None | QuietHours
    your_turn_email_delay_minutes: int
    digest: bool
    digest_hour: int
    channels: Channels
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.channels import Channels # noqa: PLC0415
        from ..models.quiet_hours import QuietHours # noqa: PLC0415
        time_zone = self.time_zone

        quiet_hours: dict[str, Any] | None
        if isinstance(self.quiet_hours, QuietHours):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        your_turn_email_delay_minutes = self.your_turn_email_delay_minutes

        digest = self.digest

        digest_hour = self.digest_hour

        channels = self.channels.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "time_zone": time_zone,
            "quiet_hours": quiet_hours,
            "your_turn_email_delay_minutes": your_turn_email_delay_minutes,
            "digest": digest,
            "digest_hour": digest_hour,
            "channels": channels,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.channels import Channels # noqa: PLC0415
        from ..models.quiet_hours import QuietHours # noqa: PLC0415
        d = dict(src_dict)
        time_zone = d.pop("time_zone")

        def _parse_quiet_hours(data: object) -> None | QuietHours:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_1 = QuietHours.from_dict(data)



                return quiet_hours_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuietHours, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours"))


        your_turn_email_delay_minutes = d.pop("your_turn_email_delay_minutes")

        digest = d.pop("digest")

        digest_hour = d.pop("digest_hour")

        channels = Channels.from_dict(d.pop("channels"))




        notification_settings = cls(
            time_zone=time_zone,
            quiet_hours=quiet_hours,
            your_turn_email_delay_minutes=your_turn_email_delay_minutes,
            digest=digest,
            digest_hour=digest_hour,
            channels=channels,
        )


        notification_settings.additional_properties = d
        return notification_settings

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
