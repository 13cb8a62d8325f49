from enum import StrEnum

class GamesStreamFormat(StrEnum):
    JSON = "json"
    SSE = "sse"

    def __str__(self) -> str:
        return str(self.value)
