"""Writes: create a drive, enter it, start it, and move it on round by round."""

from __future__ import annotations

import secrets

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from core.domain_errors import Conflict, Forbidden, NotFound, invalid
from core.domain_events import AccountClosed, GameFinished
from core.task_send import task_send
from drives.models import Drive, DriveEntry, DriveStatus, DriveTable
from drives.task_names import DRIVE_ADVANCE_TASK
from games import services as games
from games.engine.drives import MOVEMENTS, PROGRESSIVE, deal_seed, drive_commitment, movement
from games.kinds import KNOCKOUT, WHIST, game_kind, kind_of_preset
from games.models import GameStatus, Seat, Visibility
from games.services.access import game_lock
from games.services.play import resign_record

MAX_TABLES = 25
MAX_ROUNDS = 30
MAX_DEALS_PER_ROUND = 24
PLAYERS = 4


def _drive_lock(drive_id: int) -> Drive:
    drive = Drive.objects.select_for_update().filter(pk=drive_id).first()
    if drive is None:
        raise NotFound("drive_not_found", "No such drive.", {"drive_id": drive_id})
    return drive


def _bump(drive: Drive, *fields: str) -> None:
    drive.version += 1
    drive.save(update_fields=["version", *fields])


def table_options(drive: Drive) -> dict[str, int]:
    """The options every table's game is created with: classic Whist's tournament form plays
    ``deals_per_round`` deals; a Knock-Out Whist table plays its one game to the end."""
    return {"deals": drive.deals_per_round} if kind_of_preset(drive.preset) == WHIST else {}


def drive_create(*, organiser: AbstractBaseUser, name: str, tables: int, rounds: int,
                 movement_kind: str = "fixed", preset: str = "whist_drive",
                 deals_per_round: int = 4, ai_level: str = "heuristic",
                 turn_time_limit: int | None = None, join: bool = True) -> Drive:
    """A drive taking entrants: ``4 * tables`` of them, the organiser first unless ``join``
    is false. The drive's seed is drawn now and committed to; it is revealed at the end.
    ``preset`` chooses the game: a classic Whist preset, or a Knock-Out Whist one (then the
    movement is progressive, as the game has no partners, and a round is one game)."""
    if movement_kind not in MOVEMENTS:
        raise invalid("movement", f"One of {', '.join(MOVEMENTS)}.")
    kind = kind_of_preset(preset)
    if kind is None:
        raise invalid("preset", "Not a preset of either game.")
    if not 1 <= tables <= MAX_TABLES:
        raise invalid("tables", f"From 1 to {MAX_TABLES}.")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise invalid("rounds", f"From 1 to {MAX_ROUNDS}.")
    if not 1 <= deals_per_round <= MAX_DEALS_PER_ROUND:
        raise invalid("deals_per_round", f"From 1 to {MAX_DEALS_PER_ROUND}.")
    if kind == KNOCKOUT and movement_kind != PROGRESSIVE:
        raise invalid("movement", "Knock-Out Whist has no partnerships: its drives play the "
                                  "progressive movement.")
    if ai_level not in games.AI_LEVELS:
        raise invalid("ai_level", f"One of {', '.join(games.AI_LEVELS)}.")
    # The options as every table will play them (the engine checks them).
    game_kind(kind).options_build(
        preset, {"deals": deals_per_round} if kind == WHIST else {}, PLAYERS)
    seed = secrets.token_hex(32)
    with transaction.atomic():
        drive = Drive.objects.create(
            organiser=organiser, name=name, preset=preset, deals_per_round=deals_per_round,
            tables=tables, rounds=rounds, movement=movement_kind, ai_level=ai_level,
            turn_time_limit=turn_time_limit, seed=seed, commitment=drive_commitment(seed))
        if join:
            DriveEntry.objects.create(drive=drive, number=0, user=organiser)
    return drive


def _open_check(drive: Drive, refusal: str) -> None:
    if drive.status == DriveStatus.CANCELLED:
        raise Conflict("drive_cancelled", "the drive was cancelled")
    if drive.status != DriveStatus.OPEN:
        raise Conflict("drive_started", refusal)


def drive_join(*, drive_id: int, user: AbstractBaseUser) -> Drive:
    """Take the lowest free entrant number."""
    with transaction.atomic():
        drive = _drive_lock(drive_id)
        _open_check(drive, "the drive has started: no more entrants")
        numbers = dict(DriveEntry.objects.filter(drive=drive).values_list("number", "user_id"))
        if user.pk in numbers.values():
            raise Conflict("already_entered", "you are already in this drive")
        free = [n for n in range(PLAYERS * drive.tables) if n not in numbers]
        if not free:
            raise Conflict("drive_full", "every place in the drive is taken")
        DriveEntry.objects.create(drive=drive, number=free[0], user=user)
        _bump(drive)
    return drive


def drive_entrant_remove(*, drive_id: int, user: AbstractBaseUser,
                         number: int | None = None) -> Drive:
    """Before the start: an entrant withdraws (``number`` None: the caller's own entry), or
    the organiser removes entrant ``number``. The place is free again for the next to join,
    or for an AI seat at the start."""
    with transaction.atomic():
        drive = _drive_lock(drive_id)
        _open_check(drive, "the drive has started: its entrants are fixed")
        entries = DriveEntry.objects.filter(drive=drive)
        if number is None:
            entry = entries.filter(user=user).first()
            if entry is None:
                raise NotFound("not_entered", "You are not in this drive.",
                               {"drive_id": drive_id})
        else:
            if drive.organiser_id != user.pk:
                raise Forbidden("not_organiser",
                                "only the drive's organiser can remove an entrant")
            entry = entries.filter(number=number).first()
            if entry is None:
                raise NotFound("entrant_not_found", "No entrant with that number.",
                               {"drive_id": drive_id, "number": number})
        entry.delete()
        _bump(drive)
    return drive


def drive_start(*, drive_id: int, user: AbstractBaseUser) -> Drive:
    """Fill the places nobody took with the drive's AI level, and seat round 1."""
    with transaction.atomic():
        drive = _drive_lock(drive_id)
        if drive.organiser_id != user.pk:
            raise Forbidden("not_organiser", "only the drive's organiser can start it")
        _open_check(drive, "the drive has already started")
        taken = set(DriveEntry.objects.filter(drive=drive).values_list("number", flat=True))
        DriveEntry.objects.bulk_create([
            DriveEntry(drive=drive, number=n, ai_level=drive.ai_level)
            for n in range(PLAYERS * drive.tables) if n not in taken])
        drive.status = DriveStatus.PLAYING
        drive.started_at = timezone.now()
        _round_seat(drive, 1)
        _bump(drive, "status", "started_at", "current_round")
    return drive


def _round_seat(drive: Drive, round_no: int) -> None:
    """Every table of the round: a sealed game from the round's seed (the same deals at every
    table), with the movement's entrants in its seats, started at once."""
    sitting = movement(drive.movement, tables=drive.tables, rounds=drive.rounds)[round_no - 1]
    entries = {e.number: e for e in DriveEntry.objects.filter(drive=drive)}
    for table in sitting:
        game = games.game_create(
            user=drive.organiser, max_players=PLAYERS, preset=drive.preset,
            options=table_options(drive), turn_time_limit=drive.turn_time_limit,
            visibility=Visibility.PRIVATE, rated=False, seed=deal_seed(drive.seed, round_no),
            join=False, sealed=True)
        Seat.objects.bulk_create([
            Seat(game=game, index=i, user=entries[n].user,
                 ai_level=entries[n].ai_level if entries[n].user_id is None else "")
            for i, n in enumerate(table.seats)])
        games.game_start(game_id=game.pk, user=None)
        _closed_accounts_resign(game.pk)
        DriveTable.objects.create(drive=drive, round_no=round_no, table=table.table, game=game)
    drive.current_round = round_no


def _closed_accounts_resign(game_id: int) -> None:
    """The server plays the seats of entrants whose accounts were closed, as a game does for
    a closed account (``games.services.play.user_games_abandon``): nobody can act for them,
    and a drive table with no turn time limit would otherwise wait on them for ever."""
    game, seats = game_lock(game_id, None)
    for seat in seats:
        if seat.user_id is not None and not seat.user.is_active and not seat.resigned:
            resign_record(game, seats, seat, reason="resigned")


def drive_advance(*, drive_id: int) -> bool:
    """Seat the next round once every table has finished this one, or end the drive after
    the last: its games are unsealed and its seed revealed. Safe to call at any time and
    more than once (the task, and the periodic check behind it)."""
    with transaction.atomic():
        drive = _drive_lock(drive_id)
        if drive.status != DriveStatus.PLAYING:
            return False
        playing = DriveTable.objects.filter(drive=drive, round_no=drive.current_round).exclude(
            game__status=GameStatus.FINISHED)
        if playing.exists():
            return False
        if drive.current_round < drive.rounds:
            _round_seat(drive, drive.current_round + 1)
            _bump(drive, "current_round")
            return True
        drive.status = DriveStatus.FINISHED
        drive.finished_at = timezone.now()
        _bump(drive, "status", "finished_at")
        games.games_unseal(game_ids=list(
            DriveTable.objects.filter(drive=drive).values_list("game_id", flat=True)))
    return True


def drive_account_closed(event: AccountClosed) -> None:
    """The subscriber to ``AccountClosed``: an open drive loses the entrant (the place is
    free again, or an AI seat's at the start) and one the account organised is cancelled; in
    a drive being played, the account's seats at the current round's tables are the server's
    (the games app resigns them too; doing it under the drive's lock covers a round being
    seated at that moment, which the games app could not see yet)."""
    entries = DriveEntry.objects.filter(user_id=event.user_id)
    drive_ids = set(entries.values_list("drive_id", flat=True)) | set(Drive.objects.filter(
        organiser_id=event.user_id, status=DriveStatus.OPEN).values_list("pk", flat=True))
    for drive_id in sorted(drive_ids):
        with transaction.atomic():
            drive = _drive_lock(drive_id)
            if drive.status == DriveStatus.OPEN:
                if drive.organiser_id == event.user_id:
                    drive.status = DriveStatus.CANCELLED
                    _bump(drive, "status")
                elif entries.filter(drive=drive).delete()[0]:
                    _bump(drive)
            elif drive.status == DriveStatus.PLAYING:
                tables = DriveTable.objects.filter(
                    drive=drive, round_no=drive.current_round, game__status=GameStatus.ACTIVE,
                    game__seats__user_id=event.user_id, game__seats__resigned=False)
                for game_id in tables.values_list("game_id", flat=True):
                    _closed_accounts_resign(game_id)


def drives_advance_due() -> int:
    """The periodic check behind the task (a lost task must not stall a drive): every
    playing drive is looked at; :func:`drive_advance` moves on those whose round is over."""
    due = Drive.objects.filter(status=DriveStatus.PLAYING).values_list("pk", flat=True)
    return sum(drive_advance(drive_id=pk) for pk in due)


def drive_game_finished(event: GameFinished) -> None:
    """The subscriber to ``GameFinished``: a drive's table is done, so its drive may move
    on; after the game's transaction commits, and in a task of its own, because seating a
    round creates games of its own."""
    table = DriveTable.objects.filter(game_id=event.result.game_id).only("drive_id").first()
    if table is None:
        return
    drive_id = table.drive_id
    transaction.on_commit(lambda: task_send(DRIVE_ADVANCE_TASK, (drive_id,)))


__all__ = ["drive_account_closed", "drive_advance", "drive_create", "drive_entrant_remove",
           "drive_game_finished", "drive_join", "drive_start", "drives_advance_due",
           "table_options"]
