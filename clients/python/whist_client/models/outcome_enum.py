from enum import StrEnum

class OutcomeEnum(StrEnum):
    AGREED = "agreed"
    CERTAIN = "certain"
    REFUSED = "refused"

    def __str__(self) -> str:
        return str(self.value)
