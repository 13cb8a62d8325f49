"""The rules of Knock-Out Whist as pure Python (no Django, Celery or DRF).

Start with :func:`new_game`, ask :func:`legal_actions`, :func:`apply` an action, and give each seat
:func:`observe`.  The default rules are the pagat page, ``shared/rules/004_cda4be257ddbf1c5.txt``.
"""

from games.engine.actions import (
    KNOCK,
    Action,
    ChooseTrump,
    Knock,
    PlayCard,
    action_from_dict,
    play,
)
from games.engine.cards import CARDS, Card, Rank, Suit, parse_card
from games.engine.errors import (
    CannotKnock,
    CardNotInHand,
    EngineError,
    GameOver,
    IllegalAction,
    InvalidInput,
    InvalidOptions,
    InvalidSetup,
    MalformedAction,
    MalformedCard,
    MalformedState,
    MustFollowSuit,
    MustPlayLastCard,
    NotYourTurn,
    TrumpOptionNotAllowed,
    TrumpsNotBroken,
    WrongDecision,
)
from games.engine.events import ALL, Event
from games.engine.game import apply, legal_actions, new_game, resign, trump_choices
from games.engine.observation import Observation, observe, observe_public
from games.engine.options import DEFAULT_OPTIONS, PRESETS, LeadRule, Options, TieRule, preset
from games.engine.serialize import (
    log_from_dict,
    log_to_dict,
    replay,
    state_from_dict,
    state_to_dict,
)
from games.engine.shuffle import seed_commitment, shuffled_indices
from games.engine.state import ForcedDeal, Phase, SeatStatus, Setup, State

__all__ = [
    "ALL", "CARDS", "DEFAULT_OPTIONS", "KNOCK", "PRESETS", "Action", "CannotKnock", "Card",
    "CardNotInHand", "ChooseTrump", "EngineError", "Event", "ForcedDeal", "GameOver",
    "IllegalAction", "InvalidInput", "InvalidOptions", "InvalidSetup", "Knock", "LeadRule",
    "MalformedAction", "MalformedCard", "MalformedState", "MustFollowSuit", "MustPlayLastCard",
    "NotYourTurn", "Observation", "Options", "Phase", "PlayCard", "Rank", "SeatStatus", "Setup",
    "State", "Suit", "TieRule", "TrumpOptionNotAllowed", "TrumpsNotBroken", "WrongDecision",
    "action_from_dict", "apply", "legal_actions", "log_from_dict", "log_to_dict", "new_game",
    "observe", "observe_public", "parse_card", "play", "preset", "replay", "resign",
    "seed_commitment",
    "shuffled_indices", "state_from_dict", "state_to_dict", "trump_choices",
]
