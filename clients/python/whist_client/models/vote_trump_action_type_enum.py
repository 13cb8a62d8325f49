from enum import StrEnum

class VoteTrumpActionTypeEnum(StrEnum):
    VOTE_TRUMP = "vote_trump"

    def __str__(self) -> str:
        return str(self.value)
