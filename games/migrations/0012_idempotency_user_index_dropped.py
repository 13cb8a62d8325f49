"""The idempotency records' index on ``user_id`` alone goes: the unique (user, key) index
serves every lookup by user, and every keyed move wrote an entry into both (see
:mod:`core.index_drops`)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from core.index_drops import fk_index_drop


class Migration(migrations.Migration):

    dependencies = [
        ("games", "0011_game_analysis"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        fk_index_drop(
            model_name="idempotencyrecord", name="user",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, to=settings.AUTH_USER_MODEL),
            table="games_idempotencyrecord", column="user_id", index="games_idempotencyrecord_user_id_4d445d0e",
        ),
    ]
