"""The base of the read-only lists: authenticated and paginated."""

from __future__ import annotations

from rest_framework.generics import ListAPIView
from rest_framework.permissions import IsAuthenticated

from core.pagination import SizedPagination


class AuthenticatedListView(ListAPIView):
    """Base for read lists: authenticated, paginated, queryset built per request."""

    permission_classes = [IsAuthenticated]
    pagination_class = SizedPagination
