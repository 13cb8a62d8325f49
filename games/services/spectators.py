"""What the spectators of a game played one trick late see: the snapshot of the game taken by
the last move that left no card of a trick on the table and no claim waiting.

Holding back parts of the live game (the trick's cards, whose turn it is) left everything else
that a card moves for a spectator to read: the version and the ETag, the clock running for the
seat to act, the phase of a claim, the time of the last change.  A view rendered whole at the
last point a spectator may see, and served unchanged until the next, has none of that to hide.
"""

from __future__ import annotations

from games.models import Game, Seat, SpectatorSnapshot
from games.selectors.spectators import snapshot_render

SNAPSHOT_FIELDS = ("version", "last_seq", "action_seq", "view", "summary")


def spectator_snapshot_take(*, game: Game, seats: list[Seat]) -> None:
    """Render the spectators' view of the game as it is now (one statement)."""
    SpectatorSnapshot.objects.bulk_create([snapshot_render(game, seats)], update_conflicts=True,
                                          unique_fields=["game"], update_fields=SNAPSHOT_FIELDS)
