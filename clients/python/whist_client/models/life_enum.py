from enum import StrEnum

class LifeEnum(StrEnum):
    BLIND_PARISH = "blind_parish"
    DOGS_LIFE = "dogs_life"
    PARISH = "parish"

    def __str__(self) -> str:
        return str(self.value)
