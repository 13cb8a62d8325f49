"""OpenSkill rating arithmetic, free of Django so it can be checked against the package.

One Plackett-Luce model with the package defaults (mu 25, sigma 25/3, beta 25/6, tau
25/300) rates every game: each seat is a team of one, ``ranks`` are the finishing
positions, so players knocked out on the same hand (sharing a position) are a tie.
The conservative score shown on leaderboards is ``mu - 3 sigma`` (``ordinal()``).

tau is the model's allowance for a skill that changes between games: before each game it
widens every sigma a little, so that recent games weigh more and sigma never settles. A
person's skill does change; an AI level's does not (the same code plays every game), so a
``fixed`` seat is rated without it. Otherwise the levels' ratings drift like a random walk of
about one sigma (1.65 after 600 ladder games) and two levels a point apart swap places on
the leaderboard with the order of the games (``manage.py ai_ladder --reorders``).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()
INITIAL_MU: float = MODEL.mu
INITIAL_SIGMA: float = MODEL.sigma
SCORE_Z = 3.0
_STATIC = PlackettLuce(tau=0.0)
"""The same model without tau, which :func:`rate_game` adds itself to the seats it applies to
(openskill reads a ``tau=0`` argument to ``rate`` as "the model's tau")."""


def conservative_score(mu: float, sigma: float) -> float:
    """mu - 3 sigma: a skill the player very probably has at least, so newcomers with a
    wide sigma do not top the leaderboard on one lucky game."""
    return mu - SCORE_Z * sigma


@dataclass(frozen=True)
class RatedSeat:
    key: Hashable  # who the rating belongs to (a competitor id)
    mu: float
    sigma: float
    position: int
    fixed: bool = False
    """A player whose skill does not change between games (an AI level): no tau."""


def _prior(seat: RatedSeat) -> PlackettLuceRating:
    """The seat's rating going into the game: sigma widened by tau unless the seat is fixed,
    exactly as ``MODEL.rate`` widens it (checked against the package in the tests)."""
    sigma = seat.sigma if seat.fixed else math.sqrt(seat.sigma ** 2 + MODEL.tau ** 2)
    return _STATIC.rating(mu=seat.mu, sigma=sigma)


def rate_game(seats: Sequence[RatedSeat], *, partners: bool = False
              ) -> dict[Hashable, tuple[float, float]]:
    """New (mu, sigma) per key after one game.

    Every seat is rated as its own team from its prior; with ``partners`` (classic Whist,
    001: "four players in two fixed partnerships") the seats in the order given form teams of
    two, seat k with seat k + 2, and OpenSkill rates the two teams (a team's rank is its
    seats' position). When one key fills several seats
    (two bots of the same AI level), each seat is rated from the level's prior and the
    level's new rating is the mean of those seats' posteriors, in seat order, so the
    result is deterministic and the level moves once per game rather than once per seat.
    A ``fixed`` seat (an AI level) goes in without tau (module docstring).
    """
    if len(seats) < 2:
        raise ValueError("a rated game needs at least two seats")
    grouped: dict[Hashable, list[tuple[float, float]]] = {}
    if partners:
        if len(seats) != 4:
            raise ValueError("a partnership game has four seats")
        sides = [(seats[0], seats[2]), (seats[1], seats[3])]
        new_sides = _STATIC.rate([[_prior(s) for s in side] for side in sides],
                                 ranks=[float(side[0].position) for side in sides])
        for side, team in zip(sides, new_sides, strict=True):
            for seat, member in zip(side, team, strict=True):
                grouped.setdefault(seat.key, []).append((member.mu, member.sigma))
    else:
        teams = [[_prior(s)] for s in seats]
        new_teams = _STATIC.rate(teams, ranks=[float(s.position) for s in seats])
        for seat, team in zip(seats, new_teams, strict=True):
            grouped.setdefault(seat.key, []).append((team[0].mu, team[0].sigma))
    result: dict[Hashable, tuple[float, float]] = {}
    for key, values in grouped.items():
        if len(values) == 1:
            result[key] = values[0]
        else:
            result[key] = (
                sum(mu for mu, _ in values) / len(values),
                sum(sigma for _, sigma in values) / len(values),
            )
    return result
