"""People as one person sees them: whom they follow (and which of them are playing now),
mute and block, and the invitations waiting for them."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games.models import GameStatus, Seat, Visibility
from social.models import Block, Follow, Invitation, InvitationStatus, Mute

_MODELS: dict[str, type[Follow] | type[Mute] | type[Block]] = {
    "following": Follow, "muted": Mute, "blocked": Block}


def hidden_authors(user_id: int) -> set[int]:
    """Whose messages this person is not shown: those they muted or blocked."""
    return {*Mute.objects.filter(owner_id=user_id).values_list("other_id", flat=True),
            *Block.objects.filter(owner_id=user_id).values_list("other_id", flat=True)}


def hiding(author_id: int) -> list[int]:
    """Who is not shown this author's messages (they muted or blocked the author)."""
    return sorted({*Mute.objects.filter(other_id=author_id).values_list("owner_id", flat=True),
                   *Block.objects.filter(other_id=author_id).values_list("owner_id",
                                                                          flat=True)})


def relations_of(*, user: AbstractBaseUser, relation: str) -> list[dict[str, Any]]:
    """The people this person follows, muted or blocked, by name.  Following also says which
    public games each is playing now (to watch them); a private game is never named."""
    rows = list(_MODELS[relation].objects.filter(owner=user).select_related("other")
                .order_by("other__username"))
    playing: dict[int, list[int]] = {}
    if relation == "following" and rows:
        for user_id, game_id in (Seat.objects.filter(
                user_id__in=[r.other_id for r in rows], game__status=GameStatus.ACTIVE,
                game__visibility=Visibility.PUBLIC, resigned=False)
                .order_by("game_id").values_list("user_id", "game_id")):
            playing.setdefault(user_id, []).append(game_id)
    return [{"user_id": r.other_id, "username": r.other.get_username(), "since": r.created_at,
             **({"playing_now": playing.get(r.other_id, [])} if relation == "following"
                else {})}
            for r in rows]


def invitations_of(*, user: AbstractBaseUser, pending_only: bool = True
                   ) -> list[dict[str, Any]]:
    rows = Invitation.objects.filter(invitee=user).select_related("inviter")
    if pending_only:
        rows = rows.filter(status=InvitationStatus.PENDING)
    return [invitation_body(i) for i in rows.order_by("-created_at", "-pk")[:100]]


def invitation_body(invitation: Invitation) -> dict[str, Any]:
    return {"id": invitation.pk, "status": invitation.status,
            "game_id": invitation.game_id, "league_id": invitation.league_id,
            "from_user_id": invitation.inviter_id,
            "from_username": invitation.inviter.get_username(),
            "created_at": invitation.created_at, "answered_at": invitation.answered_at}
