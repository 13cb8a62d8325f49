"""The game as the spectators of a game played one trick late see it: the snapshot the last
move between tricks rendered (``games.services.spectators``), in place of the live game, in
every read a spectator makes: the view and its ETag, the list rows, the events, the stream and
the record."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser

from games.models import Game, GameStatus, Seat, SpectatorSnapshot
from games.selectors.presentation import game_summary, game_view


def snapshot_render(game: Game, seats: list[Seat]) -> SpectatorSnapshot:
    """The spectators' view of the game as it is now (unsaved)."""
    return SpectatorSnapshot(
        game=game, version=game.version, last_seq=game.event_seq, action_seq=game.action_seq,
        view=game_view(game, seats, None), summary=game_summary(game, seats))


def spectator_snapshot(game: Game, mine: Seat | None) -> SpectatorSnapshot | None:
    """What this viewer sees in place of the live game; None for a seat, and for a game not
    running one trick late (``mine`` None: what everyone but the seats sees)."""
    if mine is not None or not game.spectators_trick_late or game.status != GameStatus.ACTIVE:
        return None
    try:
        return game.spectator_snapshot
    except SpectatorSnapshot.DoesNotExist:
        # Running since before snapshots were taken: shown as it is until its next trick.
        return snapshot_render(game, list(game.seats.select_related("user__profile")))


def _etag(game: Game, version: int, mine: Seat | None) -> str:
    viewer = "public" if mine is None else f"s{mine.index}"
    return f'"g{game.pk}-v{version}-{viewer}"'


def view_etag(game: Game, mine: Seat | None) -> str:
    snapshot = spectator_snapshot(game, mine)
    return _etag(game, game.version if snapshot is None else snapshot.version, mine)


def viewer_view(game: Game, seats: list[Seat], mine: Seat | None,
                viewer: AbstractBaseUser | None) -> dict[str, Any]:
    """The game view this viewer gets: its own, or the spectators' snapshot."""
    snapshot = spectator_snapshot(game, mine)
    if snapshot is None:
        return game_view(game, seats, mine, viewer)
    view = dict(snapshot.view)
    if viewer is not None and game.created_by_id == viewer.pk:
        view["invite_code"] = game.invite_code  # the organiser's, as in every view of theirs
    return view


def viewer_summary(game: Game, seats: list[Seat], user: AbstractBaseUser | None
                   ) -> dict[str, Any]:
    """The list row this user gets: theirs, or the spectators' snapshot's."""
    mine = next((s for s in seats if user is not None and s.user_id == user.pk), None)
    snapshot = spectator_snapshot(game, mine)
    return game_summary(game, seats, user) if snapshot is None else snapshot.summary
