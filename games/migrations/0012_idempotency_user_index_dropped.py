"""The idempotency records' index on ``user_id`` alone goes: the unique (user, key) index
serves every lookup by user, and the extra index cost every keyed move one more index entry.

Only the index is dropped. Django's own ``AlterField`` would also drop and re-add the foreign
key, which checks every row of the table while holding a lock on it and on the users."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

INDEX = "games_idempotencyrecord_user_id_4d445d0e"


class Migration(migrations.Migration):

    dependencies = [
        ("games", "0011_game_analysis"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.RunSQL(
                f'DROP INDEX IF EXISTS "{INDEX}"',
                reverse_sql=f'CREATE INDEX "{INDEX}" ON "games_idempotencyrecord" ("user_id")',
            )],
            state_operations=[migrations.AlterField(
                model_name="idempotencyrecord",
                name="user",
                field=models.ForeignKey(db_index=False,
                                        on_delete=django.db.models.deletion.CASCADE,
                                        to=settings.AUTH_USER_MODEL),
            )],
        ),
    ]
