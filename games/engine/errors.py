"""Engine exceptions.

Three families that callers must be able to tell apart, because the API maps them to different
HTTP statuses: bad input (a malformed card or action: 400), acting out of turn (409), and a
well-formed action that the rules forbid (422).  Each carries a stable ``code`` for machines and a
human ``message``.
"""

from __future__ import annotations

from typing import Any


class EngineError(Exception):
    code = "engine_error"

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "details": self.details}


# --- bad input -------------------------------------------------------------------------------
class InvalidInput(EngineError):
    code = "invalid_input"


class MalformedCard(InvalidInput):
    code = "malformed_card"


class MalformedAction(InvalidInput):
    code = "malformed_action"


class InvalidOptions(InvalidInput):
    code = "invalid_options"


class InvalidSetup(InvalidInput):
    code = "invalid_setup"


class MalformedState(InvalidInput):
    code = "malformed_state"


# --- out of turn -----------------------------------------------------------------------------
class NotYourTurn(EngineError):
    code = "not_your_turn"


# --- forbidden by the rules ------------------------------------------------------------------
class IllegalAction(EngineError):
    code = "illegal_action"


class GameOver(IllegalAction):
    code = "game_over"


class WrongDecision(IllegalAction):
    """The action is of a kind the current phase does not ask for (e.g. a card while choosing)."""

    code = "wrong_decision"


class CardNotInHand(IllegalAction):
    code = "card_not_in_hand"


class MustFollowSuit(IllegalAction):
    code = "must_follow_suit"


class TrumpsNotBroken(IllegalAction):
    code = "trumps_not_broken"


class CannotKnock(IllegalAction):
    code = "cannot_knock"


class MustPlayLastCard(CannotKnock):
    code = "must_play_dogs_life_card"


class TrumpOptionNotAllowed(IllegalAction):
    code = "trump_option_not_allowed"


# --- the house-rule variants ---------------------------------------------------------
class TooManyDiscards(IllegalAction):
    """An exchange of more than three cards, or more than the stock can still replace."""

    code = "too_many_discards"


class CannotDeclare(IllegalAction):
    """A declaration the hand does not allow (a picture card held, or no rainbow)."""

    code = "cannot_declare"


class NoBlindCard(IllegalAction):
    """``PlayBlind`` by a seat that holds no Blind Parish card."""

    code = "no_blind_card"
