"""What a push says, and the APNs provider token's life: pure functions, no service."""

from __future__ import annotations

import json

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec

from live import apns
from live.push import PUSH_KINDS, push_payload
from tests.games.helpers import cards_in
from tests.live.push_helpers import private_pem


@pytest.mark.parametrize("kind", PUSH_KINDS)
def test_a_push_is_built_from_named_fields_only(kind, settings):
    settings.WHIST_PUBLIC_URL = "https://whist.example.com"
    body = {"seq": 9, "type": kind, "at": "2026-11-27T10:00:00Z", "game_id": 12, "version": 4,
            "seat": 1, "decision": "play", "deadline": None, "position": 2, "season_id": 3,
            # Whatever else a notification might one day carry stays out of a push.
            "hand": ["AS", "KD"], "card": "QC", "note": "secret"}
    payload = push_payload(body)
    assert set(payload) == {"type", "seq", "title", "body", "url", "tag", "game_id"}
    assert payload["url"] == "https://whist.example.com/#/games/12"
    assert payload["type"] == kind and payload["seq"] == 9 and payload["game_id"] == 12
    assert cards_in(payload) == [] and "secret" not in json.dumps(payload)
    assert len(json.dumps(payload)) < 300


def test_the_words_of_each_kind():
    turn = push_payload({"seq": 1, "type": "your_turn", "game_id": 7, "decision": "play"})
    assert (turn["title"], turn["body"]) == ("Your turn", "Game 7: play a card.")
    trumps = push_payload({"seq": 2, "type": "your_turn", "game_id": 7,
                           "decision": "choose_trump"})
    assert trumps["body"] == "Game 7: choose trumps."
    won = push_payload({"seq": 3, "type": "game_finished", "game_id": 7, "position": 1})
    assert won["body"] == "Game 7 is over: you won."
    third = push_payload({"seq": 4, "type": "game_finished", "game_id": 7, "position": 3})
    assert third["body"] == "Game 7 is over: you finished 3rd."


def test_the_apns_provider_token_is_kept_for_half_an_hour_then_renewed(settings, tmp_path):
    key = ec.generate_private_key(ec.SECP256R1())
    path = tmp_path / "AuthKey.p8"
    path.write_text(private_pem(key))
    settings.APNS_KEY_FILE, settings.APNS_KEY_ID, settings.APNS_TEAM_ID = str(path), "KID1", "T1"
    start = 1_900_000_000.0
    first = apns.provider_token(now=start)
    assert apns.provider_token(now=start + 20 * 60) == first
    renewed = apns.provider_token(now=start + 30 * 60)
    assert renewed != first
    header = jwt.get_unverified_header(renewed)
    claims = jwt.decode(renewed, key.public_key(), algorithms=["ES256"],
                        options={"verify_iat": False})
    assert header["kid"] == "KID1" and claims == {"iss": "T1", "iat": int(start + 30 * 60)}
