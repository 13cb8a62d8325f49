"""The public entry points of Knock-Out Whist: start a game, list the legal actions, apply one.

``apply`` copies the state into a :class:`~games.engine.knockout.fields.Table`, lets the
phase's handler change it and freezes it again.  Handlers and legal actions are looked up in
:mod:`games.engine.knockout.registry`, which the core phases (:mod:`.play`, :mod:`.trumps`) and
each house rule (:mod:`games.engine.knockout.house`) fill in when they are imported.
"""

from __future__ import annotations

from games.engine.actions import ACTION_TYPES, Action, PlayCard
from games.engine.errors import GameOver, MalformedAction, NotYourTurn, WrongDecision
from games.engine.events import Ante, Event
from games.engine.knockout import (
    house,  # noqa: F401 - each house rule registers itself
    play,
    registry,
    trumps,
)
from games.engine.knockout.dealing import deal, first_trump_source
from games.engine.knockout.fields import freeze, thaw
from games.engine.knockout.resign import resign
from games.engine.knockout.setup import Setup
from games.engine.knockout.state import NO_HOUSE, House, Phase, SeatStatus, State
from games.engine.options import DEFAULT_OPTIONS, Options
from games.engine.tricks.follow import NO_TRUMP, suit_masks
from games.engine.tricks.rank_order import RankOrder

__all__ = ["apply", "legal_actions", "new_game", "resign", "trump_choices"]

trump_choices = trumps.trump_choices
_PLAY = Phase.PLAY
legal_actions = play.legal_actions
_apply_card = play.apply_card


_BEFORE_THE_DEAL = State(
    options=DEFAULT_OPTIONS, setup=Setup(), players=0, phase=_PLAY, deal_no=0, hand_size=0,
    dealer=0, eldest=0, hands=(), status=(), dogs_life_used=False, trump=NO_TRUMP,
    order=RankOrder.NORMAL, suits=suit_masks(NO_TRUMP, False), turn_up=-1, trick=(),
    trick_seats=(), led=-1, completed=(), winners=(), tricks=(), broken=False, to_act=-1,
    chooser=-1, out_deal=(), winner=-1, positions=(), stock=(), resigned=(), house=NO_HOUSE,
    trump_chooser=-1)
"""A table before its first deal: what :func:`new_game` does not set per table."""


def new_game(players: int, options: Options = DEFAULT_OPTIONS, setup: Setup | None = None
             ) -> tuple[State, tuple[Event, ...]]:
    """Seat the players and deal the first hand (004: "A player is selected to deal")."""
    setup = setup or Setup()
    options.validate(players)
    setup.validate(players)
    n = players
    st = thaw(_BEFORE_THE_DEAL)
    st.options = options
    st.setup = setup
    st.players = n
    st.dealer = st.eldest = setup.first_dealer
    st.hands = st.tricks = st.out_deal = (0,) * n
    st.status = (SeatStatus.IN,) * n
    events: list[Event] = []
    if options.money:
        # 004 "Money Version": "All players chip in 1 unit to start play".
        st.house = House(chips=(-1,) * n, pot=n, rung=(0,) * n)
        events.append(Ante(1, tuple(range(n)), (-1,) * n, n))
    deal(st, options, setup, deal_no=1, hand_size=options.start_hand_size,
         dealer=setup.first_dealer, winner=-1, trump_source=first_trump_source(options),
         events=events)
    return freeze(st), tuple(events)


def apply(state: State, action: Action, *, seat: int | None = None
          ) -> tuple[State, tuple[Event, ...]]:
    """The state after ``action`` by the seat to act, and the events it caused.

    ``seat``, when given, is who is trying to act: anyone else than the seat to act gets
    :class:`NotYourTurn` before the action itself is looked at."""
    phase = state.phase
    if phase is _PLAY and type(action) is PlayCard and (seat is None or seat == state.to_act):
        return _apply_card(state, action)  # nearly every action: skip the dispatch
    if phase is Phase.GAME_OVER:
        raise GameOver("the game is over")
    if seat is not None and seat != state.to_act:
        raise NotYourTurn(f"it is seat {state.to_act}'s turn, not seat {seat}'s",
                          seat=seat, to_act=state.to_act)
    handler = registry.HANDLERS.get((phase, type(action)))
    if handler is None:
        if not isinstance(action, ACTION_TYPES):
            raise MalformedAction(f"{action!r} is not an action")
        raise WrongDecision(f"the game is waiting for {registry.WAITS_FOR[phase]}, not "
                            f"{action.kind}", expected=str(phase), got=action.kind)
    return handler(state, action)
