"""Admin for players. Stats, standings, ratings and history are derived data (rebuild
them with ``manage.py ratings_recompute``), so they are read-only here."""

from __future__ import annotations

from django.contrib import admin
from django.http import HttpRequest

from players.models import (
    Competitor,
    FinishedGame,
    League,
    LeagueMembership,
    PlayerStats,
    Profile,
    Rating,
    RatingChange,
    Season,
    Standing,
)


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("id", "display_name", "user", "created")
    search_fields = ("display_name", "user__username")
    raw_id_fields = ("user",)
    readonly_fields = ("created", "updated")


class MembershipInline(admin.TabularInline):
    model = LeagueMembership
    raw_id_fields = ("user",)
    readonly_fields = ("joined",)
    extra = 0


class SeasonInline(admin.TabularInline):
    model = Season
    readonly_fields = ("created",)
    extra = 0


@admin.register(League)
class LeagueAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "owner", "is_private", "scoring", "rules_preset", "created")
    list_filter = ("is_private", "scoring", "rules_preset")
    search_fields = ("name", "owner__username", "invite_code")
    raw_id_fields = ("owner",)
    readonly_fields = ("created",)
    inlines = [SeasonInline, MembershipInline]


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "league", "starts_on", "ends_on", "created")
    search_fields = ("name", "league__name")
    raw_id_fields = ("league",)
    readonly_fields = ("created",)


@admin.register(LeagueMembership)
class LeagueMembershipAdmin(admin.ModelAdmin):
    list_display = ("id", "league", "user", "joined")
    search_fields = ("league__name", "user__username")
    raw_id_fields = ("league", "user")
    readonly_fields = ("joined",)


class ReadOnlyAdmin(admin.ModelAdmin):
    """Derived rows: editing them by hand would silently disagree with the recompute."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(Competitor)
class CompetitorAdmin(ReadOnlyAdmin):
    list_display = ("id", "user", "ai_level", "created")
    search_fields = ("user__username", "ai_level")


@admin.register(FinishedGame)
class FinishedGameAdmin(ReadOnlyAdmin):
    list_display = ("game_id", "finished_at", "rated", "league", "season", "applied")
    list_filter = ("rated",)
    search_fields = ("game_id",)
    date_hierarchy = "finished_at"


@admin.register(PlayerStats)
class PlayerStatsAdmin(ReadOnlyAdmin):
    list_display = ("competitor", "games", "wins", "position_sum", "tricks", "last_played")


@admin.register(Standing)
class StandingAdmin(ReadOnlyAdmin):
    list_display = ("league", "season", "user", "played", "won", "points", "position_sum")
    list_filter = ("league",)


@admin.register(Rating)
class RatingAdmin(ReadOnlyAdmin):
    list_display = ("competitor", "league", "mu", "sigma", "score", "games", "last_played")


@admin.register(RatingChange)
class RatingChangeAdmin(ReadOnlyAdmin):
    list_display = ("game", "competitor", "league", "position", "mu_before", "mu_after")
