"""The end of a classic Whist hand: odd tricks, honours, game, rubber, tournament totals.

Quotes are from ``shared/rules/001_af9222f89516dcdc.txt``; the readings of what it leaves open
are listed in ``games/engine/variants.md`` ("Classic Whist").
"""

from __future__ import annotations

from typing import NamedTuple

from games.engine.whist.events import GameWon, HandScored, MatchEnded
from games.engine.whist.options import WhistOptions

BOOK = 6
"""001: "1 point for each trick they won in excess of 6" (the odd tricks)."""
HONOUR_RANKS = (9, 10, 11, 12)
"""J, Q, K, A as ranks within a suit (index ``suit * 13 + rank - 2``)."""


def honours_mask(trump: int) -> int:
    """001: "Honours are the top four trumps - A K Q J"."""
    return sum(1 << (trump * 13 + r) for r in HONOUR_RANKS) if trump >= 0 else 0


class Settled(NamedTuple):
    """What the end of a hand leaves: the new tallies and whether (and how) the match ended."""

    scores: tuple[int, int]
    games: tuple[int, int]
    totals: tuple[int, int]
    game_no: int
    winner: int
    """The winning side when the match is over, -1 otherwise (and on a drawn tournament)."""
    over: bool


def _honours(options: WhistOptions, dealt: tuple[int, ...], trump: int) -> tuple[int, int, int]:
    """The side holding three or four honours, how many, and their worth (-1, 0, 0: none).
    001: "held all four honours ... score an extra 4 points ... three of the four honours can
    claim 2 points"."""
    if not options.honours or trump < 0:
        return -1, 0, 0
    mask = honours_mask(trump)
    for side in (0, 1):
        held = ((dealt[side] | dealt[side + 2]) & mask).bit_count()
        if held >= 3:
            return side, held, 4 if held == 4 else 2
    return -1, 0, 0


def settle_hand(options: WhistOptions, deal_no: int, game_no: int, tricks: tuple[int, ...],
                dealt: tuple[int, ...], trump: int, scores: tuple[int, int],
                games: tuple[int, int], totals: tuple[int, int], events: list) -> Settled:
    """Score the hand just played and decide whether the game, rubber or tournament is over."""
    side_tricks = (tricks[0] + tricks[2], tricks[1] + tricks[3])
    # "the side which won more tricks scores 1 point for each trick they won in excess of 6"
    trick_side = 0 if side_tricks[0] > side_tricks[1] else 1
    odd = side_tricks[trick_side] - BOOK
    new_totals = list(totals)
    new_totals[trick_side] += odd
    new_scores = list(scores)
    new_scores[trick_side] += odd
    honours_side, held, worth = _honours(options, dealt, trump)
    points, barred = 0, None
    if honours_side >= 0:
        if new_scores[trick_side] >= options.game_points:
            # "the tricks are scored first ... it is the side scoring for tricks that wins"
            barred = "game_won_by_tricks"
        elif scores[honours_side] >= options.game_points - 1:
            # "A team which at the start of the [deal] already has 4 points towards the 5
            # required for game cannot score honours on that deal."
            barred = "one_short_of_game"
        else:
            points = worth
            new_scores[honours_side] += worth
    events.append(HandScored(deal_no, side_tricks, trick_side, odd, honours_side, held, points,
                             barred, (new_scores[0], new_scores[1]),
                             (new_totals[0], new_totals[1])))
    totals_t = (new_totals[0], new_totals[1])
    if options.tournament:
        # "play a fixed number of deals ... Each player's score is the total number of odd
        # tricks (tricks above six) that their side has taken over the deals played."
        if deal_no < options.deals:
            return Settled((new_scores[0], new_scores[1]), games, totals_t, game_no, -1, False)
        winner = -1 if totals_t[0] == totals_t[1] else int(totals_t[1] > totals_t[0])
        events.append(MatchEnded(winner, positions(winner), "deals"))
        return Settled((new_scores[0], new_scores[1]), games, totals_t, game_no, winner, True)
    reached = [s for s in (0, 1) if new_scores[s] >= options.game_points]
    if not reached:
        return Settled((new_scores[0], new_scores[1]), games, totals_t, game_no, -1, False)
    side = reached[0]  # tricks first, so at most one side can have reached game
    won = list(games)
    won[side] += 1
    games_t = (won[0], won[1])
    events.append(GameWon(game_no, side, (new_scores[0], new_scores[1]), games_t))
    if options.rubber and won[side] < 2:
        # "a rubber which was the best of three games": a new game starts from love all.
        return Settled((0, 0), games_t, totals_t, game_no + 1, -1, False)
    events.append(MatchEnded(side, positions(side), "rubber" if options.rubber else "game"))
    return Settled((new_scores[0], new_scores[1]), games_t, totals_t, game_no, side, True)


def positions(winner: int) -> tuple[int, ...]:
    """1 for both partners of the winning side, 2 for the others; 1 for everyone on a draw."""
    if winner < 0:
        return (1, 1, 1, 1)
    return tuple(1 if seat % 2 == winner else 2 for seat in range(4))
