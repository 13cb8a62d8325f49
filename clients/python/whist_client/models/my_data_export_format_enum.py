from enum import StrEnum

class MyDataExportFormatEnum(StrEnum):
    WHIST_EXPORT = "whist-export"

    def __str__(self) -> str:
        return str(self.value)
