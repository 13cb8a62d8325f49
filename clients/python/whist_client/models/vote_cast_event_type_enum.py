from enum import StrEnum

class VoteCastEventTypeEnum(StrEnum):
    VOTE_CAST = "vote_cast"

    def __str__(self) -> str:
        return str(self.value)
