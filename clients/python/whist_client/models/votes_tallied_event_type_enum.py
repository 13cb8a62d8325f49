from enum import StrEnum

class VotesTalliedEventTypeEnum(StrEnum):
    VOTES_TALLIED = "votes_tallied"

    def __str__(self) -> str:
        return str(self.value)
