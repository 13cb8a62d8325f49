"""The double-dummy solver (DDS through endplay) as classic Whist's play sees it: checked
against an exhaustive search on a fixed set of small endings, then on whole deals of a game."""

from __future__ import annotations

import random
from functools import cache

from games.ai.whist import bot_action
from games.ai.whist.double_dummy import deal_double_dummy, side_of, solve
from games.engine.whist import apply, new_game, observe
from games.engine.whist.options import DEFAULT_OPTIONS
from games.engine.whist.record import whist_record

RANKS = "23456789TJQKA"


def _beats(card: str, best: str, led: str, trump: str | None) -> bool:
    if card[1] == best[1]:
        return RANKS.index(card[0]) > RANKS.index(best[0])
    return card[1] == trump and best[1] != trump


@cache
def _exhaustive(hands: tuple[frozenset[str], ...], trump: str | None, first: int,
                trick: tuple[tuple[int, str], ...]) -> int:
    """The tricks the side to play takes from here with best play by everyone (001: follow
    suit if you can; the highest trump, else the highest card of the suit led, wins; the
    winner leads)."""
    seat = (first + len(trick)) % 4
    if not hands[seat]:
        return 0
    led = trick[0][1][1] if trick else None
    follow = [c for c in hands[seat] if c[1] == led]
    best = -1
    for card in sorted(follow or hands[seat]):
        rest = tuple(h - {card} if s == seat else h for s, h in enumerate(hands))
        played = (*trick, (seat, card))
        if len(played) < 4:
            nxt = (first + len(played)) % 4
            value = _exhaustive(rest, trump, first, played)
            mine = value if side_of(nxt) == side_of(seat) else sum(map(len, rest)) // 4 + 1 - value
        else:
            win_seat, win_card = played[0]
            for s, c in played[1:]:
                if _beats(c, win_card, led or card[1], trump):
                    win_seat, win_card = s, c
            later = _exhaustive(rest, trump, win_seat, ())
            took = side_of(win_seat) == side_of(seat)
            left = sum(map(len, rest)) // 4
            mine = (1 if took else 0) + (later if took else left - later)
        best = max(best, mine)
    return best


def _ending(rng: random.Random, size: int) -> tuple[dict[str, list[str]], str | None, int]:
    deck = [r + s for r in RANKS for s in "CDHS"]
    rng.shuffle(deck)
    hands = {str(seat): deck[seat * size:(seat + 1) * size] for seat in range(4)}
    return hands, rng.choice(["C", "D", "H", "S", None]), rng.randrange(4)


def test_dds_agrees_with_an_exhaustive_search_on_small_endings() -> None:
    rng = random.Random(2026)
    for _ in range(400):
        hands, trump, first = _ending(rng, 3)
        frozen = tuple(frozenset(hands[str(s)]) for s in range(4))
        assert max(solve(hands, trump, first).values()) == \
            _exhaustive(frozen, trump, first, ()), (hands, trump, first)
    for _ in range(60):  # a card already on the table: the second hand's choices
        hands, trump, first = _ending(rng, 3)
        lead = sorted(hands[str(first)])[0]
        rest = {s: [c for c in h if c != lead] for s, h in hands.items()}
        frozen = tuple(frozenset(rest[str(s)]) for s in range(4))
        assert max(solve(hands, trump, first, [(first, lead)]).values()) == \
            _exhaustive(frozen, trump, first, ((first, lead),)), (hands, trump, first, lead)


def test_a_hand_of_every_trump_takes_every_trick() -> None:
    deck = [r + s for s in "SHDC" for r in RANKS]
    deal = {"deal_no": 1, "trump": "S",
            "hands": {str(seat): deck[13 * seat:13 * seat + 13] for seat in range(4)},
            "tricks": []}
    hands = deal["hands"]
    assert max(solve(hands, "S", 0).values()) == 13  # North holds every spade and leads
    assert max(solve(hands, "S", 1).values()) == 0  # East leads hearts: North ruffs each time


def _played_deal(seed: str) -> dict:
    """The first deal of a classic Whist game played by the rule-of-thumb bots."""
    from games.engine.knockout.setup import Setup

    setup = Setup(seed=seed, first_dealer=0)
    state, _ = new_game(4, DEFAULT_OPTIONS, setup)
    actions = []
    while len(actions) < 52:
        seat = state.current_seat
        action = bot_action("heuristic", observe(state, seat), seed=len(actions))
        actions.append((seat, action))
        state, _ = apply(state, action, seat=seat)
    return whist_record(seed, DEFAULT_OPTIONS, actions, setup=setup)["deals"][0]


def test_each_trick_moves_the_double_dummy_result_by_the_tricks_given_away() -> None:
    """Best play keeps the double-dummy result; a card that gives tricks away moves it against
    its side by exactly that much, so after every trick the result is the one before, less
    what this side gave away, plus what the other side did."""
    for seed in ("dd-a", "dd-b", "dd-c"):
        line = deal_double_dummy(_played_deal(seed))
        assert sum(line["start"]) == 13
        before = line["start"]
        for step in line["after"]:
            assert sum(step["double_dummy"]) == 13
            given = [sum(x["tricks"] for x in line["lost"]
                         if x["trick_no"] == step["trick_no"] and x["side"] == s) for s in (0, 1)]
            assert step["double_dummy"] == [before[0] - given[0] + given[1],
                                            before[1] - given[1] + given[0]], (seed, step)
            before = step["double_dummy"]
        assert line["after"][-1]["double_dummy"] == line["after"][-1]["won"]
        for x in line["lost"]:
            assert x["better"] != x["card"] and x["tricks"] >= 1
