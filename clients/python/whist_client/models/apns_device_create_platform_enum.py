from enum import StrEnum

class ApnsDeviceCreatePlatformEnum(StrEnum):
    APNS = "apns"

    def __str__(self) -> str:
        return str(self.value)
