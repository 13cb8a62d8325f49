"""The values of the house-rule decisions (``games/engine/variants.md``) for the game review and
the hints: the card exchange, the declarations, the trump vote, buying a life and a Blind Parish
card, each from the seat's observation alone, in the same units as a card's value (the chance
of winning the game, and the expected final place; :mod:`games.ai.analysis`).

The AI seats leave these decisions to the rule of thumb (:mod:`games.ai.variants`); valuing
them needs only the rest of the hand played out after each answer, on deals of the hidden cards
drawn as the card search draws them (:mod:`games.ai.knowledge`), with the same random numbers
for every answer:

* **Exchange** (004 "Card exchange"): the expert's exchange search
  (:func:`games.ai.exchange.exchange_search`), every candidate among the seat's weakest cards
  and the exchange made.
* **"No picture, no play"** (002) and **the rainbow** (004 ``wins_game``, 002 ``wins_hand``):
  on each deal the seats still to be asked declare if they may (the rule of thumb).  A redeal
  is worth the measured value of this seat's situation at the start of this deal (the tables
  of :mod:`games.ai.train_values`: the same hand size, survivors and role, on a fresh deal); a
  rainbow that wins the game is worth the chance of winning the cut among its declarers (004:
  "cards are cut to decide which of them wins"; the others share second place); one that wins
  the hand is worth the next deal's situation, calling trumps if the cut is won (002).  Where
  nobody declares, the hand is played as dealt: the trump chooser (public) names trumps by the
  rule of thumb and the hand is played out as the card search plays it; an exchange that would
  follow (both rules on) is left out of that line.
* **The trump vote** (003): only knocked-out seats vote, and no vote changes a knocked-out
  seat's own result, so every vote has the same value (0) and place (its place as it went
  out).
* **Buying a life** (004 "Money Version"): the hand is over, so nothing is sampled.  Declining
  knocks the seat out (worth 0, its place behind every seat still in; the seats still to
  decide buy, as the rule of thumb does); buying is worth the next deal's situation on that
  life (a dog's life a whole hand, a Parish or Blind Parish one card, as
  :func:`games.ai.rollout.situation_scores` weighs them).
* **A Blind Parish card** (``play_blind``): its holder cannot see it, so each deal also draws
  the card from the cards the seat cannot see; knocking and playing it are played out on the
  same deals.  In the playout the holder then plays its card as a Parish card it could see.

Every value here comes from the observation, the options and public facts it carries
(``chooser``, ``out_deals``, ``declared``); ``tests/ai/test_house_values.py`` changes the
unseen cards and gets the same values.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from games import engine
from games.ai.exchange import deal_time_sampler, exchange_search, first_lead
from games.ai.heuristic import choose_trump_action
from games.ai.knowledge import deal_sampler, determinize, knowledge_from
from games.ai.places import hand_values_and_places, out_place, situation_place
from games.ai.rollout import action_to_move, playout, situation_value, trumps_chosen_next
from games.ai.sampling import determinized
from games.ai.search_config import DEAL_TIME_RULES, DEFAULT_CONFIG, ExpertConfig
from games.ai.values import ROLE_CHOOSER, ROLE_DOG, ROLE_IN
from games.engine import Observation, Phase, SeatStatus, sim
from games.engine.actions import KNOCK, Action, Buy, Declare, PlayBlind
from games.engine.knockout.house.no_picture import no_picture
from games.engine.knockout.house.rainbow import is_rainbow
from games.engine.options import RainbowRule
from games.engine.tricks.cards import indices_from_mask

Rows = list[list[float]]
"""Per iteration, a number for each action valued (in the order of the actions returned);
the card search's values in the review (:func:`games.ai.analysis.evaluate`) take this shape
too."""
Valued = tuple[tuple[Action, ...], Rows, Rows]
"""The actions valued, and per iteration each one's worth and the seat's expected place."""

_OUT, _DOG = SeatStatus.OUT, SeatStatus.DOGS_LIFE


def evaluate(obs: Observation, rng: random.Random, iterations: int,
             played: Action | None = None) -> Valued:
    """The house-rule decision ``obs`` faces, valued (see the module docstring).  ``played``
    is always among the actions valued.  Raises ``ValueError`` for a decision that is not a
    house rule's."""
    kind = obs.decision
    valuer = _VALUERS.get(kind or "")
    if valuer is None or obs.seat is None:
        raise ValueError(f"{kind} is not a house-rule decision")
    return valuer(obs, rng, iterations, played)


# --- what a situation at the start of a deal is worth ------------------------------------
def _situation(obs: Observation, hand_size: int, role: int) -> tuple[float, float]:
    """The seat's worth and expected place in ``role`` at the start of a deal of
    ``hand_size`` cards, with the same seats still in."""
    n = obs.players
    k = sum(1 for s in obs.status if s is not _OUT)
    return situation_value(n, hand_size, k, role), situation_place(n, hand_size, k, role)


def _role_now(obs: Observation) -> int:
    me = obs.seat
    if obs.status[me] is _DOG:  # type: ignore[index]
        return ROLE_DOG
    return ROLE_CHOOSER if obs.chooser == me else ROLE_IN


def _constant(legal: tuple[Action, ...], scores: list[tuple[float, float]]) -> Valued:
    """A decision whose values are known without sampling: one row."""
    return legal, [[v for v, _p in scores]], [[p for _v, p in scores]]


# --- the trump vote and buying a life: nothing hidden matters ----------------------------
def _vote(obs: Observation, rng: random.Random, iterations: int,
          played: Action | None) -> Valued:
    me = obs.seat
    assert me is not None
    if obs.status[me] is not _OUT:
        raise ValueError("only a knocked-out seat votes on trumps")
    place = float(out_place(obs.status, obs.out_deals or (0,) * obs.players, me))
    return _constant(obs.legal_actions, [(0.0, place)] * len(obs.legal_actions))


def _buy(obs: Observation, rng: random.Random, iterations: int,
         played: Action | None) -> Valued:
    me = obs.seat
    assert me is not None
    n = obs.players
    status = list(obs.status)
    status[me] = _OUT
    out_deals = list(obs.out_deals or (0,) * n)
    out_deals[me] = obs.deal_no
    declined = (0.0, float(out_place(tuple(status), tuple(out_deals), me)))
    # 004: the dog's life is "a 'whole hand'"; a Parish or Blind Parish "a single card".
    one_card = obs.offer != "dogs_life"
    bought = _situation(obs, obs.hand_size - 1, ROLE_DOG if one_card else ROLE_IN)
    return _constant(obs.legal_actions,
                     [bought if isinstance(a, Buy) else declined for a in obs.legal_actions])


# --- the declarations: redeal or rainbow against the hand played as dealt -----------------
Playout = Callable[[tuple[int, ...], int, random.Random], list[float]]
"""Plays the hand as dealt on one deal (hands, stock) and scores it: worths, then places."""


def _played_as_dealt(obs: Observation, config: ExpertConfig) -> Playout:
    """The hand played from its first lead on a deal: trumps named by the chooser's rule of
    thumb if they are still to be chosen, then the card search's playout."""
    me = obs.seat
    assert me is not None
    chooser = obs.chooser
    if chooser is None:
        template, leader = first_lead(obs)
    else:
        choosing = replace(obs, options=replace(obs.options, **DEAL_TIME_RULES),
                           phase=Phase.CHOOSE_TRUMP, to_act=chooser)

    def play(hands: tuple[int, ...], stock: int, prng: random.Random) -> list[float]:
        if chooser is None:
            st = sim.copy(template)
            st.hands = hands
            sim.start_trick(st, leader)
        else:
            state = determinize(choosing, hands)
            choice = choose_trump_action(engine.observe(state, chooser))
            st = sim.sim_from_state(state)
            sim.apply_move(st, action_to_move(choice))
        return playout(st, prng, config, stock, me, score=hand_values_and_places)

    return play


def _still_to_declare(obs: Observation, dealt: int) -> list[int]:
    """The seats asked after this one in the declaration round: those dealt ``dealt`` cards,
    in turn from the eldest hand (the dealer's left)."""
    n, me = obs.players, obs.seat
    assert me is not None
    order = [s % n for s in range(obs.dealer + 1, obs.dealer + n + 1)]
    asked = [s for s in order if obs.hand_counts[s] == dealt]
    return asked[asked.index(me) + 1:] if me in asked else []


def _declaration(obs: Observation, rng: random.Random, iterations: int,
                 on_declare: Callable[[tuple[int, ...]], tuple[float, float] | None],
                 on_pass: Callable[[tuple[int, ...]], tuple[float, float] | None]) -> Valued:
    """Declare and pass on the same deals: ``on_declare`` and ``on_pass`` give the outcome of
    a deal where it is settled without play, ``None`` where the hand is played as dealt."""
    legal = obs.legal_actions
    sample, unknown = deal_time_sampler(obs)
    play = _played_as_dealt(obs, replace(DEFAULT_CONFIG, iterations=iterations))
    prng = random.Random()
    rows: Rows = []
    places: Rows = []
    for _ in range(iterations):
        hands = sample(rng)
        held = 0
        for h in hands:
            held |= h
        seed = rng.getrandbits(32)
        row, place = [], []
        for action in legal:
            settled = (on_declare if isinstance(action, Declare) else on_pass)(hands)
            if settled is None:
                prng.seed(seed)
                scores = play(hands, unknown & ~held, prng)
                settled = (scores[obs.seat], scores[obs.players + obs.seat])  # type: ignore[index]
            row.append(settled[0])
            place.append(settled[1])
        rows.append(row)
        places.append(place)
    return legal, rows, places


def _no_picture(obs: Observation, rng: random.Random, iterations: int,
                played: Action | None) -> Valued:
    redeal = _situation(obs, obs.hand_size, _role_now(obs))
    later = _still_to_declare(obs, obs.hand_size)

    def on_pass(hands: tuple[int, ...]) -> tuple[float, float] | None:
        # 002: "the round is re dealt" when any seat still to be asked declares
        return redeal if any(no_picture(hands[s], obs.hand_size) for s in later) else None

    return _declaration(obs, rng, iterations, lambda hands: redeal, on_pass)


def _rainbow(obs: Observation, rng: random.Random, iterations: int,
             played: Action | None) -> Valued:
    me = obs.seat
    assert me is not None
    later = _still_to_declare(obs, 4)
    wins_game = obs.options.rainbow is RainbowRule.WINS_GAME
    calls = trumps_chosen_next(obs.options, obs.deal_no + 1, 1)
    next_in = _situation(obs, obs.hand_size - 1, ROLE_DOG if obs.status[me] is _DOG
                         else ROLE_IN)
    caller = _situation(obs, obs.hand_size - 1, ROLE_CHOOSER) if calls else next_in

    def rivals(hands: tuple[int, ...]) -> int:
        return len(obs.declared) + sum(1 for s in later if is_rainbow(hands[s]))

    def on_declare(hands: tuple[int, ...]) -> tuple[float, float]:
        won = 1.0 / (1 + rivals(hands))  # the cut among the declarers
        if wins_game:
            return won, won * 1.0 + (1.0 - won) * 2.0
        return (won * caller[0] + (1.0 - won) * next_in[0],
                won * caller[1] + (1.0 - won) * next_in[1])

    def on_pass(hands: tuple[int, ...]) -> tuple[float, float] | None:
        if not rivals(hands):
            return None
        return (0.0, 2.0) if wins_game else next_in

    return _declaration(obs, rng, iterations, on_declare, on_pass)


# --- the exchange and the Blind Parish card: played out -----------------------------------
def _exchange(obs: Observation, rng: random.Random, iterations: int,
              played: Action | None) -> Valued:
    rows: list[list[list[float]]] = []
    config = replace(DEFAULT_CONFIG, iterations=iterations)
    moves, _means, _n = exchange_search(obs, rng, config, include=played,
                                        score=hand_values_and_places, on_iteration=rows.append)
    me, n = obs.seat, obs.players
    assert me is not None
    return (tuple(moves), [[v[me] for v in row] for row in rows],
            [[v[n + me] for v in row] for row in rows])


def _blind(obs: Observation, rng: random.Random, iterations: int,
           played: Action | None) -> Valued:
    me = obs.seat
    assert me is not None
    legal = obs.legal_actions
    know = knowledge_from(obs)
    sample = deal_sampler(know, obs.hand_mask)
    dealt = replace(obs, options=replace(obs.options, **DEAL_TIME_RULES))
    template = sim.sim_from_state(determinize(dealt, (0,) * obs.players))
    config = replace(DEFAULT_CONFIG, iterations=iterations)
    prng = random.Random()
    rows: Rows = []
    places: Rows = []
    for _ in range(iterations):
        hands = list(sample(rng))
        others = 0
        for h in hands:
            others |= h
        card = rng.choice(indices_from_mask(know.unknown & ~others))
        hands[me] = 1 << card
        base, stock = determinized(template, tuple(hands), know.unknown)
        seed = rng.getrandbits(32)
        row, place = [], []
        for action in legal:
            st = sim.copy(base)
            if isinstance(action, PlayBlind):
                sim.apply_move(st, card)
            else:
                assert action == KNOCK
                sim.apply_move(st, sim.KNOCK_MOVE)
            prng.seed(seed)
            scores = playout(st, prng, config, stock, me, score=hand_values_and_places)
            row.append(scores[me])
            place.append(scores[obs.players + me])
        rows.append(row)
        places.append(place)
    return legal, rows, places


_Valuer = Callable[[Observation, random.Random, int, Action | None], Valued]
_VALUERS: dict[str, _Valuer] = {
    "exchange": _exchange, "declare_no_picture": _no_picture, "declare_rainbow": _rainbow,
    "vote_trump": _vote, "buy": _buy, "play_blind": _blind,
}
