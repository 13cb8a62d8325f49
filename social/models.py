"""Table talk, and what people choose about each other: following, muting, blocking, and
invitations to a game or a league.

A game's chat has two rooms: the players' (the seated players read and write it) and the
spectators' (everyone else who may read the game: anyone signed in for a public game, the
organiser of a private one).  Neither room reads the other: spectators must not learn what the
players say to each other, and players must not be coached by the rail.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q

MESSAGE_MAX = 500
"""The longest message, in characters."""


class Room(models.TextChoices):
    PLAYERS = "players"
    SPECTATORS = "spectators"


class ChatMessage(models.Model):
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+",
                             db_index=False)  # (game, room, id) leads with it
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                               related_name="+")
    room = models.CharField(max_length=16, choices=Room.choices)
    phrase = models.CharField(max_length=32, blank=True, default="")
    """A quick phrase's id (``social.phrases.PHRASES``), or empty for free text."""
    text = models.CharField(max_length=MESSAGE_MAX, blank=True, default="")
    """Free text; empty for a quick phrase (its words are the phrase's)."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["game", "room", "id"], name="chat_game_room_idx")]
        constraints = [models.CheckConstraint(
            condition=(Q(phrase="") & ~Q(text="")) | (~Q(phrase="") & Q(text="")),
            name="chat_phrase_or_text")]

    def __str__(self) -> str:
        return f"{self.author_id} in game {self.game_id}: {self.phrase or self.text[:40]}"


class ChatReport(models.Model):
    """A person reporting a message they were shown, for a moderator (the Django admin)."""

    message = models.ForeignKey(
        ChatMessage, on_delete=models.CASCADE, related_name="reports", db_index=False
    )
    reporter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                 related_name="+")
    reason = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    resolved = models.BooleanField(default=False)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["message", "reporter"],
                                               name="chat_report_once")]

    def __str__(self) -> str:
        return f"report {self.pk} of message {self.message_id}"


class _Between(models.Model):
    """One person's choice about another (``owner`` chose it about ``other``)."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                              related_name="+", db_index=False)  # (owner, other) leads with it
    other = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                              related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True


class Follow(_Between):
    class Meta:
        constraints = [models.UniqueConstraint(fields=["owner", "other"], name="follow_once")]


class Mute(_Between):
    """The owner is not shown the other's chat messages (nobody else is affected)."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["owner", "other"], name="mute_once")]


class Block(_Between):
    """The other may not invite the owner, their chat is not shown to the owner, and they may
    not take a seat in a lobby where the owner sits or that the owner created."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["owner", "other"], name="block_once")]


class InvitationStatus(models.TextChoices):
    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"


class Invitation(models.Model):
    """An invitation to a game's lobby or to a league, answered by the invitee."""

    inviter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                related_name="+")
    invitee = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                related_name="+", db_index=False)
    game = models.ForeignKey("games.Game", null=True, blank=True, on_delete=models.CASCADE,
                             related_name="+")
    league = models.ForeignKey("players.League", null=True, blank=True,
                               on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=16, choices=InvitationStatus.choices,
                              default=InvitationStatus.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["invitee", "status", "-created_at"],
                                name="invitation_invitee_idx")]
        constraints = [
            models.CheckConstraint(condition=Q(game__isnull=True) ^ Q(league__isnull=True),
                                   name="invitation_game_xor_league"),
            models.UniqueConstraint(fields=["invitee", "game"], condition=Q(game__isnull=False),
                                    name="invitation_once_per_game"),
            models.UniqueConstraint(fields=["invitee", "league"],
                                    condition=Q(league__isnull=False),
                                    name="invitation_once_per_league"),
        ]

    def __str__(self) -> str:
        return f"invitation {self.pk} ({self.status})"
