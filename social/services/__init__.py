"""Writes: table talk (post, report), relations (follow, mute, block) and invitations."""

from social.services.chat import chat_post, chat_report
from social.services.invitations import invitation_answer, invitations_create
from social.services.relations import (
    relation_add,
    relation_remove,
    seat_wanted_check,
    user_by_username,
)

__all__ = ["chat_post", "chat_report", "invitation_answer", "invitations_create",
           "relation_add", "relation_remove", "seat_wanted_check", "user_by_username"]
