"""What becomes of a player who takes no trick: the core game's dog's life.

004: "Any player who takes no tricks is knocked out ... As a concession, the first player during
the game who takes no tricks is given a 'dog's life'" (``dogs_life``).  The money game of the
house rules replaces this with lives bought for chips
(:mod:`games.engine.knockout.house.money`), through the same :class:`LivesRule` interface, so
the end of a hand (:mod:`games.engine.knockout.hand_end`) does not know which applies.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from games.engine.events import Event


class Fate(Enum):
    """What happens to a seat that took no trick this hand."""

    KNOCKED_OUT = "knocked_out"
    DOGS_LIFE = "dogs_life"
    """Given the game's one dog's life: one card on the next deal."""
    OFFERED = "offered"
    """Offered a life to buy before the next deal (the money game)."""


class LivesRule:
    """The core game's rule; a house rule subclasses it."""

    def zero_tricks(self, st: Any, seat: int, on_dogs_life: bool) -> Fate:
        """The fate of ``seat``, which took no trick (``on_dogs_life``: it played this hand on a
        dog's life).  004: a dog's-life player who fails again "is knocked out of the game,
        like anyone else"; otherwise "only one dog's life available during the game"."""
        if on_dogs_life:
            return Fate.KNOCKED_OUT
        if st.options.dogs_life and not st.dogs_life_used:
            return Fate.DOGS_LIFE
        return Fate.KNOCKED_OUT

    def settled(self, st: Any, offered: list[int]) -> None:
        """Called once every seat's fate is known, before anything is changed."""

    def after_hand(self, st: Any, survivors: list[int], offered: list[int],
                   events: list[Event] | None) -> bool:
        """After the hand is settled and the game goes on; True when it now waits for a
        decision (the next deal then comes later)."""
        return False

    def pay_to_play(self, st: Any, seats: list[int], events: list[Event] | None) -> None:
        """``seats`` are dealt into the next hand without a hand being settled (a rainbow won
        the hand): nothing to pay in the core game."""

    def blind_seats(self, st: Any, order: tuple[int, ...]) -> tuple[int, ...]:
        """The seats dealt face down this deal (the money game's Blind Parish)."""
        return ()


CORE_LIVES = LivesRule()
