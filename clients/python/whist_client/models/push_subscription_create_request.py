from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.push_keys_request import PushKeysRequest





T = TypeVar("T", bound="PushSubscriptionCreateRequest")



@_attrs_define
class PushSubscriptionCreateRequest:
    """ A browser's ``PushSubscription.toJSON()``: where its push service takes pushes for it,
    and the keys to encrypt them for it (RFC 8291).

        Attributes:
            endpoint (str): The push service's URL for this browser: https, at a public address.
            keys (PushKeysRequest): The keys' form; whether the point is on the curve is the service's to say
                (``invalid_push_key``).
            expiration_time (float | None | Unset): When the subscription lapses, in milliseconds since 1970 (null: never).
     """

    endpoint: str
    keys: PushKeysRequest
    expiration_time: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.push_keys_request import PushKeysRequest # noqa: PLC0415
        endpoint = self.endpoint

        keys = self.keys.to_dict()

        expiration_time: float | None | Unset
        if isinstance(self.expiration_time, Unset):
            expiration_time = UNSET
        else:
            expiration_time = self.expiration_time


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "endpoint": endpoint,
            "keys": keys,
        })
        if expiration_time is not UNSET:
            field_dict["expirationTime"] = expiration_time

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_keys_request import PushKeysRequest # noqa: PLC0415
        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        keys = PushKeysRequest.from_dict(d.pop("keys"))




        def _parse_expiration_time(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        expiration_time = _parse_expiration_time(d.pop("expirationTime", UNSET))


        push_subscription_create_request = cls(
            endpoint=endpoint,
            keys=keys,
            expiration_time=expiration_time,
        )

        return push_subscription_create_request

