"""A bare-bones playout of the core rules: the yardstick of :mod:`games.engine.bench`.

The engine's speed is set relative to "a bare-bones pure-Python playout of the core
rules" (the engine should be no more than about twice as slow), so the benchmark runs one on the
same machine and reports the ratios.  To be an honest yardstick it shares no code with the
engine and has none of what the engine must carry: no options or house rules, no dog's life, no
seeded shuffle, no immutable state, no events and no validation.  It does play every card of the
core game: a shuffled pack, 7 cards down to 1 dealt to the survivors, the turned-up trump on the
first hand, following suit, the trick winner leading the next trick, zero tricks knocking a
player out and the most-tricks winner choosing the next trump; the winner of the one-card hand's
trick, or the last survivor, wins.  It draws its random choices the way the benchmark's clients
do (``random()`` scaled to the number of choices).
"""

from __future__ import annotations

import random


def play_game(players: int, rng: random.Random, first_dealer: int = 0) -> int:
    """Play one game with uniformly random legal cards and return the winning seat."""
    rand = rng.random
    shuffle = rng.shuffle
    deck = list(range(52))
    alive = list(range(players))  # in seat order: clockwise
    dealer = first_dealer
    trump = -1
    for size in range(7, 0, -1):
        shuffle(deck)
        m = len(alive)
        # The deal starts at the dealer's left; the eldest hand leads the first trick.
        start = next((k for k, s in enumerate(alive) if s > dealer), 0)
        order = alive[start:] + alive[:start]
        hands: list[list[int]] = [[] for _ in range(players)]
        for k, s in enumerate(order):
            hands[s] = deck[k * size:(k + 1) * size]
        if trump < 0:
            trump = deck[m * size] // 13  # the turned-up card names the first trump
        tricks = [0] * players
        leader = order[0]
        for _ in range(size):
            k = alive.index(leader)
            led = -1
            best = -1
            winner = leader
            for s in alive[k:] + alive[:k]:
                hand = hands[s]
                if led < 0:
                    card = hand[int(rand() * len(hand))]
                    led = card // 13
                else:
                    follow = [c for c in hand if c // 13 == led]
                    pool = follow or hand
                    card = pool[int(rand() * len(pool))]
                hand.remove(card)
                suit = card // 13
                rank = 26 + card % 13 if suit == trump else 13 + card % 13 if suit == led else 0
                if rank > best:
                    best = rank
                    winner = s
            tricks[winner] += 1
            leader = winner
        if size == 1:
            return leader  # the winner of the one-card hand's trick wins the game
        survivors = [s for s in alive if tricks[s]]
        if len(survivors) == 1:
            return survivors[0]
        # The most-tricks winner chooses the next trump: at random, so whoever it is, the
        # choice is a random suit.
        trump = int(rand() * 4)
        dealer = next((s for s in survivors if s > dealer), survivors[0])
        alive = survivors
    raise AssertionError("the one-card hand always ends the game")
