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
        ('players', '0013_board_and_member_order_indexes'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_leaguemembership_league_id_33c47869"',
                    reverse_sql='CREATE INDEX "players_leaguemembership_league_id_33c47869" ON "players_leaguemembership" ("league_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_leaguemembership_user_id_92dd0284"',
                    reverse_sql='CREATE INDEX "players_leaguemembership_user_id_92dd0284" ON "players_leaguemembership" ("user_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_ratingchange_competitor_id_362c82d7"',
                    reverse_sql='CREATE INDEX "players_ratingchange_competitor_id_362c82d7" ON "players_ratingchange" ("competitor_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_season_league_id_3d7d0e94"',
                    reverse_sql='CREATE INDEX "players_season_league_id_3d7d0e94" ON "players_season" ("league_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_standing_league_id_c8797b15"',
                    reverse_sql='CREATE INDEX "players_standing_league_id_c8797b15" ON "players_standing" ("league_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_standing_season_id_95b738e5"',
                    reverse_sql='CREATE INDEX "players_standing_season_id_95b738e5" ON "players_standing" ("season_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "players_standing_user_id_433b0f46"',
                    reverse_sql='CREATE INDEX "players_standing_user_id_433b0f46" ON "players_standing" ("user_id")',
                ),
            ],
            state_operations=[
                migrations.AlterField(
                    model_name='leaguemembership',
                    name='league',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='memberships', to='players.league'),
                ),
                migrations.AlterField(
                    model_name='leaguemembership',
                    name='user',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='league_memberships', to=settings.AUTH_USER_MODEL),
                ),
                migrations.AlterField(
                    model_name='ratingchange',
                    name='competitor',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='rating_changes', to='players.competitor'),
                ),
                migrations.AlterField(
                    model_name='season',
                    name='league',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='seasons', to='players.league'),
                ),
                migrations.AlterField(
                    model_name='standing',
                    name='league',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='standings', to='players.league'),
                ),
                migrations.AlterField(
                    model_name='standing',
                    name='season',
                    field=models.ForeignKey(blank=True, db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='standings', to='players.season'),
                ),
                migrations.AlterField(
                    model_name='standing',
                    name='user',
                    field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='standings', to=settings.AUTH_USER_MODEL),
                ),
            ],
        ),
    ]
