"""What the cards allowed in a classic Whist deal: the double-dummy result (the tricks each
side takes with every hand known and best play on both sides) at the start and after each
trick, and every card that gave tricks away against that line.

The solver is Bo Haglund's DDS through ``endplay``'s bindings (``endplay.dds.solve_board``).
Seats map to compass points in the order of play: seat 0 North, 1 East, 2 South, 3 West, so
the sides are North-South (seats 0 and 2, side 0) and East-West (side 1), as in
:func:`games.engine.whist.state.side_of`.  Classic Whist's play is bridge's card play (001:
follow suit if you can; the highest trump, else the highest card of the suit led, wins; the
winner leads), so DDS solves it as it is.  ``tests/ai/test_double_dummy.py`` checks it against
an exhaustive search of small endings.

Post-mortem only: every hand is used, so this is for a finished game whose hands are public.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from endplay.dds import solve_board
from endplay.types import Card, Deal, Denom, Player

_DENOMS = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs,
           None: Denom.nt}
_RANKS = "AKQJT98765432"


def _pbn(hands: dict[str, list[str]]) -> str:
    """``N:`` then each seat's hand from seat 0 as spades.hearts.diamonds.clubs."""
    out = []
    for seat in range(4):
        cards = hands.get(str(seat), [])
        suits = []
        for suit in "SHDC":
            ranks = sorted((c[0] for c in cards if c[1] == suit), key=_RANKS.index)
            suits.append("".join(ranks))
        out.append(".".join(suits))
    return "N:" + " ".join(out)


def _card(name: str) -> Card:
    """Our ``TS`` (rank, suit) as endplay's ``ST`` (suit, rank)."""
    return Card(name[1] + name[0])


def _name(card: Card) -> str:
    return card.rank.abbr + card.suit.name[0].upper()


def side_of(seat: int) -> int:
    return seat % 2


def solve(hands: dict[str, list[str]], trump: str | None, first: int,
          trick: Sequence[tuple[int, str]] = ()) -> dict[str, int]:
    """The tricks the side to play takes from here on (the current trick included) after
    each of its legal cards, with best play by all: ``{card name: tricks}``."""
    deal = Deal(_pbn(hands))
    deal.trump = _DENOMS[trump]
    deal.first = Player(first)
    for _, card in trick:
        deal.play(_card(card))
    return {_name(card): int(tricks) for card, tricks in solve_board(deal)}


def deal_double_dummy(deal: dict[str, Any]) -> dict[str, Any]:
    """The double-dummy line of one deal of a record (``hands``, ``trump``, ``tricks``).

    ``start``: the tricks each side takes with best play from the deal.  ``after``: after each
    trick, the tricks each side has plus what best play gives it from there.  ``lost``: each
    card that gave tricks away against the double-dummy line: the side that played it, how
    many tricks, and the card that kept them."""
    hands = {seat: list(cards) for seat, cards in deal["hands"].items()}
    trump = deal.get("trump")
    tricks = deal["tricks"]
    total = sum(len(c) for c in hands.values()) // 4
    won = [0, 0]
    after: list[dict[str, Any]] = []
    lost: list[dict[str, Any]] = []
    start: list[int] | None = None
    for k, trick in enumerate(tricks):
        plays = [(p["seat"], p["card"]) for p in trick["plays"]]
        first = plays[0][0]
        for i, (seat, card) in enumerate(plays):
            values = solve(hands, trump, first, plays[:i])
            best = max(values.values())
            if i == 0:
                line = [0, 0]
                line[side_of(seat)] = best
                line[1 - side_of(seat)] = total - k - best
                if start is None:
                    start = list(line)
                if k:
                    after[-1]["double_dummy"] = [w + t for w, t in zip(won, line, strict=True)]
            if values[card] < best:
                better = max(values, key=lambda c: (values[c], c == card))
                lost.append({"trick_no": trick["trick_no"], "seat": seat, "side": side_of(seat),
                             "card": card, "tricks": best - values[card], "better": better})
        for seat, card in plays:
            hands[str(seat)].remove(card)
        won[side_of(trick["winner"])] += 1
        after.append({"trick_no": trick["trick_no"], "winner": trick["winner"],
                      "won": list(won), "double_dummy": list(won)})
    return {"deal_no": deal["deal_no"], "trump": trump, "start": start or [0, 0],
            "after": after, "lost": lost,
            "lost_by_side": [sum(x["tricks"] for x in lost if x["side"] == s) for s in (0, 1)]}


SETTINGS_KEY = "dds"
"""The key of a classic Whist review in storage: the solver is exact, so there is no depth."""


def game_double_dummy(deals: list[dict[str, Any]],
                      progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """The review of a classic Whist game: every deal's double-dummy line, and per side the
    tricks its cards gave away against it over the game (``progress(done, total)`` after each
    deal)."""
    lines = []
    for done, deal in enumerate(deals, start=1):
        lines.append(deal_double_dummy(deal))
        if progress is not None:
            progress(done, len(deals))
    return {
        "kind": "whist",
        "settings": {"key": SETTINGS_KEY, "solver": "DDS (endplay)"},
        "deals": lines,
        "sides": [{"side": s, "seats": [s, s + 2],
                   "tricks_given_away": sum(line["lost_by_side"][s] for line in lines),
                   "cards": sum(1 for line in lines for x in line["lost"] if x["side"] == s)}
                  for s in (0, 1)],
    }
