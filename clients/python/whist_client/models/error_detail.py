from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.error_detail_details import ErrorDetailDetails
  from ..models.error_detail_field_codes import ErrorDetailFieldCodes





T = TypeVar("T", bound="ErrorDetail")



@_attrs_define
class ErrorDetail:
    """ 
        Attributes:
            code (str): Stable and machine readable: branch on this.
            message (str): For people; may change.
            details (ErrorDetailDetails): What the code needs: the field errors of `invalid`, `wait` seconds of `throttled`,
                the current `version` of `stale_version`, ...
            field_codes (ErrorDetailFieldCodes | Unset): With `invalid` only: each field's error codes, shaped as `details`
                (`required`, `blank`, `null`, `invalid`, `max_length`, `min_length`, `max_value`, `min_value`, `invalid_choice`,
                `unique`, `password_too_short`, ...): a client words them itself, where `details` holds the server's English
                sentences.
     """

    code: str
    message: str
    details: ErrorDetailDetails
    field_codes: ErrorDetailFieldCodes | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_detail_details import ErrorDetailDetails # noqa: PLC0415
        from ..models.error_detail_field_codes import ErrorDetailFieldCodes # noqa: PLC0415
        code = self.code

        message = self.message

        details = self.details.to_dict()

        field_codes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.field_codes, Unset):
            field_codes = self.field_codes.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "message": message,
            "details": details,
        })
        if field_codes is not UNSET:
            field_dict["field_codes"] = field_codes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_detail_details import ErrorDetailDetails # noqa: PLC0415
        from ..models.error_detail_field_codes import ErrorDetailFieldCodes # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        details = ErrorDetailDetails.from_dict(d.pop("details"))




        _field_codes = d.pop("field_codes", UNSET)
        field_codes: ErrorDetailFieldCodes | Unset
        if isinstance(_field_codes,  Unset):
            field_codes = UNSET
        else:
            field_codes = ErrorDetailFieldCodes.from_dict(_field_codes)




        error_detail = cls(
            code=code,
            message=message,
            details=details,
            field_codes=field_codes,
        )


        error_detail.additional_properties = d
        return error_detail

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
