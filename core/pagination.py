"""Page-number pagination whose parameters are read as strictly as any other query parameter.

DRF's own takes ``?page_size=null`` (or ``abc``, or ``²``) as not given and answers the default
size, and ``?page=`` as page 1.  Here a page number or size that is not ASCII digits is a 400
naming the parameter; a page past the end is still DRF's 404.
"""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.serializers import ValidationError

from core.serializers import BLANK, MAX_QUERY_INTEGER, whole_number

MAX_PAGE_SIZE = 100


def page_parameter(description: str) -> OpenApiParameter:
    """``?page=`` for a view that paginates by hand (a list view's pagination documents its
    own)."""
    return OpenApiParameter("page", {"type": "integer", "minimum": 1,
                                     "maximum": MAX_QUERY_INTEGER},
                            OpenApiParameter.QUERY, required=False, description=description)


class Pagination(PageNumberPagination):
    """``?page=N`` (1, 2, ...), a fixed number of results a page."""

    last_page_strings = ()  # the schema says a page is an integer: "last" is not one

    def get_page_number(self, request: Request, paginator: Any) -> Any:
        raw = request.query_params.get(self.page_query_param)
        if raw is not None and whole_number(raw) is None:
            raise ValidationError({self.page_query_param: [
                BLANK if raw == "" else "A page number (1, 2, ...) is required."]})
        return super().get_page_number(request, paginator)

    def get_schema_operation_parameters(self, view: Any) -> list[dict[str, Any]]:
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_query_param:
                parameter["schema"].update(minimum=1, maximum=MAX_QUERY_INTEGER)
        return parameters


class SizedPagination(Pagination):
    """And ``?page_size=`` from 1 to 100."""

    page_size_query_param = "page_size"
    max_page_size = MAX_PAGE_SIZE

    def get_page_size(self, request: Request) -> int:
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None:
            return self.page_size
        size = whole_number(raw)
        if size is None or not 1 <= size <= self.max_page_size:
            raise ValidationError({self.page_size_query_param: [
                BLANK if raw == "" else f"A whole number from 1 to {self.max_page_size}."]})
        return size

    def get_schema_operation_parameters(self, view: Any) -> list[dict[str, Any]]:
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_size_query_param:
                parameter["schema"].update(minimum=1, maximum=self.max_page_size)
                parameter["description"] = (f"Results a page, 1 to {self.max_page_size} "
                                            f"(default {self.page_size}).")
        return parameters
