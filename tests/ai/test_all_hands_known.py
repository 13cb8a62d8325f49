"""What the cards allowed in a Knock-Out Whist hand: the all-hands-known line (every seat
maximising its own tricks, the lowest card on a tie) checked against a plain search without
a transposition table on fixed endings, and the cards that gave tricks away on a deal where
the right card is known by hand."""

from __future__ import annotations

from games.ai.all_hands_known import NOT_GIVEN, Solver, _preference, game_lines
from games.engine import ForcedDeal, Options, Setup, apply, new_game, play, sim
from games.engine.knockout.state import Phase, SeatStatus
from tests.ai.helpers import random_positions


def _brute(st: sim.Sim) -> tuple[int, ...]:
    """Each seat's tricks at the end of the hand, every seat playing for its own tricks with
    the lowest card on a tie, by trying every line: no table, no cut-off, and the end of the
    hand settled by the engine itself (``finish_hand``)."""
    if len(st.completed) + 1 >= st.hand_size:
        end = sim.copy(st)
        sim.finish_hand(end)
        return tuple(end.tricks)
    seat = st.to_act
    best: tuple[int, ...] | None = None
    for move in sorted(sim.legal_moves(st), key=_preference):
        child = sim.copy(st)
        sim.apply_move(child, move)
        value = _brute(child)
        if best is None or value[seat] > best[seat]:
            best = value
    assert best is not None
    return best


def _endings(count: int) -> list[sim.Sim]:
    """Card-play positions of random games under random rules (dog's life, the 2 of diamonds,
    trump breaking, two to seven players) with two to four cards left in a hand and at most
    fourteen in all (the plain search tries every line)."""
    out = []
    eligible = 0
    for state in random_positions(400, seed=32):
        if state.phase is Phase.PLAY and 2 <= state.hand_size - len(state.completed) <= 4 \
                and sum(h.bit_count() for h in state.hands) <= 14:
            eligible += 1
            if eligible % 3 == 0:
                out.append(sim.sim_from_state(state))
                if len(out) >= count:
                    break
    return out


def test_the_line_is_the_plain_search_on_fixed_endings() -> None:
    endings = _endings(200)
    assert len(endings) == 200
    assert len({len(st.hands) for st in endings}) >= 4
    assert sum(SeatStatus.DOGS_LIFE in st.status for st in endings) >= 5
    for st in endings:
        solver = Solver(budget=10**7)
        line = solver.line(st)
        assert tuple(t + r for t, r in zip(st.tricks, line, strict=True)) == _brute(st)
        if len(st.completed) + 1 >= st.hand_size:
            continue  # the last trick: every card is forced
        for move, value in solver.children(st):
            child = sim.copy(st)
            sim.apply_move(child, move)
            assert tuple(t + r for t, r in zip(st.tricks, value, strict=True)) == _brute(child)


def _duck_deal() -> tuple[int, Options, Setup, list[tuple[int, dict]]]:
    """Three players, two cards each, spades trumps (turned up 7S), no dog's life: seat 0
    holds AH 2H, seat 1 3H 5C, seat 2 9H 6D, and seat 1 leads.  As played: seat 1 leads 3H,
    seat 2 follows with 9H, seat 0 ducks with 2H; seat 2 leads 6D to the last trick."""
    options = Options(start_hand_size=2, dogs_life=False)
    setup = Setup(seed="x", first_dealer=0, forced_deals=((1, ForcedDeal.of(
        hands=["AH 2H", "3H 5C", "9H 6D"], turn_up="7S")),))
    state, _ = new_game(3, options, setup)
    actions = []
    for card in ("3H", "9H", "2H", "6D", "AH", "5C"):
        actions.append((state.to_act, play(card).to_dict()))
        state, _ = apply(state, play(card))
    return 3, options, setup, actions


def test_the_cards_that_gave_tricks_away() -> None:
    """With every hand known, seat 1 leads 5C: nobody can follow, nobody holds a trump, so
    it takes trick 1, and seat 0 keeps its ace for the heart seat 1 must then lead: one trick
    each for seats 0 and 1 (004: "A player who takes no tricks at all in a hand is knocked
    out": seat 2).  Leading 3H gave seat 1's trick away (9H and AH beat it).  Then seat 0,
    ducking with 2H under 9H, gave away both tricks its ace would have taken: the ace wins the
    first, and its 2H led to the last is followed by nobody."""
    players, options, setup, actions = _duck_deal()
    first = game_lines(players, options, setup, actions)[0]
    assert first["deal_no"] == 1 and first["hand_size"] == 2 and first["seats"] == [0, 1, 2]
    assert first["start"] == [1, 1, 0]
    assert first["lost"] == [
        {"trick_no": 1, "seat": 1, "card": "3H", "tricks": 1, "better": "5C"},
        {"trick_no": 1, "seat": 0, "card": "2H", "tricks": 2, "better": "AH"},
    ]
    assert [a["winner"] for a in first["after"]] == [2, 2]
    assert first["after"][0]["line"] == [0, 0, 2]
    assert first["after"][-1]["won"] == [0, 0, 2] == first["after"][-1]["line"]
    assert first["lost_by_seat"] == [2, 1, 0]


def test_a_deal_too_large_for_the_budget_is_not_given() -> None:
    players, options, setup, actions = _duck_deal()
    first = game_lines(players, options, setup, actions, budget=0)[0]
    assert first["not_given"] == NOT_GIVEN and "start" not in first


def test_the_review_of_a_game_carries_every_deals_line() -> None:
    """The expert's short game of test_analysis (four players, 3, 2, 1 cards): each deal's
    line shares out exactly its tricks, at the start and after every trick, and its last
    ``won`` is the tricks the seats really took."""
    from games.ai.analysis import AnalysisSettings, analyse_game
    from tests.ai.test_analysis import _expert_game

    players, options, setup, actions = _expert_game()
    result = analyse_game(players, options, setup, actions, AnalysisSettings(iterations=4))
    deals = result["all_hands_known"]
    assert [d["deal_no"] for d in deals] == list(range(1, len(deals) + 1)) and len(deals) >= 2
    for deal in deals:
        size = deal["hand_size"]
        assert sum(deal["start"]) == size and len(deal["after"]) == size
        assert all(sum(a["line"]) == size and a["line"][a["winner"]] >= a["won"][a["winner"]]
                   for a in deal["after"])
        assert deal["after"][-1]["won"] == deal["after"][-1]["line"]
        assert sum(deal["lost_by_seat"]) == sum(x["tricks"] for x in deal["lost"])
