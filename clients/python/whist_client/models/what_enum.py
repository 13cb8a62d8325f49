from enum import StrEnum

class WhatEnum(StrEnum):
    NO_PICTURE = "no_picture"
    RAINBOW = "rainbow"

    def __str__(self) -> str:
        return str(self.value)
