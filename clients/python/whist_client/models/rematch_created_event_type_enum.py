from enum import StrEnum

class RematchCreatedEventTypeEnum(StrEnum):
    REMATCH_CREATED = "rematch_created"

    def __str__(self) -> str:
        return str(self.value)
