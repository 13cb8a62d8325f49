"""The lobby: open a table, take and leave seats, add AI seats, start, and ask for a rematch."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db.models import F
from django.utils import timezone

from core.db import atomic_write, rows_write
from core.domain_errors import BadInput, Forbidden
from core.domain_events import SeatWanted, publish
from games import engine
from games.ai import BOT_LEVELS
from games.clock import LIVE, RESIGN, Clock
from games.kinds import (
    KINDS,
    KNOCKOUT,
    WHIST,
    GameKind,
    free_text_forbidden,
    game_kind,
    kind_of_preset,
)
from games.models import Game, GameStatus, Seat, Visibility
from games.record import first_dealer_of
from games.services.access import (
    conflict,
    game_lock,
    game_not_found,
    lobby_lock,
    not_a_player,
    seat_of,
    version_check,
)
from games.services.recording import change_record, change_write, event_rows
from games.services.rematch import (
    offer_accept,
    offer_cancel,
    offer_lapsed,
    unaccepted_check,
)
from live.notify import Notice

AI_LEVELS = BOT_LEVELS
"""The bot levels a lobby may seat."""


DEFAULT_PRESETS = {KNOCKOUT: "pagat", WHIST: "classic"}
"""The preset of a game created with only its ``kind``."""


def _kind_and_preset(kind: str | None, preset: str | None) -> tuple[GameKind, str]:
    """The game kind and preset a creation names: the preset decides the kind (each preset
    belongs to one game), ``kind`` alone takes that game's default preset, and the two must
    agree when both are given."""
    if preset is None:
        chosen = kind or KNOCKOUT
        if chosen not in KINDS:
            raise BadInput("invalid_kind", f"kind must be one of: {', '.join(KINDS)}",
                           {"kind": kind})
        return game_kind(chosen), DEFAULT_PRESETS[chosen]
    of_preset = kind_of_preset(preset)
    if of_preset is None:
        engine.preset(preset)  # raises the engine's invalid_options, naming the presets
    assert of_preset is not None
    if kind is not None and kind != of_preset:
        raise BadInput("preset_of_another_kind",
                       f"the preset {preset!r} is a {of_preset} game, not {kind}",
                       {"kind": kind, "preset": preset})
    return game_kind(of_preset), preset


def game_create(*, user: AbstractBaseUser, max_players: int, preset: str | None = None,
                kind: str | None = None,
                options: dict[str, Any] | None = None, turn_time_limit: int | None = None,
                visibility: str = Visibility.PUBLIC, rated: bool = True,
                season: Any = None, seed: str | None = None,
                forced_setup: dict[str, Any] | None = None, join: bool = True,
                rematch_of: Game | None = None, sealed: bool = False,
                clock: Clock | None = None, on_timeout: str = RESIGN,
                timeouts_to_resign: int | None = None,
                chat_free_text: bool | None = None,
                spectators_trick_late: bool = False,
                offer_expires_at: datetime | None = None) -> Game:
    """Open a lobby with its creator in seat 0 (``join=False``: an organiser who only fills
    the table, e.g. with AI seats, and watches).

    ``seed`` and ``forced_setup`` are for tests and set deals, never taken from the API:
    a forced game is never rated.  ``chat_free_text`` None: free text in the table talk
    unless the game is rated and played in partnerships (classic Whist), where it is
    refused."""
    game_type, preset = _kind_and_preset(kind, preset)
    rated = rated and forced_setup is None
    if chat_free_text is None:
        chat_free_text = not free_text_forbidden(rated=rated, kind=game_type.name)
    elif chat_free_text and free_text_forbidden(rated=rated, kind=game_type.name):
        raise BadInput("free_text_in_rated_partnership",
                       "a rated classic Whist game takes quick phrases only: a word between "
                       "partners could tell their cards", {"field": "chat_free_text"})
    full = game_type.options_build(preset, options, max_players)
    server_seed = seed or secrets.token_hex(32)
    clock = clock or Clock(LIVE, turn_time_limit)
    with atomic_write():
        game = Game.objects.create(
            created_by=user, max_players=max_players, kind=game_type.name, preset=preset,
            options=full.to_dict(), **clock.fields(), on_timeout=on_timeout,
            timeouts_to_resign=timeouts_to_resign,
            visibility=visibility,
            invite_code=secrets.token_urlsafe(6) if visibility == Visibility.PRIVATE else None,
            rated=rated, season=season, server_seed=server_seed,
            chat_free_text=chat_free_text, spectators_trick_late=spectators_trick_late,
            seed_commitment=engine.seed_commitment(server_seed), forced_setup=forced_setup,
            rematch_of=rematch_of, sealed=sealed, offer_expires_at=offer_expires_at)
        if join:
            Seat.objects.create(game=game, index=0, user=user)
        created: dict[str, Any] = {"type": "game_created", "by": user.pk}
        if rematch_of is not None:
            created["rematch_of"] = rematch_of.pk
        rows_write(inserts=event_rows(game, [created]), updates=[(game, ["event_seq"])])
    return game


def game_join(*, game_id: int, user: AbstractBaseUser, invite_code: str | None = None) -> Game:
    with atomic_write():
        game, seats = lobby_lock(game_id, user, code=invite_code)
        held = seat_of(seats, user)
        if held is not None and not held.accepted:
            offer_accept(game, seats, held, user)
            return game
        if held is not None:
            raise conflict("already_seated", "you already have a seat in this game")
        if len(seats) >= game.max_players:
            raise conflict("game_full", "every seat is taken")
        publish(SeatWanted(game_id=game.pk, user_id=user.pk, created_by_id=game.created_by_id,
                           seated_user_ids=tuple(s.user_id for s in seats if s.user_id)))
        seat = Seat(game=game, index=len(seats), user=user)
        change_write(game, [{"type": "seat_joined", "seat": seat.index, "user": user.pk}],
                     inserts=[seat], notices=_to_creator(game, user, "seat_taken", seat.index))
    return game


def game_join_by_code(*, user: AbstractBaseUser, invite_code: str) -> Game:
    game = Game.objects.filter(invite_code=invite_code).only("pk").first()
    if game is None:
        raise game_not_found()
    return game_join(game_id=game.pk, user=user, invite_code=invite_code)


def game_leave(*, game_id: int, user: AbstractBaseUser) -> Game:
    """Leave before the start.  The creator leaving cancels the lobby, and so does a player
    declining the rematch that holds a seat for them."""
    with atomic_write():
        game, seats = lobby_lock(game_id, user)
        seat = seat_of(seats, user)
        if seat is not None and not seat.accepted:
            offer_cancel(game, seats, reason="declined", by=user)
            return game
        if game.created_by_id == user.pk:
            game.status = GameStatus.CANCELLED
            change_write(game, [{"type": "game_cancelled", "by": user.pk}], "status",
                         notices=[Notice(s.user_id, "game_cancelled", {"game_id": game.pk})
                                  for s in seats if s.user_id not in (None, user.pk)])
            return game
        if seat is None:
            raise not_a_player()
        seat.delete()
        _seats_close_up(game, after=seat.index)
        change_write(game, [{"type": "seat_left", "seat": seat.index, "user": user.pk}],
                     notices=_to_creator(game, user, "seat_left", seat.index))
    return game


_SEAT_SHIFT = 100
"""Beyond any seat index (at most 7 seats): the first step of renumbering parks seats there."""


def _seats_close_up(game: Game, *, after: int) -> None:
    """Renumber the seats after a leaver down by one, keeping joining order.

    Two steps, because a unique index is checked row by row in whatever order the database
    visits the rows (storage order, for Postgres's plan of a small table): shifting 3 -> 2
    before 2 -> 1 collides.  Parking the seats beyond every index first cannot collide, and
    neither can bringing them back."""
    later = Seat.objects.filter(game=game, index__gt=after)
    later.update(index=F("index") + _SEAT_SHIFT)
    Seat.objects.filter(game=game, index__gt=_SEAT_SHIFT).update(
        index=F("index") - _SEAT_SHIFT - 1)


def _to_creator(game: Game, user: AbstractBaseUser, kind: str, seat: int) -> list[Notice]:
    """A lobby change told to the game's organiser (not when it is theirs)."""
    if game.created_by_id is None or game.created_by_id == user.pk:
        return []
    return [Notice(game.created_by_id, kind, {"game_id": game.pk, "seat": seat,
                                              "user_id": user.pk})]


def _creator_only(game: Game, user: AbstractBaseUser, what: str) -> None:
    if game.created_by_id != user.pk:
        raise Forbidden("not_creator", f"only the game's creator can {what}")


def ai_seat_add(*, game_id: int, user: AbstractBaseUser, level: str) -> Game:
    if level not in AI_LEVELS:
        raise BadInput("invalid_ai_level", f"AI level must be one of: {', '.join(AI_LEVELS)}",
                       {"level": level})
    with atomic_write():
        game, seats = lobby_lock(game_id, user)
        _creator_only(game, user, "add AI seats")
        if len(seats) >= game.max_players:
            raise conflict("game_full", "every seat is taken")
        seat = Seat(game=game, index=len(seats), ai_level=level)
        change_write(game, [{"type": "seat_joined", "seat": seat.index, "ai_level": level}],
                     inserts=[seat])
    return game


def game_start(*, game_id: int, user: AbstractBaseUser | None,
               expected_version: int | None = None) -> Game:
    """Deal the first hand for the seated players (at least two)."""
    with atomic_write():
        game, seats = lobby_lock(game_id, user)
        if user is not None:
            _creator_only(game, user, "start it")
        version_check(game, expected_version)
        if len(seats) < 2:
            raise conflict("not_enough_players", "a game needs at least two players")
        unaccepted_check(seats)
        game_type = game_kind(game.kind)
        options = game_type.options_from_dict(game.options)
        options.validate(len(seats))
        state, events = game_type.new_game(len(seats), options, _setup(game, len(seats)))
        game.status = GameStatus.ACTIVE
        game.started_at = timezone.now()
        change_record(game, seats, None, state, events, (),
                      notes=[{"type": "game_started", "players": len(seats)}])
    return game


def _setup(game: Game, players: int) -> engine.Setup:
    if game.forced_setup:
        return engine.serialize.setup_from_dict(game.forced_setup)
    return engine.Setup(seed=game.server_seed,
                        first_dealer=first_dealer_of(game.server_seed, players))


def games_unseal(*, game_ids: list[int]) -> int:
    """Reveal the seeds of sealed games once their reason to stay secret is over (a whist
    drive's last round is played): each gets its ``seed_revealed`` event, and its record
    shows the hands.  Games still running are left sealed.  Returns how many were unsealed."""
    unsealed = 0
    for game_id in sorted(game_ids):
        with atomic_write():
            game, _seats = game_lock(game_id, None)
            if not game.sealed or game.status != GameStatus.FINISHED:
                continue
            game.sealed = False
            change_write(game, [{"type": "seed_revealed", "seed": game.server_seed}], "sealed")
            unsealed += 1
    return unsealed


def game_rematch(*, game_id: int, user: AbstractBaseUser) -> Game:
    """The finished game's open rematch offer, accepted by ``user`` if a seat in it is held
    for them; or a new offer when there is none."""
    with atomic_write():
        game, seats = game_lock(game_id, user)
        if seat_of(seats, user) is None:
            raise Forbidden("not_a_player", "only a player of the game can ask for a rematch")
        if game.status != GameStatus.FINISHED:
            raise conflict("game_not_finished", "a rematch needs a finished game")
        now = timezone.now()
        open_offer = (Game.objects.filter(rematch_of=game, status=GameStatus.LOBBY)
                      .order_by("-pk").values_list("pk", flat=True).first())
        if open_offer is not None:
            offer, offer_seats = game_lock(open_offer, None)
            if offer_lapsed(offer, now):
                offer_cancel(offer, offer_seats, reason="expired")
            elif offer.status == GameStatus.LOBBY:
                held = seat_of(offer_seats, user)
                if held is not None and not held.accepted:
                    offer_accept(offer, offer_seats, held, user)
                return offer
        return _offer_make(game, seats, user, now)


def _offer_make(game: Game, seats: list[Seat], user: AbstractBaseUser, now: Any) -> Game:
    held = any(s.user_id not in (None, user.pk) for s in seats)
    expires = now + timedelta(hours=settings.WHIST_REMATCH_OFFER_HOURS) if held else None
    new = game_create(user=user, max_players=game.max_players, kind=game.kind,
                      preset=game.preset, options=game.options, clock=Clock.of(game),
                      on_timeout=game.on_timeout, timeouts_to_resign=game.timeouts_to_resign,
                      visibility=game.visibility, rated=game.rated, season=game.season,
                      join=False, rematch_of=game,
                      chat_free_text=game.chat_free_text and not free_text_forbidden(
                          rated=game.rated, kind=game.kind),
                      spectators_trick_late=game.spectators_trick_late,
                      offer_expires_at=expires)
    # The asking player takes seat 0; the others keep their relative order.
    order = sorted(seats, key=lambda s: (s.user_id != user.pk, s.index))
    people = [s.user_id for s in order if s.user_id]
    for n, person in enumerate(people[1:], 1):
        publish(SeatWanted(game_id=new.pk, user_id=person, created_by_id=user.pk,
                           seated_user_ids=tuple(people[:n]), both_ways=True))
    Seat.objects.bulk_create([
        Seat(game=new, index=i, user=s.user, ai_level=s.ai_level,
             accepted=s.user_id in (None, user.pk)) for i, s in enumerate(order)])
    change_write(game, [{"type": "rematch_created", "game": new.pk}],
                 notices=[Notice(s.user_id, "invited", {
                     "game_id": new.pk, "rematch_of": game.pk, "by": user.pk,
                     "expires_at": expires.isoformat() if expires else None})
                     for s in seats if s.user_id not in (None, user.pk)])
    return new
