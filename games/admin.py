"""Admin for games and seats.  It never shows a hand: the snapshot, the dealt hands and the
event data hold hidden cards, so they are left out of every admin page."""

from __future__ import annotations

from django.contrib import admin

from games.models import Game, Seat


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = ("index", "user", "ai_level", "status", "position", "tricks_total", "resigned",
              "consecutive_timeouts")
    readonly_fields = fields
    can_delete = False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "status", "visibility", "max_players", "preset", "deal_no", "phase",
                    "to_act_seat", "deadline", "version", "created_at")
    list_filter = ("status", "visibility", "preset")
    search_fields = ("id", "created_by__username")
    fields = ("created_by", "status", "visibility", "max_players", "preset", "options",
              "turn_time_limit", "rated", "season", "version", "seed_commitment", "phase",
              "deal_no", "to_act_seat", "deadline", "winner_seat", "started_at", "finished_at",
              "rematch_of")
    readonly_fields = fields
    inlines = [SeatInline]


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "user", "ai_level", "status", "position", "resigned")
    list_filter = ("ai_level", "resigned")
    fields = ("game", "index", "user", "ai_level", "status", "position", "tricks_total",
              "resigned", "consecutive_timeouts", "timeouts")
    readonly_fields = fields
