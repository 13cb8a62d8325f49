"""The quick phrases every game's chat offers, whatever its options: short, kind, and saying
nothing about anyone's cards."""

PHRASES: dict[str, str] = {
    "hello": "Hello!",
    "good_luck": "Good luck",
    "well_played": "Well played",
    "nice_trick": "Nice trick",
    "thanks": "Thanks",
    "sorry": "Sorry",
    "slow_today": "Sorry, slow today",
    "back_soon": "Back soon",
    "good_game": "Good game",
    "bye": "Bye!",
}

PHRASE_IDS = list(PHRASES)
