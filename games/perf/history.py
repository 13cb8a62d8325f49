"""A database with a long history, built fast: copies of one real finished game, as SQL.

:func:`history_build` plays one four-player game through the services (so its rows are exactly
what the service writes), then copies it ``games`` times with ``INSERT ... SELECT`` over
``generate_series``: the game, its seats (dealt to ``players`` made-up players in turn), hands,
tricks, plays, events and actions, plus each player's profile, lifetime stats, global rating and
rating history.  Row ids are given explicitly (the copies take the ids above the highest, and
the sequences are moved past them), so children can point at their parents without reading
anything back.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth import get_user_model
from django.db import connection, transaction

from games import engine, services
from games.models import Game, GameAction, GameEvent, Hand, Play, Seat, Trick
from players.models import (
    Competitor,
    FinishedGame,
    PlayerStats,
    Profile,
    Rating,
    RatingChange,
)

BATCH = 10_000


def _table(model: type) -> str:
    return connection.ops.quote_name(model._meta.db_table)


def _columns(model: type, *, skip: tuple[str, ...] = ()) -> list[str]:
    return [f.column for f in model._meta.concrete_fields if f.column not in skip]


def _max_id(model: type) -> int:
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COALESCE(MAX(id), 0) FROM {_table(model)}")
        return int(cursor.fetchone()[0])


def _sequence_past(model: type) -> None:
    table = model._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                       f"(SELECT MAX(id) FROM {_table(model)}))")


def _template(seed: str) -> Game:
    """One finished four-player game of four throwaway accounts, played through the services."""
    User = get_user_model()
    people = [User.objects.create_user(username=f"template-{seed}-{i}") for i in range(4)]
    game = services.game_create(user=people[0], max_players=4, seed=seed, rated=False)
    for person in people[1:]:
        services.game_join(game_id=game.pk, user=person)
    services.game_start(game_id=game.pk, user=people[0])
    while True:
        game.refresh_from_db()
        if game.status != "active":
            return game
        state = engine.state_from_dict(game.state)
        seat = state.current_seat
        action = engine.observe(state, seat).legal_actions[0]
        services.action_apply(game_id=game.pk, user=people[seat], action=action.to_dict(),
                              expected_version=game.version)


def _copy(model: type, *, where: str, n: int, first: int, replace: dict[str, str],
          order: str = "id") -> None:
    """Copy the template rows of ``model`` (``where``) for games ``first .. first + n - 1``
    (``g`` in the expressions of ``replace``, which give some columns new values; ``t`` is the
    template row and ``k`` its position among them)."""
    columns = [c for c in _columns(model) if replace.get(c) != "DEFAULT"]  # ids from sequence
    select = ", ".join(replace.get(c, f"t.{connection.ops.quote_name(c)}") for c in columns)
    names = ", ".join(connection.ops.quote_name(c) for c in columns)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {_table(model)} ({names}) SELECT {select} FROM "
            f"(SELECT *, ROW_NUMBER() OVER (ORDER BY {order}) - 1 AS k FROM {_table(model)} "
            f"WHERE {where}) t CROSS JOIN generate_series({first}, {first + n - 1}) g")


def players_build(players: int) -> tuple[int, int]:
    """``players`` made-up players with profiles, stats and a global rating; returns the
    first and last user id."""
    User = get_user_model()
    first = _max_id(User) + 1
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {_table(User)} (id, password, is_superuser, username, first_name, "
            "last_name, email, is_staff, is_active, date_joined) SELECT %s + g, '!', false, "
            "'hist-' || (%s + g), '', '', '', false, true, now() "
            "FROM generate_series(0, %s::bigint) g",
            [first, first, players - 1])
        cursor.execute(
            f"INSERT INTO {_table(Profile)} (user_id, display_name, avatar_url, vacation_auto, "
            "created, updated) SELECT g, 'Player ' || g, '', false, now(), now() "
            "FROM generate_series(%s::bigint, %s::bigint) g",
            [first, first + players - 1])
        cursor.execute(
            f"INSERT INTO {_table(Competitor)} (user_id, created) SELECT g, now() "
            "FROM generate_series(%s::bigint, %s::bigint) g", [first, first + players - 1])
        cursor.execute(
            f"INSERT INTO {_table(PlayerStats)} (competitor_id, games, wins, position_sum, tricks, "
            "dogs_life, dogs_life_survived, resigned, last_played) SELECT c.id, 80, 20, 200, "
            f"300, 5, 2, 0, now() FROM {_table(Competitor)} c WHERE c.user_id >= %s",
            [first])
        cursor.execute(
            f"INSERT INTO {_table(Rating)} (competitor_id, league_id, kind, mu, sigma, score, "
            "games, last_played, ai, listed) SELECT c.id, NULL, 'knockout', 25 + random() * 10, "
            f"2 + random() * 4, 0, 5 + (random() * 100)::int, now(), false, true "
            f"FROM {_table(Competitor)} c "
            "WHERE c.user_id >= %s", [first])
        cursor.execute(f"UPDATE {_table(Rating)} SET score = mu - 3 * sigma "
                       "WHERE league_id IS NULL AND score = 0")
    for model in (User, Profile, Competitor, PlayerStats, Rating):
        _sequence_past(model)
    return first, first + players - 1


def games_build(*, games: int, players: tuple[int, int], seed: str = "history",
                progress: Callable[[int], None] | None = None) -> int:
    """Copy one finished game ``games`` times over the given players; returns the template
    game's id."""
    template = _template(seed)
    hands = list(Hand.objects.filter(game=template).order_by("deal_no").values_list("id",
                                                                                   flat=True))
    low, high = players
    span = high - low + 1
    done = 0
    while done < games:
        n = min(BATCH, games - done)
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL synchronous_commit = off")
            base_game = _max_id(Game)
            base_hand = _max_id(Hand)
            h = len(hands)
            game_id = f"{base_game} + g"
            _copy(Game, where=f"id = {template.pk}", n=n, first=1, replace={
                "id": game_id, "invite_code": "NULL", "current_hand_id": "NULL",
                "rematch_of_id": "NULL",
                "created_at": "t.created_at - (g || ' minutes')::interval",
                "updated_at": "t.updated_at - (g || ' minutes')::interval",
                "finished_at": "t.finished_at - (g || ' minutes')::interval"})
            _copy(Seat, where=f"game_id = {template.pk}", n=n, first=1, order="index", replace={
                "id": "DEFAULT", "game_id": game_id,
                "user_id": f"{low} + ((g + {done}) * 4 + t.index) % {span}"})
            hand_id = f"{base_hand} + (g - 1) * {h} + k + 1"
            _copy(Hand, where=f"game_id = {template.pk}", n=n, first=1, order="deal_no",
                  replace={"id": hand_id, "game_id": game_id})
            for k, template_hand in enumerate(hands):
                new_hand = f"{base_hand} + (g - 1) * {h} + {k + 1}"
                for child in (Trick, Play):
                    _copy(child, where=f"hand_id = {template_hand}", n=n, first=1,
                          replace={"id": "DEFAULT", "hand_id": new_hand})
            for child in (GameEvent, GameAction):
                _copy(child, where=f"game_id = {template.pk}", n=n, first=1,
                      replace={"id": "DEFAULT", "game_id": game_id})
            _sequence_past(Game)
            _sequence_past(Hand)
            _results_copy(base_game + 1, base_game + n)
        done += n
        if progress is not None:
            progress(done)
    with connection.cursor() as cursor:
        # VACUUM too: otherwise autovacuum works through the new rows while the history is
        # timed, and its reads show up in the p95s.  And a CHECKPOINT: the build and the
        # VACUUM leave gigabytes to write back, written while the history is timed otherwise.
        cursor.execute("VACUUM (ANALYZE)")
        cursor.execute("CHECKPOINT")
    return template.pk


def _results_copy(first_game: int, last_game: int) -> None:
    """Each copied game's result as players stores it, with one rating change per seat."""
    games, finished = _table(Game), _table(FinishedGame)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {finished} (game_id, finished_at, rated, season_id, league_id, seats, "
            f"kind, points, applied) SELECT g.id, g.finished_at, true, NULL, NULL, '[]', "
            "'knockout', '{}', now() "
            f"FROM {games} g WHERE g.id BETWEEN %s AND %s", [first_game, last_game])
        cursor.execute(
            f"INSERT INTO {_table(RatingChange)} (game_id, competitor_id, league_id, kind, "
            "finished_at, position, mu_before, sigma_before, mu_after, sigma_after) SELECT f.id, "
            "c.id, NULL, 'knockout', f.finished_at, COALESCE(s.position, 1), 25, 8, 25.5, 7.9 "
            f"FROM {finished} f JOIN {_table(Seat)} s ON s.game_id = f.game_id "
            f"JOIN {_table(Competitor)} c ON c.user_id = s.user_id "
            "WHERE f.game_id BETWEEN %s AND %s", [first_game, last_game])
