from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.list_unsubscribe_enum import ListUnsubscribeEnum






T = TypeVar("T", bound="UnsubscribeInputRequest")



@_attrs_define
class UnsubscribeInputRequest:
    """ RFC 8058's body: ``List-Unsubscribe=One-Click`` as a form (what a mail provider sends),
    or the same as JSON.

        Attributes:
            list_unsubscribe (ListUnsubscribeEnum): * `One-Click` - One-Click
     """

    list_unsubscribe: ListUnsubscribeEnum





    def to_dict(self) -> dict[str, Any]:
        list_unsubscribe = self.list_unsubscribe.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "List-Unsubscribe": list_unsubscribe,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        list_unsubscribe = ListUnsubscribeEnum(d.pop("List-Unsubscribe"))




        unsubscribe_input_request = cls(
            list_unsubscribe=list_unsubscribe,
        )

        return unsubscribe_input_request

