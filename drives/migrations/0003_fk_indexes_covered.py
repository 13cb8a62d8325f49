"""Django's index on each foreign key below goes: another index of the same table begins with
the same column (a unique constraint or a list's index), so it serves every lookup by that
key, and the extra index only cost each insert one more entry.

Only the indexes are dropped. Django's own ``AlterField`` would also drop and re-add each
foreign key, which checks every row of the table while holding a lock on both tables."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('drives', '0002_drive_cancelled'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "drives_driveentry_drive_id_b12d45f8"',
                    reverse_sql='CREATE INDEX "drives_driveentry_drive_id_b12d45f8" ON "drives_driveentry" ("drive_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "drives_drivetable_drive_id_62a986ee"',
                    reverse_sql='CREATE INDEX "drives_drivetable_drive_id_62a986ee" ON "drives_drivetable" ("drive_id")',
                ),
            ],
            state_operations=[
                migrations.AlterField(
                    model_name='driveentry',
                    name='drive',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='entries', to='drives.drive'),
                ),
                migrations.AlterField(
                    model_name='drivetable',
                    name='drive',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='tables_played', to='drives.drive'),
                ),
            ],
        ),
    ]
