from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.channel_input_request import ChannelInputRequest





T = TypeVar("T", bound="ChannelsInputRequest")



@_attrs_define
class ChannelsInputRequest:
    """ 
        Attributes:
            stream (ChannelInputRequest | Unset):
            email (ChannelInputRequest | Unset):
            web_push (ChannelInputRequest | Unset):
            mobile_push (ChannelInputRequest | Unset):
     """

    stream: ChannelInputRequest | Unset = UNSET
    email: ChannelInputRequest | Unset = UNSET
    web_push: ChannelInputRequest | Unset = UNSET
    mobile_push: ChannelInputRequest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.channel_input_request import ChannelInputRequest # noqa: PLC0415
        stream: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stream, Unset):
            stream = self.stream.to_dict()

        email: dict[str, Any] | Unset = UNSET
        if not isinstance(self.email, Unset):
            email = self.email.to_dict()

        web_push: dict[str, Any] | Unset = UNSET
        if not isinstance(self.web_push, Unset):
            web_push = self.web_push.to_dict()

        mobile_push: dict[str, Any] | Unset = UNSET
        if not isinstance(self.mobile_push, Unset):
            mobile_push = self.mobile_push.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if stream is not UNSET:
            field_dict["stream"] = stream
        if email is not UNSET:
            field_dict["email"] = email
        if web_push is not UNSET:
            field_dict["web_push"] = web_push
        if mobile_push is not UNSET:
            field_dict["mobile_push"] = mobile_push

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.channel_input_request import ChannelInputRequest # noqa: PLC0415
        d = dict(src_dict)
        _stream = d.pop("stream", UNSET)
        stream: ChannelInputRequest | Unset
        if isinstance(_stream,  Unset):
            stream = UNSET
        else:
            stream = ChannelInputRequest.from_dict(_stream)




        _email = d.pop("email", UNSET)
        email: ChannelInputRequest | Unset
        if isinstance(_email,  Unset):
            email = UNSET
        else:
            email = ChannelInputRequest.from_dict(_email)




        _web_push = d.pop("web_push", UNSET)
        web_push: ChannelInputRequest | Unset
        if isinstance(_web_push,  Unset):
            web_push = UNSET
        else:
            web_push = ChannelInputRequest.from_dict(_web_push)




        _mobile_push = d.pop("mobile_push", UNSET)
        mobile_push: ChannelInputRequest | Unset
        if isinstance(_mobile_push,  Unset):
            mobile_push = UNSET
        else:
            mobile_push = ChannelInputRequest.from_dict(_mobile_push)




        channels_input_request = cls(
            stream=stream,
            email=email,
            web_push=web_push,
            mobile_push=mobile_push,
        )

        return channels_input_request

