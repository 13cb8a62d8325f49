from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.decision_enum import DecisionEnum
from ..models.life_enum import LifeEnum
from ..models.phase_enum import PhaseEnum
from ..models.seat_status_enum import SeatStatusEnum
from ..models.suit_enum import SuitEnum
from typing import cast

if TYPE_CHECKING:
  from ..models.accept_claim_action import AcceptClaimAction
  from ..models.buy_action import BuyAction
  from ..models.choose_trump_action import ChooseTrumpAction
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





T = TypeVar("T", bound="Table")



@_attrs_define
class Table:
    """ What the engine lets the viewer observe of the running game: public facts, the
    viewer's own cards and, on its turn, its legal actions.  The house-rule fields keep neutral
    values (0, empty, null) when their option is off.

        Attributes:
            phase (PhaseEnum): * `choose_trump` - choose_trump
                * `play` - play
                * `game_over` - game_over
                * `declare_no_picture` - declare_no_picture
                * `declare_rainbow` - declare_rainbow
                * `vote_trump` - vote_trump
                * `exchange` - exchange
                * `buy` - buy
            deal_no (int):
            hand_size (int):
            dealer (int):
            trump (None | SuitEnum): Null: no trump, or not chosen yet.

                * `C` - C
                * `D` - D
                * `H` - H
                * `S` - S
            aces_high (bool):
            reverse (bool):
            turn_up (None | str): A card: rank (2-9, T, J, Q, K, A) then suit (C, D, H, S), e.g. "TS".
            hand_counts (list[int]):
            status (list[SeatStatusEnum]):
            tricks (list[int]):
            trick (list[Play]): The trick so far.
            completed_tricks (list[CompletedTrick]): This deal's finished tricks.
            trumps_broken (bool):
            dogs_life_used (bool):
            winner (int | None):
            positions (list[int] | None): Finishing positions once the game is over.
            blind_cards (int): Face-down Blind Parish cards in my hand, which I may not look at.
            discarded (list[str]): The cards I discarded in this deal's exchange.
            exchanged (list[int]): How many cards each seat exchanged this deal (-1: not yet); empty without one.
            stock_count (int):
            redeals (int):
            declared (list[int]): Seats that declared a rainbow so far in this deal.
            voted (list[int]): Seats that have voted on trumps (the votes stay secret).
            my_vote (None | SuitEnum):
            chips (list[int]): The money game: net units.
            pot (int):
            stake (int):
            lives (list[LifeEnum | None]): The money game: the last life each seat bought.
            offer (LifeEnum | None): The money game's buy phase: the life offered to the seat to act.

                * `dogs_life` - dogs_life
                * `parish` - parish
                * `blind_parish` - blind_parish
            trump_chooser (int | None):
            to_act (int | None):
            decision (DecisionEnum | None): What the seat to act decides.

                * `choose_trump` - choose_trump
                * `play` - play
                * `declare_no_picture` - declare_no_picture
                * `declare_rainbow` - declare_rainbow
                * `vote_trump` - vote_trump
                * `exchange` - exchange
                * `buy` - buy
                * `play_blind` - play_blind
            to_act_server_controlled (bool):
            my_hand (list[str] | None): My cards (null for a spectator).
            legal_actions (list[AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction |
                DeclineAction | ExchangeAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RefuseClaimAction |
                VoteTrumpAction]): What I may do now: empty unless it is my turn. Post one of them as the action.
            is_my_turn (bool):
     """

    phase: PhaseEnum
    deal_no: int
    hand_size: int
    dealer: int
    trump: None | SuitEnum
    aces_high: bool
    reverse: bool
    turn_up: None | str
    hand_counts: list[int]
    status: list[SeatStatusEnum]
    tricks: list[int]
    trick: list[Play]
    completed_tricks: list[CompletedTrick]
    trumps_broken: bool
    dogs_life_used: bool
    winner: int | None
    positions: list[int] | None
    blind_cards: int
    discarded: list[str]
    exchanged: list[int]
    stock_count: int
    redeals: int
    declared: list[int]
    voted: list[int]
    my_vote: None | SuitEnum
    chips: list[int]
    pot: int
    stake: int
    lives: list[LifeEnum | None]
    offer: LifeEnum | None
    trump_chooser: int | None
    to_act: int | None
    decision: DecisionEnum | None
    to_act_server_controlled: bool
    my_hand: list[str] | None
    legal_actions: list[AcceptClaimAction | BuyAction | ChooseTrumpAction | ClaimAction | DeclareAction | DeclineAction | ExchangeAction | KnockAction | PassAction | PlayAction | PlayBlindAction | RefuseClaimAction | VoteTrumpAction]
    is_my_turn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.buy_action import BuyAction # noqa: PLC0415
        from ..models.choose_trump_action import ChooseTrumpAction # noqa: PLC0415
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

        hand_size = self.hand_size

        dealer = self.dealer

        trump: None | str
        if isinstance(self.trump, SuitEnum):
            trump = self.trump.value
        else:
            trump = self.trump

        aces_high = self.aces_high

        reverse = self.reverse

        turn_up: None | str
        turn_up = self.turn_up

        hand_counts = self.hand_counts



        status = []
        for status_item_data in self.status:
            status_item = status_item_data.value
            status.append(status_item)



        tricks = self.tricks



        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)



        completed_tricks = []
        for completed_tricks_item_data in self.completed_tricks:
            completed_tricks_item = completed_tricks_item_data.to_dict()
            completed_tricks.append(completed_tricks_item)



        trumps_broken = self.trumps_broken

        dogs_life_used = self.dogs_life_used

        winner: int | None
        winner = self.winner

        positions: list[int] | None
        if isinstance(self.positions, list):
            positions = self.positions


        else:
            positions = self.positions

        blind_cards = self.blind_cards

        discarded = self.discarded



        exchanged = self.exchanged



        stock_count = self.stock_count

        redeals = self.redeals

        declared = self.declared



        voted = self.voted



        my_vote: None | str
        if isinstance(self.my_vote, SuitEnum):
            my_vote = self.my_vote.value
        else:
            my_vote = self.my_vote

        chips = self.chips



        pot = self.pot

        stake = self.stake

        lives = []
        for lives_item_data in self.lives:
            lives_item: None | str
            if isinstance(lives_item_data, LifeEnum):
                lives_item = lives_item_data.value
            else:
                lives_item = lives_item_data
            lives.append(lives_item)



        offer: None | str
        if isinstance(self.offer, LifeEnum):
            offer = self.offer.value
        else:
            offer = self.offer

        trump_chooser: int | None
        trump_chooser = self.trump_chooser

        to_act: int | None
        to_act = self.to_act

        decision: None | str
        if isinstance(self.decision, DecisionEnum):
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


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "phase": phase,
            "deal_no": deal_no,
            "hand_size": hand_size,
            "dealer": dealer,
            "trump": trump,
            "aces_high": aces_high,
            "reverse": reverse,
            "turn_up": turn_up,
            "hand_counts": hand_counts,
            "status": status,
            "tricks": tricks,
            "trick": trick,
            "completed_tricks": completed_tricks,
            "trumps_broken": trumps_broken,
            "dogs_life_used": dogs_life_used,
            "winner": winner,
            "positions": positions,
            "blind_cards": blind_cards,
            "discarded": discarded,
            "exchanged": exchanged,
            "stock_count": stock_count,
            "redeals": redeals,
            "declared": declared,
            "voted": voted,
            "my_vote": my_vote,
            "chips": chips,
            "pot": pot,
            "stake": stake,
            "lives": lives,
            "offer": offer,
            "trump_chooser": trump_chooser,
            "to_act": to_act,
            "decision": decision,
            "to_act_server_controlled": to_act_server_controlled,
            "my_hand": my_hand,
            "legal_actions": legal_actions,
            "is_my_turn": is_my_turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_claim_action import AcceptClaimAction # noqa: PLC0415
        from ..models.buy_action import BuyAction # noqa: PLC0415
        from ..models.choose_trump_action import ChooseTrumpAction # noqa: PLC0415
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
        phase = PhaseEnum(d.pop("phase"))




        deal_no = d.pop("deal_no")

        hand_size = d.pop("hand_size")

        dealer = d.pop("dealer")

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


        aces_high = d.pop("aces_high")

        reverse = d.pop("reverse")

        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        status = []
        _status = d.pop("status")
        for status_item_data in (_status):
            status_item = SeatStatusEnum(status_item_data)



            status.append(status_item)


        tricks = cast(list[int], d.pop("tricks"))


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


        trumps_broken = d.pop("trumps_broken")

        dogs_life_used = d.pop("dogs_life_used")

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


        blind_cards = d.pop("blind_cards")

        discarded = cast(list[str], d.pop("discarded"))


        exchanged = cast(list[int], d.pop("exchanged"))


        stock_count = d.pop("stock_count")

        redeals = d.pop("redeals")

        declared = cast(list[int], d.pop("declared"))


        voted = cast(list[int], d.pop("voted"))


        def _parse_my_vote(data: object) -> None | SuitEnum:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                my_vote_type_0 = SuitEnum(data)



                return my_vote_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SuitEnum, data)

        my_vote = _parse_my_vote(d.pop("my_vote"))


        chips = cast(list[int], d.pop("chips"))


        pot = d.pop("pot")

        stake = d.pop("stake")

        lives = []
        _lives = d.pop("lives")
        for lives_item_data in (_lives):
            def _parse_lives_item(data: object) -> LifeEnum | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    lives_item_type_0 = LifeEnum(data)



                    return lives_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(LifeEnum | None, data)

            lives_item = _parse_lives_item(lives_item_data)

            lives.append(lives_item)


        def _parse_offer(data: object) -> LifeEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                offer_type_0 = LifeEnum(data)



                return offer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LifeEnum | None, data)

        offer = _parse_offer(d.pop("offer"))


        def _parse_trump_chooser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        trump_chooser = _parse_trump_chooser(d.pop("trump_chooser"))


        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))


        def _parse_decision(data: object) -> DecisionEnum | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decision_type_0 = DecisionEnum(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DecisionEnum | None, data)

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

        table = cls(
            phase=phase,
            deal_no=deal_no,
            hand_size=hand_size,
            dealer=dealer,
            trump=trump,
            aces_high=aces_high,
            reverse=reverse,
            turn_up=turn_up,
            hand_counts=hand_counts,
            status=status,
            tricks=tricks,
            trick=trick,
            completed_tricks=completed_tricks,
            trumps_broken=trumps_broken,
            dogs_life_used=dogs_life_used,
            winner=winner,
            positions=positions,
            blind_cards=blind_cards,
            discarded=discarded,
            exchanged=exchanged,
            stock_count=stock_count,
            redeals=redeals,
            declared=declared,
            voted=voted,
            my_vote=my_vote,
            chips=chips,
            pot=pot,
            stake=stake,
            lives=lives,
            offer=offer,
            trump_chooser=trump_chooser,
            to_act=to_act,
            decision=decision,
            to_act_server_controlled=to_act_server_controlled,
            my_hand=my_hand,
            legal_actions=legal_actions,
            is_my_turn=is_my_turn,
        )


        table.additional_properties = d
        return table

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
