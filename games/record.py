"""Verify a finished game's record against its revealed seed (no Django needed).

``python -m games.record record.json`` prints ``verified`` or the problems found.  A record
verifies when the seed matches the commitment published at the start, and replaying the
recorded actions from that seed deals exactly the recorded hands and turn-ups, plays exactly the
recorded tricks, and ends with the recorded finishing positions.  Records of classic Whist
(``"kind": "whist"``) are checked the same way by :mod:`games.engine.whist.record`.
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from games import engine
from games.engine.events import Dealt, TrickWon, TrumpSet
from games.engine.serialize import setup_from_dict
from games.engine.whist import record as whist_record


def first_dealer_of(seed: str, players: int) -> int:
    """The first dealer, drawn from the seed so that it is as checkable as the deals."""
    digest = hashlib.sha256(f"{seed}:first_dealer".encode()).digest()
    return int.from_bytes(digest, "big") % players


def _trick(event: TrickWon) -> dict[str, Any]:
    return {"trick_no": event.trick_no, "winner": event.seat,
            "plays": [{"seat": s, "card": c} for s, c in event.named_plays()]}


def record_verify(record: dict[str, Any]) -> list[str]:
    """Problems found in the record; an empty list means it verifies.  A classic Whist record
    (``"kind": "whist"``) is verified by :func:`games.engine.whist.record.verify`."""
    if record.get("kind") == whist_record.KIND:
        return whist_record.verify(record)
    problems: list[str] = []
    seed = record.get("seed")
    if not seed:
        return ["the record has no revealed seed (is the game finished?)"]
    if hashlib.sha256(seed.encode()).hexdigest() != record.get("seed_commitment"):
        problems.append("the seed does not match the commitment published at the start")
    players = record["players"]
    options = engine.Options.from_dict(record["options"])
    if record.get("forced_setup"):
        setup = setup_from_dict(record["forced_setup"])
    else:
        setup = engine.Setup(seed=seed, first_dealer=first_dealer_of(seed, players))
    state, events = engine.new_game(players, options, setup)
    dealt: list[Dealt] = [e for e in events if isinstance(e, Dealt)]
    trumps: list[TrumpSet] = [e for e in events if isinstance(e, TrumpSet)]
    tricks: dict[int, list[dict[str, Any]]] = {}
    for entry in record["actions"]:
        try:
            if entry["action"].get("type") == "resign":
                state, events = engine.resign(state, entry["seat"])
            else:
                state, events = engine.apply(state, engine.action_from_dict(entry["action"]),
                                             seat=entry["seat"])
        except engine.EngineError as exc:
            problems.append(f"action {entry['seq']} does not replay: {exc.message}")
            return problems
        for event in events:  # a trick ends before the next deal starts, in the same events
            if isinstance(event, TrickWon):
                tricks.setdefault(dealt[-1].deal_no, []).append(_trick(event))
            elif isinstance(event, Dealt):
                dealt.append(event)
            elif isinstance(event, TrumpSet):
                trumps.append(event)
    # A redeal ("no picture, no play") replaces its deal: the record keeps the last one.
    dealt = list({d.deal_no: d for d in dealt}.values())
    deals = record["deals"]
    if len(deals) != len(dealt):
        problems.append(f"the record has {len(deals)} deals; the seed gives {len(dealt)}")
    for deal, replayed in zip(deals, dealt, strict=False):
        hands = replayed.hands_by_seat()
        if deal["hands"] != hands:
            problems.append(f"deal {deal['deal_no']}: the recorded hands differ from the seed's")
        if deal.get("tricks") != tricks.get(replayed.deal_no, []):
            problems.append(f"deal {deal['deal_no']}: the recorded tricks differ from the replay")
    turn_ups = {t.deal_no: t.turn_up_name for t in trumps if t.turn_up_name}
    for deal in deals:
        if deal.get("turn_up") and turn_ups.get(deal["deal_no"]) != deal["turn_up"]:
            problems.append(f"deal {deal['deal_no']}: the turn-up differs from the seed's")
    result = record.get("result") or {}
    if not state.is_over:
        problems.append("the replayed game is not over")
    elif list(state.positions) != result.get("positions"):
        problems.append("the finishing positions differ from the replay")
    return problems


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    with open(args[0]) as handle:
        problems = record_verify(json.load(handle))
    print("verified" if not problems else "\n".join(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
