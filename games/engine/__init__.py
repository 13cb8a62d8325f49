"""The rules of Knock-Out Whist as pure Python (no Django, Celery or DRF).

Start with :func:`new_game`, ask :func:`legal_actions`, :func:`apply` an action, and give each seat
:func:`observe`.  The default rules are the pagat page, ``shared/rules/004_cda4be257ddbf1c5.txt``.
AI search simulates through :mod:`games.engine.knockout.sim` (``games.engine.sim``).

This module is the stable public API; the code lives in :mod:`games.engine.tricks` (what any
trick-taking game shares) and :mod:`games.engine.knockout` (Knock-Out Whist).  The second game
kind, classic Whist (``shared/rules/001_af9222f89516dcdc.txt``), is :mod:`games.engine.whist`,
with the same function names (``whist.new_game``, ``whist.apply``, ``whist.observe``, ...);
:data:`GAME_KINDS` names both.
"""

from games.engine import cards, whist
from games.engine.actions import (
    ACCEPT_CLAIM,
    BUY,
    CLAIM,
    DECLARE,
    DECLINE,
    KNOCK,
    PASS,
    PLAY_BLIND,
    REFUSE_CLAIM,
    AcceptClaim,
    Action,
    Buy,
    ChooseTrump,
    Claim,
    Declare,
    Decline,
    Exchange,
    Knock,
    Pass,
    PlayBlind,
    PlayCard,
    RefuseClaim,
    VoteTrump,
    action_from_dict,
    play,
)
from games.engine.errors import (
    CannotDeclare,
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
    NoBlindCard,
    NotYourTurn,
    TooManyDiscards,
    TrumpOptionNotAllowed,
    TrumpsNotBroken,
    WrongDecision,
)
from games.engine.events import ALL, Event, redact_event_dict
from games.engine.knockout import sim
from games.engine.knockout.game import apply, legal_actions, new_game, resign, trump_choices
from games.engine.knockout.observation import Observation, observe, observe_public
from games.engine.knockout.state import (
    NO_HOUSE,
    ForcedDeal,
    House,
    Phase,
    SeatStatus,
    Setup,
    State,
    Termination,
    TrumpSource,
)
from games.engine.options import (
    DEFAULT_OPTIONS,
    PRESETS,
    LeadRule,
    Options,
    RainbowRule,
    TieRule,
    preset,
)
from games.engine.redaction import redact_action_dict
from games.engine.serialize import (
    log_from_dict,
    log_to_dict,
    replay,
    state_from_dict,
    state_to_dict,
)
from games.engine.tricks import shuffle
from games.engine.tricks.cards import CARDS, Card, Rank, Suit, parse_card
from games.engine.tricks.rank_order import RankOrder
from games.engine.tricks.shuffle import seed_commitment, shuffled_indices

GAME_KINDS: tuple[str, ...] = ("knockout", "whist")
"""The game kinds: ``knockout`` is this module's API, ``whist`` is :mod:`games.engine.whist`."""

__all__ = [
    "ACCEPT_CLAIM", "AcceptClaim", "CLAIM", "Claim", "REFUSE_CLAIM", "RefuseClaim",
    "BUY", "DECLARE", "DECLINE", "NO_HOUSE", "PASS", "PLAY_BLIND", "Buy", "CannotDeclare",
    "Declare", "Decline", "Exchange", "House", "NoBlindCard", "Pass", "PlayBlind", "RainbowRule",
    "TooManyDiscards", "VoteTrump", "redact_action_dict", "redact_event_dict", "RankOrder",
    "Termination", "TrumpSource", "cards", "shuffle", "sim",
    "GAME_KINDS", "whist",
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
