"""A drive, its entrants and the games of its rounds."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class DriveStatus(models.TextChoices):
    OPEN = "open"
    """Taking entrants."""
    PLAYING = "playing"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    """Its organiser closed their account before starting it: nobody else can start it."""


class Drive(models.Model):
    organiser = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT,
                                  related_name="organised_drives")
    name = models.CharField(max_length=80)
    preset = models.CharField(max_length=40, default="whist_drive")
    """A preset of either game (it fixes the drive's game); a classic Whist preset's ``deals``
    option is replaced by ``deals_per_round``."""
    deals_per_round = models.PositiveSmallIntegerField(default=4)
    tables = models.PositiveSmallIntegerField()
    rounds = models.PositiveSmallIntegerField()
    movement = models.CharField(max_length=16, default="fixed")
    ai_level = models.CharField(max_length=16, default="heuristic")
    """Seats no person took are filled with this AI level at the start."""
    turn_time_limit = models.PositiveIntegerField(null=True, blank=True)
    """Seconds per card: a slow table cannot hold the drive up for longer."""
    seed = models.CharField(max_length=128)
    """Secret until the drive is over: every round's deals come from it."""
    commitment = models.CharField(max_length=64)
    status = models.CharField(max_length=16, choices=DriveStatus.choices,
                              default=DriveStatus.OPEN)
    current_round = models.PositiveSmallIntegerField(default=0)
    version = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "-created_at"], name="drive_by_status")]

    def __str__(self) -> str:
        return f"drive {self.pk} {self.name}"


class DriveEntry(models.Model):
    """An entrant: a person, or an AI level filling a seat nobody took."""

    drive = models.ForeignKey(
        Drive, on_delete=models.CASCADE, related_name="entries", db_index=False
    )
    number = models.PositiveSmallIntegerField()
    """The entrant's number in the movement (pair ``number // 2`` with fixed partnerships)."""
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                             on_delete=models.SET_NULL, related_name="drive_entries")
    ai_level = models.CharField(max_length=16, blank=True, default="")

    class Meta:
        ordering = ["drive_id", "number"]
        constraints = [
            models.UniqueConstraint(fields=["drive", "number"], name="drive_entry_number"),
            models.UniqueConstraint(fields=["drive", "user"], name="drive_entry_user",
                                    condition=models.Q(user__isnull=False)),
        ]


class DriveTable(models.Model):
    """One table of one round: the game its four entrants play."""

    drive = models.ForeignKey(
        Drive, on_delete=models.CASCADE, related_name="tables_played", db_index=False
    )
    round_no = models.PositiveSmallIntegerField()
    table = models.PositiveSmallIntegerField()
    game = models.OneToOneField("games.Game", on_delete=models.PROTECT,
                                related_name="drive_table")

    class Meta:
        ordering = ["drive_id", "round_no", "table"]
        constraints = [
            models.UniqueConstraint(fields=["drive", "round_no", "table"],
                                    name="drive_table_unique"),
        ]
