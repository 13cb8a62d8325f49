"""Finding games: one for a viewer, a player's games, open lobbies, stalled and overdue games.

A private game is "not found" to anyone but its players and its organiser: it must not be
possible to learn that it exists.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import connection
from django.db.models import Count, Exists, F, OuterRef, Q, QuerySet
from django.db.models.expressions import RawSQL
from django.utils import timezone

from core.domain_errors import NotFound
from games import game_rows
from games.models import Game, GameStatus, Seat, Visibility


def game_for_viewer(game_id: int, user: AbstractBaseUser | None
                    ) -> tuple[Game, list[Seat], Seat | None]:
    """The game, its seats and the viewer's seat; a private game is not found by non-members.
    One read (the seats with their game) for a game with seats, which is every game a client
    polls: a read needs no lock, so one snapshot of both is what it should see (on
    PostgreSQL by fixed SQL, :mod:`games.game_rows`: one statement for every game)."""
    if connection.vendor == "postgresql":
        found, seats = game_rows.game_and_seats(game_id)
        if found is None:
            raise NotFound("game_not_found", "No such game.")
        return _visible(found, seats, user)
    seats = list(Seat.objects.filter(game_id=game_id)
                 .select_related("game", "user__profile").order_by("index"))
    if seats:
        game = seats[0].game
        for seat in seats:
            seat.game = game
    else:
        try:
            game = Game.objects.get(pk=game_id)
        except Game.DoesNotExist:
            raise NotFound("game_not_found", "No such game.") from None
    return _visible(game, seats, user)


def _visible(game: Game, seats: list[Seat], user: AbstractBaseUser | None
             ) -> tuple[Game, list[Seat], Seat | None]:
    mine = next((s for s in seats if user is not None and s.user_id == user.pk), None)
    if game.visibility == Visibility.PRIVATE and mine is None and \
            not game.organiser_may_read(None if user is None else user.pk):
        raise NotFound("game_not_found", "No such game.")
    return game, seats, mine


def games_of_user(user: AbstractBaseUser, *, status: str | None = None,
                  my_turn: bool | None = None) -> QuerySet[Game]:
    """A mobile home screen in one request: my games, optionally only those waiting for me."""
    # The ids of my games from two index scans (my seats; the tables I organise), so the read
    # grows with my games, never with everyone's: "seated OR created" over the games table
    # itself can only be answered by reading all of it.
    mine = RawSQL(
        f"SELECT game_id FROM {Seat._meta.db_table} WHERE user_id = %s "
        f"UNION SELECT id FROM {Game._meta.db_table} WHERE created_by_id = %s AND NOT sealed",
        [user.pk, user.pk])
    qs = Game.objects.filter(pk__in=mine)
    if status:
        qs = qs.filter(status=status)
    if my_turn is not None:
        turn = Seat.objects.filter(game=OuterRef("pk"), user=user, index=OuterRef("to_act_seat"),
                                   resigned=False)
        qs = qs.filter(Exists(turn), status=GameStatus.ACTIVE) if my_turn else \
            qs.exclude(Exists(turn) & Q(status=GameStatus.ACTIVE))
    return qs.order_by("-updated_at").prefetch_related("seats__user__profile")


def games_of_player(player_id: int, viewer: AbstractBaseUser) -> QuerySet[Game]:
    """A player's finished games that the viewer may see (public ones, and private ones the
    viewer sat in or organised), most recent first: found through the player's seats, so the
    read grows with their games, never with everyone's."""
    theirs = Seat.objects.filter(user_id=player_id).values("game_id")
    mine = RawSQL(
        f"SELECT game_id FROM {Seat._meta.db_table} WHERE user_id = %s "
        f"UNION SELECT id FROM {Game._meta.db_table} WHERE created_by_id = %s AND NOT sealed",
        [viewer.pk, viewer.pk])
    return (Game.objects.filter(pk__in=theirs, status=GameStatus.FINISHED)
            .filter(Q(visibility=Visibility.PUBLIC) | Q(pk__in=mine))
            .order_by("-finished_at", "-pk").prefetch_related("seats__user__profile"))


def open_games() -> QuerySet[Game]:
    """Public lobbies with a free seat (a full lobby cannot be joined, so it is not listed)."""
    return (Game.objects.filter(status=GameStatus.LOBBY, visibility=Visibility.PUBLIC)
            .annotate(seated=Count("seats")).filter(seated__lt=F("max_players"))
            .order_by("-created_at").prefetch_related("seats__user__profile"))


def live_games() -> QuerySet[Game]:
    """Public games being played now, most recently started first: what anyone signed in may
    watch (the public view and stream, which never show a hand)."""
    return (Game.objects.filter(status=GameStatus.ACTIVE, visibility=Visibility.PUBLIC)
            .order_by("-started_at", "-pk").select_related("spectator_snapshot")
            .prefetch_related("seats__user__profile"))


def stalled_games_count() -> int:
    """Running games whose server moves keep failing (``Game.stalled_since``)."""
    return Game.objects.filter(status=GameStatus.ACTIVE, stalled_since__isnull=False).count()


def server_moves_overdue_count() -> int:
    """Running games whose pending decision is more than ``WHIST_OVERDUE_SECONDS`` past its
    deadline: the server's to make (a deadline is the server's cue), and not made, because
    the workers or beat are missing or behind.  Read on the partial index of deadlines."""
    late = timezone.now() - timedelta(seconds=settings.WHIST_OVERDUE_SECONDS)
    return Game.objects.filter(status=GameStatus.ACTIVE, deadline__lt=late).count()


def game_seats(game: Game) -> list[Seat]:
    """The game's seats with their players' names: those a write kept on the game
    (``game.seats.all()`` is then free), else read."""
    if "seats" in getattr(game, "_prefetched_objects_cache", {}):
        return list(game.seats.all())
    return list(game.seats.select_related("user__profile").order_by("index"))
