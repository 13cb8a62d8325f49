from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.my_data_export_format_enum import MyDataExportFormatEnum
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.account_export import AccountExport
  from ..models.device import Device
  from ..models.drive_export import DriveExport
  from ..models.game_export import GameExport
  from ..models.invitation_export import InvitationExport
  from ..models.mail_export import MailExport
  from ..models.membership_export import MembershipExport
  from ..models.notification import Notification
  from ..models.notification_settings import NotificationSettings
  from ..models.person import Person
  from ..models.profile_export import ProfileExport
  from ..models.push_subscription import PushSubscription
  from ..models.rating_change_export import RatingChangeExport
  from ..models.rating_export import RatingExport
  from ..models.report_made import ReportMade
  from ..models.said import Said
  from ..models.sign_in_export import SignInExport
  from ..models.standing_export import StandingExport
  from ..models.stats_export import StatsExport
  from ..models.vacation_export import VacationExport
  from ..models.webhook_export import WebhookExport





T = TypeVar("T", bound="MyDataExport")



@_attrs_define
class MyDataExport:
    """ Everything the service holds about the caller (GET /me/export).

        Attributes:
            drives (list[DriveExport]):
            games (list[GameExport]):
            vacations (list[VacationExport]):
            notifications (list[Notification]):
            webhooks (list[WebhookExport]):
            notification_settings (NotificationSettings):
            mails (list[MailExport]):
            push_subscriptions (list[PushSubscription]):
            devices (list[Device]):
            account (AccountExport):
            profile (None | ProfileExport):
            tokens (list[SignInExport]):
            stats (None | StatsExport):
            ratings (list[RatingExport]):
            rating_history (list[RatingChangeExport]):
            leagues (list[MembershipExport]):
            standings (list[StandingExport]):
            chat_messages (list[Said]):
            following (list[Person]):
            muted (list[Person]):
            blocked (list[Person]):
            invitations (list[InvitationExport]):
            chat_reports (list[ReportMade]):
            format_ (MyDataExportFormatEnum): * `whist-export` - whist-export
            version (int):
            exported_at (datetime.datetime):
     """

    drives: list[DriveExport]
    games: list[GameExport]
    vacations: list[VacationExport]
    notifications: list[Notification]
    webhooks: list[WebhookExport]
    notification_settings: NotificationSettings
    mails: list[MailExport]
    push_subscriptions: list[PushSubscription]
    devices: list[Device]
    account: AccountExport
    profile: None | ProfileExport
    tokens: list[SignInExport]
    stats: None | StatsExport
    ratings: list[RatingExport]
    rating_history: list[RatingChangeExport]
    leagues: list[MembershipExport]
    standings: list[StandingExport]
    chat_messages: list[Said]
    following: list[Person]
    muted: list[Person]
    blocked: list[Person]
    invitations: list[InvitationExport]
    chat_reports: list[ReportMade]
    format_: MyDataExportFormatEnum
    version: int
    exported_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.account_export import AccountExport # noqa: PLC0415
        from ..models.device import Device # noqa: PLC0415
        from ..models.drive_export import DriveExport # noqa: PLC0415
        from ..models.game_export import GameExport # noqa: PLC0415
        from ..models.invitation_export import InvitationExport # noqa: PLC0415
        from ..models.mail_export import MailExport # noqa: PLC0415
        from ..models.membership_export import MembershipExport # noqa: PLC0415
        from ..models.notification import Notification # noqa: PLC0415
        from ..models.notification_settings import NotificationSettings # noqa: PLC0415
        from ..models.person import Person # noqa: PLC0415
        from ..models.profile_export import ProfileExport # noqa: PLC0415
        from ..models.push_subscription import PushSubscription # noqa: PLC0415
        from ..models.rating_change_export import RatingChangeExport # noqa: PLC0415
        from ..models.rating_export import RatingExport # noqa: PLC0415
        from ..models.report_made import ReportMade # noqa: PLC0415
        from ..models.said import Said # noqa: PLC0415
        from ..models.sign_in_export import SignInExport # noqa: PLC0415
        from ..models.standing_export import StandingExport # noqa: PLC0415
        from ..models.stats_export import StatsExport # noqa: PLC0415
        from ..models.vacation_export import VacationExport # noqa: PLC0415
        from ..models.webhook_export import WebhookExport # noqa: PLC0415
        drives = []
        for drives_item_data in self.drives:
            drives_item = drives_item_data.to_dict()
            drives.append(drives_item)



        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        vacations = []
        for vacations_item_data in self.vacations:
            vacations_item = vacations_item_data.to_dict()
            vacations.append(vacations_item)



        notifications = []
        for notifications_item_data in self.notifications:
            notifications_item = notifications_item_data.to_dict()
            notifications.append(notifications_item)



        webhooks = []
        for webhooks_item_data in self.webhooks:
            webhooks_item = webhooks_item_data.to_dict()
            webhooks.append(webhooks_item)



        notification_settings = self.notification_settings.to_dict()

        mails = []
        for mails_item_data in self.mails:
            mails_item = mails_item_data.to_dict()
            mails.append(mails_item)



        push_subscriptions = []
        for push_subscriptions_item_data in self.push_subscriptions:
            push_subscriptions_item = push_subscriptions_item_data.to_dict()
            push_subscriptions.append(push_subscriptions_item)



        devices = []
        for devices_item_data in self.devices:
            devices_item = devices_item_data.to_dict()
            devices.append(devices_item)



        account = self.account.to_dict()

        profile: dict[str, Any] | None
        if isinstance(self.profile, ProfileExport):
            profile = self.profile.to_dict()
        else:
            profile = self.profile

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)



        stats: dict[str, Any] | None
        if isinstance(self.stats, StatsExport):
            stats = self.stats.to_dict()
        else:
            stats = self.stats

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        rating_history = []
        for rating_history_item_data in self.rating_history:
            rating_history_item = rating_history_item_data.to_dict()
            rating_history.append(rating_history_item)



        leagues = []
        for leagues_item_data in self.leagues:
            leagues_item = leagues_item_data.to_dict()
            leagues.append(leagues_item)



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        chat_messages = []
        for chat_messages_item_data in self.chat_messages:
            chat_messages_item = chat_messages_item_data.to_dict()
            chat_messages.append(chat_messages_item)



        following = []
        for following_item_data in self.following:
            following_item = following_item_data.to_dict()
            following.append(following_item)



        muted = []
        for muted_item_data in self.muted:
            muted_item = muted_item_data.to_dict()
            muted.append(muted_item)



        blocked = []
        for blocked_item_data in self.blocked:
            blocked_item = blocked_item_data.to_dict()
            blocked.append(blocked_item)



        invitations = []
        for invitations_item_data in self.invitations:
            invitations_item = invitations_item_data.to_dict()
            invitations.append(invitations_item)



        chat_reports = []
        for chat_reports_item_data in self.chat_reports:
            chat_reports_item = chat_reports_item_data.to_dict()
            chat_reports.append(chat_reports_item)



        format_ = self.format_.value

        version = self.version

        exported_at = self.exported_at.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "drives": drives,
            "games": games,
            "vacations": vacations,
            "notifications": notifications,
            "webhooks": webhooks,
            "notification_settings": notification_settings,
            "mails": mails,
            "push_subscriptions": push_subscriptions,
            "devices": devices,
            "account": account,
            "profile": profile,
            "tokens": tokens,
            "stats": stats,
            "ratings": ratings,
            "rating_history": rating_history,
            "leagues": leagues,
            "standings": standings,
            "chat_messages": chat_messages,
            "following": following,
            "muted": muted,
            "blocked": blocked,
            "invitations": invitations,
            "chat_reports": chat_reports,
            "format": format_,
            "version": version,
            "exported_at": exported_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account_export import AccountExport # noqa: PLC0415
        from ..models.device import Device # noqa: PLC0415
        from ..models.drive_export import DriveExport # noqa: PLC0415
        from ..models.game_export import GameExport # noqa: PLC0415
        from ..models.invitation_export import InvitationExport # noqa: PLC0415
        from ..models.mail_export import MailExport # noqa: PLC0415
        from ..models.membership_export import MembershipExport # noqa: PLC0415
        from ..models.notification import Notification # noqa: PLC0415
        from ..models.notification_settings import NotificationSettings # noqa: PLC0415
        from ..models.person import Person # noqa: PLC0415
        from ..models.profile_export import ProfileExport # noqa: PLC0415
        from ..models.push_subscription import PushSubscription # noqa: PLC0415
        from ..models.rating_change_export import RatingChangeExport # noqa: PLC0415
        from ..models.rating_export import RatingExport # noqa: PLC0415
        from ..models.report_made import ReportMade # noqa: PLC0415
        from ..models.said import Said # noqa: PLC0415
        from ..models.sign_in_export import SignInExport # noqa: PLC0415
        from ..models.standing_export import StandingExport # noqa: PLC0415
        from ..models.stats_export import StatsExport # noqa: PLC0415
        from ..models.vacation_export import VacationExport # noqa: PLC0415
        from ..models.webhook_export import WebhookExport # noqa: PLC0415
        d = dict(src_dict)
        drives = []
        _drives = d.pop("drives")
        for drives_item_data in (_drives):
            drives_item = DriveExport.from_dict(drives_item_data)



            drives.append(drives_item)


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = GameExport.from_dict(games_item_data)



            games.append(games_item)


        vacations = []
        _vacations = d.pop("vacations")
        for vacations_item_data in (_vacations):
            vacations_item = VacationExport.from_dict(vacations_item_data)



            vacations.append(vacations_item)


        notifications = []
        _notifications = d.pop("notifications")
        for notifications_item_data in (_notifications):
            notifications_item = Notification.from_dict(notifications_item_data)



            notifications.append(notifications_item)


        webhooks = []
        _webhooks = d.pop("webhooks")
        for webhooks_item_data in (_webhooks):
            webhooks_item = WebhookExport.from_dict(webhooks_item_data)



            webhooks.append(webhooks_item)


        notification_settings = NotificationSettings.from_dict(d.pop("notification_settings"))




        mails = []
        _mails = d.pop("mails")
        for mails_item_data in (_mails):
            mails_item = MailExport.from_dict(mails_item_data)



            mails.append(mails_item)


        push_subscriptions = []
        _push_subscriptions = d.pop("push_subscriptions")
        for push_subscriptions_item_data in (_push_subscriptions):
            push_subscriptions_item = PushSubscription.from_dict(push_subscriptions_item_data)



            push_subscriptions.append(push_subscriptions_item)


        devices = []
        _devices = d.pop("devices")
        for devices_item_data in (_devices):
            devices_item = Device.from_dict(devices_item_data)



            devices.append(devices_item)


        account = AccountExport.from_dict(d.pop("account"))




        def _parse_profile(data: object) -> None | ProfileExport:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                profile_type_1 = ProfileExport.from_dict(data)



                return profile_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProfileExport, data)

        profile = _parse_profile(d.pop("profile"))


        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in (_tokens):
            tokens_item = SignInExport.from_dict(tokens_item_data)



            tokens.append(tokens_item)


        def _parse_stats(data: object) -> None | StatsExport:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stats_type_1 = StatsExport.from_dict(data)



                return stats_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StatsExport, data)

        stats = _parse_stats(d.pop("stats"))


        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingExport.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        rating_history = []
        _rating_history = d.pop("rating_history")
        for rating_history_item_data in (_rating_history):
            rating_history_item = RatingChangeExport.from_dict(rating_history_item_data)



            rating_history.append(rating_history_item)


        leagues = []
        _leagues = d.pop("leagues")
        for leagues_item_data in (_leagues):
            leagues_item = MembershipExport.from_dict(leagues_item_data)



            leagues.append(leagues_item)


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = StandingExport.from_dict(standings_item_data)



            standings.append(standings_item)


        chat_messages = []
        _chat_messages = d.pop("chat_messages")
        for chat_messages_item_data in (_chat_messages):
            chat_messages_item = Said.from_dict(chat_messages_item_data)



            chat_messages.append(chat_messages_item)


        following = []
        _following = d.pop("following")
        for following_item_data in (_following):
            following_item = Person.from_dict(following_item_data)



            following.append(following_item)


        muted = []
        _muted = d.pop("muted")
        for muted_item_data in (_muted):
            muted_item = Person.from_dict(muted_item_data)



            muted.append(muted_item)


        blocked = []
        _blocked = d.pop("blocked")
        for blocked_item_data in (_blocked):
            blocked_item = Person.from_dict(blocked_item_data)



            blocked.append(blocked_item)


        invitations = []
        _invitations = d.pop("invitations")
        for invitations_item_data in (_invitations):
            invitations_item = InvitationExport.from_dict(invitations_item_data)



            invitations.append(invitations_item)


        chat_reports = []
        _chat_reports = d.pop("chat_reports")
        for chat_reports_item_data in (_chat_reports):
            chat_reports_item = ReportMade.from_dict(chat_reports_item_data)



            chat_reports.append(chat_reports_item)


        format_ = MyDataExportFormatEnum(d.pop("format"))




        version = d.pop("version")

        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))




        my_data_export = cls(
            drives=drives,
            games=games,
            vacations=vacations,
            notifications=notifications,
            webhooks=webhooks,
            notification_settings=notification_settings,
            mails=mails,
            push_subscriptions=push_subscriptions,
            devices=devices,
            account=account,
            profile=profile,
            tokens=tokens,
            stats=stats,
            ratings=ratings,
            rating_history=rating_history,
            leagues=leagues,
            standings=standings,
            chat_messages=chat_messages,
            following=following,
            muted=muted,
            blocked=blocked,
            invitations=invitations,
            chat_reports=chat_reports,
            format_=format_,
            version=version,
            exported_at=exported_at,
        )


        my_data_export.additional_properties = d
        return my_data_export

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
