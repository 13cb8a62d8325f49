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
        ('social', '0001_social_chat_relations_invitations'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "social_chatreport_message_id_52702626"',
                    reverse_sql='CREATE INDEX "social_chatreport_message_id_52702626" ON "social_chatreport" ("message_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "social_invitation_invitee_id_65fbc972"',
                    reverse_sql='CREATE INDEX "social_invitation_invitee_id_65fbc972" ON "social_invitation" ("invitee_id")',
                ),
            ],
            state_operations=[
                migrations.AlterField(
                    model_name='chatreport',
                    name='message',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='reports', to='social.chatmessage'),
                ),
                migrations.AlterField(
                    model_name='invitation',
                    name='invitee',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to=settings.AUTH_USER_MODEL),
                ),
            ],
        ),
    ]
