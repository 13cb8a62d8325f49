from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ante_event import AnteEvent
  from ..models.auto_played_event import AutoPlayedEvent
  from ..models.card_played_event import CardPlayedEvent
  from ..models.claim_answered_event import ClaimAnsweredEvent
  from ..models.claim_made_event import ClaimMadeEvent
  from ..models.claim_settled_event import ClaimSettledEvent
  from ..models.clock_paused_event import ClockPausedEvent
  from ..models.clock_resumed_event import ClockResumedEvent
  from ..models.cut_event import CutEvent
  from ..models.dealt_event import DealtEvent
  from ..models.declared_event import DeclaredEvent
  from ..models.exchanged_event import ExchangedEvent
  from ..models.game_cancelled_event import GameCancelledEvent
  from ..models.game_created_event import GameCreatedEvent
  from ..models.game_ended_event import GameEndedEvent
  from ..models.game_started_event import GameStartedEvent
  from ..models.game_won_event import GameWonEvent
  from ..models.hand_ended_event import HandEndedEvent
  from ..models.hand_scored_event import HandScoredEvent
  from ..models.knocked_event import KnockedEvent
  from ..models.life_bought_event import LifeBoughtEvent
  from ..models.life_declined_event import LifeDeclinedEvent
  from ..models.lives_offered_event import LivesOfferedEvent
  from ..models.pot_won_event import PotWonEvent
  from ..models.rainbow_event import RainbowEvent
  from ..models.rematch_created_event import RematchCreatedEvent
  from ..models.resigned_event import ResignedEvent
  from ..models.seat_joined_event import SeatJoinedEvent
  from ..models.seat_left_event import SeatLeftEvent
  from ..models.seat_resigned_event import SeatResignedEvent
  from ..models.seed_revealed_event import SeedRevealedEvent
  from ..models.timeout_event import TimeoutEvent
  from ..models.trick_won_event import TrickWonEvent
  from ..models.trump_set_event import TrumpSetEvent
  from ..models.vote_cast_event import VoteCastEvent
  from ..models.votes_tallied_event import VotesTalliedEvent





T = TypeVar("T", bound="EventsPage")



@_attrs_define
class EventsPage:
    """ What happened since event ``after``, at most 1000 events; ``has_more``: ask again from
    ``last_seq``.

        Attributes:
            game_id (int):
            version (int):
            last_seq (int):
            has_more (bool):
            events (list[AnteEvent | AutoPlayedEvent | CardPlayedEvent | ClaimAnsweredEvent | ClaimMadeEvent |
                ClaimSettledEvent | ClockPausedEvent | ClockResumedEvent | CutEvent | DealtEvent | DeclaredEvent |
                ExchangedEvent | GameCancelledEvent | GameCreatedEvent | GameEndedEvent | GameStartedEvent | GameWonEvent |
                HandEndedEvent | HandScoredEvent | KnockedEvent | LifeBoughtEvent | LifeDeclinedEvent | LivesOfferedEvent |
                PotWonEvent | RainbowEvent | RematchCreatedEvent | ResignedEvent | SeatJoinedEvent | SeatLeftEvent |
                SeatResignedEvent | SeedRevealedEvent | TimeoutEvent | TrickWonEvent | TrumpSetEvent | VoteCastEvent |
                VotesTalliedEvent]):
     """

    game_id: int
    version: int
    last_seq: int
    has_more: bool
    events: list[AnteEvent | AutoPlayedEvent | CardPlayedEvent | ClaimAnsweredEvent | ClaimMadeEvent | ClaimSettledEvent | ClockPausedEvent | ClockResumedEvent | CutEvent | DealtEvent | DeclaredEvent | ExchangedEvent | GameCancelledEvent | GameCreatedEvent | GameEndedEvent | GameStartedEvent | GameWonEvent | HandEndedEvent | HandScoredEvent | KnockedEvent | LifeBoughtEvent | LifeDeclinedEvent | LivesOfferedEvent | PotWonEvent | RainbowEvent | RematchCreatedEvent | ResignedEvent | SeatJoinedEvent | SeatLeftEvent | SeatResignedEvent | SeedRevealedEvent | TimeoutEvent | TrickWonEvent | TrumpSetEvent | VoteCastEvent | VotesTalliedEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ante_event import AnteEvent # noqa: PLC0415
        from ..models.auto_played_event import AutoPlayedEvent # noqa: PLC0415
        from ..models.card_played_event import CardPlayedEvent # noqa: PLC0415
        from ..models.claim_answered_event import ClaimAnsweredEvent # noqa: PLC0415
        from ..models.claim_made_event import ClaimMadeEvent # noqa: PLC0415
        from ..models.claim_settled_event import ClaimSettledEvent # noqa: PLC0415
        from ..models.clock_paused_event import ClockPausedEvent # noqa: PLC0415
        from ..models.clock_resumed_event import ClockResumedEvent # noqa: PLC0415
        from ..models.cut_event import CutEvent # noqa: PLC0415
        from ..models.dealt_event import DealtEvent # noqa: PLC0415
        from ..models.declared_event import DeclaredEvent # noqa: PLC0415
        from ..models.exchanged_event import ExchangedEvent # noqa: PLC0415
        from ..models.game_cancelled_event import GameCancelledEvent # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent # noqa: PLC0415
        from ..models.game_started_event import GameStartedEvent # noqa: PLC0415
        from ..models.game_won_event import GameWonEvent # noqa: PLC0415
        from ..models.hand_ended_event import HandEndedEvent # noqa: PLC0415
        from ..models.hand_scored_event import HandScoredEvent # noqa: PLC0415
        from ..models.knocked_event import KnockedEvent # noqa: PLC0415
        from ..models.life_bought_event import LifeBoughtEvent # noqa: PLC0415
        from ..models.life_declined_event import LifeDeclinedEvent # noqa: PLC0415
        from ..models.lives_offered_event import LivesOfferedEvent # noqa: PLC0415
        from ..models.pot_won_event import PotWonEvent # noqa: PLC0415
        from ..models.rainbow_event import RainbowEvent # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent # noqa: PLC0415
        from ..models.seed_revealed_event import SeedRevealedEvent # noqa: PLC0415
        from ..models.timeout_event import TimeoutEvent # noqa: PLC0415
        from ..models.trick_won_event import TrickWonEvent # noqa: PLC0415
        from ..models.trump_set_event import TrumpSetEvent # noqa: PLC0415
        from ..models.vote_cast_event import VoteCastEvent # noqa: PLC0415
        from ..models.votes_tallied_event import VotesTalliedEvent # noqa: PLC0415
        game_id = self.game_id

        version = self.version

        last_seq = self.last_seq

        has_more = self.has_more

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, GameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RematchCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeedRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TrumpSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, KnockedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LivesOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AnteEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifeBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifeDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PotWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExchangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RainbowEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VoteCastEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, VotesTalliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClockPausedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClockResumedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AutoPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClaimMadeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClaimAnsweredEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "version": version,
            "last_seq": last_seq,
            "has_more": has_more,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ante_event import AnteEvent # noqa: PLC0415
        from ..models.auto_played_event import AutoPlayedEvent # noqa: PLC0415
        from ..models.card_played_event import CardPlayedEvent # noqa: PLC0415
        from ..models.claim_answered_event import ClaimAnsweredEvent # noqa: PLC0415
        from ..models.claim_made_event import ClaimMadeEvent # noqa: PLC0415
        from ..models.claim_settled_event import ClaimSettledEvent # noqa: PLC0415
        from ..models.clock_paused_event import ClockPausedEvent # noqa: PLC0415
        from ..models.clock_resumed_event import ClockResumedEvent # noqa: PLC0415
        from ..models.cut_event import CutEvent # noqa: PLC0415
        from ..models.dealt_event import DealtEvent # noqa: PLC0415
        from ..models.declared_event import DeclaredEvent # noqa: PLC0415
        from ..models.exchanged_event import ExchangedEvent # noqa: PLC0415
        from ..models.game_cancelled_event import GameCancelledEvent # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent # noqa: PLC0415
        from ..models.game_ended_event import GameEndedEvent # noqa: PLC0415
        from ..models.game_started_event import GameStartedEvent # noqa: PLC0415
        from ..models.game_won_event import GameWonEvent # noqa: PLC0415
        from ..models.hand_ended_event import HandEndedEvent # noqa: PLC0415
        from ..models.hand_scored_event import HandScoredEvent # noqa: PLC0415
        from ..models.knocked_event import KnockedEvent # noqa: PLC0415
        from ..models.life_bought_event import LifeBoughtEvent # noqa: PLC0415
        from ..models.life_declined_event import LifeDeclinedEvent # noqa: PLC0415
        from ..models.lives_offered_event import LivesOfferedEvent # noqa: PLC0415
        from ..models.pot_won_event import PotWonEvent # noqa: PLC0415
        from ..models.rainbow_event import RainbowEvent # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent # noqa: PLC0415
        from ..models.resigned_event import ResignedEvent # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent # noqa: PLC0415
        from ..models.seed_revealed_event import SeedRevealedEvent # noqa: PLC0415
        from ..models.timeout_event import TimeoutEvent # noqa: PLC0415
        from ..models.trick_won_event import TrickWonEvent # noqa: PLC0415
        from ..models.trump_set_event import TrumpSetEvent # noqa: PLC0415
        from ..models.vote_cast_event import VoteCastEvent # noqa: PLC0415
        from ..models.votes_tallied_event import VotesTalliedEvent # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        last_seq = d.pop("last_seq")

        has_more = d.pop("has_more")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AnteEvent | AutoPlayedEvent | CardPlayedEvent | ClaimAnsweredEvent | ClaimMadeEvent | ClaimSettledEvent | ClockPausedEvent | ClockResumedEvent | CutEvent | DealtEvent | DeclaredEvent | ExchangedEvent | GameCancelledEvent | GameCreatedEvent | GameEndedEvent | GameStartedEvent | GameWonEvent | HandEndedEvent | HandScoredEvent | KnockedEvent | LifeBoughtEvent | LifeDeclinedEvent | LivesOfferedEvent | PotWonEvent | RainbowEvent | RematchCreatedEvent | ResignedEvent | SeatJoinedEvent | SeatLeftEvent | SeatResignedEvent | SeedRevealedEvent | TimeoutEvent | TrickWonEvent | TrumpSetEvent | VoteCastEvent | VotesTalliedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = GameCreatedEvent.from_dict(data)



                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = SeatJoinedEvent.from_dict(data)



                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = SeatLeftEvent.from_dict(data)



                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = GameCancelledEvent.from_dict(data)



                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = GameStartedEvent.from_dict(data)



                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = RematchCreatedEvent.from_dict(data)



                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = ResignedEvent.from_dict(data)



                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = TimeoutEvent.from_dict(data)



                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = SeedRevealedEvent.from_dict(data)



                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = DealtEvent.from_dict(data)



                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = TrumpSetEvent.from_dict(data)



                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = CutEvent.from_dict(data)



                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = CardPlayedEvent.from_dict(data)



                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = KnockedEvent.from_dict(data)



                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = TrickWonEvent.from_dict(data)



                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = SeatResignedEvent.from_dict(data)



                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = HandEndedEvent.from_dict(data)



                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = GameEndedEvent.from_dict(data)



                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_18 = LivesOfferedEvent.from_dict(data)



                    return componentsschemas_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_19 = AnteEvent.from_dict(data)



                    return componentsschemas_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_20 = LifeBoughtEvent.from_dict(data)



                    return componentsschemas_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_21 = LifeDeclinedEvent.from_dict(data)



                    return componentsschemas_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_22 = PotWonEvent.from_dict(data)



                    return componentsschemas_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_23 = ExchangedEvent.from_dict(data)



                    return componentsschemas_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_24 = DeclaredEvent.from_dict(data)



                    return componentsschemas_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_25 = RainbowEvent.from_dict(data)



                    return componentsschemas_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_26 = VoteCastEvent.from_dict(data)



                    return componentsschemas_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_27 = VotesTalliedEvent.from_dict(data)



                    return componentsschemas_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_28 = HandScoredEvent.from_dict(data)



                    return componentsschemas_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_29 = GameWonEvent.from_dict(data)



                    return componentsschemas_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_30 = ClockPausedEvent.from_dict(data)



                    return componentsschemas_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_31 = ClockResumedEvent.from_dict(data)



                    return componentsschemas_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_32 = AutoPlayedEvent.from_dict(data)



                    return componentsschemas_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_33 = ClaimMadeEvent.from_dict(data)



                    return componentsschemas_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_34 = ClaimAnsweredEvent.from_dict(data)



                    return componentsschemas_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_35 = ClaimSettledEvent.from_dict(data)



                return componentsschemas_event_type_35

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        events_page = cls(
            game_id=game_id,
            version=version,
            last_seq=last_seq,
            has_more=has_more,
            events=events,
        )


        events_page.additional_properties = d
        return events_page

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
