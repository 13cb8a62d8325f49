"""Django's index on each foreign key below goes: another index of the same table begins with
the same column (a unique constraint or a list's index) and serves every lookup by it (see
:mod:`core.index_drops`)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from core.index_drops import fk_index_drop


class Migration(migrations.Migration):

    dependencies = [
        ("social", "0001_social_chat_relations_invitations"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        fk_index_drop(
            model_name="chatreport", name="message",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="reports", to="social.chatmessage"),
            table="social_chatreport", column="message_id", index="social_chatreport_message_id_52702626",
        ),
        fk_index_drop(
            model_name="invitation", name="invitee",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="+", to=settings.AUTH_USER_MODEL),
            table="social_invitation", column="invitee_id", index="social_invitation_invitee_id_65fbc972",
        ),
    ]
