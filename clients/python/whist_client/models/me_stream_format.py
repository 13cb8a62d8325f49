from enum import StrEnum

class MeStreamFormat(StrEnum):
    JSON = "json"
    SSE = "sse"

    def __str__(self) -> str:
        return str(self.value)
