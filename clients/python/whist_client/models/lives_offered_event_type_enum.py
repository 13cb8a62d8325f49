from enum import StrEnum

class LivesOfferedEventTypeEnum(StrEnum):
    LIVES_OFFERED = "lives_offered"

    def __str__(self) -> str:
        return str(self.value)
