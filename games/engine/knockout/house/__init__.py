"""The house-rule variants, one module each.

Each module registers its phases, legal actions, handlers and stages in
:mod:`games.engine.knockout.registry` when it is imported, and every module of this package is
imported here, so adding or removing a house rule is adding or removing its file (and its
options in :mod:`games.engine.options`).  After a deal the stages run in this order, each only
when its option is on and it applies:

    declare_no_picture (002, hands larger than five) -> declare_rainbow (004/002, four-card
    deal) -> vote_trump (003) -> choose_trump -> exchange (004) -> play.

The money game's buy phase (004 "Money Version") sits between a hand and the next deal.
Decisions are documented in ``games/engine/variants.md``.
"""

from __future__ import annotations

import importlib
import pkgutil

MODULES = tuple(importlib.import_module(f"{__name__}.{info.name}")
                for info in pkgutil.iter_modules(__path__))
