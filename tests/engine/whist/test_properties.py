"""Property tests of classic Whist over random seeds, options and legal play (the Knock-Out
Whist properties of ``tests/engine/test_properties.py``, for the second game kind).

Every game is played to its end with random legal cards; after every action: the 52 cards are
all somewhere exactly once, each trick has one card from each seat in clockwise order from its
leader and goes to the seat an independent implementation names, no observation (a partner's
included) names a card its seat may not see, and permuting the cards hidden from a seat changes
nothing of its observation.  At the end: a winner side (or a drawn tournament) with positions,
the JSON round trip, the replay of the action log and the record's verification."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import whist
from games.engine.events import ALL, redact_event_dict
from games.engine.tricks.cards import CARD_NAMES, indices_from_mask
from games.engine.whist import Setup, TrumpRule, WhistOptions, WhistState
from games.engine.whist.record import first_dealer_of, whist_record
from games.engine.whist.state import turn_up_showing
from games.record import record_verify

PROPERTY_SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, database=None)


@st.composite
def game_specs(draw: Any) -> tuple[WhistOptions, str, int]:
    tournament = draw(st.booleans())
    sequence = draw(st.booleans())
    options = WhistOptions(
        game_points=draw(st.sampled_from([1, 5, 7, 10])),
        honours=not tournament and draw(st.booleans()),
        rubber=not tournament and draw(st.booleans()),
        trumps=TrumpRule.SEQUENCE if sequence else TrumpRule.TURN_UP,
        no_trump_fifth=sequence and draw(st.booleans()),
        deals=draw(st.integers(1, 6)) if tournament else 0)
    seed = draw(st.text("abcdef0123456789", min_size=1, max_size=10))
    return options, seed, draw(st.integers(0, 2**32 - 1))


def all_cards(state: WhistState) -> list[int]:
    cards = [c for h in state.hands for c in indices_from_mask(h)]
    return cards + [c for t in (*state.completed, state.trick) for _, c in t]


def visible(state: WhistState, seat: int | None) -> set[str]:
    names = set() if seat is None else {CARD_NAMES[c] for c in indices_from_mask(
        state.hands[seat])}
    if state.turn_up >= 0:
        names.add(CARD_NAMES[state.turn_up])  # seen by the whole table when it was turned
    names.update(CARD_NAMES[c] for t in (*state.completed, state.trick) for _, c in t)
    return names


def named_cards(document: object) -> set[str]:
    text = json.dumps(document)
    return {n for n in CARD_NAMES if f'"{n}"' in text}


def permuted(state: WhistState, seat: int | None, rng: random.Random) -> WhistState:
    """The same table with the cards hidden from ``seat`` shuffled among the other hands (same
    counts), and the hands as dealt scrambled too."""
    others = [s for s in range(4) if s != seat]
    hidden = [c for s in others for c in indices_from_mask(state.hands[s])]
    rng.shuffle(hidden)
    hands = list(state.hands)
    for s in others:
        count = hands[s].bit_count()
        hands[s] = sum(1 << c for c in hidden[:count])
        hidden = hidden[count:]
    return state._replace(hands=tuple(hands), dealt=tuple(reversed(state.dealt)))


def reference_winner(plays: tuple[tuple[int, int], ...], trump: int) -> int:
    """001: "won by the highest trump in it - or if it contains no trump, by the highest card
    of the suit led" -- written plainly, from card names."""
    named = [(s, CARD_NAMES[c]) for s, c in plays]
    ranks = "23456789TJQKA"
    trumps = [(s, n) for s, n in named if trump >= 0 and n[1] == "CDHS"[trump]]
    pool = trumps or [(s, n) for s, n in named if n[1] == named[0][1][1]]
    return max(pool, key=lambda p: ranks.index(p[1][0]))[0]


@PROPERTY_SETTINGS
@given(game_specs())
def test_random_games_keep_every_invariant(spec: tuple[WhistOptions, str, int]) -> None:
    options, seed, action_seed = spec
    rng = random.Random(action_seed)
    setup = Setup(seed=seed, first_dealer=first_dealer_of(seed))
    state, _ = whist.new_game(4, options, setup)
    played: list[tuple[int, Any]] = []
    while not state.is_over:
        assert sorted(all_cards(state)) == list(range(52))
        legal = whist.legal_actions(state)
        assert legal
        for seat in (None, 0, 1, 2, 3):
            view = whist.observe(state, seat)
            assert named_cards(view.to_dict()) <= visible(state, seat)
            assert whist.observe(permuted(state, seat, rng), seat) == view
        assert (whist.observe(state, None).turn_up is not None) == turn_up_showing(state)
        action = rng.choice(legal)
        before = state
        played.append((state.to_act, action))
        state, events = whist.apply(state, action)
        for event in events:
            full = event.to_dict(ALL)
            for seat in (None, 0, 1, 2, 3):
                seen = event.to_dict(seat)
                assert redact_event_dict(full, seat) == seen
                if event.kind == "dealt":
                    own = set() if seat is None else {CARD_NAMES[c] for c in event.hands[seat]}
                    assert named_cards(seen) <= own
            if event.kind == "trick_won":
                seats = [s for s, _ in event.plays]
                assert seats == [(seats[0] + k) % 4 for k in range(4)]
                assert event.seat == reference_winner(event.plays, before.trump)
    assert whist.legal_actions(state) == () and state.to_act == -1
    if state.winner >= 0:
        assert state.positions == tuple(1 if s % 2 == state.winner else 2 for s in range(4))
    else:
        assert options.tournament and state.totals[0] == state.totals[1]
    if options.tournament:
        assert state.deal_no == options.deals
    elif options.rubber:
        assert max(state.games) == 2
    else:
        assert max(state.scores) >= options.game_points
    assert state.deal_no <= 200
    assert whist.state_from_dict(json.loads(json.dumps(whist.state_to_dict(state)))) == state
    log = json.loads(json.dumps(whist.log_to_dict(4, options, setup, [a for _, a in played])))
    assert whist.replay(*whist.log_from_dict(log)) == state
    record = json.loads(json.dumps(whist_record(seed, options, played)))
    assert record_verify(record) == []


@settings(max_examples=30, deadline=None, derandomize=True, database=None)
@given(game_specs(), st.integers(0, 300))
def test_any_midgame_state_round_trips_through_json(spec: tuple[WhistOptions, str, int],
                                                    steps: int) -> None:
    options, seed, action_seed = spec
    rng = random.Random(action_seed)
    state, _ = whist.new_game(4, options, Setup(seed=seed))
    for _ in range(steps):
        if state.is_over:
            break
        state, _ = whist.apply(state, rng.choice(whist.legal_actions(state)))
    assert whist.state_from_dict(json.loads(json.dumps(whist.state_to_dict(state)))) == state
