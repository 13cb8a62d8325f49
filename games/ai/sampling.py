"""Deals of the hidden cards for search, and the simulation state of one deal."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from games.ai.inference import History, could_not_win
from games.ai.knowledge import Knowledge, deal_sampler
from games.ai.search_config import ExpertConfig
from games.ai.style_inference import style_exclusions
from games.engine import Observation, sim


def build_sampler(obs: Observation, know: Knowledge, hist: History | None,
                  config: ExpertConfig) -> Callable[[random.Random], tuple[int, ...]]:
    """The deal proposal: uniform over the deals consistent with the voids, or, when the other
    seats' plays say so, with the cards they would have won a trick with taken out
    (:func:`games.ai.inference.could_not_win`); the plain one whenever that is impossible."""
    plain = deal_sampler(know, obs.hand_mask)
    if hist is None or not config.use_constraints:
        return plain
    excluded = (style_exclusions(obs, know) if config.style_inference
                else could_not_win(obs, know, config.lead_exclusions))
    if not any(excluded):
        return plain
    strong = deal_sampler(replace(know, allowed=tuple(
        a & ~x for a, x in zip(know.allowed, excluded, strict=True))), obs.hand_mask, 10, True)
    try:
        strong(random.Random(0))  # a probe: seats that break the rule of thumb cannot fit
    except ValueError:
        return plain

    def sample(r: random.Random) -> tuple[int, ...]:
        try:
            return strong(r)
        except ValueError:
            return plain(r)

    return sample


def determinized(template: sim.Sim, hands: tuple[int, ...], unknown: int
                  ) -> tuple[sim.Sim, int]:
    """A simulation of one sampled deal, and its undealt stock: the cards unknown to this seat
    that the deal gives nobody (see :func:`policy.playout_move`)."""
    st = sim.copy(template)
    st.hands = hands
    held = 0
    for h in hands:
        held |= h
    return st, unknown & ~held
