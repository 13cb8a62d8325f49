from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit_enum import SuitEnum
from ..models.whist_decision_enum import WhistDecisionEnum
from ..models.whist_table_phase_enum import WhistTablePhaseEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.accept_claim_action import AcceptClaimAction
  from ..models.buy_action import BuyAction
  from ..models.choose_trump_action import ChooseTrumpAction
  from ..models.claim import Claim
  from ..models.claim_action import ClaimAction
  from ..models.completed_trick import CompletedTrick
  from ..models.declare_action import DeclareAction
  from ..models.decline_action import DeclineAction
  from ..models.exchange_action import ExchangeAction
  from ..models.knock_action import KnockAction
  from ..models.pass_action import PassAction
  from ..models.play import Play
  from ..models.play_action import PlayAction
  from ..models.play_blind_action import PlayBlindAction
  from ..models.refuse_claim_action import RefuseClaimAction
  from ..models.vote_trump_action import VoteTrumpAction





T = TypeVar("T", bound="WhistTable")



@_attrs_define
class WhistTable:
    """ Classic Whist (001): what the viewer may observe. Partners face each other: seats 0 and
    2 are side 0, seats 1 and 3 side 1.

        Attributes:
            phase (WhistTablePhaseEnum): * `play` - play
                * `answer_claim` - answer_claim
                * `game_over` - game_over
            deal_no (int):
            game_no (int): The game of the rubber.
            dealer (int):
            side (int | None): My side (null for a spectator).
            partner (int | None):
            trump (None | SuitEnum): Null: a no-trump hand.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
            turn_up (None | str): The turned-up trump while it lies face up.
            turned_card (None | str): The card turned up this deal (null when trumps are fixed).
            hand_counts (list[int]):
            tricks (list[int]):
            side_tricks (list[int]):
            leader (int):
            trick (list[Play]): The trick so far.
            completed_tricks (list[CompletedTrick]):
            scores (list[int]): Points in the current game (the tournament form: odd tricks so far).
            games (list[int]): Games won (rubber).
            totals (list[int]): Odd tricks over every deal played.
            winner (int | None): The winning side once the game is over.
            positions (list[int] | None):
            to_act (int | None):
            decision (None | WhistDecisionEnum): play; answer_claim while a claim waits for the seat to act; null once it is
                over.

                * `play` - play
                * `answer_claim` - answer_claim
            to_act_server_controlled (bool):
            my_hand (list[str] | None): My cards (null for a spectator).
            legal_actions (list[AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction |
                DeclineAction | ExchangeAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RefuseClaimAction |
                VoteTrumpAction]):
            is_my_turn (bool):
            claim (Claim | None): A claim waiting for the opponents' answers (null when none is).
            can_claim (bool): I am to play and may claim the remaining tricks (post {"type": "claim"}).
     """

    phase: WhistTablePhaseEnum
    deal_no: int
    game_no: int
    dealer: int
    side: int | None
    partner: int | None
    trump: None | SuitEnum
    turn_up: None | str
    turned_card: None | str
    hand_counts: list[int]
    tricks: list[int]
    side_tricks: list[int]
    leader: int
    trick: list[Play]
    completed_tricks: list[CompletedTrick]
    scores: list[int]
    games: list[int]
    totals: list[int]
    winner: int | None
    positions: list[int] | None
    to_act: int | None
    decision: None | WhistDecisionEnum
    to_act_server_controlled: bool
    my_hand: list[str] | None
    legal_actions: list[AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | ExchangeAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RefuseClaimAction | VoteTrumpAction]
    is_my_turn: bool
    claim: Claim | None
    can_claim: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.buy_action import BuyAction # noqa: PLC0415
        from ..models.choose_trump_action import ChooseTrumpAction # noqa: PLC0415
        from ..models.claim import Claim # noqa: PLC0415
        from ..models.claim_action import ClaimAction # noqa: PLC0415
        from ..models.completed_trick import CompletedTrick # noqa: PLC0415
        from ..models.declare_action import DeclareAction # noqa: PLC0415
        from ..models.decline_action import DeclineAction # noqa: PLC0415
        from ..models.exchange_action import ExchangeAction # noqa: PLC0415
        from ..models.knock_action import KnockAction # noqa: PLC0415
        from ..models.pass_action import PassAction # noqa: PLC0415
        from ..models.play import Play # noqa: PLC0415
        from ..models.play_action import PlayAction # noqa: PLC0415
        from ..models.play_blind_action import PlayBlindAction # noqa: PLC0415
        from ..models.refuse_claim_action import RefuseClaimAction # noqa: PLC0415
        from ..models.vote_trump_action import VoteTrumpAction # noqa: PLC0415
        phase = self.phase.value

        deal_no = self.deal_no

        game_no = self.game_no

        dealer = self.dealer

        side: int | None
        side = self.side

        partner: int | None
        partner = self.partner

        trump: None | str
        if isinstance(self.trump, SuitEnum):
            trump = self.trump.value
        else:
            trump = self.trump

        turn_up: None | str
        turn_up = self.turn_up

        turned_card: None | str
        turned_card = self.turned_card

        hand_counts = self.hand_counts



        tricks = self.tricks



        side_tricks = self.side_tricks



        leader = self.leader

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)



        completed_tricks = []
        for completed_tricks_item_data in self.completed_tricks:
            completed_tricks_item = completed_tricks_item_data.to_dict()
            completed_tricks.append(completed_tricks_item)



        scores = self.scores



        games = self.games



        totals = self.totals



        winner: int | None
        winner = self.winner

        positions: list[int] | None
        if isinstance(self.positions, list):
            positions = self.positions


        else:
            positions = self.positions

        to_act: int | None
        to_act = self.to_act

        decision: None | str
        if isinstance(self.decision, WhistDecisionEnum):
            decision = self.decision.value
        else:
            decision = self.decision

        to_act_server_controlled = self.to_act_server_controlled

        my_hand: list[str] | None
        if isinstance(self.my_hand, list):
            my_hand = self.my_hand


        else:
            my_hand = self.my_hand

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, PlayAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, KnockAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, ChooseTrumpAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, ExchangeAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, DeclareAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PassAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, VoteTrumpAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, BuyAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, DeclineAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, PlayBlindAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, ClaimAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, AcceptClaimAction):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        is_my_turn = self.is_my_turn

        claim: dict[str, Any] | None
        if isinstance(self.claim, Claim):
            claim = self.claim.to_dict()
        else:
            claim = self.claim

        can_claim = self.can_claim


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "phase": phase,
            "deal_no": deal_no,
            "game_no": game_no,
            "dealer": dealer,
            "side": side,
            "partner": partner,
            "trump": trump,
            "turn_up": turn_up,
            "turned_card": turned_card,
            "hand_counts": hand_counts,
            "tricks": tricks,
            "side_tricks": side_tricks,
            "leader": leader,
            "trick": trick,
            "completed_tricks": completed_tricks,
            "scores": scores,
            "games": games,
            "totals": totals,
            "winner": winner,
            "positions": positions,
            "to_act": to_act,
            "decision": decision,
            "to_act_server_controlled": to_act_server_controlled,
            "my_hand": my_hand,
            "legal_actions": legal_actions,
            "is_my_turn": is_my_turn,
            "claim": claim,
            "can_claim": can_claim,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.buy_action import BuyAction # noqa: PLC0415
        from ..models.choose_trump_action import ChooseTrumpAction # noqa: PLC0415
        from ..models.claim import Claim # noqa: PLC0415
        from ..models.claim_action import ClaimAction # noqa: PLC0415
        from ..models.completed_trick import CompletedTrick # noqa: PLC0415
        from ..models.declare_action import DeclareAction # noqa: PLC0415
        from ..models.decline_action import DeclineAction # noqa: PLC0415
        from ..models.exchange_action import ExchangeAction # noqa: PLC0415
        from ..models.knock_action import KnockAction # noqa: PLC0415
        from ..models.pass_action import PassAction # noqa: PLC0415
        from ..models.play import Play # noqa: PLC0415
        from ..models.play_action import PlayAction # noqa: PLC0415
        from ..models.play_blind_action import PlayBlindAction # noqa: PLC0415
        from ..models.refuse_claim_action import RefuseClaimAction # noqa: PLC0415
        from ..models.vote_trump_action import VoteTrumpAction # noqa: PLC0415
        d = dict(src_dict)
        phase = WhistTablePhaseEnum(d.pop("phase"))




        deal_no = d.pop("deal_no")

        game_no = d.pop("game_no")

        dealer = d.pop("dealer")

        def _parse_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        side = _parse_side(d.pop("side"))


        def _parse_partner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        partner = _parse_partner(d.pop("partner"))


        def _parse_trump(data: object) -> None | SuitEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_0 = SuitEnum(data)



                return trump_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitEnum, data)

        trump = _parse_trump(d.pop("trump"))


        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))


        def _parse_turned_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turned_card = _parse_turned_card(d.pop("turned_card"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        tricks = cast(list[int], d.pop("tricks"))


        side_tricks = cast(list[int], d.pop("side_tricks"))


        leader = d.pop("leader")

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in (_trick):
            trick_item = Play.from_dict(trick_item_data)



            trick.append(trick_item)


        completed_tricks = []
        _completed_tricks = d.pop("completed_tricks")
        for completed_tricks_item_data in (_completed_tricks):
            completed_tricks_item = CompletedTrick.from_dict(completed_tricks_item_data)



            completed_tricks.append(completed_tricks_item)


        scores = cast(list[int], d.pop("scores"))


        games = cast(list[int], d.pop("games"))


        totals = cast(list[int], d.pop("totals"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_positions(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                positions_type_0 = cast(list[int], data)

                return positions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        positions = _parse_positions(d.pop("positions"))


        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))


        def _parse_decision(data: object) -> None | WhistDecisionEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decision_type_0 = WhistDecisionEnum(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | WhistDecisionEnum, data)

        decision = _parse_decision(d.pop("decision"))


        to_act_server_controlled = d.pop("to_act_server_controlled")

        def _parse_my_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                my_hand_type_0 = cast(list[str], data)

                return my_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        my_hand = _parse_my_hand(d.pop("my_hand"))


        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | ExchangeAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RefuseClaimAction | VoteTrumpAction:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_0 = PlayAction.from_dict(data)



                    return componentsschemas_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_1 = KnockAction.from_dict(data)



                    return componentsschemas_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_2 = ChooseTrumpAction.from_dict(data)



                    return componentsschemas_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_3 = ExchangeAction.from_dict(data)



                    return componentsschemas_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_4 = DeclareAction.from_dict(data)



                    return componentsschemas_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_5 = PassAction.from_dict(data)



                    return componentsschemas_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_6 = VoteTrumpAction.from_dict(data)



                    return componentsschemas_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_7 = BuyAction.from_dict(data)



                    return componentsschemas_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_8 = DeclineAction.from_dict(data)



                    return componentsschemas_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_9 = PlayBlindAction.from_dict(data)



                    return componentsschemas_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_10 = ClaimAction.from_dict(data)



                    return componentsschemas_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_11 = AcceptClaimAction.from_dict(data)



                    return componentsschemas_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_12 = RefuseClaimAction.from_dict(data)



                return componentsschemas_action_type_12

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        is_my_turn = d.pop("is_my_turn")

        def _parse_claim(data: object) -> Claim | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                claim_type_1 = Claim.from_dict(data)



                return claim_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Claim | None, data)

        claim = _parse_claim(d.pop("claim"))


        can_claim = d.pop("can_claim")

        whist_table = cls(
            phase=phase,
            deal_no=deal_no,
            game_no=game_no,
            dealer=dealer,
            side=side,
            partner=partner,
            trump=trump,
            turn_up=turn_up,
            turned_card=turned_card,
            hand_counts=hand_counts,
            tricks=tricks,
            side_tricks=side_tricks,
            leader=leader,
            trick=trick,
            completed_tricks=completed_tricks,
            scores=scores,
            games=games,
            totals=totals,
            winner=winner,
            positions=positions,
            to_act=to_act,
            decision=decision,
            to_act_server_controlled=to_act_server_controlled,
            my_hand=my_hand,
            legal_actions=legal_actions,
            is_my_turn=is_my_turn,
            claim=claim,
            can_claim=can_claim,
        )


        whist_table.additional_properties = d
        return whist_table

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
