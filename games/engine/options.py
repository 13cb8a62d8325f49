"""Rules options and named presets.

The default (:data:`PAGAT`) is the pagat page, ``shared/rules/004_cda4be257ddbf1c5.txt``.  Every
other rule text in ``shared/rules/`` is either an option here or a preset combining options.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any

from games.engine.errors import InvalidOptions

MIN_PLAYERS = 2
MAX_PLAYERS = 7


class LeadRule(StrEnum):
    ELDEST = "eldest"
    """The player on the dealer's left leads every deal; the deal passes to the left (004)."""
    DEALER_FIRST_DEAL = "dealer_first_deal"
    """The dealer leads the first deal; from deal two the most-tricks winner deals and leads
    (004: "Some play that the dealer also leads to the first trick in the first deal")."""
    WINNER_FROM_DEAL_TWO = "winner_from_deal_two"
    """From deal two the most-tricks winner deals, chooses and leads (004 "Deal and opening
    lead"; the Guernsey money version)."""
    WINNER_LEADS = "winner_leads"
    """The deal rotates as usual but the most-tricks winner leads from deal two (003)."""


class RainbowRule(StrEnum):
    """What a "rainbow" (four cards of four different suits in the four-card deal) does."""

    OFF = "off"
    WINS_GAME = "wins_game"
    """004 "Rainbow": "that player wins the game immediately. If two or more players are dealt
    rainbows, cards are cut to decide which of them wins"."""
    WINS_HAND = "wins_hand"
    """002: the holder "automatically wins that round with no cards played. The card count then
    goes down to three. If more than one person has rainbow, then the cards are cut to select
    who calls trump"."""


class TieRule(StrEnum):
    CUT = "cut"
    """Tied most-tricks winners cut for the choice of trumps (004)."""
    TURN_CARD = "turn_card"
    """On a tie, the next deal's trump is turned up from the pack (004 "Tie for Winner")."""


MAX_STAKE = 10_000
"""The largest unit of money (100 pounds in pence): a game's winnings, chips times the stake,
stay far inside what a league table's money column adds up over any number of games."""


@dataclass(frozen=True, slots=True)
class Options:
    """One frozen set of rules.  Field docs name the rules text each option comes from."""

    dogs_life: bool = True
    """004: the first player(s) to take no tricks get one card next deal and may knock."""
    first_deal_safe: bool = False
    """004 "Elimination": nobody is eliminated on the first deal; a zero-trick player is dealt a
    full hand next deal.  Combined with ``dogs_life``, the dog's life starts from deal two."""
    start_hand_size: int = 7
    """003 "Hand-size variations": start with 8 for fewer players or 6 for more."""
    lead: LeadRule = LeadRule.ELDEST
    trump_extras: bool = False
    """004 "Options when choosing trumps": no trump, aces high or low, normal or reversed order."""
    tie: TieRule = TieRule.CUT
    two_of_diamonds: bool = False
    """004: the 2 of diamonds is the permanent highest trump.  It belongs to the trump suit in
    every respect (it follows trump leads, and is not a diamond when diamonds are led and another
    suit is trumps).  With no trump chosen it is an ordinary 2 of diamonds."""
    trump_breaking: bool = False
    """002: trumps may not be led until broken, unless the leader holds only trumps."""
    sweep_wins: bool = False
    """002/003: a player who takes every trick of a hand wins the game at once."""
    fixed_trump: bool = False
    """003: the first deal's turned-up trump stays for the whole game; nobody chooses."""
    final_hand_no_trump: bool = False
    """003: the final one-card hand is played without trumps."""
    dealer_fairness: bool = True
    """004: a knocked-out player on the dealer's left deals the next hand before leaving."""
    card_exchange: bool = False
    """004 "Card exchange": after trumps are set, each player in turn from the eldest hand may
    discard up to three cards (never more than held, nor more than the stock can replace) and is
    dealt as many from the stock."""
    rainbow: RainbowRule = RainbowRule.OFF
    """004 / 002 "rainbow" in the four-card deal; see :class:`RainbowRule`."""
    no_picture_redeal: bool = False
    """002: while hands are larger than five cards, a player holding no card higher than a ten
    may declare "no picture, no play" and the same dealer deals the hand again."""
    trump_vote: bool = False
    """003: knocked-out players vote on the next trump; a plurality decides, a tie or no votes
    leaves the choice with the most-tricks winner."""
    money: bool = False
    """004 "Money Version" (Guernsey): antes, a pot, and lives bought for one unit each (dog's
    life = a whole hand, then Parish, then Blind Parish).  With ``dogs_life`` off no life is
    offered and only the pot remains."""
    stake: int = 5
    """The money of one unit, in the smallest currency unit (004: "normally the unit stake is
    5p").  Chips are counted in units; ``stake`` only converts them for display."""
    money_all_lives: bool = False
    """004 "Variant": every player may buy one dog's life, one Parish and one Blind Parish, not
    only the player(s) who first took no trick."""

    @property
    def deal_count(self) -> int:
        return self.start_hand_size

    @property
    def house_rules(self) -> bool:
        """Whether any issue-7 variant is on (the core game skips their bookkeeping)."""
        return (self.money or self.card_exchange or self.no_picture_redeal or self.trump_vote
                or self.rainbow is not RainbowRule.OFF)

    def validate(self, players: int) -> None:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise InvalidOptions(
                f"Knock-Out Whist is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}",
                field="players", value=players)
        size = self.start_hand_size
        if not isinstance(size, int) or isinstance(size, bool) or size < 1:
            raise InvalidOptions("the starting hand size must be a whole number of at least 1",
                                 field="start_hand_size", value=size)
        if players * size + 1 > 52:
            raise InvalidOptions(
                f"{players} players with {size} cards each plus the turned-up trump need "
                f"{players * size + 1} cards; the pack has 52",
                field="start_hand_size", value=size, players=players)
        stake = self.stake
        if not isinstance(stake, int) or isinstance(stake, bool) or not 1 <= stake <= MAX_STAKE:
            raise InvalidOptions(f"the stake must be a whole number from 1 to {MAX_STAKE}",
                                 field="stake", value=stake)
        if self.money_all_lives and not self.money:
            raise InvalidOptions("money_all_lives is a variant of the money game: set money too",
                                 field="money_all_lives")

    def to_dict(self) -> dict[str, Any]:
        return {k: (str(v) if isinstance(v, StrEnum) else v) for k, v in asdict(self).items()}

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, base: Options | None = None) -> Options:
        """Build options from JSON; unknown keys and wrong types are :class:`InvalidOptions`."""
        if not isinstance(data, dict):
            raise InvalidOptions("options must be a JSON object")
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise InvalidOptions(f"unknown option(s): {', '.join(unknown)}", fields=unknown)
        values: dict[str, Any] = {}
        for name, value in data.items():
            default = getattr(base or DEFAULT_OPTIONS, name)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise InvalidOptions(f"option {name} must be true or false", field=name)
            elif isinstance(default, StrEnum):
                enum_type = type(default)
                try:
                    value = enum_type(value)
                except ValueError:
                    choices = ", ".join(e.value for e in enum_type)
                    raise InvalidOptions(f"option {name} must be one of: {choices}",
                                         field=name) from None
            elif isinstance(default, int):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise InvalidOptions(f"option {name} must be a whole number", field=name)
            values[name] = value
        return replace(base or DEFAULT_OPTIONS, **values)


DEFAULT_OPTIONS = Options()

PRESETS: dict[str, Options] = {
    # 004, the pagat page: the default rules of this service.
    "pagat": DEFAULT_OPTIONS,
    # 004 "Many play without the dog's life."
    "pagat_no_dogs_life": Options(dogs_life=False),
    # 004 "Deal and opening lead": the winner deals, chooses and leads from deal two.
    "pagat_winner_deals": Options(lead=LeadRule.WINNER_FROM_DEAL_TWO),
    # 002, the encyclopedia article: no dog's life, trumps must be broken, a sweep wins.
    "encyclopedia": Options(dogs_life=False, trump_breaking=True, sweep_wins=True),
    # 003, the rules site: the winner leads, a sweep wins, no dog's life by default.
    "rules_site": Options(dogs_life=False, lead=LeadRule.WINNER_LEADS, sweep_wins=True),
    # 004 "Card exchange" on the pagat rules.
    "pagat_card_exchange": Options(card_exchange=True),
    # 004 "Rainbow": a rainbow in the four-card deal wins the game.
    "pagat_rainbow": Options(rainbow=RainbowRule.WINS_GAME),
    # 002 with its two house rules: "no picture, no play" and a rainbow that wins the hand.
    "encyclopedia_house": Options(dogs_life=False, trump_breaking=True, sweep_wins=True,
                                  no_picture_redeal=True, rainbow=RainbowRule.WINS_HAND),
    # 003 with its house rule: knocked-out players vote on the next trump.
    "rules_site_vote": Options(dogs_life=False, lead=LeadRule.WINNER_LEADS, sweep_wins=True,
                               trump_vote=True),
    # 004 "Money Version": the winner deals, chooses and leads; antes, pot, bought lives.
    "guernsey": Options(money=True, lead=LeadRule.WINNER_FROM_DEAL_TWO),
    # 004 "Variant": every player may buy one dog's life, one Parish and one Blind Parish.
    "guernsey_all_lives": Options(money=True, money_all_lives=True,
                                  lead=LeadRule.WINNER_FROM_DEAL_TWO),
}


PRESET_NAMES: tuple[str, ...] = tuple(sorted(PRESETS))


def preset(name: str) -> Options:
    try:
        return PRESETS[name]
    except KeyError:
        raise InvalidOptions(f"unknown rules preset {name!r}; presets: {', '.join(PRESETS)}",
                             field="preset", value=name) from None
