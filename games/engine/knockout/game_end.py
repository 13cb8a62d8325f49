"""Cutting for a decision, and the end of the game: positions and the pot."""

from __future__ import annotations

from typing import Any

from games.engine.events import Cut, GameEnded, PotWon
from games.engine.knockout.registry import Events
from games.engine.knockout.state import NO_HOUSE, Phase, SeatStatus, Termination
from games.engine.tricks.follow import cut_rank
from games.engine.tricks.shuffle import shuffled_indices

OUT = SeatStatus.OUT


def cut(st: Any, deal_no: int, seats: list[int], purpose: str, events: Events,
        prefix: str = "cut") -> int:
    """Tied players cut; the highest rank wins and equal highest cards cut again.

    Round R draws from the pack of label ``<prefix>:<deal_no>:R`` (``cut:N:R``, or
    ``rainbow:N:R`` when several players declared a rainbow in deal N), or from the forced cut
    cards of deal N."""
    setup = st.setup
    forced = [c.index for c in setup.forced_cut(deal_no)]
    rounds: list[tuple[tuple[int, int], ...]] = []
    contenders = list(seats)
    label = f"{prefix}:{deal_no}"
    while len(contenders) > 1:
        pack = shuffled_indices(setup.seed, f"{label}:{len(rounds) + 1}")
        draws = []
        for i, s in enumerate(contenders):
            draws.append((s, forced.pop(0) if forced else pack[i]))
        rounds.append(tuple(draws))
        best = max(cut_rank(c) for _, c in draws)
        contenders = [s for s, c in draws if cut_rank(c) == best]
    if events is not None:
        events.append(Cut(deal_no, purpose, tuple(rounds), contenders[0], label))
    return contenders[0]


def finishing_positions(winner: int, out_deal: list[int]) -> tuple[int, ...]:
    """Players knocked out on the same deal share a finishing position (1, 2, 2, 4 ranking)."""
    n = len(out_deal)
    return tuple(
        1 if s == winner
        else 2 + sum(1 for t in range(n) if t != winner and out_deal[t] > out_deal[s])
        for s in range(n))


def game_over(st: Any, winner: int, how: Termination, events: Events) -> None:
    """``winner`` has won: everyone else still in is out on this deal, and the money game's
    pot goes to the winner."""
    n = len(st.hands)
    deal_no = st.deal_no
    out_deal = list(st.out_deal)
    status = list(st.status)
    for s in range(n):
        if s != winner and status[s] is not OUT:
            status[s] = OUT
            out_deal[s] = deal_no
    positions = finishing_positions(winner, out_deal)
    st.status = tuple(status)
    st.out_deal = tuple(out_deal)
    st.phase = Phase.GAME_OVER
    st.winner = winner
    st.positions = positions
    st.to_act = -1
    st.chooser = -1
    st.trick = ()
    st.trick_seats = ()
    house = st.house
    if house is not NO_HOUSE:
        house = house._replace(queue=())
        if house.pot:
            # 004: "The winner of the final round, or the last survivor of the game takes the
            # pot."
            chips = list(house.chips or (0,) * n)
            chips[winner] += house.pot
            if events is not None:
                events.append(PotWon(winner, house.pot, tuple(chips)))
            house = house._replace(chips=tuple(chips), pot=0)
        st.house = house
    if events is not None:
        events.append(GameEnded(winner, positions, how))
