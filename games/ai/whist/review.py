"""The expert's review of a finished classic Whist game's card play, next to what the cards
allowed (:mod:`.double_dummy`).

What a value means.  For a card-play decision the classic Whist expert's search
(:func:`games.ai.whist.expert.search`) samples deals of the cards the seat could not see,
consistent with what it knew (:mod:`.knowledge`), and plays the deal out after each candidate
card with the rule of thumb for all four seats, every candidate on the same deals.  A card's
**value is the expert's estimate of the tricks the seat's side takes in this deal** after
playing it (tricks already won included), with its standard error over the sampled deals.
Equivalent cards (same suit, no unseen card between them) are searched once and share a value.
The loss of the card played is the best card's value minus its own, with the standard error of
the paired difference.

Honest by construction: a decision's review receives ``observe(state, seat)`` and nothing
else, and its random numbers come from the settings and its place in the game
(:func:`games.ai.decision_review.decision_rng`), never from the seed or the hidden cards
(``tests/ai/test_whist_review.py`` deals the unseen cards again and gets the same review).

The replay, the judgement and the summary are both games' (:mod:`games.ai.decision_review`);
this module plugs in how a card is valued.  The classes (loss in tricks, :data:`THRESHOLDS`),
as in Knock-Out Whist's review: within ``NOISE_Z`` standard errors ``within_noise``;
otherwise below 0.15 ``good``, from 0.15 ``inaccuracy``, from 0.4 ``mistake``, from 0.8
``blunder``.  One legal card, or only equivalent ones: ``forced``.  A claim and the answers to
one are ``not_analysed``: the expert never claims and cannot weigh a claim.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from games.ai.decision_review import GameReview, NotValued, Progress, Valuation
from games.ai.whist.double_dummy import SETTINGS_KEY as DDS_KEY
from games.ai.whist.double_dummy import game_double_dummy
from games.ai.whist.expert import position as search_position
from games.ai.whist.expert import search
from games.engine import whist
from games.engine.actions import PLAYS, Action, PlayCard
from games.engine.whist import Setup, WhistObservation, WhistOptions

THRESHOLDS: dict[str, float] = {"inaccuracy": 0.15, "mistake": 0.4, "blunder": 0.8}
"""Smallest loss (tricks) of each class.  A trick is all a side can gain or lose, so: a
blunder gives most of a trick away, a mistake close to half of one, an inaccuracy about one
deal in seven."""
VALUE_MEANING = ("expected tricks for the side in this deal (the expert's estimate, the rest "
                 "of the deal played by the rule of thumb)")
DEFAULT_WORLDS = 200
"""Sampled deals per card-play decision (``WHIST_CLASSIC_ANALYSIS_WORLDS``)."""
DDS_STEPS = 2
"""A deal's double-dummy line counted as this many decisions in the progress: it costs about
as much as that many of them at the default worlds (about 0.1 s against 0.05 s of a core)."""


@dataclass(frozen=True, slots=True)
class WhistReviewSettings:
    """How hard the expert looks at each card.  ``worlds`` (sampled deals per decision, the
    same for every card) is the depth setting; 0 gives the double-dummy line alone (the
    reviews stored as ``dds`` before the expert's values were given)."""

    worlds: int = DEFAULT_WORLDS
    seed: str = "analysis"

    @property
    def key(self) -> str:
        """Names the settings in storage: one analysis per game and key."""
        return DDS_KEY if self.worlds == 0 else f"{DDS_KEY}+pimc-w{self.worlds}-{self.seed}"

    @classmethod
    def from_key(cls, key: str) -> WhistReviewSettings:
        if key == DDS_KEY:
            return cls(worlds=0)
        name, worlds, seed = key.split("-", 2) if key.count("-") >= 2 else ("", "", "")
        if name != f"{DDS_KEY}+pimc" or not worlds.startswith("w"):
            raise ValueError(f"not a classic Whist analysis settings key: {key!r}")
        return cls(worlds=int(worlds[1:]), seed=seed)


def _group(card: int, moves: tuple[int, ...], between: int) -> int:
    """The index in ``moves`` of the candidate that stands for ``card``: same suit, none of
    ``between`` between them (:func:`games.ai.whist.expert.candidates`)."""
    for i, move in enumerate(moves):
        low, high = min(card, move), max(card, move)
        if low == high or move // 13 == card // 13 and \
                not between & ((1 << high) - (2 << low)):
            return i
    raise ValueError(f"card {card} is not one of the legal cards")


def _value(obs: WhistObservation, played: Action | None, rng: random.Random,
           worlds: int) -> Valuation:
    """Every legal card's tricks for the side on the same sampled deals: equivalent cards
    are one candidate of the search and share its value; on a tie the rule of thumb's card
    is best, else the lowest."""
    if obs.decision != "play" or played is not None and not isinstance(played, PlayCard):
        raise NotValued("not_analysed", f"the expert does not weigh a {obs.decision} decision")
    if len(obs.legal_actions) < 2:
        raise NotValued("forced")
    pos = search_position(obs, trick_splits=True)
    if len(pos.moves) < 2:
        raise NotValued("forced")
    rows: list[list[int]] = []
    search(pos, worlds, rng, on_iteration=rows.append)
    cards = tuple(a for a in obs.legal_actions if isinstance(a, PlayCard))
    by_card = sorted(range(len(pos.moves)), key=lambda i: pos.moves[i])
    preferred = [i for i in by_card if pos.moves[i] == pos.preferred]
    return Valuation(
        choices=tuple(PLAYS[m] for m in pos.moves), rows=[[float(x) for x in r] for r in rows],
        actions=cards, columns=tuple(_group(a.card.index, pos.moves, pos.between)
                                     for a in cards),
        preference=(*preferred, *by_card))


def _where(obs: WhistObservation) -> tuple[int, str]:
    return len(obs.completed_tricks) + 1, obs.decision or ""


WHIST_REVIEW = GameReview(rules=whist, value=_value, where=_where, thresholds=THRESHOLDS,
                          value_meaning=VALUE_MEANING)
"""Classic Whist's part of the review (:class:`games.ai.decision_review.GameReview`)."""

review_card = WHIST_REVIEW.review_decision
whist_hint = WHIST_REVIEW.hint


def analyse_whist_game(options: WhistOptions, setup: Setup,
                       actions: list[tuple[int, dict[str, Any]]],
                       settings: WhistReviewSettings = WhistReviewSettings(),
                       progress: Progress | None = None) -> dict[str, Any]:
    """The whole review as JSON-ready data: every deal's double-dummy line and, unless
    ``settings.worlds`` is 0, every decision valued by the expert and a summary per seat."""
    from games.engine.whist.record import whist_record

    deals = whist_record(setup.seed, options, actions, setup=setup)["deals"]
    decisions = WHIST_REVIEW.replay(4, options, setup, actions) if settings.worlds else []
    dds_steps = DDS_STEPS * len(deals)
    total = dds_steps + len(decisions)

    def dds_progress(done: int, _total: int) -> None:
        if progress is not None:
            progress(DDS_STEPS * done, total)

    result = game_double_dummy(deals, dds_progress)
    result["settings"] = {**result["settings"], "key": settings.key}
    if not settings.worlds:
        return result
    reviewed = WHIST_REVIEW.review_decisions(decisions, settings, settings.worlds, 4, progress,
                                             steps_before=dds_steps, steps=total)
    result["settings"]["iterations"] = settings.worlds
    return {**result, "value_meaning": VALUE_MEANING, **reviewed}
