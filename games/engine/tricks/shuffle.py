"""Seeded, recomputable shuffles.

Every random step of a game (each deal, each cut) draws a fresh pack order from the game's seed
and a label that names the step (``"deal:3"``, ``"cut:2:1"``).  The algorithm is deliberately plain
so that anyone holding the revealed seed can recompute every deal without this code:

1. ``stream = SHAKE-256(utf8(seed + ":" + label))``, read as big-endian unsigned 32-bit words.
2. Start from the pack in index order (index = suit * 13 + rank - 2, suits C D H S, ranks 2..A).
3. For ``i`` from 51 down to 1: draw words until one is below ``2**32 - (2**32 % (i + 1))``;
   ``j = word % (i + 1)``; swap positions ``i`` and ``j``.
4. Position 0 is the top of the pack (dealt first).

Labels are a public contract (the game record names them), and new phases add new labels rather
than drawing from an existing one, so old deals never change.
"""

from __future__ import annotations

import hashlib
import struct
from operator import mod

_WORDS = 64
_UNPACK = struct.Struct(f">{_WORDS}I").unpack


def _words(seed: str, label: str, blocks: int) -> tuple[int, ...]:
    raw = hashlib.shake_256(f"{seed}:{label}".encode()).digest(4 * _WORDS * blocks)
    out: tuple[int, ...] = ()
    for b in range(blocks):
        out += _UNPACK(raw[4 * _WORDS * b: 4 * _WORDS * (b + 1)])
    return out


# The draw for position i (51 down to 1) is ``word % (i + 1)``, rejected when the word is at or
# above ``_LIMITS[k]``.  Every limit is above 0xFFFFFF00, so a rejected word begins with three
# 0xFF bytes: one search of the digest for them almost always proves that no draw is rejected
# and the plain loop below applies.
_TOPS = tuple(range(51, 0, -1))
_MODS = tuple(i + 1 for i in _TOPS)
_LIMITS = tuple(4294967296 - 4294967296 % n for n in _MODS)
_HIGH = b"\xff\xff\xff"
assert min(_LIMITS) > 0xFFFFFF00
_FIRST_51 = struct.Struct(">51I").unpack_from
_shake = hashlib.shake_256
_PACK = tuple(range(52))


def shuffled_indices(seed: str, label: str) -> list[int]:
    """The pack order (card indices, top first) for one random step.

    This runs for every deal and cut, so the common case (no rejected draw among the first 51
    words, which fails with probability below 2**-25) skips the general loop; both paths give
    the output of the algorithm in the module docstring."""
    raw = _shake(f"{seed}:{label}".encode()).digest(204)
    words = _FIRST_51(raw)
    if _HIGH in raw and any(x >= lim for x, lim in zip(words, _LIMITS, strict=True)):
        return _shuffled_indices_general(seed, label)
    pack = list(_PACK)
    i = 51
    for j in map(mod, words, _MODS):  # the draws, j = word % (i + 1), computed in C
        pack[i], pack[j] = pack[j], pack[i]
        i -= 1
    return pack


def _shuffled_indices_general(seed: str, label: str) -> list[int]:
    """The algorithm exactly as documented, drawing more words when a draw is rejected."""
    blocks = 1
    words = _words(seed, label, blocks)
    pack = list(range(52))
    w = 0
    for i in range(51, 0, -1):
        n = i + 1
        limit = 4294967296 - 4294967296 % n
        while True:
            if w == len(words):
                blocks += 1
                words = _words(seed, label, blocks)
            x = words[w]
            w += 1
            if x < limit:
                break
        j = x % n
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def seed_commitment(seed: str) -> str:
    """The SHA-256 hex digest published before play, so a revealed seed can be checked."""
    return hashlib.sha256(seed.encode()).hexdigest()
