from django.contrib import admin

from players.models import Profile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("id", "display_name", "user", "created")
    search_fields = ("display_name", "user__username")
    raw_id_fields = ("user",)
    readonly_fields = ("created", "updated")
