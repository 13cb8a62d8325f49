"""For every rules preset, at every step of a whole game, no endpoint shows any viewer anything
private to another seat.

What is private, from the rules texts in ``shared/rules/``:
* the cards a seat holds (004: each player is dealt a hand; only its holder sees it);
* an exchange's discards and the cards drawn for them (004 "Card exchange": how many is
  public, which is not);
* a Blind Parish card, hidden even from its holder until played (004 "Money Version");
* a knocked-out player's trump vote until the tally (003 "Eliminated-player trump choice").
A classic Whist claim shows the claimer's hand to everyone, and no other hand: those cards are
public from the claim on (service practice, as at Bridge; 001 says nothing of claims), and the
sweep makes claims now and then, which the opponents accept or refuse at random.
A declaration ("no picture, no play", 002; the rainbow, 004) is public as soon as it is made:
every seat is asked in turn and the answer is announced, so there is no unannounced declaration
to leak (games/engine/variants.md).

After every single action, each viewer (every seat and a stranger watching the public game)
reads its view, the events and its notifications since it last looked (and the words of the mail
each would send, and the pushes they would make to a browser and to phones); the stranger reads
the record, its games list, the game stream and the table talk too (the seat to act says a quick
phrase at every step, the stranger now and then), and so does one seat in turn, with its whole
export every other time (the record is the same for every viewer while the game runs, and the
list shows no cards).  The secrets are read from the unredacted rows, so the check does not
trust the redaction it tests.
A spectator of a game played one trick late reads, at every step, exactly what it read when
the last trick ended: view, ETag, live list row, events, stream and record (no version, clock,
phase or claim moved by a card of the trick being played).
Midway, a seat's second device signs out: its stream and the stream ticket it made are refused
from then on (tests/live/test_stream_revocation.py shows its open streams closing).  A drive's
tables are read by nobody but their seats.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from games import engine, services
from games.engine.cards import cards_from_mask
from games.kinds import game_kind
from games.models import Game, GameEvent
from live.apns import apns_body
from live.fcm import fcm_message
from live.mail_notify import mail_content
from live.preferences import KIND_OF_TYPE
from live.push import push_payload, pushable
from social.phrases import PHRASE_IDS
from tests.games.conftest import Table
from tests.games.helpers import assert_game_unreadable, cards_in

pytestmark = pytest.mark.django_db

PLAYERS = 3
VOTERS_PLAYERS = {"rules_site_vote": 4}
"""A vote is secret only while a second knocked-out seat has still to vote (003): with three
players the one voter's vote is tallied at once, so the voting preset is played by four."""


@dataclass
class Secrets:
    """What each seat alone may know right now, and what nobody may see."""

    held: dict[int, set[str]]
    exchanged: dict[int, set[str]]
    blind: set[str]
    votes: dict[int, str]
    public: set[str] = field(default_factory=set)

    def hidden_from(self, viewer: int | None) -> set[str]:
        others = [s for s in self.held if s != viewer]
        cards = set().union(*(self.held[s] | self.exchanged.get(s, set()) for s in others))
        return (cards | self.blind) - self.public


def secrets_now(game_id: int) -> Secrets:
    """What is private now; nothing is once the game is over (its record reveals every deal,
    discard and vote)."""
    game = Game.objects.get(pk=game_id)
    if game.status != "active":
        return Secrets(held={}, exchanged={}, blind=set(), votes={})
    state = game_kind(game.kind).state_from_dict(game.state)
    blind = {str(c) for c in cards_from_mask(getattr(state, "blind", 0))}
    held = {s: {str(c) for c in state.hand(s)} for s in range(state.players)}
    public: set[str] = set()
    exchanged: dict[int, set[str]] = {}
    votes: dict[int, str] = {}
    for event in GameEvent.objects.filter(game_id=game_id).order_by("seq"):
        data = event.data
        kind = data["type"]
        if kind == "dealt":
            exchanged, votes = {}, {}
        elif kind == "card_played":
            public.add(data["card"])
        elif kind == "trump_set" and data.get("card"):
            public.add(data["card"])
        elif kind == "claim_made":  # the claimer's hand, shown to the table, and only it
            public |= set(data["cards"])
        elif kind == "cut":
            public |= {draw["card"] for round_ in data["rounds"] for draw in round_}
        elif kind == "exchanged":
            exchanged.setdefault(data["seat"], set()).update(data["discarded"], data["drawn"])
        elif kind == "vote_cast" and data["suit"] is not None:
            votes[data["seat"]] = data["suit"]
        elif kind == "votes_tallied":
            votes = {}
    return Secrets(held=held, exchanged=exchanged, blind=blind - public, votes=votes,
                   public=public)


def votes_shown(body: Any, voter: int) -> list[Any]:
    """Every place in a JSON document that names ``voter``'s vote: a ``vote_cast`` event or a
    ``vote_trump`` action of that seat carrying its suit."""
    found: list[Any] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if value.get("seat") == voter:
                if value.get("type") == "vote_cast" and value.get("suit") is not None:
                    found.append(value)
                action = value.get("action")
                if isinstance(action, dict) and action.get("type") == "vote_trump" and \
                        action.get("suit") is not None:
                    found.append(value)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(body)
    return found


def mail_words(notification: dict[str, Any]) -> list[str]:
    """Every word of the mail a notification would send (cards_in reads whole strings)."""
    subject, paragraphs, (label, url), reason = mail_content(notification)
    return re.findall(r"\w+", " ".join([subject, *paragraphs, label, url, reason]))


class Viewer:
    def __init__(self, seat: int | None, client: Any, table: Table) -> None:
        self.seat, self.client, self.table = seat, client, table
        self.last_seq = self.stream_seq = self.note_seq = 0

    def stream(self) -> list[Any]:
        """The game stream's events since this viewer last read it (under the test client the
        stream answers with what is there and closes; live it sends the same backlog, then
        the same events as they happen: tests/live/test_game_stream.py)."""
        response = self.client.get(self.table.url(f"/stream?after={self.stream_seq}"))
        assert response.status_code == 200, response.content
        text = b"".join(response.streaming_content).decode()
        events = [json.loads(line.removeprefix("data: ")) for line in text.splitlines()
                  if line.startswith("data: {\"seq\"")]
        if events:
            self.stream_seq = events[-1]["seq"]
        return events

    def read(self, everything: bool, export: bool = False) -> dict[str, Any]:
        def get(url: str) -> Any:
            response = self.client.get(url)
            assert response.status_code == 200, (url, response.content)
            return response.json()

        events = get(self.table.url(f"/events?after={self.last_seq}"))
        self.last_seq = events["last_seq"]
        notes = get(f"/api/v1/notifications?after={self.note_seq}")
        self.note_seq = notes["last_seq"]
        # What each notification would push to a browser and to phones (tests/live/
        # test_push_delivery.py sends them to stand-ins of the push services).
        pushes = [push_payload(n) for n in pushable(notes["results"])]
        bodies = {"view": get(self.table.url()), "events": events["events"],
                  "notifications": notes["results"],
                  "mails": [mail_words(n) for n in notes["results"] if n["type"] in KIND_OF_TYPE],
                  "pushes": [[p, fcm_message("token", p), apns_body(p)] for p in pushes]}
        if everything:
            bodies |= {"record": get(self.table.url("/record")), "mine": get("/api/v1/games"),
                       "stream": self.stream(), "chat": get(self.table.url("/chat"))}
            if export:
                export = self.client.get("/api/v1/me/export")
                assert export.status_code == 200, export.content
                bodies["export"] = json.loads(b"".join(export.streaming_content))
        return bodies

    def check(self, secrets: Secrets, where: str, everything: bool = True,
              export: bool = False) -> None:
        bodies = self.read(everything, export)
        hidden = secrets.hidden_from(self.seat)
        for name, body in bodies.items():
            shown = set(cards_in(body)) & hidden
            assert not shown, f"{name} shows {shown} to seat {self.seat} {where}"
            for voter, suit in secrets.votes.items():
                if voter != self.seat:
                    assert not votes_shown(body, voter), \
                        f"{name} shows seat {voter}'s vote ({suit}) to {self.seat} {where}"
        if self.seat is None:
            game = bodies["view"]["game"]
            assert game["my_hand"] is None and game.get("discarded", []) == [], where
            assert game.get("my_vote") is None, where


def _second_device(client: Any) -> Any:
    """Another signed-in device of the same player (a token of its own)."""
    from rest_framework.test import APIClient

    from players.services.tokens import token_create

    phone = APIClient()
    phone.token = f"Token {token_create(user=client.user, device='phone')[1]}"
    phone.credentials(HTTP_AUTHORIZATION=phone.token)
    return phone


def _stream_refused(game_id: int, headers: dict[str, str], query: dict[str, list[str]]
                    ) -> None:
    from live.stream_auth import StreamRefused, stream_open

    with pytest.raises(StreamRefused) as refused:
        stream_open(game_id, headers, query)
    assert refused.value.status == 401, refused.value.code


WHIST_PRESETS = {"classic_honours": {"game_points": 1}, "rubber": {"game_points": 1},
                 "whist_drive_no_trump": {"deals": 1}}
"""Classic Whist (001): honours, the rubber, the tournament form with the trump sequence; each
shortened to a game of one point (a deal or two) or one deal."""


@pytest.mark.parametrize("preset", [*engine.options.PRESET_NAMES, *WHIST_PRESETS])
def test_no_viewer_ever_sees_another_seats_private_facts(preset, table_factory, client_factory,
                                                        bodies_unchecked, throttle_rates):
    throttle_rates(export=None, chat=None)
    talk = random.Random(f"talk-{preset}")
    players = 4 if preset in WHIST_PRESETS else VOTERS_PLAYERS.get(preset, PLAYERS)
    seed = f"leak-sweep-{preset}" + ("-0" if preset == "rules_site_vote" else "")  # votes open
    # Games start with four cards rather than seven (every deal but the three largest is
    # played): the same phases and private facts, at a third of the steps.
    table = table_factory(players=players, seed=seed, preset=preset,
                          options=WHIST_PRESETS.get(preset, {"start_hand_size": 4}))
    chooser = random.Random(preset)
    viewers = [Viewer(s, c, table) for s, c in enumerate(table.clients)]
    viewers.append(Viewer(None, client_factory(), table))
    decisions: set[str] = set()
    secret_votes = steps = claims = 0
    phone = _second_device(table.clients[0])
    ticket = phone.post("/api/v1/stream-tickets", {}, format="json").json()["ticket"]
    while True:
        if steps == players * 2:  # the seat's phone signs out: its stream and ticket stop
            assert phone.post("/api/v1/auth/logout").status_code == 204
            _stream_refused(table.game_id, {"authorization": phone.token}, {})
            _stream_refused(table.game_id, {}, {"ticket": [ticket]})
        secrets = secrets_now(table.game_id)
        secret_votes += bool(secrets.votes)
        game = Game.objects.get(pk=table.game_id)
        for n, viewer in enumerate(viewers):
            # Every viewer's own view and new events at every step; the record and the games
            # list (the same for every viewer while a game runs) for the stranger at every
            # step and for each seat in turn; a seat's whole export (a tenth of a second
            # each) at every other turn of that rotation.
            turn = n == steps % players
            viewer.check(secrets, f"at step {steps} (deal {game.deal_no}, {preset})",
                         everything=viewer.seat is None or turn,
                         export=turn and steps // players % 2 == 0)
        if game.status != "active":
            break
        seat = game.to_act_seat
        view = table.view(seat)
        decisions.add(view["game"]["decision"])
        action = chooser.choice(view["game"]["legal_actions"])
        if view["game"].get("can_claim") and steps > players * 4 and chooser.random() < 0.1:
            action = {"type": "claim"}
            claims += 1
        talker = table.clients[seat] if steps % 3 else viewers[-1].client
        said = talker.post(table.url("/chat"), {"phrase": talk.choice(PHRASE_IDS)},
                           format="json")
        assert said.status_code == 201, said.content
        response = table.act(seat, action, view["version"])
        assert response.status_code == 200, response.content
        steps += 1
    assert steps > players * 4, f"{preset}: the game ended after {steps} steps"
    assert "play" in decisions
    if preset in WHIST_PRESETS:
        assert claims and "answer_claim" in decisions, f"{preset}: no claim was put to anyone"
    if preset in VOTERS_PLAYERS:
        assert secret_votes, "the seeded game never held a vote open: choose another seed"


def _between_tricks(game_id: int) -> bool:
    """No card of a trick on the table and no claim waiting, read from the unredacted row."""
    game = Game.objects.get(pk=game_id)
    state = game_kind(game.kind).state_from_dict(game.state)
    return not state.trick and getattr(state, "claimer", -1) < 0


def _what_a_spectator_reads(watcher, table) -> dict:
    view = watcher.get(table.url())
    etag = view["ETag"]
    assert watcher.get(table.url(), headers={"If-None-Match": etag}).status_code == 304
    [row] = [g for g in watcher.get("/api/v1/games/live").json()["results"]
             if g["id"] == table.game_id]
    events = watcher.get(table.url("/events?after=0")).json()
    stream = b"".join(watcher.get(table.url("/stream?after=0")).streaming_content).decode()
    seqs = [json.loads(line[6:])["seq"] for line in stream.splitlines()
            if line.startswith('data: {"seq"')]
    return {"view": view.json(), "etag": etag, "row": row,
            "events": {k: events[k] for k in ("version", "last_seq", "events")},
            "stream": seqs, "record": watcher.get(table.url("/record")).json()}


@pytest.mark.parametrize("preset, options, players", [
    ("pagat", {"start_hand_size": 4}, 3),
    ("classic_honours", {"game_points": 1}, 4),
])
def test_a_trick_late_spectator_reads_nothing_that_a_card_of_the_trick_changed(
        preset, options, players, table_factory, client_factory, bodies_unchecked):
    """At every step of a whole game (claims made mid-trick included, in classic Whist), a
    spectator's view, its ETag, the live list's row, the events page, the stream and the
    record are exactly what they were when the last trick ended: the version, the clock
    running for the seat to act, the phase and a waiting claim never move with a card."""
    table = table_factory(players=players, preset=preset, options=options, seed=f"late-{preset}",
                          turn_time_limit=3600, spectators_trick_late=True)
    watcher = client_factory()
    chooser = random.Random(preset)
    shown, steps, held_steps, claims = None, 0, 0, 0
    while (view := table.view(0))["status"] == "active":
        seen = _what_a_spectator_reads(watcher, table)
        if _between_tricks(table.game_id):
            shown = seen
            assert seen["view"]["game"]["trick"] == []
        else:
            assert seen == shown, f"step {steps}: a spectator read the trick being played"
            held_steps += 1
        seat = view["game"]["to_act"]
        mine = table.view(seat)
        action = chooser.choice(mine["game"]["legal_actions"])
        if mine["game"].get("can_claim") and mine["game"]["trick"] and chooser.random() < 0.2:
            action, claims = {"type": "claim"}, claims + 1
        response = table.act(seat, action, mine["version"])
        assert response.status_code == 200, response.content
        steps += 1
    assert held_steps > steps // 2
    if preset in WHIST_PRESETS:
        assert claims, "no claim was made mid-trick: choose another seed"


@pytest.mark.parametrize("preset", ["whist_drive_no_trump", "pagat"])
def test_a_drive_table_is_unreadable_to_everyone_not_seated_there(preset, client_factory):
    """001 ("Whist drives"): every table of a round plays the same deals. At every step of
    table 1's game, neither the drive's organiser nor the entrant at table 0 can read it,
    through any endpoint or its stream; nor can table 1's entrant read table 0."""
    organiser = client_factory()
    drive = organiser.post("/api/v1/drives", {
        "name": "sweep", "tables": 2, "rounds": 1, "preset": preset, "deals_per_round": 1,
        "movement": "progressive" if preset == "pagat" else "fixed", "join": False},
        format="json").json()
    url = f"/api/v1/drives/{drive['id']}"
    people = [client_factory() for _ in range(5)]
    for person in people:
        assert person.post(f"{url}/join", {}, format="json").status_code == 200
    for number in (1, 2, 3):  # entrant 0 sits at table 0 and entrant 4 at table 1
        assert organiser.delete(f"{url}/entrants/{number}").status_code == 200
    near, far = people[0], people[4]
    assert organiser.post(f"{url}/start", {}, format="json").status_code == 200
    tables = [t["game_id"] for t in organiser.get(url).json()["schedule"][0]["tables"]]
    assert_game_unreadable(far, tables[0])
    steps = 0
    while (game := Game.objects.get(pk=tables[1])).status == "active":
        for outsider in (organiser, near):
            assert_game_unreadable(outsider, tables[1], writes=False)
        seat = game.seats.get(index=game.to_act_seat)
        if seat.user_id == far.user.pk:
            view = far.get(f"/api/v1/games/{tables[1]}").json()
            assert far.post(f"/api/v1/games/{tables[1]}/actions", {
                "action": view["game"]["legal_actions"][0],
                "expected_version": view["version"]}, format="json").status_code == 200
        else:
            assert services.server_action_apply(game_id=tables[1],
                                                expected_version=game.version).applied
        steps += 1
    assert steps >= 13, steps
    for outsider in (organiser, near):  # over, while table 0 still plays the same deals
        assert_game_unreadable(outsider, tables[1])


FORCED_SPADE = ["AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
                "QS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KC",
                "JS TS 9S 8S 7S 6S 5S 4S 3S AD KH AH KD",
                "2S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC"]
"""Classic Whist, seat 0 to lead: when it leads the ace of spades, seat 1's queen is its only
legal card (001: "Players must follow suit ... if they can")."""


def test_an_opponent_sees_a_card_played_for_a_person_as_an_ordinary_play(table_factory,
                                                                          client_factory):
    """Seat 1's person asked the server to play their only legal card (the auto-play setting,
    on by default in a game of days).  Until the game is over, that the queen was played for
    them, and why, is theirs alone: the others and a spectator read an ordinary play in the
    events, the stream, the view and the record (which would otherwise say that seat 1 held
    no other spade before the play showed it)."""
    from games.clock import DAY, Clock
    from games.engine.serialize import setup_to_dict
    from games.engine.whist import ForcedDeal, Setup

    setup = Setup(seed="auto", first_dealer=3, forced_deals=((1, ForcedDeal.of(FORCED_SPADE),),))
    table = table_factory(players=4, preset="classic", forced_setup=setup_to_dict(setup),
                          clock=Clock("days", DAY))
    spectator = Viewer(None, client_factory(), table)
    viewers = [Viewer(s, c, table) for s, c in enumerate(table.clients)] + [spectator]
    assert table.act(0, {"type": "play", "card": "AS"}).status_code == 200
    game = Game.objects.get(pk=table.game_id)
    moved = services.auto_play_apply(game_id=game.pk, expected_version=game.version)
    assert moved.applied and moved.reason == "forced"

    for viewer in viewers:
        bodies = viewer.read(everything=True)
        said = json.dumps(bodies)
        if viewer.seat == 1:
            assert [e["reason"] for e in bodies["events"] if e["type"] == "auto_played"] == \
                ["forced"]
            continue
        for word in ("auto_played", '"reason": "forced"', '"actor": "auto"'):
            at = said.find(word)
            assert at < 0, (viewer.seat, said[max(0, at - 300):at + 100])
        assert [a["actor"] for a in bodies["record"]["actions"]] == ["player", "player"]
        played = [(e["seat"], e["card"]) for e in bodies["events"]
                  if e["type"] == "card_played"]
        assert played == [(0, "AS"), (1, "QS")]
