"""Reads: a drive as anyone may see it, with its score cards and its table.

A classic Whist drive's scores come from each deal's tricks (odd tricks of the entrant's
side); a Knock-Out Whist drive's from each table game's finishing positions (players knocked
out before the entrant), see :mod:`games.engine.drives.scoring`.

A round's results are shown once every table has finished it: until then a finished table's
tricks would tell a table still playing the same deals how they lie. The drive's seed is shown
once the drive is over, and its games' seeds and hands are unsealed at the same time.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from core.domain_errors import NotFound
from drives.models import Drive, DriveEntry, DriveStatus, DriveTable
from games.engine.drives import (
    FIXED,
    DealResult,
    KnockoutResult,
    TableResult,
    drive_table,
    movement,
)
from games.kinds import KNOCKOUT, kind_of_preset
from games.models import GameStatus, Hand, Seat, Trick


def drive_get(*, drive_id: int) -> Drive:
    drive = Drive.objects.filter(pk=drive_id).select_related("organiser").first()
    if drive is None:
        raise NotFound("drive_not_found", "No such drive.", {"drive_id": drive_id})
    return drive


def drive_list() -> QuerySet[Drive]:
    """Every drive, the newest first (open ones can be entered)."""
    return Drive.objects.select_related("organiser").order_by("-created_at", "-id")


def _name(entry: DriveEntry) -> str:
    if entry.user is None:
        return f"AI ({entry.ai_level})"
    profile = getattr(entry.user, "profile", None)
    return (profile.display_name if profile else "") or entry.user.get_username()


def _results(tables: list[DriveTable], complete: set[int]) -> list[DealResult]:
    """Every deal of the complete rounds: the tricks of seats 0 and 2 and of 1 and 3."""
    game_of = {t.game_id: t for t in tables if t.round_no in complete}
    out = []
    hands = Hand.objects.filter(game_id__in=game_of).prefetch_related("tricks")
    for hand in hands.order_by("game_id", "deal_no"):
        ns = sum(1 for trick in hand.tricks.all() if trick.winner % 2 == 0)
        won = len(hand.tricks.all())
        if won != 13:
            continue  # not played to its end (cannot happen in a finished game)
        table = game_of[hand.game_id]
        out.append(DealResult(table.round_no, table.table, hand.deal_no, (ns, 13 - ns)))
    return out


def _knockout_results(tables: list[DriveTable], complete: set[int]) -> list[KnockoutResult]:
    """Every game of the complete rounds: each seat's finishing position and tricks."""
    game_of = {t.game_id: t for t in tables if t.round_no in complete}
    positions: dict[int, dict[int, int]] = {g: {} for g in game_of}
    for game_id, index, position in Seat.objects.filter(game_id__in=game_of).values_list(
            "game_id", "index", "position"):
        positions[game_id][index] = position
    tricks: dict[int, dict[int, int]] = {g: {} for g in game_of}
    for game_id, winner in Trick.objects.filter(hand__game_id__in=game_of).values_list(
            "hand__game_id", "winner"):
        tricks[game_id][winner] = tricks[game_id].get(winner, 0) + 1
    out = []
    for game_id, table in sorted(game_of.items()):
        seats = sorted(positions[game_id])
        out.append(KnockoutResult(
            table.round_no, table.table, tuple(positions[game_id][s] for s in seats),
            tuple(tricks[game_id].get(s, 0) for s in seats)))
    return out


def _row(row: Any, kind: str) -> dict[str, Any]:
    return {"place": row.place, kind: row.entrant, "score": row.score, "tricks": row.tricks,
            "by_round": list(row.by_round)}


def drive_view(drive: Drive, viewer: Any = None) -> dict[str, Any]:
    entries = list(DriveEntry.objects.filter(drive=drive).select_related("user__profile"))
    tables = list(DriveTable.objects.filter(drive=drive).select_related("game"))
    plan = movement(drive.movement, tables=drive.tables, rounds=drive.rounds)
    finished = {(t.round_no, t.table) for t in tables if t.game.status == GameStatus.FINISHED}
    complete = {r for r in range(1, drive.current_round + 1)
                if all((r, t) in finished for t in range(drive.tables))}
    played = plan[:drive.current_round]
    game = kind_of_preset(drive.preset)
    results: list[TableResult] = list(
        _knockout_results(tables, complete) if game == KNOCKOUT else _results(tables, complete))
    game_of = {(t.round_no, t.table): t.game for t in tables}
    me = next((e.number for e in entries if viewer is not None and e.user_id == viewer.pk),
              None)
    return {
        "id": drive.pk,
        "name": drive.name,
        "status": drive.status,
        "version": drive.version,
        "organiser": drive.organiser_id,
        "game": game,
        "preset": drive.preset,
        "deals_per_round": drive.deals_per_round,
        "tables": drive.tables,
        "rounds": drive.rounds,
        "movement": drive.movement,
        "ai_level": drive.ai_level,
        "turn_time_limit": drive.turn_time_limit,
        "commitment": drive.commitment,
        "seed": drive.seed if drive.status == DriveStatus.FINISHED else None,
        "current_round": drive.current_round,
        "my_entrant": me,
        "entrants": [{"number": e.number, "user_id": e.user_id,
                      "ai_level": e.ai_level or None, "display_name": _name(e),
                      "pair": e.number // 2 if drive.movement == FIXED else None}
                     for e in entries],
        "schedule": [
            {"round_no": sitting[0].round_no if sitting else r + 1,
             "complete": (r + 1) in complete,
             "tables": [{"table": t.table, "seats": list(t.seats),
                         "pairs": list(t.pairs) if t.pairs else None,
                         "game_id": game_of[(t.round_no, t.table)].pk
                         if (t.round_no, t.table) in game_of else None,
                         "status": game_of[(t.round_no, t.table)].status
                         if (t.round_no, t.table) in game_of else None}
                        for t in sitting]}
            for r, sitting in enumerate(plan)],
        "standings": [_row(r, "entrant") for r in drive_table(played, results)]
        if played else [],
        "pair_standings": [_row(r, "pair") for r in drive_table(played, results, by_pair=True)]
        if played and drive.movement == FIXED else None,
    }


def drive_summary(drive: Drive) -> dict[str, Any]:
    return {"id": drive.pk, "name": drive.name, "status": drive.status,
            "game": kind_of_preset(drive.preset), "preset": drive.preset,
            "organiser": drive.organiser_id, "tables": drive.tables, "rounds": drive.rounds,
            "movement": drive.movement, "current_round": drive.current_round,
            "created_at": drive.created_at}
