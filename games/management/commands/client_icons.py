"""Draw the web client's app icons (webclient/icons/*.png): a white club on the felt's green.

The PNGs are committed; this command made them and makes them again after a change of design
(``python manage.py client_icons``).  Pure Python (zlib and struct), antialiased by sampling
each pixel on a 4x4 grid, so no imaging library is needed."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand

FELT = (0x0F, 0x51, 0x32)
WHITE = (0xFF, 0xFF, 0xFF)
SAMPLES = 4


def _in_club(x: float, y: float) -> bool:
    """The club in a unit square (0..1 both ways, y down): three leaves and a flared stem."""
    for cx, cy in ((0.5, 0.31), (0.31, 0.56), (0.69, 0.56)):
        if (x - cx) ** 2 + (y - cy) ** 2 <= 0.17 ** 2:
            return True
    if (x - 0.5) ** 2 + (y - 0.5) ** 2 <= 0.12 ** 2:  # where the three leaves meet
        return True
    if 0.45 <= y <= 0.88:  # the stem, widening from the middle down to its foot
        return abs(x - 0.5) <= 0.03 + (y - 0.45) / 0.43 * 0.10
    return False


def icon(size: int, *, safe: float = 1.0) -> bytes:
    """A ``size`` square PNG; the club fills the middle ``safe`` share (a maskable icon keeps
    it inside the middle 80%, where every launcher's mask leaves it whole)."""
    margin = (1 - 0.78 * safe) / 2
    scale = 0.78 * safe
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter: none
        for px in range(size):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = ((px + (sx + 0.5) / SAMPLES) / size - margin) / scale
                    y = ((py + (sy + 0.5) / SAMPLES) / size - margin) / scale
                    hits += _in_club(x, y)
            share = hits / SAMPLES ** 2
            row += bytes(round(f + (w - f) * share) for f, w in zip(FELT, WHITE, strict=True))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack("!I", len(data)) + kind + data
                + struct.pack("!I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack("!IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


class Command(BaseCommand):
    help = "Draw the web client's app icons into webclient/icons/."

    def handle(self, *args: Any, **options: Any) -> None:
        folder = Path(settings.BASE_DIR) / "webclient" / "icons"
        folder.mkdir(exist_ok=True)
        for name, size, safe in (("icon-192.png", 192, 1.0), ("icon-512.png", 512, 1.0),
                                 ("maskable-512.png", 512, 0.8)):
            (folder / name).write_bytes(icon(size, safe=safe))
            self.stdout.write(f"webclient/icons/{name}")
