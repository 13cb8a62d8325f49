"""Property tests over random seeds, 2-7 players and random option sets.

Every game is played to the end with random legal actions, checking after every action the
invariants: cards are conserved, each trick has exactly one action from every seat
that must play, the trick winner agrees with an independent implementation, the game ends within
its deals with one winner and a position for every seat, ``legal_actions`` is never empty for
the seat to act, no observation names another seat's hidden card, and the JSON round trip,
the replay and the lean simulation path all reproduce the state.

The option sets include the house rules (card exchange, rainbow, "no picture, no
play", the trump vote, the money game): cards are conserved through exchanges and redeals, a
Blind Parish card appears in no observation (its holder's included) and no event a seat may
read, the money game's chips and pot always sum to zero, and the lean path, which simulates
card play and trump choice only, is resynchronised after each house-rule decision.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import (
    Action,
    ChooseTrump,
    Knock,
    LeadRule,
    Options,
    Phase,
    PlayBlind,
    PlayCard,
    RainbowRule,
    SeatStatus,
    Setup,
    State,
    TieRule,
    apply,
    legal_actions,
    log_from_dict,
    log_to_dict,
    new_game,
    observe,
    observe_public,
    replay,
    state_from_dict,
    state_to_dict,
)
from games.engine.events import ALL, redact_event_dict
from games.engine.knockout.sim import (
    KNOCK_MOVE,
    TRUMP_BASE,
    apply_move,
    sim_from_state,
    sim_to_state,
)
from games.engine.tricks.cards import CARD_NAMES, CARDS, indices_from_mask
from games.engine.tricks.follow import NO_TRUMP

PROPERTY_SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None)


@st.composite
def game_specs(draw: Any) -> tuple[int, Options, Setup, int]:
    players = draw(st.integers(2, 7))
    size = draw(st.integers(1, min(9, 51 // players)))
    options = Options(
        dogs_life=draw(st.booleans()), first_deal_safe=draw(st.booleans()),
        start_hand_size=size, lead=draw(st.sampled_from(list(LeadRule))),
        trump_extras=draw(st.booleans()), tie=draw(st.sampled_from(list(TieRule))),
        two_of_diamonds=draw(st.booleans()), trump_breaking=draw(st.booleans()),
        sweep_wins=draw(st.booleans()), fixed_trump=draw(st.booleans()),
        final_hand_no_trump=draw(st.booleans()), dealer_fairness=draw(st.booleans()),
        card_exchange=draw(st.booleans()), rainbow=draw(st.sampled_from(list(RainbowRule))),
        no_picture_redeal=draw(st.booleans()), trump_vote=draw(st.booleans()),
        money=(money := draw(st.booleans())),
        money_all_lives=money and draw(st.booleans()),
    )
    setup = Setup(seed=draw(st.text("abcdef0123456789", min_size=1, max_size=10)),
                  first_dealer=draw(st.integers(0, players - 1)))
    return players, options, setup, draw(st.integers(0, 2**32 - 1))


def _dealt_visible(event: Any, seat: int | None) -> set[str]:
    """A seat sees its own dealt hand (unless dealt blind) and its own exchange; every other
    event names only public cards (played, cut, turned up)."""
    if seat is None:
        return set()
    if event.kind == "dealt" and seat not in event.blind:
        return {CARD_NAMES[c] for c in event.hands[seat]}
    if event.kind == "exchanged" and event.seat == seat:
        return {CARD_NAMES[c] for c in (*event.discarded, *event.drawn)}
    return set()


# --- an independent, deliberately plain trick winner -------------------------------------
_ORDERS = ("AKQJT98765432", "KQJT98765432A", "23456789TJQKA", "A23456789TJQK")


def reference_winner(plays: list[tuple[int, int]], trump: int, order: int, two_d: bool) -> int:
    """Highest trump, else highest card of the suit led (004), with the 004 rank orders and the
    2 of diamonds as the top trump whenever there is a trump suit."""
    cards = [(seat, str(CARDS[c])) for seat, c in plays]

    def is_trump(name: str) -> bool:
        return trump != NO_TRUMP and (name[1] == "CDHS"[trump] or (two_d and name == "2D"))

    def strength(name: str) -> int:
        if two_d and name == "2D" and is_trump(name):
            return 100
        return -_ORDERS[order].index(name[0])

    trumps = [(s, n) for s, n in cards if is_trump(n)]
    if trumps:
        return max(trumps, key=lambda p: strength(p[1]))[0]
    led = cards[0][1][1]
    return max(((s, n) for s, n in cards if n[1] == led), key=lambda p: strength(p[1]))[0]


def all_cards(state: State) -> list[int]:
    cards = [c for h in state.hands for c in indices_from_mask(h)]
    cards += [c for trick in (*state.completed, state.trick) for _, c in trick if c >= 0]
    cards += list(state.stock)
    cards += [c for d in state.discards for c in indices_from_mask(d)]
    if state.turn_up >= 0:
        cards.append(state.turn_up)
    return cards


def visible(state: State, seat: int | None) -> set[str]:
    # Its own hand but a Blind Parish card, and its own discards.
    names = set() if seat is None else {CARD_NAMES[c] for c in indices_from_mask(
        state.hands[seat] & ~state.blind)}
    if seat is not None and state.discards:
        names.update(CARD_NAMES[c] for c in indices_from_mask(state.discards[seat]))
    if state.turn_up >= 0:
        names.add(CARD_NAMES[state.turn_up])
    names.update(CARD_NAMES[c] for t in (*state.completed, state.trick) for _, c in t if c >= 0)
    return names


def named_cards(document: object) -> set[str]:
    text = json.dumps(document)
    return {n for n in CARD_NAMES if f'"{n}"' in text}


def move_of(action: Action, state: State) -> int | None:
    """The lean path's move for ``action``, or None for a decision it does not simulate."""
    if isinstance(action, PlayBlind):
        return (state.hands[state.to_act] & state.blind).bit_length() - 1
    if isinstance(action, PlayCard):
        return action.index
    if isinstance(action, Knock):
        return KNOCK_MOVE
    if not isinstance(action, ChooseTrump):
        return None
    trump = NO_TRUMP if action.suit is None else int(action.suit)
    return TRUMP_BASE + (trump + 1) * 4 + action.order


@PROPERTY_SETTINGS
@given(game_specs())
def test_random_games_keep_every_invariant(spec: tuple[int, Options, Setup, int]) -> None:
    players, options, setup, action_seed = spec
    rng = random.Random(action_seed)
    state, _ = new_game(players, options, setup)
    sim = sim_from_state(state)
    actions: list[Action] = []
    trick_start: State | None = None
    deals = {state.deal_no}
    while not state.is_over:
        assert sorted(all_cards(state)) == list(range(52))
        legal = legal_actions(state)
        assert legal, "the seat to act must always have something to do"
        for seat in (None, *range(players)):
            assert named_cards(observe(state, seat).to_dict()) <= visible(state, seat)
        if state.phase is Phase.PLAY and not state.trick:
            trick_start = state
        action = rng.choice(legal)
        before = state
        state, events = apply(state, action)
        actions.append(action)
        move = move_of(action, before)
        if move is None:
            sim = sim_from_state(state)  # a house-rule decision: public API only
        else:
            apply_move(sim, move)
        assert sim_to_state(sim) == state  # the lean path runs the same rules
        if options.money:
            assert sum(state.chips) + state.pot == 0
        for event in events:
            full = event.to_dict(ALL)
            for seat in (None, *range(players)):
                seen = event.to_dict(seat)
                assert redact_event_dict(full, seat) == seen
                if event.kind in ("dealt", "exchanged"):  # the private events
                    assert named_cards(seen) <= _dealt_visible(event, seat)
        deals.add(state.deal_no)
        for event in events:
            if event.kind != "trick_won":
                continue
            assert trick_start is not None
            must_play = [s for s in range(players) if trick_start.hands[s]]
            seats = [s for s, _ in event.plays]
            assert sorted(seats) == must_play and len(set(seats)) == len(seats)
            leader = seats[0]
            assert seats == sorted(must_play, key=lambda s: (s - leader) % players)
            for s, card in event.plays:
                if card < 0:
                    assert trick_start.status[s] is SeatStatus.DOGS_LIFE
            cards = [(s, c) for s, c in event.plays if c >= 0]
            assert event.seat == reference_winner(cards, before.trump, before.order,
                                                  options.two_of_diamonds)
    assert sorted(all_cards(state)) == list(range(52))
    assert max(deals) <= options.start_hand_size
    assert 0 <= state.winner < players
    assert legal_actions(state) == ()
    assert len(state.positions) == players and state.positions[state.winner] == 1
    assert state.positions.count(1) == 1 and all(1 <= p <= players for p in state.positions)
    assert observe_public(state).winner == state.winner

    text = json.dumps(state_to_dict(state))
    assert state_from_dict(json.loads(text)) == state
    log = json.loads(json.dumps(log_to_dict(players, options, setup, actions)))
    assert replay(*log_from_dict(log)) == state


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(game_specs(), st.integers(0, 400))
def test_any_midgame_state_round_trips_through_json(spec: tuple[int, Options, Setup, int],
                                                    steps: int) -> None:
    players, options, setup, action_seed = spec
    rng = random.Random(action_seed)
    state, _ = new_game(players, options, setup)
    for _ in range(steps):
        if state.is_over:
            break
        state, _ = apply(state, rng.choice(legal_actions(state)))
    assert state_from_dict(json.loads(json.dumps(state_to_dict(state)))) == state
