"""The shuffle is a published contract: its output must never change."""

from __future__ import annotations

import hashlib

import pytest

from games.engine import seed_commitment, shuffle, shuffled_indices
from games.engine.tricks.shuffle import _shuffled_indices_general


def test_fast_path_matches_the_documented_algorithm() -> None:
    for seed in range(2000):
        for label in ("deal:1", "deal:7", "cut:3:2"):
            assert shuffled_indices(str(seed), label) == \
                _shuffled_indices_general(str(seed), label)


def test_a_rejected_draw_takes_the_documented_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """A word at or above its limit is rejected (probability about 2**-25 per pack, so the
    stream is rigged here): the fast path must notice and defer to the general loop."""
    real = hashlib.shake_256

    class Rigged:
        def __init__(self, data: bytes) -> None:
            self.stream = real(data)

        def digest(self, length: int) -> bytes:
            # Word 0 (the draw for position 51) rejected, word 3 (position 48) too.
            raw = bytearray(self.stream.digest(length))
            raw[0:4] = b"\xff\xff\xff\xff"
            raw[12:16] = b"\xff\xff\xff\xf0"
            return bytes(raw)

    monkeypatch.setattr(shuffle, "_shake", Rigged)
    monkeypatch.setattr(shuffle.hashlib, "shake_256", Rigged)
    pack = shuffled_indices("7", "deal:1")
    assert pack == _shuffled_indices_general("7", "deal:1")
    assert sorted(pack) == list(range(52))


def test_known_output_is_frozen() -> None:
    """A fixed vector: if this changes, every recorded game's deals change with it."""
    pack = shuffled_indices("0", "deal:1")
    assert sorted(pack) == list(range(52))
    assert hashlib.sha256(bytes(pack)).hexdigest()[:16] == FROZEN


def test_seed_commitment_is_sha256_of_the_seed() -> None:
    assert seed_commitment("abc") == hashlib.sha256(b"abc").hexdigest()
FROZEN = "20fded82aa97bdf7"  # from the original implementation (commit bcc4331)
