"""Django's index on each foreign key below goes: another index of the same table begins with
the same column (a unique constraint or a list's index), so it serves every lookup by that
key, and the extra index only cost each insert one more entry.

Only the indexes are dropped. Django's own ``AlterField`` would also drop and re-add each
foreign key, which checks every row of the table while holding a lock on both tables."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('live', '0006_notification_settings'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "live_outboundmail_user_id_2b7b59f4"',
                    reverse_sql='CREATE INDEX "live_outboundmail_user_id_2b7b59f4" ON "live_outboundmail" ("user_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "live_webhookdelivery_webhook_id_910b43f1"',
                    reverse_sql='CREATE INDEX "live_webhookdelivery_webhook_id_910b43f1" ON "live_webhookdelivery" ("webhook_id")',
                ),
            ],
            state_operations=[
                migrations.AlterField(
                    model_name='outboundmail',
                    name='user',
                    field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to=settings.AUTH_USER_MODEL),
                ),
                migrations.AlterField(
                    model_name='webhookdelivery',
                    name='webhook',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='deliveries', to='live.webhook'),
                ),
            ],
        ),
    ]
