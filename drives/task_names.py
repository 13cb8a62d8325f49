"""Task names, so the services can enqueue without importing the task module."""

DRIVE_ADVANCE_TASK = "drives.tasks.drive_advance"
DRIVES_DUE_TASK = "drives.tasks.drives_advance_due"
