# Game persistence models go here (Django side only; the pure rules engine lives in
# games/engine/ and must not import Django).
