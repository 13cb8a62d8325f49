"""Classic Whist's rules options and named presets.

The default is the core game of ``shared/rules/001_af9222f89516dcdc.txt`` ("Whist Rules"):
trumps turned up, no honours, game of 5 points.  Every paragraph of 001's "Variations" is an
option here, so a table can say exactly which game it plays; the presets name the combinations
the text itself describes (American game, Long Whist, the rubber, whist drives).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any

from games.engine.errors import InvalidOptions

PLAYERS = 4
"""001 "Players": "four players in two fixed partnerships"."""
MAX_GAME_POINTS = 50
MAX_DEALS = 100


class TrumpRule(StrEnum):
    TURN_UP = "turn_up"
    """001 "Deal": "The final card, which will belong to the dealer, is turned face up"."""
    SEQUENCE = "sequence"
    """001 "Determination of Trumps": hearts, diamonds, spades, clubs, then hearts again."""


@dataclass(frozen=True, slots=True)
class WhistOptions:
    """One frozen set of classic Whist rules; each field names the 001 paragraph it is from."""

    game_points: int = 5
    """001 "Scoring": "The partnership which first reaches 5 points wins the game"; 7 in
    America, 10 in Long Whist (001 "Variations", "Scoring")."""
    honours: bool = False
    """001 "Honours": A K Q J of trumps held by one side score 4 (all four) or 2 (three)."""
    rubber: bool = False
    """001 "Scoring": "a rubber which was the best of three games"."""
    trumps: TrumpRule = TrumpRule.TURN_UP
    """001 "Determination of Trumps": turned up, or a fixed sequence (H, D, S, C)."""
    no_trump_fifth: bool = False
    """001: "introduce no trumps into the sequence - so that every fifth hand is played without
    trumps" (only with ``trumps="sequence"``)."""
    deals: int = 0
    """001 tournament form: play exactly this many deals and score each side's odd tricks;
    0 plays for game (or a rubber) instead."""

    @property
    def tournament(self) -> bool:
        return self.deals > 0

    def validate(self, players: int = PLAYERS) -> None:
        """Refuse combinations 001 does not describe, with the field to blame."""
        if players != PLAYERS:
            raise InvalidOptions(f"classic Whist is for exactly {PLAYERS} players, not {players}",
                                 field="players", value=players)
        if not isinstance(self.game_points, int) or isinstance(self.game_points, bool) \
                or not 1 <= self.game_points <= MAX_GAME_POINTS:
            raise InvalidOptions(f"game_points must be a whole number from 1 to "
                                 f"{MAX_GAME_POINTS}", field="game_points")
        if not isinstance(self.trumps, TrumpRule):
            raise InvalidOptions("trumps must be turn_up or sequence", field="trumps")
        if self.no_trump_fifth and self.trumps is not TrumpRule.SEQUENCE:
            raise InvalidOptions("no_trump_fifth is part of the fixed trump sequence: set "
                                 "trumps to sequence too", field="no_trump_fifth")
        if not isinstance(self.deals, int) or isinstance(self.deals, bool) \
                or not 0 <= self.deals <= MAX_DEALS:
            raise InvalidOptions(f"deals must be a whole number from 0 to {MAX_DEALS}",
                                 field="deals")
        if self.tournament and self.rubber:
            raise InvalidOptions("the tournament form plays a fixed number of deals, not a "
                                 "rubber", field="rubber")
        if self.tournament and self.honours:
            # 001: "Each player's score is the total number of odd tricks": nothing else counts.
            raise InvalidOptions("the tournament form scores odd tricks only, not honours",
                                 field="honours")

    def to_dict(self) -> dict[str, Any]:
        return {k: (str(v) if isinstance(v, StrEnum) else v) for k, v in asdict(self).items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, base: WhistOptions | None = None
                  ) -> WhistOptions:
        """Options from JSON; unknown keys and wrong types are :class:`InvalidOptions`."""
        if not isinstance(data, dict):
            raise InvalidOptions("options must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidOptions(f"unknown option(s): {', '.join(unknown)}", fields=unknown)
        start = base or DEFAULT_OPTIONS
        values: dict[str, Any] = {}
        for name, value in data.items():
            default = getattr(start, name)
            if isinstance(default, StrEnum):
                try:
                    value = type(default)(value)
                except ValueError:
                    choices = ", ".join(e.value for e in type(default))
                    raise InvalidOptions(f"option {name} must be one of: {choices}",
                                         field=name) from None
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise InvalidOptions(f"option {name} must be true or false", field=name)
            elif not isinstance(value, int) or isinstance(value, bool):
                raise InvalidOptions(f"option {name} must be a whole number", field=name)
            values[name] = value
        options = replace(start, **values)
        options.validate()
        return options


DEFAULT_OPTIONS = WhistOptions()

PRESETS: dict[str, WhistOptions] = {
    # 001 "Whist Rules": trumps turned up, game of 5, no honours ("nowadays many players do not
    # count them").
    "classic": DEFAULT_OPTIONS,
    # 001 "Honours": "Although scoring honours was part of the traditional game".
    "classic_honours": WhistOptions(honours=True),
    # 001 "Scoring": "In America a target of 7 was customary."
    "american": WhistOptions(game_points=7),
    # 001 "Scoring": "'Long Whist' in which game was 10 points" (traditional, so with honours).
    "long_whist": WhistOptions(game_points=10, honours=True),
    # 001 "Scoring": "In Britain the game was 5 points up, but it was usual to play a rubber".
    "rubber": WhistOptions(rubber=True, honours=True),
    # 001 "Determination of Trumps": the fixed sequence, played for game.
    "fixed_trumps": WhistOptions(trumps=TrumpRule.SEQUENCE),
    "fixed_trumps_no_trump": WhistOptions(trumps=TrumpRule.SEQUENCE, no_trump_fifth=True),
    # 001 tournament form, as at whist drives ("This method is commonly used in tournaments,
    # such as whist drives"): a fixed number of deals with the trump sequence.
    "whist_drive": WhistOptions(trumps=TrumpRule.SEQUENCE, deals=24),
    "whist_drive_no_trump": WhistOptions(trumps=TrumpRule.SEQUENCE, no_trump_fifth=True,
                                         deals=20),
}

PRESET_NAMES: tuple[str, ...] = tuple(sorted(PRESETS))


def preset(name: str) -> WhistOptions:
    try:
        return PRESETS[name]
    except KeyError:
        raise InvalidOptions(f"unknown classic Whist preset {name!r}; presets: "
                             f"{', '.join(PRESETS)}", field="preset", value=name) from None
