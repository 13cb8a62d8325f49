"""What the drives app holds about a person, for ``GET /me/export`` (core/export.py):
the drives I entered or organise (their games are in the games section)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import Q
from rest_framework import serializers

from core.export import Section
from drives.models import Drive, DriveStatus


class DriveExportSerializer(serializers.ModelSerializer):
    status = serializers.ChoiceField(choices=DriveStatus.choices)
    my_number = serializers.SerializerMethodField(
        help_text="My entrant number; null for a drive I organise without playing.")
    organiser = serializers.SerializerMethodField(help_text="Whether I organise it.")

    class Meta:
        model = Drive
        fields = ["id", "name", "preset", "status", "created_at", "finished_at", "my_number",
                  "organiser"]

    def get_my_number(self, drive: Drive) -> int | None:
        entry = next((e for e in drive.entries.all() if e.user_id == self.context["user"]),
                     None)
        return entry.number if entry is not None else None

    def get_organiser(self, drive: Drive) -> bool:
        return drive.organiser_id == self.context["user"]


def _drives(user: AbstractBaseUser) -> Iterator[dict[str, Any]]:
    drives = (Drive.objects.filter(Q(entries__user=user) | Q(organiser=user)).distinct()
              .prefetch_related("entries").order_by("created_at", "pk"))
    for drive in drives:
        yield DriveExportSerializer(drive, context={"user": user.pk}).data


SECTIONS = [Section("drives", DriveExportSerializer(many=True), _drives)]
