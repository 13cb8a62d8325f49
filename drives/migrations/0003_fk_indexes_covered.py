"""Django's index on each foreign key below goes: another index of the same table begins with
the same column (a unique constraint or a list's index) and serves every lookup by it (see
:mod:`core.index_drops`)."""

import django.db.models.deletion
from django.db import migrations, models

from core.index_drops import fk_index_drop


class Migration(migrations.Migration):

    dependencies = [
        ("drives", "0002_drive_cancelled"),
    ]

    operations = [
        fk_index_drop(
            model_name="driveentry", name="drive",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="entries", to="drives.drive"),
            table="drives_driveentry", column="drive_id", index="drives_driveentry_drive_id_b12d45f8",
        ),
        fk_index_drop(
            model_name="drivetable", name="drive",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="tables_played", to="drives.drive"),
            table="drives_drivetable", column="drive_id", index="drives_drivetable_drive_id_62a986ee",
        ),
    ]
