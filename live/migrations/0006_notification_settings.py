import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("live", "0005_push"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RemoveConstraint(model_name="emailpreference", name="emailpreference_unique"),
        migrations.RenameModel(old_name="EmailPreference", new_name="NotificationPreference"),
        migrations.AddField(
            model_name="notificationpreference",
            name="channel",
            field=models.CharField(choices=[
                ("stream", "in the app (the notification list and the user stream)"),
                ("email", "email"), ("web_push", "web push (browsers)"),
                ("mobile_push", "mobile push (phones)")], default="email", max_length=16),
        ),
        migrations.AddConstraint(
            model_name="notificationpreference",
            constraint=models.UniqueConstraint(fields=("user", "channel", "kind"),
                                               name="notificationpreference_unique"),
        ),
        migrations.CreateModel(
            name="NotificationSchedule",
            fields=[
                ("user", models.OneToOneField(on_delete=django.db.models.deletion.CASCADE,
                                              primary_key=True, related_name="+",
                                              serialize=False, to=settings.AUTH_USER_MODEL)),
                ("time_zone", models.CharField(default="UTC", max_length=64)),
                ("quiet_start", models.TimeField(blank=True, null=True)),
                ("quiet_end", models.TimeField(blank=True, null=True)),
                ("turn_mail_delay_minutes", models.PositiveSmallIntegerField(default=15)),
                ("digest", models.BooleanField(default=False)),
                ("digest_hour", models.PositiveSmallIntegerField(default=8)),
                ("last_digest_on", models.DateField(blank=True, null=True)),
                ("updated", models.DateTimeField(auto_now=True)),
            ],
        ),
        migrations.CreateModel(
            name="TurnMail",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False,
                                           verbose_name="ID")),
                ("game_id", models.IntegerField()),
                ("version", models.PositiveIntegerField()),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("user", models.ForeignKey(db_index=False,
                                           on_delete=django.db.models.deletion.CASCADE,
                                           related_name="+", to=settings.AUTH_USER_MODEL)),
            ],
            options={
                "indexes": [models.Index(fields=["created_at"], name="turnmail_created")],
                "constraints": [models.UniqueConstraint(fields=("user", "game_id", "version"),
                                                        name="turnmail_unique")],
            },
        ),
    ]
