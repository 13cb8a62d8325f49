"""Drives routes, mounted at /api/v1/ (no trailing slashes)."""

from django.urls import path

from drives.api import views

app_name = "drives"

urlpatterns = [
    path("drives", views.DrivesView.as_view(), name="drives"),
    path("drives/<int:drive_id>", views.DriveView.as_view(), name="drive"),
    path("drives/<int:drive_id>/join", views.DriveJoinView.as_view(), name="drive-join"),
    path("drives/<int:drive_id>/start", views.DriveStartView.as_view(), name="drive-start"),
    path("drives/<int:drive_id>/leave", views.DriveLeaveView.as_view(), name="drive-leave"),
    path("drives/<int:drive_id>/entrants/<int:number>", views.DriveEntrantView.as_view(),
         name="drive-entrant"),
]
