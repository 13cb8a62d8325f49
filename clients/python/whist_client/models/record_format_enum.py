from enum import StrEnum

class RecordFormatEnum(StrEnum):
    KOWHIST_RECORD = "kowhist-record"

    def __str__(self) -> str:
        return str(self.value)
