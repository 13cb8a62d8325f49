"""The drive's deals, committed to before the first round and revealed after the last.

A drive has one secret seed. Round ``r`` is played at every table from the game seed
``deal_seed(seed, r)``, so every table shuffles the same packs in the same order. Each table
game commits to its own seed as any game does. The drive publishes ``drive_commitment(seed)``
at creation, so once the seed is revealed anyone can check that the seed of every round's
games was fixed before play (the game's ``seed_commitment`` is SHA-256 of it).
"""

from __future__ import annotations

import hashlib


def drive_commitment(seed: str) -> str:
    """SHA-256 hex of the drive seed, published when the drive is created."""
    return hashlib.sha256(seed.encode()).hexdigest()


def deal_seed(seed: str, round_no: int) -> str:
    """The game seed of round ``round_no`` (1-based) at every table."""
    if round_no < 1:
        raise ValueError("rounds are numbered from 1")
    return hashlib.sha256(f"{seed}:round:{round_no}".encode()).hexdigest()
