from django.conf import settings
from django.db import models


class Profile(models.Model):
    """Public face of an account. One per auth user, created at registration.

    Statistics, league memberships and ratings belong in their own models that point
    at the user (or this profile), so this table stays small.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    display_name = models.CharField(max_length=64)
    avatar_url = models.URLField(max_length=500, blank=True, default="")
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.display_name} ({self.user_id})"
