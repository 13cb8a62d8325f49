"""Classic Whist (``shared/rules/001_af9222f89516dcdc.txt``): four players, partners facing,
13 cards each, trumps turned up (or a fixed sequence), odd tricks to a game of 5 (7, 10), with
honours, the rubber and the tournament form as options.

The public API mirrors Knock-Out Whist's (:mod:`games.engine`)::

    new_game(players=4, options=DEFAULT_OPTIONS, setup=None) -> (WhistState, events)
    legal_actions(state) -> tuple[PlayCard, ...]
    apply(state, action, *, seat=None) -> (WhistState, events)
    resign(state, seat) -> (WhistState, events)      # the seat's side concedes
    observe(state, seat) -> WhistObservation;  observe_public(state)
    state_to_dict / state_from_dict;  log_to_dict / log_from_dict / replay

Built on :mod:`games.engine.tricks` (cards, the seeded shuffle, following suit, the trick
winner); the modules here, by concern: :mod:`.options`, :mod:`.state`, :mod:`.dealing`,
:mod:`.game` (play), :mod:`.scoring` (the end of a hand), :mod:`.observation`,
:mod:`.events`, :mod:`.serialize` and :mod:`.record` (verifying a finished game's record).
"""

from games.engine.actions import PlayCard, action_from_dict, play
from games.engine.knockout.setup import ForcedDeal, Setup
from games.engine.whist.dealing import SEQUENCE, sequence_trump
from games.engine.whist.events import GameWon, HandScored, MatchEnded, TrumpFixed
from games.engine.whist.game import apply, legal_actions, new_game, resign
from games.engine.whist.observation import WhistObservation, observe, observe_public
from games.engine.whist.options import (
    DEFAULT_OPTIONS,
    PLAYERS,
    PRESET_NAMES,
    PRESETS,
    TrumpRule,
    WhistOptions,
    preset,
)
from games.engine.whist.serialize import (
    log_from_dict,
    log_to_dict,
    replay,
    state_from_dict,
    state_to_dict,
)
from games.engine.whist.state import WhistPhase, WhistState, partner, side_of

GAME_KIND = "whist"
Options = WhistOptions
State = WhistState
Observation = WhistObservation
Phase = WhistPhase

__all__ = [
    "DEFAULT_OPTIONS", "GAME_KIND", "PLAYERS", "PRESETS", "PRESET_NAMES", "SEQUENCE",
    "ForcedDeal", "GameWon", "HandScored", "MatchEnded", "Observation", "Options", "Phase",
    "PlayCard", "Setup", "State", "TrumpFixed", "TrumpRule", "WhistObservation", "WhistOptions",
    "WhistPhase", "WhistState", "action_from_dict", "apply", "legal_actions", "log_from_dict",
    "log_to_dict", "new_game", "observe", "observe_public", "partner", "play", "preset",
    "replay", "resign", "sequence_trump", "side_of", "state_from_dict", "state_to_dict",
]
