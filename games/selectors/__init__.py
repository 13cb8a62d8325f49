"""Reads.  Everything a caller gets passes through the per-viewer redaction: a seat sees its
own cards and public facts, a spectator only public facts, and the dealt hands and the seed
appear only in the record of a finished game.  By topic: ``games`` (finding games),
``presentation`` (the view and the list row), ``spectators`` (what a spectator sees of a game
played one trick late), ``history`` (events and the record).
"""

from games.selectors.games import (
    game_for_viewer,
    game_seats,
    games_of_player,
    games_of_user,
    live_games,
    open_games,
    server_moves_overdue_count,
    stalled_games_count,
)
from games.selectors.history import (
    RECORD_FORMAT,
    RECORD_VERSION,
    event_for_viewer,
    events_for_viewer,
    game_record,
    visible_last_seq,
)
from games.selectors.presentation import game_summary, game_view
from games.selectors.spectators import (
    spectator_snapshot,
    view_etag,
    viewer_summary,
    viewer_view,
)

__all__ = [
    "RECORD_FORMAT", "RECORD_VERSION", "event_for_viewer", "events_for_viewer",
    "game_for_viewer", "game_record",
    "game_seats", "game_summary", "game_view", "games_of_player", "games_of_user", "live_games",
    "open_games",
    "server_moves_overdue_count", "spectator_snapshot", "stalled_games_count", "view_etag",
    "viewer_summary", "viewer_view", "visible_last_seq",
]
