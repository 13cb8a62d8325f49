"""Django's index on each foreign key below goes: another index of the same table begins with
the same column (a unique constraint or a list's index) and serves every lookup by it (see
:mod:`core.index_drops`)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from core.index_drops import fk_index_drop


class Migration(migrations.Migration):

    dependencies = [
        ("players", "0013_board_and_member_order_indexes"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        fk_index_drop(
            model_name="leaguemembership", name="league",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="memberships", to="players.league"),
            table="players_leaguemembership", column="league_id", index="players_leaguemembership_league_id_33c47869",
        ),
        fk_index_drop(
            model_name="leaguemembership", name="user",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="league_memberships", to=settings.AUTH_USER_MODEL),
            table="players_leaguemembership", column="user_id", index="players_leaguemembership_user_id_92dd0284",
        ),
        fk_index_drop(
            model_name="ratingchange", name="competitor",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="rating_changes", to="players.competitor"),
            table="players_ratingchange", column="competitor_id", index="players_ratingchange_competitor_id_362c82d7",
        ),
        fk_index_drop(
            model_name="season", name="league",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="seasons", to="players.league"),
            table="players_season", column="league_id", index="players_season_league_id_3d7d0e94",
        ),
        fk_index_drop(
            model_name="standing", name="league",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="standings", to="players.league"),
            table="players_standing", column="league_id", index="players_standing_league_id_c8797b15",
        ),
        fk_index_drop(
            model_name="standing", name="season",
            field=models.ForeignKey(blank=True, db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name="standings", to="players.season"),
            table="players_standing", column="season_id", index="players_standing_season_id_95b738e5",
        ),
        fk_index_drop(
            model_name="standing", name="user",
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name="standings", to=settings.AUTH_USER_MODEL),
            table="players_standing", column="user_id", index="players_standing_user_id_433b0f46",
        ),
    ]
