from enum import StrEnum

class FcmDeviceCreatePlatformEnum(StrEnum):
    FCM = "fcm"

    def __str__(self) -> str:
        return str(self.value)
