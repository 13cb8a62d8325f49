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
(:func:`games.ai.analysis.decision_rng`), never from the seed or the hidden cards
(``tests/ai/test_whist_review.py`` deals the unseen cards again and gets the same review).

The classes (loss in tricks, :data:`THRESHOLDS`), as in Knock-Out Whist's review
(:func:`games.ai.analysis.classify`): within ``NOISE_Z`` standard errors ``within_noise``;
otherwise below 0.15 ``good``, from 0.15 ``inaccuracy``, from 0.4 ``mistake``, from 0.8
``blunder``.  One legal card, or only equivalent ones: ``forced``.  A claim and the answers to
one are ``not_analysed``: the expert never claims and cannot weigh a claim.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from games.ai.analysis import NOISE_Z, _mean_se, action_label, classify, summarise
from games.ai.whist.double_dummy import SETTINGS_KEY as DDS_KEY
from games.ai.whist.double_dummy import game_double_dummy
from games.ai.whist.expert import position as search_position
from games.ai.whist.expert import search
from games.engine import whist
from games.engine.actions import Action, PlayCard
from games.engine.tricks.cards import CARD_NAMES as _NAMES
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


@dataclass(frozen=True, slots=True)
class CardValue:
    action: dict[str, Any]
    label: str
    value: float
    se: float


@dataclass(frozen=True, slots=True)
class WhistDecision:
    """One decision, with the fields Knock-Out Whist's review gives them (the replay page
    draws both the same way)."""

    seq: int
    seat: int
    deal_no: int
    trick_no: int
    decision: str
    played: str
    classification: str
    best: str | None = None
    loss: float | None = None
    loss_se: float | None = None
    value: float | None = None
    """The value of the card played."""
    best_value: float | None = None
    iterations: int = 0
    """The sampled deals (worlds) the values are averaged over."""
    actions: list[CardValue] = field(default_factory=list)


def _group(card: int, moves: tuple[int, ...], between: int) -> int:
    """The index in ``moves`` of the candidate that stands for ``card``: same suit, none of
    ``between`` between them (:func:`games.ai.whist.expert.candidates`)."""
    for i, move in enumerate(moves):
        low, high = min(card, move), max(card, move)
        if low == high or move // 13 == card // 13 and \
                not between & ((1 << high) - (2 << low)):
            return i
    raise ValueError(f"card {card} is not one of the legal cards")


def review_card(obs: WhistObservation, played: Action, rng: random.Random, worlds: int,
                *, seq: int = 0) -> WhistDecision:
    """One decision from the seat's observation: every legal card's value, the loss of
    ``played`` and its class."""
    assert obs.seat is not None
    head = dict(seq=seq, seat=obs.seat, deal_no=obs.deal_no,
                trick_no=len(obs.completed_tricks) + 1, decision=obs.decision or "",
                played=action_label(played))
    if obs.decision != "play" or not isinstance(played, PlayCard):
        return WhistDecision(**head, classification="not_analysed")
    if len(obs.legal_actions) < 2:
        return WhistDecision(**head, classification="forced")
    pos = search_position(obs, trick_splits=True)
    if len(pos.moves) < 2:
        return WhistDecision(**head, classification="forced")
    rows: list[list[int]] = []
    search(pos, worlds, rng, on_iteration=rows.append)
    n = len(pos.moves)
    values = [_mean_se([float(r[i]) for r in rows]) for i in range(n)]
    top = max(v for v, _ in values)
    best = next((i for i in range(n) if pos.moves[i] == pos.preferred and values[i][0] == top),
                min((i for i in range(n) if values[i][0] == top), key=lambda i: pos.moves[i]))
    legal = [a for a in obs.legal_actions if isinstance(a, PlayCard)]
    column = [_group(a.card.index, pos.moves, pos.between) for a in legal]
    mine = column[legal.index(played)]
    loss, loss_se = _mean_se([float(r[best] - r[mine]) for r in rows])
    cards = [CardValue(a.to_dict(), action_label(a), round(values[c][0], 4),
                       round(values[c][1], 4)) for a, c in zip(legal, column, strict=True)]
    cards.sort(key=lambda a: -a.value)
    return WhistDecision(
        **head, classification=classify(loss, loss_se, is_best=values[mine][0] >= top,
                                        thresholds=THRESHOLDS),
        best=_NAMES[pos.moves[best]],
        loss=round(loss, 4), loss_se=round(loss_se, 4), value=round(values[mine][0], 4),
        best_value=round(top, 4), iterations=len(rows), actions=cards)


def whist_hint(obs: WhistObservation, rng: random.Random, worlds: int) -> dict[str, Any]:
    """The expert's card for the seat's current decision and every legal card's expected
    tricks for the side, from its observation alone (the review of a card, asked before it is
    played).  Raises ``ValueError`` for a decision the expert does not weigh (a claim's
    answer)."""
    plays = [a for a in obs.legal_actions if isinstance(a, PlayCard)]
    if obs.decision != "play" or not plays:
        raise ValueError(f"the expert does not weigh a {obs.decision} decision")
    review = review_card(obs, plays[0], rng, worlds)
    if review.best is None:  # one card, or only touching ones: any of them
        return {"best": action_label(plays[0]), "best_action": plays[0].to_dict(),
                "iterations": 0, "actions": [], "value_meaning": VALUE_MEANING}
    best = next(a for a in plays if action_label(a) == review.best)
    return {"best": review.best, "best_action": best.to_dict(), "iterations": review.iterations,
            "actions": [asdict(a) for a in review.actions], "value_meaning": VALUE_MEANING}


Progress = Callable[[int, int], None]
"""Called with (steps done, steps in all) as the review goes on."""


def replay_decisions(options: WhistOptions, setup: Setup,
                     actions: list[tuple[int, dict[str, Any]]]
                     ) -> list[tuple[int, WhistObservation, Action]]:
    """Each decision as ``(seq, observation of the seat that made it, action)``, by replaying
    the action log through the engine; a resignation is no decision."""
    state, _ = whist.new_game(4, options, setup)
    out = []
    for seq, (seat, data) in enumerate(actions, start=1):
        if data.get("type") == "resign":
            state, _ = whist.resign(state, seat)
            continue
        action = whist.action_from_dict(data)
        out.append((seq, whist.observe(state, seat), action))
        state, _ = whist.apply(state, action, seat=seat)
    return out


def analyse_whist_game(options: WhistOptions, setup: Setup,
                       actions: list[tuple[int, dict[str, Any]]],
                       settings: WhistReviewSettings = WhistReviewSettings(),
                       progress: Progress | None = None) -> dict[str, Any]:
    """The whole review as JSON-ready data: every deal's double-dummy line and, unless
    ``settings.worlds`` is 0, every decision valued by the expert and a summary per seat."""
    from games.ai.analysis import decision_rng
    from games.engine.whist.record import whist_record

    deals = whist_record(setup.seed, options, actions, setup=setup)["deals"]
    decisions = replay_decisions(options, setup, actions) if settings.worlds else []
    total = DDS_STEPS * len(deals) + len(decisions)

    def dds_progress(done: int, _total: int) -> None:
        if progress is not None:
            progress(DDS_STEPS * done, total)

    result = game_double_dummy(deals, dds_progress)
    result["settings"] = {**result["settings"], "key": settings.key}
    if not settings.worlds:
        return result
    reviews = []
    for done, (seq, obs, action) in enumerate(decisions, start=1):
        rng = decision_rng(settings, seq)  # type: ignore[arg-type]  # uses the key alone
        reviews.append(review_card(obs, action, rng, settings.worlds, seq=seq))
        if progress is not None:
            progress(DDS_STEPS * len(deals) + done, total)
    result["settings"]["iterations"] = settings.worlds
    return {**result, "value_meaning": VALUE_MEANING,
            "thresholds": {**THRESHOLDS, "noise_z": NOISE_Z}, "players": 4,
            "decisions": [asdict(r) for r in reviews],
            "summary": [asdict(s) for s in summarise(reviews, 4)]}  # type: ignore[arg-type]
