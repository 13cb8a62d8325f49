"""The project's own views, which gather from every app: the admin site, a person's export and
the health check.  They sit in the shell, the one layer allowed to import every app."""
