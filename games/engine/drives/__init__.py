"""Whist drives: duplicate tournaments in which every table plays the same deals in a round,
of classic Whist or of Knock-Out Whist.

Pure Python, like the rest of the engine: the movement (who sits where each round), the deals
committed to in advance, and the score cards and the drive table. The service stores a drive
and its games; this package decides everything that can be decided without a database.
``../shared/rules/001_af9222f89516dcdc.txt`` ("Scoring", its last paragraph) gives the
tournament form: a fixed number of deals, and each player's score is the total of the odd
tricks their side took. Knock-Out Whist drives are scored by players outlasted
(:mod:`games.engine.drives.scoring`), and play the progressive movement only: the game has no
partnerships to keep.
"""

from games.engine.drives.deals import deal_seed, drive_commitment
from games.engine.drives.movement import (
    FIXED,
    MOVEMENTS,
    PROGRESSIVE,
    Sitting,
    TableSitting,
    movement,
)
from games.engine.drives.scoring import (
    DealResult,
    KnockoutResult,
    PlaceRow,
    TableResult,
    drive_table,
    odd_tricks,
)

__all__ = ["FIXED", "MOVEMENTS", "PROGRESSIVE", "DealResult", "KnockoutResult", "PlaceRow",
           "Sitting", "TableResult",
           "TableSitting", "deal_seed", "drive_commitment", "drive_table", "movement",
           "odd_tricks"]
