"""players/ratings.py: people are rated as the OpenSkill package rates them; AI levels, whose
skill does not change between games, without the model's tau (the levels' ratings
on the leaderboard show their order)."""

from __future__ import annotations

import math

import pytest
from openskill.models import PlackettLuce

from players.ratings import INITIAL_MU, INITIAL_SIGMA, RatedSeat, rate_game


def test_people_are_rated_exactly_as_the_package_rates_them() -> None:
    model = PlackettLuce()
    priors = [(27.0, 3.1), (24.5, 1.2), (25.0, 8.3), (22.0, 0.9)]
    got = rate_game([RatedSeat(k, mu, sigma, pos)
                     for k, ((mu, sigma), pos) in enumerate(zip(priors, [2, 1, 3, 3],
                                                                  strict=True))])
    want = model.rate([[model.rating(mu=mu, sigma=sigma)] for mu, sigma in priors],
                      ranks=[2, 1, 3, 3])
    for k, [rating] in enumerate(want):
        assert got[k] == pytest.approx((rating.mu, rating.sigma), abs=1e-12)


def test_a_fixed_seat_goes_in_without_tau() -> None:
    """With tau the sigma of a player who wins every game still settles above tau's floor;
    a fixed seat's sigma goes in as it is and only ever shrinks."""
    seats = [RatedSeat("bot", 25.0, 0.05, 1, fixed=True), RatedSeat("p", 25.0, 0.05, 2)]
    after = rate_game(seats)
    assert after["bot"][1] < 0.05
    assert after["p"][1] > 0.05  # widened by tau first: 0.05 -> about 0.097 going in
    static = PlackettLuce(tau=0.0)
    [[bot], [person]] = static.rate(
        [[static.rating(mu=25.0, sigma=0.05)],
         [static.rating(mu=25.0, sigma=math.hypot(0.05, PlackettLuce().tau))]], ranks=[1, 2])
    assert after["bot"] == pytest.approx((bot.mu, bot.sigma), abs=1e-12)
    assert after["p"] == pytest.approx((person.mu, person.sigma), abs=1e-12)


def _sigma_after(games: int, fixed: bool) -> list[float]:
    """The first seat's sigma after every 500 games of four evenly matched seats whose
    finishing order turns round the table."""
    rating = dict.fromkeys(range(4), (INITIAL_MU, INITIAL_SIGMA))
    sigmas = []
    for g in range(1, games + 1):
        rating.update(rate_game([RatedSeat(k, *rating[k], 1 + (k + g) % 4, fixed=fixed)
                                 for k in range(4)]))
        if g % 500 == 0:
            sigmas.append(rating[0][1])
    return sigmas


def test_a_fixed_levels_sigma_keeps_shrinking_while_a_persons_settles() -> None:
    """With tau sigma settles where a game's information balances tau (about 1.6 here): the
    rating then drifts about one sigma whatever the number of games, more than the gap
    between two close AI levels, which is why the eighth round's 600-game ladder could rank
    heuristic above medium. Without tau it keeps shrinking as games come in, so more ladder
    games always tell close levels apart."""
    fixed = _sigma_after(2000, fixed=True)
    person = _sigma_after(2000, fixed=False)
    assert fixed == sorted(fixed, reverse=True) and fixed[-1] < 0.6 * fixed[0]
    assert person[-1] > 0.95 * person[0]
    assert fixed[-1] < 0.6 * person[-1]
