"""Rated games among the shipped AI levels, so that their ratings on the leaderboard say how
strong each is ("the shipped levels stay ordered by strength ... and their ratings
on the leaderboard show it").

    python manage.py ai_ladder --games 1800 [--seed ladder] [--preset pagat] [--levels ...]

Every game seats the four levels (``random``, ``heuristic``, ``medium``, ``expert``, or those
``--levels`` names), one each,
rotated round the seats from game to game so that no level keeps the first lead. The server
plays every seat, as a worker plays an AI seat (:func:`games.services.server_action_apply`), so
a ladder game is created, dealt, recorded, finished and rated like any other game: through
``GameFinished``, into each level's global rating for the game. The games are private and
owned by an account named ``ai-ladder`` (created on first use, with no password).  Run it once
on a new deployment, and again after the AI changes; the ratings then move with the people's
games as before.  Prints each level's rating, strongest first.
"""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from games import services
from games.kinds import KNOCKOUT, kind_of_preset
from games.models import Game, GameStatus, Visibility
from players.ratings import INITIAL_MU, INITIAL_SIGMA, RatedSeat, rate_game
from players.selectors import ai_levels

LADDER_USER = "ai-ladder"
MAX_STEPS = 2000
"""Server moves in one game before the ladder gives up on it (a 7-player game takes ~200)."""


def ladder_game(*, owner: Any, levels: tuple[str, ...], preset: str, seed: str) -> Game:
    """One rated game of ``levels`` (seat order as given) played to its end by the server."""
    game = services.game_create(user=owner, max_players=len(levels), preset=preset,
                                visibility=Visibility.PRIVATE, seed=seed, join=False)
    for level in levels:
        services.ai_seat_add(game_id=game.pk, user=owner, level=level)
    services.game_start(game_id=game.pk, user=owner)
    for _ in range(MAX_STEPS):
        game.refresh_from_db(fields=["status", "version"])
        if game.status != GameStatus.ACTIVE:
            return game
        move = services.server_action_apply(game_id=game.pk, expected_version=game.version)
        if not move.applied and move.reason != "stale":
            raise CommandError(f"game {game.pk}: the server could not move ({move.reason})")
    raise CommandError(f"game {game.pk} did not finish in {MAX_STEPS} moves")


def ladder_report(finishes: list[dict[str, int]], levels: tuple[str, ...]) -> list[str]:
    """Each level's wins and mean finishing position in these games, and for each pair how
    often each finished ahead.  The ratings move one game at a time, so between two close
    levels their order can turn on the order of the games; these counts do not (docs/contributors/
    ai-levels.md)."""
    n = len(finishes)
    lines = []
    for level in levels:
        places = [f[level] for f in finishes]
        lines.append(f"{level}: won {places.count(1)}/{n}, mean position "
                     f"{sum(places) / max(1, n):.2f}")
    for k, a in enumerate(levels):
        for b in levels[k + 1:]:
            ahead = sum(1 for f in finishes if f[a] < f[b])
            behind = sum(1 for f in finishes if f[a] > f[b])
            lines.append(f"{a} against {b}: ahead {ahead}, behind {behind}, level "
                         f"{n - ahead - behind}")
    return lines


def reordered_ratings(finishes: list[dict[str, int]], levels: tuple[str, ...], orders: int
                      ) -> list[str]:
    """Rate the same results again in ``orders`` random orders (seeded) and count how often
    each level stays above the next in the ladder's head-to-head order: how much of the
    ratings' order is the order the games came in."""
    if orders <= 0 or not finishes:
        return []
    n = len(finishes)
    strength = sorted(levels, key=lambda a: -sum(
        (f[a] < f[b]) - (f[a] > f[b]) for f in finishes for b in levels))
    above = dict.fromkeys(pairwise(strength), 0)
    in_order = 0
    for k in range(orders):
        shuffled = finishes[:]
        random.Random(k).shuffle(shuffled)
        rating = dict.fromkeys(levels, (INITIAL_MU, INITIAL_SIGMA))
        for f in shuffled:
            rating.update(rate_game([RatedSeat(a, *rating[a], f[a], fixed=True)
                                     for a in levels]))
        for a, b in above:
            above[a, b] += rating[a][0] > rating[b][0]
        in_order += all(rating[a][0] > rating[b][0] for a, b in above)
    return [f"rated in {orders} random orders of the {n} games: the head-to-head order "
            f"{' > '.join(strength)} in {in_order}"] + [
        f"  {a} above {b} in {count}" for (a, b), count in above.items()]


class Command(BaseCommand):
    help = "Play rated games among the AI levels so the leaderboard ranks them."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--games", type=int, default=120)
        parser.add_argument("--seed", default="ladder",
                            help="game i is dealt from '<seed>:<i>' (the same games again)")
        parser.add_argument("--preset", default="pagat",
                            help="a Knock-Out Whist preset (the levels' knockout ratings)")
        parser.add_argument("--reorders", type=int, default=0,
                            help="also rate the results again in this many random orders")
        parser.add_argument("--levels", default=",".join(services.AI_LEVELS),
                            help="comma-separated AI levels, one seat each (2 to 7)")

    def handle(self, *args: Any, **options: Any) -> None:
        if kind_of_preset(options["preset"]) != KNOCKOUT:
            raise CommandError("the ladder plays Knock-Out Whist: give one of its presets")
        owner, _ = get_user_model().objects.get_or_create(username=LADDER_USER)
        if owner.has_usable_password():
            owner.set_unusable_password()
            owner.save(update_fields=["password"])
        levels = tuple(options["levels"].split(","))
        if not 2 <= len(levels) <= 7 or len(set(levels)) != len(levels) or \
                not set(levels) <= set(services.AI_LEVELS):
            raise CommandError(f"--levels: 2 to 7 different levels of "
                               f"{', '.join(services.AI_LEVELS)}")
        finishes: list[dict[str, int]] = []
        for i in range(options["games"]):
            turn = i % len(levels)
            game = ladder_game(owner=owner, levels=levels[turn:] + levels[:turn],
                               preset=options["preset"], seed=f"{options['seed']}:{i}")
            finishes.append({seat.ai_level: seat.position for seat in game.seats.all()})
            if (i + 1) % 20 == 0:
                self.stdout.write(f"{i + 1} games")
        for line in ladder_report(finishes, levels) + reordered_ratings(
                finishes, levels, options["reorders"]):
            self.stdout.write(line)
        for competitor in ai_levels():
            if competitor.score is None:
                continue
            self.stdout.write(
                f"{competitor.ai_level}: score={competitor.score:.2f} mu={competitor.mu:.2f} "
                f"sigma={competitor.sigma:.2f} rated_games={competitor.rated_games}")
