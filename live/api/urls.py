"""Live routes, mounted at /api/v1/ (no trailing slashes): streams, notifications, webhooks,
push subscriptions and devices."""

from django.urls import path

from live.api import mail_views, push_views, settings_views, views, webhook_views

app_name = "live"

urlpatterns = [
    path("stream", views.UserStreamView.as_view(), name="stream"),
    path("games/<int:game_id>/stream", views.GameStreamView.as_view(), name="game-stream"),
    path("notifications", views.NotificationsView.as_view(), name="notifications"),
    path("stream-tickets", views.StreamTicketsView.as_view(), name="stream-tickets"),
    path("me/notification-settings", settings_views.NotificationSettingsView.as_view(),
         name="notification-settings"),
    path("unsubscribe", mail_views.UnsubscribeView.as_view(), name="unsubscribe"),
    path("webhooks", webhook_views.WebhooksView.as_view(), name="webhooks"),
    path("webhooks/<int:webhook_id>", webhook_views.WebhookView.as_view(), name="webhook"),
    path("webhooks/<int:webhook_id>/test", webhook_views.WebhookTestView.as_view(),
         name="webhook-test"),
    path("webhooks/<int:webhook_id>/deliveries", webhook_views.WebhookDeliveriesView.as_view(),
         name="webhook-deliveries"),
    path("push-subscriptions", push_views.PushSubscriptionsView.as_view(),
         name="push-subscriptions"),
    path("push-subscriptions/vapid-key", push_views.VapidKeyView.as_view(), name="vapid-key"),
    path("push-subscriptions/<int:subscription_id>", push_views.PushSubscriptionView.as_view(),
         name="push-subscription"),
    path("devices", push_views.DevicesView.as_view(), name="devices"),
    path("devices/<int:device_id>", push_views.DeviceView.as_view(), name="device"),
]
