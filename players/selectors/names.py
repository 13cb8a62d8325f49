"""Names as the tables and leaderboards show them."""

from __future__ import annotations

from django.db.models import CharField, F
from django.db.models.functions import Coalesce


def display_name(user_path: str) -> Coalesce:
    """Profile display name with the username as a fallback (accounts made outside
    registration have no profile)."""
    return Coalesce(
        F(f"{user_path}profile__display_name"),
        F(f"{user_path}username"),
        output_field=CharField(),
    )
