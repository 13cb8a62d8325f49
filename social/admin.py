"""Moderation: the reported messages, each shown with the messages around it in its room,
and an action to suspend the author's account."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join

from players.services import account_suspend
from social.models import ChatMessage, ChatReport

CONTEXT = 5
"""Messages shown before and after the reported one."""


@admin.register(ChatReport)
class ChatReportAdmin(admin.ModelAdmin):
    list_display = ("id", "created_at", "reporter", "author", "game", "words", "resolved")
    list_filter = ("resolved",)
    search_fields = ("message__author__username", "reporter__username", "message__text")
    raw_id_fields = ("message", "reporter")
    readonly_fields = ("created_at", "in_context")
    actions = ["suspend_authors", "mark_resolved"]
    list_select_related = ("message__author", "reporter")

    @admin.display(description="author")
    def author(self, report: ChatReport) -> str:
        return report.message.author.get_username()

    @admin.display(description="game")
    def game(self, report: ChatReport) -> int:
        return report.message.game_id

    @admin.display(description="message")
    def words(self, report: ChatReport) -> str:
        return report.message.phrase or report.message.text[:80]

    @admin.display(description="the conversation")
    def in_context(self, report: ChatReport) -> str:
        message = report.message
        room = ChatMessage.objects.filter(game_id=message.game_id, room=message.room
                                          ).select_related("author")
        before = list(room.filter(pk__lt=message.pk).order_by("-pk")[:CONTEXT])[::-1]
        after = list(room.filter(pk__gt=message.pk).order_by("pk")[:CONTEXT])
        rows = [(m.created_at.strftime("%Y-%m-%d %H:%M:%S"), m.author.get_username(),
                 m.phrase or m.text, "font-weight:bold" if m.pk == message.pk else "")
                for m in [*before, message, *after]]
        return format_html("<ol>{}</ol>", format_html_join(
            "", '<li style="{3}">{0} <b>{1}</b>: {2}</li>', rows))

    @admin.action(description="Suspend the authors of the selected reports' messages")
    def suspend_authors(self, request: HttpRequest, queryset: QuerySet[ChatReport]) -> None:
        authors = {r.message.author for r in queryset.select_related("message__author")}
        for author in authors:
            account_suspend(user=author)
        queryset.update(resolved=True)
        self.message_user(request, f"Suspended {len(authors)} account(s) and signed their "
                                   "devices out.", messages.SUCCESS)

    @admin.action(description="Mark the selected reports resolved")
    def mark_resolved(self, request: HttpRequest, queryset: QuerySet[ChatReport]) -> None:
        queryset.update(resolved=True)


@admin.register(ChatMessage)
class ChatMessageAdmin(admin.ModelAdmin):
    list_display = ("id", "created_at", "game_id", "room", "author", "phrase", "text")
    list_filter = ("room",)
    search_fields = ("author__username", "text")
    raw_id_fields = ("game", "author")
    readonly_fields = ("created_at",)
