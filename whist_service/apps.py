from django.contrib.admin.apps import AdminConfig


class WhistAdminConfig(AdminConfig):
    """The admin with a throttled login (whist_service/site/admin_site.py)."""

    default_site = "whist_service.site.admin_site.WhistAdminSite"
