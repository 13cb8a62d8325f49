from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_kind_enum import GameKindEnum
from ..models.game_status_enum import GameStatusEnum
from ..models.record_format_enum import RecordFormatEnum
from ..models.rules_preset_enum import RulesPresetEnum
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
  from ..models.game_options import GameOptions
  from ..models.game_record_forced_setup_type_0 import GameRecordForcedSetupType0
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
  from ..models.record_action import RecordAction
  from ..models.record_deal import RecordDeal
  from ..models.record_result import RecordResult
  from ..models.record_seat import RecordSeat
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
  from ..models.whist_options import WhistOptions





T = TypeVar("T", bound="GameRecord")



@_attrs_define
class GameRecord:
    """ Every deal, action and event of a game; the seed and the hands once it is finished
    (``python -m games.record`` verifies them).

        Attributes:
            format_ (RecordFormatEnum): * `kowhist-record` - kowhist-record
            version (int): The format version (1); a reader refuses versions it does not know.
            game_id (int):
            kind (GameKindEnum): * `knockout` - knockout
                * `whist` - whist
            status (GameStatusEnum): * `lobby` - Lobby
                * `active` - Active
                * `finished` - Finished
                * `cancelled` - Cancelled
            preset (RulesPresetEnum): * `american` - american
                * `classic` - classic
                * `classic_honours` - classic_honours
                * `encyclopedia` - encyclopedia
                * `encyclopedia_house` - encyclopedia_house
                * `fixed_trumps` - fixed_trumps
                * `fixed_trumps_no_trump` - fixed_trumps_no_trump
                * `guernsey` - guernsey
                * `guernsey_all_lives` - guernsey_all_lives
                * `long_whist` - long_whist
                * `pagat` - pagat
                * `pagat_card_exchange` - pagat_card_exchange
                * `pagat_no_dogs_life` - pagat_no_dogs_life
                * `pagat_rainbow` - pagat_rainbow
                * `pagat_winner_deals` - pagat_winner_deals
                * `rubber` - rubber
                * `rules_site` - rules_site
                * `rules_site_vote` - rules_site_vote
                * `whist_drive` - whist_drive
                * `whist_drive_no_trump` - whist_drive_no_trump
            options (GameOptions | WhistOptions):
            players (int): Seats taken: the players of the game once it has started (2-7); a lobby may have fewer, none when
                its organiser only watches.
            seats (list[RecordSeat]):
            seed_commitment (str):
            seed (None | str):
            forced_setup (GameRecordForcedSetupType0 | None): Set deals (tests, tournaments): the engine's Setup, in a
                finished game only.
            first_dealer (int | None):
            deals (list[RecordDeal]):
            actions (list[RecordAction]):
            events (list[AnteEvent | AutoPlayedEvent | CardPlayedEvent | ClaimAnsweredEvent | ClaimMadeEvent |
                ClaimSettledEvent | ClockPausedEvent | ClockResumedEvent | CutEvent | DealtEvent | DeclaredEvent |
                ExchangedEvent | GameCancelledEvent | GameCreatedEvent | GameEndedEvent | GameStartedEvent | GameWonEvent |
                HandEndedEvent | HandScoredEvent | KnockedEvent | LifeBoughtEvent | LifeDeclinedEvent | LivesOfferedEvent |
                PotWonEvent | RainbowEvent | RematchCreatedEvent | ResignedEvent | SeatJoinedEvent | SeatLeftEvent |
                SeatResignedEvent | SeedRevealedEvent | TimeoutEvent | TrickWonEvent | TrumpSetEvent | VoteCastEvent |
                VotesTalliedEvent]):
            result (None | RecordResult):
     """

    format_: RecordFormatEnum
    version: int
    game_id: int
    kind: GameKindEnum
    status: GameStatusEnum
    preset: RulesPresetEnum
    options: GameOptions | WhistOptions
    players: int
    seats: list[RecordSeat]
    seed_commitment: str
    seed: None | str
    forced_setup: GameRecordForcedSetupType0 | None
    first_dealer: int | None
    deals: list[RecordDeal]
    actions: list[RecordAction]
    events: list[AnteEvent | AutoPlayedEvent | CardPlayedEvent | ClaimAnsweredEvent | ClaimMadeEvent | ClaimSettledEvent | ClockPausedEvent | ClockResumedEvent | CutEvent | DealtEvent | DeclaredEvent | ExchangedEvent | GameCancelledEvent | GameCreatedEvent | GameEndedEvent | GameStartedEvent | GameWonEvent | HandEndedEvent | HandScoredEvent | KnockedEvent | LifeBoughtEvent | LifeDeclinedEvent | LivesOfferedEvent | PotWonEvent | RainbowEvent | RematchCreatedEvent | ResignedEvent | SeatJoinedEvent | SeatLeftEvent | SeatResignedEvent | SeedRevealedEvent | TimeoutEvent | TrickWonEvent | TrumpSetEvent | VoteCastEvent | VotesTalliedEvent]
    result: None | RecordResult
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
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.game_record_forced_setup_type_0 import GameRecordForcedSetupType0 # noqa: PLC0415
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
        from ..models.record_action import RecordAction # noqa: PLC0415
        from ..models.record_deal import RecordDeal # noqa: PLC0415
        from ..models.record_result import RecordResult # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
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
        from ..models.whist_options import WhistOptions # noqa: PLC0415
        format_ = self.format_.value

        version = self.version

        game_id = self.game_id

        kind = self.kind.value

        status = self.status.value

        preset = self.preset.value

        options: dict[str, Any]
        if isinstance(self.options, GameOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()


        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        forced_setup: dict[str, Any] | None
        if isinstance(self.forced_setup, GameRecordForcedSetupType0):
            forced_setup = self.forced_setup.to_dict()
        else:
            forced_setup = self.forced_setup

        first_dealer: int | None
        first_dealer = self.first_dealer

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)



        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)



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



        result: dict[str, Any] | None
        if isinstance(self.result, RecordResult):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "version": version,
            "game_id": game_id,
            "kind": kind,
            "status": status,
            "preset": preset,
            "options": options,
            "players": players,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "forced_setup": forced_setup,
            "first_dealer": first_dealer,
            "deals": deals,
            "actions": actions,
            "events": events,
            "result": result,
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
        from ..models.game_options import GameOptions # noqa: PLC0415
        from ..models.game_record_forced_setup_type_0 import GameRecordForcedSetupType0 # noqa: PLC0415
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
        from ..models.record_action import RecordAction # noqa: PLC0415
        from ..models.record_deal import RecordDeal # noqa: PLC0415
        from ..models.record_result import RecordResult # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
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
        from ..models.whist_options import WhistOptions # noqa: PLC0415
        d = dict(src_dict)
        format_ = RecordFormatEnum(d.pop("format"))




        version = d.pop("version")

        game_id = d.pop("game_id")

        kind = GameKindEnum(d.pop("kind"))




        status = GameStatusEnum(d.pop("status"))




        preset = RulesPresetEnum(d.pop("preset"))




        def _parse_options(data: object) -> GameOptions | WhistOptions:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_game_options_type_0 = GameOptions.from_dict(data)



                return componentsschemas_any_game_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_game_options_type_1 = WhistOptions.from_dict(data)



            return componentsschemas_any_game_options_type_1

        options = _parse_options(d.pop("options"))


        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RecordSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        seed_commitment = d.pop("seed_commitment")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_forced_setup(data: object) -> GameRecordForcedSetupType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                forced_setup_type_0 = GameRecordForcedSetupType0.from_dict(data)



                return forced_setup_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameRecordForcedSetupType0 | None, data)

        forced_setup = _parse_forced_setup(d.pop("forced_setup"))


        def _parse_first_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer"))


        deals = []
        _deals = d.pop("deals")
        for deals_item_data in (_deals):
            deals_item = RecordDeal.from_dict(deals_item_data)



            deals.append(deals_item)


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = RecordAction.from_dict(actions_item_data)



            actions.append(actions_item)


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


        def _parse_result(data: object) -> None | RecordResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = RecordResult.from_dict(data)



                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordResult, data)

        result = _parse_result(d.pop("result"))


        game_record = cls(
            format_=format_,
            version=version,
            game_id=game_id,
            kind=kind,
            status=status,
            preset=preset,
            options=options,
            players=players,
            seats=seats,
            seed_commitment=seed_commitment,
            seed=seed,
            forced_setup=forced_setup,
            first_dealer=first_dealer,
            deals=deals,
            actions=actions,
            events=events,
            result=result,
        )


        game_record.additional_properties = d
        return game_record

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
