from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.channel import Channel





T = TypeVar("T", bound="Channels")



@_attrs_define
class Channels:
    """ 
        Attributes:
            stream (Channel):
            email (Channel):
            web_push (Channel):
            mobile_push (Channel):
     """

    stream: Channel
    email: Channel
    web_push: Channel
    mobile_push: Channel
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.channel import Channel # noqa: PLC0415
        stream = self.stream.to_dict()

        email = self.email.to_dict()

        web_push = self.web_push.to_dict()

        mobile_push = self.mobile_push.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "stream": stream,
            "email": email,
            "web_push": web_push,
            "mobile_push": mobile_push,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.channel import Channel # noqa: PLC0415
        d = dict(src_dict)
        stream = Channel.from_dict(d.pop("stream"))




        email = Channel.from_dict(d.pop("email"))




        web_push = Channel.from_dict(d.pop("web_push"))




        mobile_push = Channel.from_dict(d.pop("mobile_push"))




        channels = cls(
            stream=stream,
            email=email,
            web_push=web_push,
            mobile_push=mobile_push,
        )


        channels.additional_properties = d
        return channels

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
