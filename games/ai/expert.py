"""The ``expert`` level: Perfect Information Monte Carlo (PIMC) search over sampled deals.

Each iteration deals the hidden cards at random, consistently with what this seat has seen
(:mod:`games.ai.knowledge`) and with how the other seats have played this hand
(:mod:`games.ai.inference`: deals are proposed without the cards a rule-of-thumb player could
not have held, and accepted by rejection with a soft likelihood of the observed plays), builds a
full simulation state for that deal, and scores *every* legal move on it: a playout of the
rule of thumb (:func:`games.ai.policy.playout_move`, the ``heuristic`` level's play given the
same information, with a little random exploration) to the end of the current hand; with three
cards or fewer in hand, every line of this seat's own cards against rule-of-thumb play by the
others (:func:`own_lines`).  All moves are scored on the same deal with the same playout random
numbers (common random numbers), so the comparison between moves is not drowned in deal noise.
The move with the best mean score is played.

Why PIMC rather than ISMCTS: a decision's consequences are mostly settled within the hand, the
branching factor is small (at most seven cards, or 20 trump choices), and the budget allows a
few hundred deals per move.  Flat PIMC spends the whole budget on many deals (less sampling
noise) and needs no tree.  Single-observer ISMCTS over this seat's own decisions
(:func:`ismcts_search`, the other seats playing the rule of thumb) is here as an option,
``ExpertConfig(ismcts_from_cards=N)``: in the arena it won about as often as PIMC (0.31-0.345
against 0.30-0.33 on the same 400 deals, and no better with three times the budget), so the
default stays the simpler PIMC, whose comparisons on common random numbers need fewer
iterations; ``games/ai/README.md`` has the figures.

Playouts stop at the end of the current hand (:func:`games.engine.sim.finish_hand` settles it
without dealing the next one, which would draw on the secret seed); the end-of-hand state (who
is out, who is on a dog's life, who chooses trumps, or the game winner) is scored by
:func:`hand_values`.  Every rule -- legal cards, trick winners, the end of
the hand -- is the engine's own code (:mod:`games.engine.sim`, :mod:`games.engine.rules`).

Determinism: the sampling and playouts draw only from the ``rng`` passed in.  The time budget
is turned into a fixed number of iterations by a cost model that depends only on the
observation (cards left, players, legal moves, plays to replay) -- not on the clock -- so a
given seed gives the same decision on any machine.  The wall clock is only a safety cap
(``hard_cap``) that stops the search early if the machine is much slower or overloaded; only
then can a seeded decision differ.  Tests pass ``iterations=`` to pin the count exactly.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from games.ai.heuristic import heuristic_action
from games.ai.inference import History, could_not_win, history_from, sample_weighted
from games.ai.knowledge import Knowledge, deal_sampler, determinize, knowledge_from
from games.ai.policy import playout_move
from games.ai.value_table import WIN_RATE
from games.engine import rules, sim
from games.engine.actions import KNOCK, PLAYS, Action, ChooseTrump, Knock, PlayCard
from games.engine.cards import Suit
from games.engine.observation import Observation
from games.engine.options import Options, RainbowRule, TieRule
from games.engine.state import FIELD, Phase, SeatStatus

_PHASE = FIELD["phase"]
_HAND_SIZE = FIELD["hand_size"]
_DEAL_NO = FIELD["deal_no"]
_HANDS = FIELD["hands"]
_STATUS = FIELD["status"]
_TRUMP = FIELD["trump"]
_ORDER = FIELD["order"]
_TRICK = FIELD["trick"]
_TRICK_SEATS = FIELD["trick_seats"]
_COMPLETED = FIELD["completed"]
_TRICKS = FIELD["tricks"]
_TO_ACT = FIELD["to_act"]
_WINNER = FIELD["winner"]
_HOUSE = FIELD["house"]
_OUT = SeatStatus.OUT
_DOG = SeatStatus.DOGS_LIFE
_OVER = Phase.GAME_OVER
_PLAY = Phase.PLAY
_CHOOSE = Phase.CHOOSE_TRUMP
_BUY = Phase.BUY


@dataclass(frozen=True, slots=True)
class ExpertConfig:
    """Search settings of one level.  The defaults are what the arena figures were made with."""

    budget_ms: float = 200.0
    """Target think time per decision; converted to an iteration count by the cost model."""
    iterations: int | None = None
    """A fixed iteration count (one sampled deal per iteration), overriding the budget."""
    hard_cap: float = 1.25
    """Stop early, whatever the iteration count, after ``hard_cap * budget_ms``."""
    epsilon: float = 0.1
    """Chance of a random move at each playout step."""
    opp_epsilon: float | None = None
    """The other seats' chance of a random playout move (None: ``epsilon``)."""
    exact_leaves: int = 64
    """Search the rest of the hand exactly when its estimated leaf count is at most this."""
    mismatch: float = 0.1
    """Likelihood factor of each observed play of another seat that the rule of thumb would
    not have made, when weighting sampled deals (:mod:`games.ai.inference`); 1 turns it off."""
    exact_own_cards: int = 3
    """With this many cards or fewer in hand, try every line of the seat's own remaining cards
    on each deal (the other seats playing the rule of thumb) instead of a playout; this
    replaces the max-n search, which credits the other seats with perfect play."""
    own_depth: int = 0
    """Try every move at this seat's next ``own_depth`` turns of a playout (the other seats
    playing the rule of thumb) and keep the best line on the deal; 0: rule of thumb only."""
    use_constraints: bool = True
    """Propose deals in which every seat that did not take a trick it could have taken by the
    rule of thumb holds no card that would have (:func:`games.ai.inference.could_not_win`)."""
    use_chooser: bool = True
    """Weight deals by whether the seat that chose this deal's trumps would have chosen them
    by the rule of thumb with its sampled hand (:func:`games.ai.inference.likelihood`)."""
    sample_tries: int = 8
    """Rejection sampling: deals drawn at most per iteration before taking the likeliest."""
    prior_bonus: float = 0.0
    """Added to the mean worth of the move the heuristic level would make, so that search
    deviates from rule-of-thumb play only for a gain larger than this.  Off: 0.01 and 0.03
    measured no better than 0 (README)."""
    us_per_step: float = 12.0
    """Cost model: microseconds per simulated move on the reference machine (2 cores).  The
    five cost constants were 1.6 times smaller on the first machine these bots were tuned on; on
    the second (the one of the README's final figures, about half as fast) those let the
    ``hard_cap`` clock end most long searches, so a seed no longer fixed the decision.  Strength
    is flat above about 100 iterations (README), so erring on the slow side costs nothing."""
    us_per_playout: float = 8.0
    """Cost model: fixed microseconds per playout (copy, end of hand, scoring)."""
    us_per_leaf: float = 64.0
    """Cost model: microseconds per leaf of the exact search (a forced last trick, scored)."""
    us_per_iteration: float = 80.0
    """Cost model: fixed microseconds per iteration (drawing the deal)."""
    us_per_history_play: float = 40.0
    """Cost model: microseconds per observed play of another seat that the inference
    replays for each drawn deal (including rejected ones)."""
    ismcts_from_cards: int = 99
    """Search with ISMCTS (:func:`ismcts_search`) instead of flat PIMC when the seat holds at
    least this many cards (99: never; README has the arena figures of both)."""
    ucb_c: float = 0.7
    """ISMCTS: the exploration constant of UCB1 at this seat's decisions (worths in 0..1)."""
    search_exchange: bool = False
    """Decide the card exchange (004) by search (:mod:`games.ai.exchange`) rather than by the
    rule of thumb.  Off: 0.372 against 0.380 in the arena (README, "Fourth round")."""
    min_iterations: int = 8
    max_iterations: int = 20_000


DEFAULT_CONFIG = ExpertConfig()


# --- actions <-> sim moves -------------------------------------------------------------------
def action_to_move(action: Action) -> int:
    if isinstance(action, PlayCard):
        return action.index
    if isinstance(action, Knock):
        return sim.KNOCK_MOVE
    trump = rules.NO_TRUMP if action.suit is None else int(action.suit)
    return sim.TRUMP_BASE + (trump + 1) * 4 + action.order


def move_to_action(move: int, legal: tuple[Action, ...]) -> Action:
    """The element of ``legal`` that is ``move`` (bots return the engine's own objects)."""
    for action in legal:
        if action_to_move(action) == move:
            return action
    if move < 52:
        return PLAYS[move]
    if move == sim.KNOCK_MOVE:
        return KNOCK
    code = move - sim.TRUMP_BASE
    trump = code // 4 - 1
    return ChooseTrump(None if trump < 0 else Suit(trump), aces_high=not code % 4 & 1,
                       reverse=bool(code % 4 & 2))


# --- scoring the end of a hand ---------------------------------------------------------------
ROLE_IN, ROLE_CHOOSER, ROLE_DOG = 0, 1, 2
_PRIOR = 30.0


@cache
def situation_value(players: int, hand_size: int, survivors: int, role: int) -> float:
    """The measured chance of winning the game from the start of a deal (``hand_size`` cards)
    with ``survivors`` seats left, in ``role`` (:mod:`games.ai.calibrate`), shrunk towards a
    rough guess where the table has few samples."""
    guess = (min(0.9, 1.8 / survivors) if role == ROLE_CHOOSER else
             0.1 / survivors if role == ROLE_DOG else 0.8 / survivors)
    wins, samples = WIN_RATE.get((players, hand_size, survivors, role), (0, 0))
    return (wins + _PRIOR * guess) / (samples + _PRIOR)


def hand_values(st: list[Any]) -> list[float]:
    """Each seat's worth once :func:`games.engine.sim.finish_hand` has settled the hand.

    A game won is worth 1 and a game lost 0; a seat knocked out is worth 0.  Any other seat is
    worth the measured win rate of its situation at the start of the next deal: still in, on a
    dog's life, or choosing the next trumps (shared between seats tied for most tricks, who cut
    for it).  Those rates come from self-play (:mod:`games.ai.calibrate`): choosing trumps for
    a short last hand is worth far more than for a long first one, which a fixed bonus cannot
    express."""
    tricks = st[_TRICKS]
    n = len(tricks)
    if st[_PHASE] is _OVER:
        winner = st[_WINNER]
        return [1.0 if s == winner else 0.0 for s in range(n)]
    status = st[_STATUS]
    alive = [s for s in range(n) if status[s] is not _OUT]
    k = len(alive)
    size = st[_HAND_SIZE] - 1  # the next hand's size
    values = [0.0] * n
    top = max(tricks)
    tied = [s for s in alive if tricks[s] == top]
    if not trumps_chosen_next(st[0], st[_DEAL_NO] + 1, len(tied)):
        tied = []
    v_in = situation_value(n, size, k, ROLE_IN)
    # The money game: a seat without a trick is offered its next life (the rule of thumb
    # buys it): the dog's life is a whole hand, a Parish or Blind Parish one card.
    house = st[_HOUSE]
    one_card = {s for s in house.queue if house.rung[s] >= 1} if st[_PHASE] is _BUY else ()
    for s in alive:
        if status[s] is _DOG or s in one_card:
            values[s] = situation_value(n, size, k, ROLE_DOG)
        elif s in tied:
            share = 1.0 / len(tied)
            values[s] = share * situation_value(n, size, k, ROLE_CHOOSER) + (1 - share) * v_in
        else:
            values[s] = v_in
    return values


def trumps_chosen_next(options: Any, deal_no: int, tied: int) -> bool:
    """Whether the most-tricks winner chooses the trumps of deal ``deal_no`` (as the engine's
    ``_next_deal`` decides it)."""
    if deal_no >= options.deal_count and options.final_hand_no_trump:
        return False
    if options.fixed_trump:
        return False
    return not (tied > 1 and options.tie is TieRule.TURN_CARD)


def _finish(st: list[Any]) -> list[float]:
    """Play the forced last trick and settle the hand with the engine, without the next deal."""
    sim.finish_hand(st)
    return hand_values(st)


def playout(st: list[Any], rng: random.Random, config: ExpertConfig, stock: int = 0,
            me: int = -1) -> list[float]:
    """Rule-of-thumb play (with exploration) to the end of the hand; the seats' worths.
    ``stock`` is the determinization's undealt cards (see :func:`policy.playout_move`); seat
    ``me`` explores with ``config.epsilon``, the others with ``config.opp_epsilon``."""
    epsilon = config.epsilon
    opp = config.opp_epsilon
    if opp is None:
        opp = epsilon
    hand_size = st[_HAND_SIZE]
    completed = _COMPLETED
    while len(st[completed]) + 1 < hand_size:
        eps = epsilon if st[_TO_ACT] == me else opp
        sim.apply_move(st, playout_move(st, rng, eps, stock))
    return _finish(st)


def own_lines(st: list[Any], me: int, depth: int, rng: random.Random, seed: int,
              config: ExpertConfig, stock: int) -> list[float]:
    """The rest of the hand with the other seats playing the rule of thumb and ``me`` trying
    every move at its next ``depth`` turns (the best for it on this deal), then playing on by
    the rule of thumb (with ``config.epsilon`` exploration, the same random numbers for every
    line)."""
    hand_size = st[_HAND_SIZE]
    while st[_TO_ACT] != me:
        if len(st[_COMPLETED]) + 1 >= hand_size:
            return _finish(st)
        sim.apply_move(st, playout_move(st, rng, 0.0, stock))
    if len(st[_COMPLETED]) + 1 >= hand_size:
        return _finish(st)
    if depth <= 0:
        rng.seed(seed)
        return playout(st, rng, config, stock, me)
    best: list[float] | None = None
    for move in sim.legal_moves(st):
        child = list(st)
        sim.apply_move(child, move)
        values = own_lines(child, me, depth - 1, rng, seed, config, stock)
        if best is None or values[me] > best[me]:
            best = values
    assert best is not None
    return best


def maxn(st: list[Any], config: ExpertConfig) -> list[float]:
    """Exact max-n search of the rest of the hand on a fully known deal: every seat plays the
    move best for itself (ties to the first move found)."""
    if len(st[_COMPLETED]) + 1 >= st[_HAND_SIZE]:
        return _finish(st)
    seat = st[_TO_ACT]
    best: list[float] | None = None
    for move in sim.legal_moves(st):
        child = list(st)
        sim.apply_move(child, move)
        values = maxn(child, config)
        if best is None or values[seat] > best[seat]:
            best = values
    assert best is not None
    return best


def estimate_leaves(obs: Observation) -> int:
    """An upper bound on the leaves of the rest of the hand, ignoring follow-suit."""
    if obs.phase is not Phase.PLAY:
        return 1 << 30
    leaves = 1
    counts = [c for c in obs.hand_counts if c > 0]
    tricks_left = obs.hand_size - len(obs.completed_tricks)
    for k in range(tricks_left, 1, -1):
        for c in counts:
            leaves *= max(1, min(c, k)) + (1 if c == 1 else 0)
        if leaves > 1 << 20:
            break
    return leaves


def search_plan(obs: Observation, config: ExpertConfig) -> tuple[bool, int]:
    """``(exact, own_depth)``: whether the rest of the hand is searched by max-n, and how many
    of this seat's own later turns every move is tried at (see :func:`own_lines`)."""
    if obs.phase is _PLAY and len(obs.hand) <= config.exact_own_cards:
        return False, len(obs.hand)
    return estimate_leaves(obs) <= config.exact_leaves, config.own_depth


def planned_iterations(obs: Observation, n_moves: int, config: ExpertConfig) -> int:
    """The budget as an iteration count, from a cost model of the observation alone.

    Per iteration: a fixed cost, the inference's replay of the other seats' plays
    (``us_per_history_play`` each), and per move and line of own cards a playout of
    ``steps`` moves.  The constants are fitted on the slower of the two machines measured
    (2 cores, Python 3.13, under a typical load) and leave headroom so that the ``hard_cap``
    clock rarely decides."""
    if config.iterations is not None:
        return config.iterations
    exact, own_depth = search_plan(obs, config)
    if exact:
        per_iteration = 60.0 + estimate_leaves(obs) * config.us_per_leaf
    else:
        if obs.phase is Phase.CHOOSE_TRUMP:
            steps = obs.hand_size * sum(1 for c in obs.hand_counts if c > 0)
        else:
            steps = sum(obs.hand_counts) - len(obs.trick)
        lines = 1
        for k in range(len(obs.hand) - 1, len(obs.hand) - 1 - own_depth, -1):
            lines *= max(1, k)  # at most this many lines of the seat's own later cards
        history = 0
        if config.mismatch < 1.0:
            hist = history_from(obs, config.use_chooser)
            history = 0 if hist is None else hist.informative
        per_iteration = (config.us_per_iteration + config.us_per_history_play * history
                         + n_moves * lines * (config.us_per_playout
                                              + config.us_per_step * steps))
    planned = int(config.budget_ms * 1000.0 / per_iteration)
    return max(config.min_iterations, min(config.max_iterations, planned))


@dataclass(frozen=True, slots=True)
class SearchResult:
    """Mean worth of each legal move, for tests and the arena's diagnostics; ISMCTS also
    counts how often it tried each move at the root (``visits``), which decides there."""

    moves: tuple[int, ...]
    means: tuple[float, ...]
    iterations: int
    exact: bool
    visits: tuple[int, ...] | None = None


def build_sampler(obs: Observation, know: Knowledge, hist: History | None,
                  config: ExpertConfig) -> Callable[[random.Random], tuple[int, ...]]:
    """The deal proposal: uniform over the deals consistent with the voids, or, when the other
    seats' plays say so, with the cards they would have won a trick with taken out
    (:func:`games.ai.inference.could_not_win`); the plain one whenever that is impossible."""
    plain = deal_sampler(know, obs.hand_mask)
    if hist is None or not config.use_constraints:
        return plain
    excluded = could_not_win(obs, know)
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


def _determinized(template: list[Any], hands: tuple[int, ...], unknown: int
                  ) -> tuple[list[Any], int]:
    """A simulation of one sampled deal, and its undealt stock: the cards unknown to this seat
    that the deal gives nobody (see :func:`policy.playout_move`)."""
    st = list(template)
    st[_HANDS] = hands
    held = 0
    for h in hands:
        held |= h
    return st, unknown & ~held


def search(obs: Observation, rng: random.Random, config: ExpertConfig = DEFAULT_CONFIG
           ) -> SearchResult:
    """PIMC over sampled deals; see the module docstring."""
    start = time.perf_counter()
    me = obs.seat
    assert me is not None
    legal = obs.legal_actions
    moves = tuple(action_to_move(a) for a in legal)
    know = knowledge_from(obs)
    template = sim.sim_from_state(determinize(obs, (0,) * obs.players))
    exact, own_depth = search_plan(obs, config)
    planned = planned_iterations(obs, len(moves), config)
    deadline = start + config.hard_cap * config.budget_ms / 1000.0
    totals = [0.0] * len(moves)
    prng = random.Random()
    done = 0
    hist = history_from(obs, config.use_chooser)
    sample = build_sampler(obs, know, hist, config)
    for done in range(1, planned + 1):  # noqa: B007 - ``done`` is the count after the loop
        hands, _ = sample_weighted(sample, hist, rng, config.mismatch, config.sample_tries)
        base, stock = _determinized(template, hands, know.unknown)
        seed = rng.getrandbits(32)
        for i, move in enumerate(moves):
            st = list(base)
            sim.apply_move(st, move)
            if exact and st[_PHASE] is _PLAY:
                values = maxn(st, config)
            elif own_depth and st[_PHASE] is _PLAY:
                values = own_lines(st, me, own_depth, prng, seed, config, stock)
            else:
                prng.seed(seed)  # the same playout randomness for every move of this deal
                values = playout(st, prng, config, stock, me)
            totals[i] += values[me]
        if done >= config.min_iterations and config.iterations is None and \
                time.perf_counter() > deadline:
            break
    means = tuple(t / max(done, 1) for t in totals)
    return SearchResult(moves, means, done, exact)


class _Node:
    """This seat's decision after one observable history of the hand (its own hand is
    known, so its legal moves there are the same in every deal): per move, visits and total
    worth; ``children`` by the next observable move (its own or another seat's)."""

    __slots__ = ("children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits: dict[int, int] = {}
        self.total: dict[int, float] = {}


def ismcts_search(obs: Observation, rng: random.Random, config: ExpertConfig = DEFAULT_CONFIG
                  ) -> SearchResult:
    """Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012) over this seat's own
    decisions for the rest of the hand, the other seats playing the rule of thumb as in the
    PIMC playouts.  Each iteration draws a deal as :func:`search` does, walks down the tree
    -- UCB1 at this seat's decisions, the rule of thumb at the others' --, adds one decision
    and plays out the hand.  Unlike PIMC, a later decision of this seat is shared by every
    deal that reaches the same observable history, so it cannot be tailored to one deal
    (no strategy fusion), and the search looks ahead at this seat's later cards."""
    start = time.perf_counter()
    me = obs.seat
    assert me is not None
    moves = tuple(action_to_move(a) for a in obs.legal_actions)
    know = knowledge_from(obs)
    template = sim.sim_from_state(determinize(obs, (0,) * obs.players))
    hist = history_from(obs, config.use_chooser)
    sample = build_sampler(obs, know, hist, config)
    planned = planned_iterations(obs, 1, config)  # one deal and one playout an iteration
    deadline = start + config.hard_cap * config.budget_ms / 1000.0
    opp_epsilon = config.epsilon if config.opp_epsilon is None else config.opp_epsilon
    root = _Node()
    log = math.log
    sqrt = math.sqrt
    done = 0
    for done in range(1, planned + 1):  # noqa: B007 - ``done`` is the count after the loop
        hands, _ = sample_weighted(sample, hist, rng, config.mismatch, config.sample_tries)
        st, stock = _determinized(template, hands, know.unknown)
        node = root
        path: list[tuple[_Node, int]] = []
        expanded = False
        while True:
            if st[_PHASE] is _PLAY and len(st[_COMPLETED]) + 1 >= st[_HAND_SIZE]:
                values = _finish(st)
                break
            if st[_TO_ACT] != me:
                move = playout_move(st, rng, opp_epsilon, stock)
            else:
                legal = moves if node is root else sim.legal_moves(st)
                untried = [m for m in legal if m not in node.visits]
                if untried:
                    move = untried[int(rng.random() * len(untried))]
                    expanded = True
                else:
                    log_n = log(sum(node.visits[m] for m in legal))
                    move = max(legal, key=lambda m: node.total[m] / node.visits[m]
                               + config.ucb_c * sqrt(log_n / node.visits[m]))
                path.append((node, move))
            sim.apply_move(st, move)
            if expanded:
                values = playout(st, rng, config, stock, me) if st[_PHASE] is _PLAY \
                    else hand_values(st)
                break
            child = node.children.get(move)
            if child is None:
                child = node.children[move] = _Node()
            node = child
        worth = values[me]
        for decided, move in path:
            decided.visits[move] = decided.visits.get(move, 0) + 1
            decided.total[move] = decided.total.get(move, 0.0) + worth
        if done >= config.min_iterations and config.iterations is None and \
                time.perf_counter() > deadline:
            break
    means = tuple(root.total.get(m, 0.0) / max(1, root.visits.get(m, 0)) for m in moves)
    return SearchResult(moves, means, done, False, tuple(root.visits.get(m, 0) for m in moves))


DEAL_TIME_RULES: dict[str, Any] = {"card_exchange": False, "no_picture_redeal": False,
                                     "trump_vote": False, "rainbow": RainbowRule.OFF}
"""The house rules (issue 7) that act only between the deal and the first lead -- exchange,
redeal and rainbow declarations, the trump vote -- and so change nothing in the play of a
hand once it has begun, nor in how the hand is settled."""


def searchable(obs: Observation) -> Observation | None:
    """The observation the search plays the rest of the hand from, or ``None`` where the rule
    of thumb decides (:func:`games.ai.variants.variant_action`).

    A card play or trump choice under the deal-time house rules is searched as in the core
    game: from the first lead on, their hand is played and settled by the core rules, and what
    they revealed (this seat's own discards) is in the observation.  The variant decisions
    themselves (exchange, declarations, votes, buying a life; the exchange has a search of its
    own as an option, ``ExpertConfig.search_exchange``) and a Blind Parish card (hidden from
    its holder too) are left to the rule of thumb.  The money game's lives are searched
    with it: the determinized state carries the lives each seat has bought, and
    :func:`hand_values` scores a life on offer."""
    options = obs.options
    if obs.phase is not _PLAY and obs.phase is not _CHOOSE:
        return None
    if not options.house_rules:
        return obs
    if obs.blind_cards:
        return None  # its own Blind Parish card: it cannot tell what it would be playing
    return replace(obs, options=replace(options, **DEAL_TIME_RULES))


def _chooser_hand_tells(options: Options) -> bool:
    """Whether the trump chooser's hand now still says why it chose those trumps: not after an
    exchange (it chose before it discarded) nor after a vote (the voters chose)."""
    return not (options.card_exchange or options.trump_vote)


class ExpertBot:
    """PIMC search within a time budget (see the module docstring)."""

    def __init__(self, config: ExpertConfig = DEFAULT_CONFIG, name: str = "expert") -> None:
        self.config = config
        self.name = name

    def choose_action(self, observation: Observation, *, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        searched = searchable(observation)
        if searched is None:
            if observation.decision == "exchange" and self.config.search_exchange \
                    and not observation.blind_cards:
                from games.ai.exchange import exchange_action  # it builds on this module

                return exchange_action(observation, rng, self.config)
            return heuristic_action(observation)
        config = self.config
        if searched is not observation and not _chooser_hand_tells(observation.options):
            config = replace(config, use_chooser=False)
        if searched.phase is _PLAY and len(searched.hand) >= config.ismcts_from_cards:
            result = ismcts_search(searched, rng, config)
        else:
            result = search(searched, rng, config)
        prior = action_to_move(heuristic_action(observation))
        scores = [m + (self.config.prior_bonus if move == prior else 0.0)
                  for move, m in zip(result.moves, result.means, strict=True)]
        # ISMCTS plays its most tried move (the better mean on a tie); PIMC its best mean.
        visits = result.visits or (0,) * len(scores)
        best = max(range(len(result.moves)), key=lambda i: (visits[i], scores[i], -i))
        return move_to_action(result.moves[best], legal)
