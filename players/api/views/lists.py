"""The base of the read-only lists: authenticated and paginated."""

from __future__ import annotations

from rest_framework.generics import ListAPIView
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import IsAuthenticated


class PlayersPagination(PageNumberPagination):
    """Page-number pagination (``?page=``) with an optional ``?page_size=`` up to 100."""

    page_size_query_param = "page_size"
    max_page_size = 100


class AuthenticatedListView(ListAPIView):
    """Base for read lists: authenticated, paginated, queryset built per request."""

    permission_classes = [IsAuthenticated]
    pagination_class = PlayersPagination
