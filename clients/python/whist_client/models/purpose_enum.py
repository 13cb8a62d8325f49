from enum import StrEnum

class PurposeEnum(StrEnum):
    LEAD = "lead"
    RAINBOW = "rainbow"
    TRUMP = "trump"

    def __str__(self) -> str:
        return str(self.value)
