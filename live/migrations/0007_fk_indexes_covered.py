"""Django's index on each foreign key below goes: another index of the same table begins with
the same column (a unique constraint or a list's index) and serves every lookup by it (see
:mod:`core.index_drops`)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from core.index_drops import fk_index_drop


class Migration(migrations.Migration):

    dependencies = [
        ("live", "0006_notification_settings"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        fk_index_drop(
            model_name="outboundmail", name="user",
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name="+", to=settings.AUTH_USER_MODEL),
            table="live_outboundmail", column="user_id", index="live_outboundmail_user_id_2b7b59f4",
        ),
        fk_index_drop(
            model_name="webhookdelivery", name="webhook",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="deliveries", to="live.webhook"),
            table="live_webhookdelivery", column="webhook_id", index="live_webhookdelivery_webhook_id_910b43f1",
        ),
    ]
