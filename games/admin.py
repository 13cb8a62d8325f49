"""Admin for games and seats.  It never shows a hand: the snapshot, the dealt hands and the
event data hold hidden cards, so they are left out of every admin page."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from games.models import Game, GamePause, Seat, Vacation


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = ("index", "user", "ai_level", "status", "position", "tricks_total", "resigned",
              "consecutive_timeouts")
    readonly_fields = fields
    can_delete = False


class StalledFilter(admin.SimpleListFilter):
    """Games whose server moves keep failing: what an operator looks at first."""

    title = "stalled"
    parameter_name = "stalled"

    def lookups(self, request: HttpRequest, model_admin: admin.ModelAdmin) -> list[tuple]:
        return [("yes", "Stalled"), ("no", "Not stalled")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Game]) -> QuerySet[Game]:
        if self.value() == "yes":
            return queryset.filter(stalled_since__isnull=False)
        if self.value() == "no":
            return queryset.filter(stalled_since__isnull=True)
        return queryset


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "status", "visibility", "max_players", "preset", "deal_no", "phase",
                    "to_act_seat", "deadline", "server_failures", "stalled_since", "version",
                    "created_at")
    list_filter = (StalledFilter, "status", "visibility", "preset")
    search_fields = ("id", "created_by__username")
    fields = ("created_by", "status", "visibility", "max_players", "preset", "options",
              "turn_time_limit", "rated", "season", "version", "seed_commitment", "phase",
              "deal_no", "to_act_seat", "deadline", "winner_seat", "started_at", "finished_at",
              "rematch_of", "server_failures", "stalled_since", "server_error")
    readonly_fields = fields
    inlines = [SeatInline]


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "user", "ai_level", "status", "position", "resigned")
    list_filter = ("ai_level", "resigned")
    fields = ("game", "index", "user", "ai_level", "status", "position", "tricks_total",
              "resigned", "consecutive_timeouts", "timeouts")
    readonly_fields = fields


@admin.register(Vacation)
class VacationAdmin(admin.ModelAdmin):
    """Who took time off correspondence play, and which games' clocks waited for them."""

    list_display = ("user", "started_at", "until", "ended_at", "automatic")
    list_filter = ("automatic",)
    search_fields = ("user__username",)
    readonly_fields = ("user", "started_at", "until", "ended_at", "automatic")


@admin.register(GamePause)
class GamePauseAdmin(admin.ModelAdmin):
    list_display = ("game", "seat", "vacation", "started_at", "until", "ended_at",
                    "shift_seconds")
    readonly_fields = list_display
