""" Contains all the data models used in inputs/outputs """

from .accept_claim_action import AcceptClaimAction
from .accept_claim_action_request import AcceptClaimActionRequest
from .accept_claim_action_type_enum import AcceptClaimActionTypeEnum
from .account_delete_input_request import AccountDeleteInputRequest
from .account_export import AccountExport
from .action_type_enum import ActionTypeEnum
from .action_value import ActionValue
from .actor_enum import ActorEnum
from .ai_level_enum import AiLevelEnum
from .ai_level_output import AiLevelOutput
from .ai_seat_request import AISeatRequest
from .all_hands_known_deal import AllHandsKnownDeal
from .analysis import Analysis
from .analysis_result import AnalysisResult
from .analysis_settings import AnalysisSettings
from .analysis_status_enum import AnalysisStatusEnum
from .ante_event import AnteEvent
from .ante_event_type_enum import AnteEventTypeEnum
from .apns_device_create_platform_enum import ApnsDeviceCreatePlatformEnum
from .apns_device_create_request import ApnsDeviceCreateRequest
from .auto_play_setting import AutoPlaySetting
from .auto_played_event import AutoPlayedEvent
from .auto_played_event_reason_enum import AutoPlayedEventReasonEnum
from .auto_played_event_type_enum import AutoPlayedEventTypeEnum
from .buy_action import BuyAction
from .buy_action_request import BuyActionRequest
from .buy_action_type_enum import BuyActionTypeEnum
from .card_played_event import CardPlayedEvent
from .card_played_event_type_enum import CardPlayedEventTypeEnum
from .channel import Channel
from .channel_input_request import ChannelInputRequest
from .channels import Channels
from .channels_input_request import ChannelsInputRequest
from .chat import Chat
from .chat_message import ChatMessage
from .chat_phrase_enum import ChatPhraseEnum
from .chat_phrase_request import ChatPhraseRequest
from .chat_text_request import ChatTextRequest
from .choose_trump_action import ChooseTrumpAction
from .choose_trump_action_request import ChooseTrumpActionRequest
from .choose_trump_action_type_enum import ChooseTrumpActionTypeEnum
from .claim import Claim
from .claim_action import ClaimAction
from .claim_action_request import ClaimActionRequest
from .claim_action_type_enum import ClaimActionTypeEnum
from .claim_answered_event import ClaimAnsweredEvent
from .claim_answered_event_type_enum import ClaimAnsweredEventTypeEnum
from .claim_made_event import ClaimMadeEvent
from .claim_made_event_type_enum import ClaimMadeEventTypeEnum
from .claim_settled_event import ClaimSettledEvent
from .claim_settled_event_type_enum import ClaimSettledEventTypeEnum
from .class_counts import ClassCounts
from .classification_enum import ClassificationEnum
from .clock_paused_event import ClockPausedEvent
from .clock_paused_event_type_enum import ClockPausedEventTypeEnum
from .clock_resumed_event import ClockResumedEvent
from .clock_resumed_event_type_enum import ClockResumedEventTypeEnum
from .completed_trick import CompletedTrick
from .cut_draw import CutDraw
from .cut_event import CutEvent
from .cut_event_type_enum import CutEventTypeEnum
from .dealt_event import DealtEvent
from .dealt_event_hands import DealtEventHands
from .dealt_event_type_enum import DealtEventTypeEnum
from .decision_enum import DecisionEnum
from .decision_review import DecisionReview
from .declare_action import DeclareAction
from .declare_action_request import DeclareActionRequest
from .declare_action_type_enum import DeclareActionTypeEnum
from .declared_event import DeclaredEvent
from .declared_event_type_enum import DeclaredEventTypeEnum
from .decline_action import DeclineAction
from .decline_action_request import DeclineActionRequest
from .decline_action_type_enum import DeclineActionTypeEnum
from .delivery_status_enum import DeliveryStatusEnum
from .device import Device
from .device_platform_enum import DevicePlatformEnum
from .device_token_output import DeviceTokenOutput
from .double_dummy_deal import DoubleDummyDeal
from .drive_create_request import DriveCreateRequest
from .drive_export import DriveExport
from .drive_page import DrivePage
from .drive_status_enum import DriveStatusEnum
from .drive_summary import DriveSummary
from .drive_view import DriveView
from .entrant import Entrant
from .error_detail import ErrorDetail
from .error_detail_details import ErrorDetailDetails
from .error_detail_field_codes import ErrorDetailFieldCodes
from .error_response import ErrorResponse
from .events_page import EventsPage
from .exchange_action import ExchangeAction
from .exchange_action_request import ExchangeActionRequest
from .exchange_action_type_enum import ExchangeActionTypeEnum
from .exchanged_event import ExchangedEvent
from .exchanged_event_type_enum import ExchangedEventTypeEnum
from .fcm_device_create_platform_enum import FcmDeviceCreatePlatformEnum
from .fcm_device_create_request import FcmDeviceCreateRequest
from .followed import Followed
from .game_cancelled_event import GameCancelledEvent
from .game_cancelled_event_reason_enum import GameCancelledEventReasonEnum
from .game_cancelled_event_type_enum import GameCancelledEventTypeEnum
from .game_create_request import GameCreateRequest
from .game_created_event import GameCreatedEvent
from .game_created_event_type_enum import GameCreatedEventTypeEnum
from .game_ended_event import GameEndedEvent
from .game_ended_event_reason_enum import GameEndedEventReasonEnum
from .game_ended_event_type_enum import GameEndedEventTypeEnum
from .game_export import GameExport
from .game_kind_enum import GameKindEnum
from .game_options import GameOptions
from .game_options_overrides_request import GameOptionsOverridesRequest
from .game_page import GamePage
from .game_pause import GamePause
from .game_record import GameRecord
from .game_record_forced_setup_type_0 import GameRecordForcedSetupType0
from .game_started_event import GameStartedEvent
from .game_started_event_type_enum import GameStartedEventTypeEnum
from .game_status_enum import GameStatusEnum
from .game_summary import GameSummary
from .game_view import GameView
from .game_won_event import GameWonEvent
from .game_won_event_type_enum import GameWonEventTypeEnum
from .games_mine_status import GamesMineStatus
from .games_stream_format import GamesStreamFormat
from .hand_ended_event import HandEndedEvent
from .hand_ended_event_type_enum import HandEndedEventTypeEnum
from .hand_scored_event import HandScoredEvent
from .hand_scored_event_type_enum import HandScoredEventTypeEnum
from .hint import Hint
from .honours_barred_enum import HonoursBarredEnum
from .invitation import Invitation
from .invitation_export import InvitationExport
from .invitation_status_enum import InvitationStatusEnum
from .invite_input_request import InviteInputRequest
from .join_by_code_request import JoinByCodeRequest
from .join_request import JoinRequest
from .knock_action import KnockAction
from .knock_action_request import KnockActionRequest
from .knock_action_type_enum import KnockActionTypeEnum
from .knocked_event import KnockedEvent
from .knocked_event_type_enum import KnockedEventTypeEnum
from .knockout_trick_line import KnockoutTrickLine
from .knockout_tricks_given import KnockoutTricksGiven
from .lead_enum import LeadEnum
from .leaderboard_entry_output import LeaderboardEntryOutput
from .leaderboard_global_game import LeaderboardGlobalGame
from .leaderboard_global_kind import LeaderboardGlobalKind
from .leaderboard_league_game import LeaderboardLeagueGame
from .leaderboard_league_kind import LeaderboardLeagueKind
from .league_create_input_request import LeagueCreateInputRequest
from .league_join_input_request import LeagueJoinInputRequest
from .league_output import LeagueOutput
from .league_ref import LeagueRef
from .life_bought_event import LifeBoughtEvent
from .life_bought_event_type_enum import LifeBoughtEventTypeEnum
from .life_declined_event import LifeDeclinedEvent
from .life_declined_event_type_enum import LifeDeclinedEventTypeEnum
from .life_enum import LifeEnum
from .life_offer import LifeOffer
from .list_unsubscribe_enum import ListUnsubscribeEnum
from .lives_offered_event import LivesOfferedEvent
from .lives_offered_event_type_enum import LivesOfferedEventTypeEnum
from .mail_export import MailExport
from .me_output import MeOutput
from .me_stream_format import MeStreamFormat
from .member_output import MemberOutput
from .membership_export import MembershipExport
from .move_request import MoveRequest
from .movement_enum import MovementEnum
from .my_data_export import MyDataExport
from .my_data_export_format_enum import MyDataExportFormatEnum
from .notification import Notification
from .notification_settings import NotificationSettings
from .notification_type_enum import NotificationTypeEnum
from .notifications_page import NotificationsPage
from .on_timeout_enum import OnTimeoutEnum
from .outcome_enum import OutcomeEnum
from .paginated_ai_level_output_list import PaginatedAiLevelOutputList
from .paginated_leaderboard_entry_output_list import PaginatedLeaderboardEntryOutputList
from .paginated_league_output_list import PaginatedLeagueOutputList
from .paginated_member_output_list import PaginatedMemberOutputList
from .paginated_rating_change_output_list import PaginatedRatingChangeOutputList
from .paginated_season_output_list import PaginatedSeasonOutputList
from .paginated_standing_output_list import PaginatedStandingOutputList
from .pair_standing import PairStanding
from .pass_action import PassAction
from .pass_action_request import PassActionRequest
from .pass_action_type_enum import PassActionTypeEnum
from .password_change_input_request import PasswordChangeInputRequest
from .password_reset_confirm_input_request import PasswordResetConfirmInputRequest
from .password_reset_input_request import PasswordResetInputRequest
from .password_reset_output import PasswordResetOutput
from .patched_auto_play_update_input_request import PatchedAutoPlayUpdateInputRequest
from .patched_league_update_input_request import PatchedLeagueUpdateInputRequest
from .patched_me_update_input_request import PatchedMeUpdateInputRequest
from .patched_notification_settings_input_request import PatchedNotificationSettingsInputRequest
from .patched_vacation_settings_request import PatchedVacationSettingsRequest
from .patched_webhook_update_request import PatchedWebhookUpdateRequest
from .pause_export import PauseExport
from .person import Person
from .phase_enum import PhaseEnum
from .phrase import Phrase
from .play import Play
from .play_action import PlayAction
from .play_action_request import PlayActionRequest
from .play_action_type_enum import PlayActionTypeEnum
from .play_blind_action import PlayBlindAction
from .play_blind_action_request import PlayBlindActionRequest
from .play_blind_action_type_enum import PlayBlindActionTypeEnum
from .player_output import PlayerOutput
from .player_summary import PlayerSummary
from .players_rating_history_game import PlayersRatingHistoryGame
from .pot_won_event import PotWonEvent
from .pot_won_event_type_enum import PotWonEventTypeEnum
from .profile_export import ProfileExport
from .purpose_enum import PurposeEnum
from .push_keys_request import PushKeysRequest
from .push_subscription import PushSubscription
from .push_subscription_create_request import PushSubscriptionCreateRequest
from .quiet_hours import QuietHours
from .quiet_hours_request import QuietHoursRequest
from .rainbow_enum import RainbowEnum
from .rainbow_event import RainbowEvent
from .rainbow_event_type_enum import RainbowEventTypeEnum
from .rating_change_export import RatingChangeExport
from .rating_change_output import RatingChangeOutput
from .rating_export import RatingExport
from .rating_output import RatingOutput
from .reading_enum import ReadingEnum
from .record_action import RecordAction
from .record_deal import RecordDeal
from .record_deal_hands_type_0 import RecordDealHandsType0
from .record_format_enum import RecordFormatEnum
from .record_result import RecordResult
from .record_seat import RecordSeat
from .record_trick import RecordTrick
from .recorded_exchange_action import RecordedExchangeAction
from .recorded_vote_trump_action import RecordedVoteTrumpAction
from .refuse_claim_action import RefuseClaimAction
from .refuse_claim_action_request import RefuseClaimActionRequest
from .refuse_claim_action_type_enum import RefuseClaimActionTypeEnum
from .register_input_request import RegisterInputRequest
from .register_output import RegisterOutput
from .rematch_created_event import RematchCreatedEvent
from .rematch_created_event_type_enum import RematchCreatedEventTypeEnum
from .reminder_enum import ReminderEnum
from .report import Report
from .report_input_request import ReportInputRequest
from .report_made import ReportMade
from .resign_action import ResignAction
from .resign_action_type_enum import ResignActionTypeEnum
from .resigned_event import ResignedEvent
from .resigned_event_reason_enum import ResignedEventReasonEnum
from .resigned_event_type_enum import ResignedEventTypeEnum
from .reviewed_decision_enum import ReviewedDecisionEnum
from .room_enum import RoomEnum
from .rules_preset_enum import RulesPresetEnum
from .said import Said
from .scheduled_round import ScheduledRound
from .scheduled_table import ScheduledTable
from .scoring_enum import ScoringEnum
from .season_input_request import SeasonInputRequest
from .season_output import SeasonOutput
from .seat import Seat
from .seat_clock import SeatClock
from .seat_joined_event import SeatJoinedEvent
from .seat_joined_event_type_enum import SeatJoinedEventTypeEnum
from .seat_left_event import SeatLeftEvent
from .seat_left_event_type_enum import SeatLeftEventTypeEnum
from .seat_resigned_event import SeatResignedEvent
from .seat_resigned_event_type_enum import SeatResignedEventTypeEnum
from .seat_status_enum import SeatStatusEnum
from .seed_revealed_event import SeedRevealedEvent
from .seed_revealed_event_type_enum import SeedRevealedEventTypeEnum
from .side_summary import SideSummary
from .sign_in_export import SignInExport
from .standing import Standing
from .standing_export import StandingExport
from .standing_output import StandingOutput
from .start_request import StartRequest
from .stats_export import StatsExport
from .stats_output import StatsOutput
from .stream_ticket import StreamTicket
from .suit_enum import SuitEnum
from .table import Table
from .thresholds import Thresholds
from .tie_enum import TieEnum
from .time_control import TimeControl
from .time_control_enum import TimeControlEnum
from .time_control_input_request import TimeControlInputRequest
from .timeout_event import TimeoutEvent
from .timeout_event_type_enum import TimeoutEventTypeEnum
from .token_input_request import TokenInputRequest
from .token_output import TokenOutput
from .trick_line import TrickLine
from .trick_won_event import TrickWonEvent
from .trick_won_event_type_enum import TrickWonEventTypeEnum
from .tricks_given import TricksGiven
from .trump_set_event import TrumpSetEvent
from .trump_set_event_type_enum import TrumpSetEventTypeEnum
from .trump_source_enum import TrumpSourceEnum
from .trumps_enum import TrumpsEnum
from .unsubscribe_input_request import UnsubscribeInputRequest
from .unsubscribe_output import UnsubscribeOutput
from .unsubscribe_output_kind_enum import UnsubscribeOutputKindEnum
from .user_ref import UserRef
from .username_input_request import UsernameInputRequest
from .vacation import Vacation
from .vacation_export import VacationExport
from .vacation_row import VacationRow
from .vacation_start_request import VacationStartRequest
from .vapid_key import VapidKey
from .verify_email_input_request import VerifyEmailInputRequest
from .verify_email_output import VerifyEmailOutput
from .visibility_enum import VisibilityEnum
from .vote import Vote
from .vote_cast_event import VoteCastEvent
from .vote_cast_event_type_enum import VoteCastEventTypeEnum
from .vote_trump_action import VoteTrumpAction
from .vote_trump_action_request import VoteTrumpActionRequest
from .vote_trump_action_type_enum import VoteTrumpActionTypeEnum
from .votes_tallied_event import VotesTalliedEvent
from .votes_tallied_event_type_enum import VotesTalliedEventTypeEnum
from .webhook import Webhook
from .webhook_create_request import WebhookCreateRequest
from .webhook_created import WebhookCreated
from .webhook_delivery import WebhookDelivery
from .webhook_export import WebhookExport
from .what_enum import WhatEnum
from .whist_decision_enum import WhistDecisionEnum
from .whist_options import WhistOptions
from .whist_options_overrides_request import WhistOptionsOverridesRequest
from .whist_table import WhistTable
from .whist_table_phase_enum import WhistTablePhaseEnum

__all__ = (
    "AcceptClaimAction",
    "AcceptClaimActionRequest",
    "AcceptClaimActionTypeEnum",
    "AccountDeleteInputRequest",
    "AccountExport",
    "ActionTypeEnum",
    "ActionValue",
    "ActorEnum",
    "AiLevelEnum",
    "AiLevelOutput",
    "AISeatRequest",
    "AllHandsKnownDeal",
    "Analysis",
    "AnalysisResult",
    "AnalysisSettings",
    "AnalysisStatusEnum",
    "AnteEvent",
    "AnteEventTypeEnum",
    "ApnsDeviceCreatePlatformEnum",
    "ApnsDeviceCreateRequest",
    "AutoPlayedEvent",
    "AutoPlayedEventReasonEnum",
    "AutoPlayedEventTypeEnum",
    "AutoPlaySetting",
    "BuyAction",
    "BuyActionRequest",
    "BuyActionTypeEnum",
    "CardPlayedEvent",
    "CardPlayedEventTypeEnum",
    "Channel",
    "ChannelInputRequest",
    "Channels",
    "ChannelsInputRequest",
    "Chat",
    "ChatMessage",
    "ChatPhraseEnum",
    "ChatPhraseRequest",
    "ChatTextRequest",
    "ChooseTrumpAction",
    "ChooseTrumpActionRequest",
    "ChooseTrumpActionTypeEnum",
    "Claim",
    "ClaimAction",
    "ClaimActionRequest",
    "ClaimActionTypeEnum",
    "ClaimAnsweredEvent",
    "ClaimAnsweredEventTypeEnum",
    "ClaimMadeEvent",
    "ClaimMadeEventTypeEnum",
    "ClaimSettledEvent",
    "ClaimSettledEventTypeEnum",
    "ClassCounts",
    "ClassificationEnum",
    "ClockPausedEvent",
    "ClockPausedEventTypeEnum",
    "ClockResumedEvent",
    "ClockResumedEventTypeEnum",
    "CompletedTrick",
    "CutDraw",
    "CutEvent",
    "CutEventTypeEnum",
    "DealtEvent",
    "DealtEventHands",
    "DealtEventTypeEnum",
    "DecisionEnum",
    "DecisionReview",
    "DeclareAction",
    "DeclareActionRequest",
    "DeclareActionTypeEnum",
    "DeclaredEvent",
    "DeclaredEventTypeEnum",
    "DeclineAction",
    "DeclineActionRequest",
    "DeclineActionTypeEnum",
    "DeliveryStatusEnum",
    "Device",
    "DevicePlatformEnum",
    "DeviceTokenOutput",
    "DoubleDummyDeal",
    "DriveCreateRequest",
    "DriveExport",
    "DrivePage",
    "DriveStatusEnum",
    "DriveSummary",
    "DriveView",
    "Entrant",
    "ErrorDetail",
    "ErrorDetailDetails",
    "ErrorDetailFieldCodes",
    "ErrorResponse",
    "EventsPage",
    "ExchangeAction",
    "ExchangeActionRequest",
    "ExchangeActionTypeEnum",
    "ExchangedEvent",
    "ExchangedEventTypeEnum",
    "FcmDeviceCreatePlatformEnum",
    "FcmDeviceCreateRequest",
    "Followed",
    "GameCancelledEvent",
    "GameCancelledEventReasonEnum",
    "GameCancelledEventTypeEnum",
    "GameCreatedEvent",
    "GameCreatedEventTypeEnum",
    "GameCreateRequest",
    "GameEndedEvent",
    "GameEndedEventReasonEnum",
    "GameEndedEventTypeEnum",
    "GameExport",
    "GameKindEnum",
    "GameOptions",
    "GameOptionsOverridesRequest",
    "GamePage",
    "GamePause",
    "GameRecord",
    "GameRecordForcedSetupType0",
    "GamesMineStatus",
    "GamesStreamFormat",
    "GameStartedEvent",
    "GameStartedEventTypeEnum",
    "GameStatusEnum",
    "GameSummary",
    "GameView",
    "GameWonEvent",
    "GameWonEventTypeEnum",
    "HandEndedEvent",
    "HandEndedEventTypeEnum",
    "HandScoredEvent",
    "HandScoredEventTypeEnum",
    "Hint",
    "HonoursBarredEnum",
    "Invitation",
    "InvitationExport",
    "InvitationStatusEnum",
    "InviteInputRequest",
    "JoinByCodeRequest",
    "JoinRequest",
    "KnockAction",
    "KnockActionRequest",
    "KnockActionTypeEnum",
    "KnockedEvent",
    "KnockedEventTypeEnum",
    "KnockoutTrickLine",
    "KnockoutTricksGiven",
    "LeadEnum",
    "LeaderboardEntryOutput",
    "LeaderboardGlobalGame",
    "LeaderboardGlobalKind",
    "LeaderboardLeagueGame",
    "LeaderboardLeagueKind",
    "LeagueCreateInputRequest",
    "LeagueJoinInputRequest",
    "LeagueOutput",
    "LeagueRef",
    "LifeBoughtEvent",
    "LifeBoughtEventTypeEnum",
    "LifeDeclinedEvent",
    "LifeDeclinedEventTypeEnum",
    "LifeEnum",
    "LifeOffer",
    "ListUnsubscribeEnum",
    "LivesOfferedEvent",
    "LivesOfferedEventTypeEnum",
    "MailExport",
    "MemberOutput",
    "MembershipExport",
    "MeOutput",
    "MeStreamFormat",
    "MovementEnum",
    "MoveRequest",
    "MyDataExport",
    "MyDataExportFormatEnum",
    "Notification",
    "NotificationSettings",
    "NotificationsPage",
    "NotificationTypeEnum",
    "OnTimeoutEnum",
    "OutcomeEnum",
    "PaginatedAiLevelOutputList",
    "PaginatedLeaderboardEntryOutputList",
    "PaginatedLeagueOutputList",
    "PaginatedMemberOutputList",
    "PaginatedRatingChangeOutputList",
    "PaginatedSeasonOutputList",
    "PaginatedStandingOutputList",
    "PairStanding",
    "PassAction",
    "PassActionRequest",
    "PassActionTypeEnum",
    "PasswordChangeInputRequest",
    "PasswordResetConfirmInputRequest",
    "PasswordResetInputRequest",
    "PasswordResetOutput",
    "PatchedAutoPlayUpdateInputRequest",
    "PatchedLeagueUpdateInputRequest",
    "PatchedMeUpdateInputRequest",
    "PatchedNotificationSettingsInputRequest",
    "PatchedVacationSettingsRequest",
    "PatchedWebhookUpdateRequest",
    "PauseExport",
    "Person",
    "PhaseEnum",
    "Phrase",
    "Play",
    "PlayAction",
    "PlayActionRequest",
    "PlayActionTypeEnum",
    "PlayBlindAction",
    "PlayBlindActionRequest",
    "PlayBlindActionTypeEnum",
    "PlayerOutput",
    "PlayersRatingHistoryGame",
    "PlayerSummary",
    "PotWonEvent",
    "PotWonEventTypeEnum",
    "ProfileExport",
    "PurposeEnum",
    "PushKeysRequest",
    "PushSubscription",
    "PushSubscriptionCreateRequest",
    "QuietHours",
    "QuietHoursRequest",
    "RainbowEnum",
    "RainbowEvent",
    "RainbowEventTypeEnum",
    "RatingChangeExport",
    "RatingChangeOutput",
    "RatingExport",
    "RatingOutput",
    "ReadingEnum",
    "RecordAction",
    "RecordDeal",
    "RecordDealHandsType0",
    "RecordedExchangeAction",
    "RecordedVoteTrumpAction",
    "RecordFormatEnum",
    "RecordResult",
    "RecordSeat",
    "RecordTrick",
    "RefuseClaimAction",
    "RefuseClaimActionRequest",
    "RefuseClaimActionTypeEnum",
    "RegisterInputRequest",
    "RegisterOutput",
    "RematchCreatedEvent",
    "RematchCreatedEventTypeEnum",
    "ReminderEnum",
    "Report",
    "ReportInputRequest",
    "ReportMade",
    "ResignAction",
    "ResignActionTypeEnum",
    "ResignedEvent",
    "ResignedEventReasonEnum",
    "ResignedEventTypeEnum",
    "ReviewedDecisionEnum",
    "RoomEnum",
    "RulesPresetEnum",
    "Said",
    "ScheduledRound",
    "ScheduledTable",
    "ScoringEnum",
    "SeasonInputRequest",
    "SeasonOutput",
    "Seat",
    "SeatClock",
    "SeatJoinedEvent",
    "SeatJoinedEventTypeEnum",
    "SeatLeftEvent",
    "SeatLeftEventTypeEnum",
    "SeatResignedEvent",
    "SeatResignedEventTypeEnum",
    "SeatStatusEnum",
    "SeedRevealedEvent",
    "SeedRevealedEventTypeEnum",
    "SideSummary",
    "SignInExport",
    "Standing",
    "StandingExport",
    "StandingOutput",
    "StartRequest",
    "StatsExport",
    "StatsOutput",
    "StreamTicket",
    "SuitEnum",
    "Table",
    "Thresholds",
    "TieEnum",
    "TimeControl",
    "TimeControlEnum",
    "TimeControlInputRequest",
    "TimeoutEvent",
    "TimeoutEventTypeEnum",
    "TokenInputRequest",
    "TokenOutput",
    "TrickLine",
    "TricksGiven",
    "TrickWonEvent",
    "TrickWonEventTypeEnum",
    "TrumpsEnum",
    "TrumpSetEvent",
    "TrumpSetEventTypeEnum",
    "TrumpSourceEnum",
    "UnsubscribeInputRequest",
    "UnsubscribeOutput",
    "UnsubscribeOutputKindEnum",
    "UsernameInputRequest",
    "UserRef",
    "Vacation",
    "VacationExport",
    "VacationRow",
    "VacationStartRequest",
    "VapidKey",
    "VerifyEmailInputRequest",
    "VerifyEmailOutput",
    "VisibilityEnum",
    "Vote",
    "VoteCastEvent",
    "VoteCastEventTypeEnum",
    "VotesTalliedEvent",
    "VotesTalliedEventTypeEnum",
    "VoteTrumpAction",
    "VoteTrumpActionRequest",
    "VoteTrumpActionTypeEnum",
    "Webhook",
    "WebhookCreated",
    "WebhookCreateRequest",
    "WebhookDelivery",
    "WebhookExport",
    "WhatEnum",
    "WhistDecisionEnum",
    "WhistOptions",
    "WhistOptionsOverridesRequest",
    "WhistTable",
    "WhistTablePhaseEnum",
)
