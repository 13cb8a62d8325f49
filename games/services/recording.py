"""Recording a change: the engine's events become rows, the snapshot is saved, and what
happens next is arranged (the next deadline, the AI's move, the result of a finished game).

Everything here runs in the caller's transaction under its lock on the game row, and writes a
move in one statement (two when a hand is dealt), whatever happened and however long the game
has been going.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.db import Update, rows_write
from core.domain_events import GameFinished, GameResult, SeatResult, publish
from core.task_send import task_send
from games import engine
from games.clock import BANK, Clock, bank_after, remind_next, seat_allowance
from games.engine import ALL
from games.engine.events import (
    CardPlayed,
    Dealt,
    Event,
    GameEnded,
    HandEnded,
    Knocked,
    TrickWon,
    TrumpSet,
)
from games.engine.tricks.cards import CARD_NAMES
from games.engine.whist.events import ClaimSettled, GameWon, HandScored, TrumpFixed
from games.kinds import WHIST, game_kind, state_keep
from games.models import (
    Game,
    GameAction,
    GameEvent,
    GamePause,
    GameStatus,
    Hand,
    Play,
    Seat,
    Trick,
    Vacation,
)
from games.services.access import seats_cache
from games.services.chores import chores_follow, playing_out
from games.services.spectators import spectator_snapshot_take
from games.task_names import SERVER_TURN_TASK
from live import bus
from live.notify import Notice, notification_raw

RecordedAction = tuple[int, dict[str, Any], str]
"""``(seat, action.to_dict(), actor)``: who decided what (actor ``player``, ``ai``,
``timeout``, ``resigned`` or ``auto``: a chore move the player asked the server to make)."""


def event_rows(game: Game, payloads: Iterable[dict[str, Any]]) -> list[GameEvent]:
    """Event rows numbered on from ``game.event_seq`` (saved with the game)."""
    rows = []
    for data in payloads:
        game.event_seq += 1
        rows.append(GameEvent(game=game, seq=game.event_seq, type=data["type"], data=data))
    return rows


GAME_CHANGE_FIELDS = ("version", "event_seq", "updated_at")


def change_write(game: Game, payloads: Iterable[dict[str, Any]], *fields: str,
                 inserts: Sequence[Any] = (), updates: Sequence[Update] = (),
                 notices: Sequence[Notice] = ()) -> None:
    """Record a change a client could observe, in one statement: its events, other rows, the
    notifications it causes and the game row with its version moved on (every such change
    moves it).  Its events go to the game's streams once the transaction commits."""
    events = event_rows(game, payloads)
    game.version += 1
    rows_write(inserts=[*inserts, *events],
               updates=[*updates, (game, [*GAME_CHANGE_FIELDS, *fields])],
               raw=notification_raw(list(notices)))
    events_publish(game, events)


def events_publish(game: Game, events: list[GameEvent]) -> None:
    """Publish the events to the game's stream channel after the commit (never for a rolled
    back transaction).  The message holds them unredacted: each stream redacts for its
    viewer, as the events endpoint does."""
    if not events or not bus.enabled():
        return
    channel, status, version = bus.game_channel(game.pk), str(game.status), game.version

    def send() -> None:  # created_at is set when the rows are written (maybe deferred)
        bus.publish_many([(channel, {
            "status": status, "version": version,
            "events": [{"seq": e.seq, "at": bus.iso(e.created_at), "data": e.data}
                       for e in events]})])

    transaction.on_commit(send)


SEAT_TOTALS = ("status", "position", "tricks_total", "was_on_dogs_life", "survived_dogs_life")
GAME_MOVE_FIELDS = ("state", "phase", "deal_no", "to_act_seat", "deadline", "action_seq",
                    "status", "current_hand")


def change_record(game: Game, seats: list[Seat], before: Any, after: Any,
                  events: tuple[Event, ...],
                  actions: Iterable[RecordedAction], notes: Iterable[dict[str, Any]] = (),
                  updates: Sequence[Update] = ()) -> None:
    """Write what the engine reported, the snapshot and what follows from it: one statement
    for the rows (one more when a hand is dealt, whose row id the game points to), whatever
    happened and however long the game has run.  ``updates``: other rows the caller changed."""
    inserts: list[Any] = []
    actions = list(actions)
    updates = [*updates, *_banks_spent(game, seats, actions)]
    for seat_index, action, actor in actions:
        game.action_seq += 1
        inserts.append(GameAction(game=game, seq=game.action_seq, seat=seat_index,
                                  action=action, actor=actor))
    payloads = [*notes, *(e.to_dict(ALL) for e in events)]
    if after.is_over and not game.sealed:
        payloads.append({"type": "seed_revealed", "seed": game.server_seed})
    game_type = game_kind(game.kind)
    rows = _Rows(game, before)
    seats_changed = rows.collect(events, seats)
    inserts += rows.inserts
    updates = [*updates, *rows.updates]

    game.state = game_type.state_to_dict(after)
    state_keep(game, after)
    game.phase = str(after.phase)
    game.deal_no = after.deal_no
    game.to_act_seat = after.current_seat
    fields = list(GAME_MOVE_FIELDS)
    if after.is_over:
        game.status = GameStatus.FINISHED
        game.finished_at = timezone.now()
        # Classic Whist: the winning side (0: seats 0 and 2, 1: seats 1 and 3), null when a
        # tournament-form game is drawn.
        game.winner_seat = after.winner if after.winner is None or after.winner >= 0 else None
        game.deadline = None
        fields += ["finished_at", "winner_seat"]
    else:
        game.deadline = deadline_of(game, seats, after)
    fields += _clock_restart(game, seats, inserts)
    if before is None:
        fields.append("started_at")
    if game.server_failures:  # a move went through: whatever failed before is over
        game.server_failures, game.server_error, game.stalled_since = 0, "", None
        fields += ["server_failures", "server_error", "stalled_since"]
    if seats_changed:
        for seat in seats:
            seat.status = game_type.seat_status(after, seat.index)
            if after.is_over:
                seat.position = after.positions[seat.index]
        updates += [(seat, SEAT_TOTALS) for seat in seats]
    change_write(game, payloads, *fields, inserts=inserts, updates=updates,
                 notices=_notices(game, seats, before, after))
    seats_cache(game, seats)
    if game.spectators_trick_late and not after.is_over and game_type.between_tricks(after):
        spectator_snapshot_take(game=game, seats=seats)
    if after.is_over:
        _finish(game, seats, after)
    elif game.to_act_seat is not None and not playing_out():
        if seats[game.to_act_seat].server_controlled:
            server_turn_schedule(game)
        else:
            chores_follow(game, seats, after)


def _notices(game: Game, seats: list[Seat], before: engine.State | None,
             after: engine.State) -> list[Notice]:
    """Who is told what by this move: everyone seated when the game starts, and the person
    whose decision is now pending (the game's result is told by ``live`` on GameFinished)."""
    notices = []
    if before is None:
        notices += [Notice(s.user_id, "game_started", {"game_id": game.pk, "seat": s.index})
                    for s in seats if s.user_id is not None]
    seat = seats[after.current_seat] if after.current_seat is not None else None
    if not after.is_over and seat is not None and seat.user_id is not None and \
            not seat.server_controlled:
        notices.append(Notice(seat.user_id, "your_turn", {
            "game_id": game.pk, "version": game.version + 1, "seat": seat.index,
            "decision": game_kind(game.kind).decision(after),
            "deadline": bus.iso(game.deadline)}))
    return notices


class _Rows:
    """The hands, tricks and plays rows of a move's events.  A new deal's hand row is inserted
    at once (the game points to it); the rest go into the move's one statement."""

    def __init__(self, game: Game, before: engine.State | None) -> None:
        self.game, self.before = game, before
        self.inserts: list[Any] = []
        self.updates: list[Update] = []
        self.hand_id: int | None = game.current_hand_id
        self.new_hand: Hand | None = None
        self.changed_hand = Hand(pk=game.current_hand_id)
        """The current hand's changed fields (a row is updated once a statement)."""
        self.changed: list[str] = []

    def collect(self, events: tuple[Event, ...], seats: list[Seat]) -> bool:
        seats_changed = False
        for event in events:
            if isinstance(event, Dealt):
                self._dealt(event)
            elif isinstance(event, TrumpSet):
                self._trump(event)
            elif isinstance(event, TrumpFixed):
                self._trump_fixed(event)
            elif isinstance(event, (CardPlayed, Knocked)):
                before = self.before
                assert before is not None and self.hand_id is not None
                card = event.card_name if isinstance(event, CardPlayed) else ""
                self.inserts.append(Play(hand_id=self.hand_id,
                                         trick_no=len(before.completed) + 1,
                                         order=len(before.trick) + 1, seat=event.seat,
                                         card=card))
            elif isinstance(event, TrickWon):
                assert self.hand_id is not None
                self.inserts.append(Trick(hand_id=self.hand_id, trick_no=event.trick_no,
                                          winner=event.seat))
                if self.game.kind == WHIST:  # no hand_ended with each seat's tricks there
                    seats[event.seat].tricks_total += 1
                    seats_changed = True
            elif isinstance(event, ClaimSettled) and event.accepted:
                seats[event.seat].tricks_total += event.tricks  # the tricks a claim took
                seats_changed = True
            elif isinstance(event, (HandScored, GameWon)):
                seats_changed = True
            elif isinstance(event, (HandEnded, GameEnded)):
                seats_changed = True
                if isinstance(event, HandEnded):
                    _seats_after_hand(seats, event)
        if self.changed:
            self.updates.append((self.changed_hand, tuple(dict.fromkeys(self.changed))))
        if self.new_hand is not None:
            self.new_hand.save(force_insert=True)
            self.game.current_hand_id = self.new_hand.pk
        return seats_changed

    def _dealt(self, event: Dealt) -> None:
        hands = event.hands_by_seat()
        if self.before is not None and self.before.deal_no == event.deal_no:
            # A "no picture, no play" redeal replaces the deal it redeals.
            self.changed_hand.hands, self.changed_hand.label = hands, event.label
            self.changed += ["hands", "label"]
            return
        self.new_hand = Hand(game=self.game, deal_no=event.deal_no, dealer=event.dealer,
                             hand_size=event.hand_size, label=event.label, hands=hands)

    def _trump_fixed(self, event: TrumpFixed) -> None:
        """Classic Whist's trumps: turned up, or from the fixed sequence (no trump too)."""
        hand = self.new_hand if self.new_hand is not None else self.changed_hand
        hand.trump = "" if event.trump < 0 else "CDHS"[event.trump]
        hand.trump_source = event.source
        hand.turn_up = "" if event.card < 0 else CARD_NAMES[event.card]
        if self.new_hand is None:
            self.changed += ["trump", "trump_source", "turn_up"]

    def _trump(self, event: TrumpSet) -> None:
        new = self.new_hand is not None and self.new_hand.deal_no == event.deal_no
        hand = self.new_hand if new else self.changed_hand
        assert hand is not None
        hand.trump = event.trump_letter
        hand.trump_source = event.source
        hand.aces_high = event.order.aces_high
        hand.reverse = event.order.reverse
        hand.turn_up = event.turn_up_name
        if not new:
            self.changed += ["trump", "trump_source", "aces_high", "reverse", "turn_up"]


def _seats_after_hand(seats: list[Seat], event: HandEnded) -> None:
    for seat in seats:
        seat.tricks_total += event.tricks[seat.index]
        if seat.index in event.dogs_life:
            seat.was_on_dogs_life = True
        if seat.index in event.restored:
            seat.survived_dogs_life = True


def deadline_of(game: Game, seats: list[Seat], state: Any) -> Any:
    """Who must act by when.  A server-played seat gets a short grace period, so that the
    deadline sweep also recovers an AI move whose task was lost."""
    seat = state.current_seat
    if seat is None:
        return None
    now = timezone.now()
    if seats[seat].server_controlled:
        return now + timedelta(seconds=settings.WHIST_SERVER_TURN_GRACE)
    clock = Clock.of(game)
    allowance = seat_allowance(clock, seats[seat].clock_bank)
    if allowance or (allowance is not None and clock.type == BANK):  # an empty bank: due now
        return now + timedelta(seconds=allowance)
    if game_kind(game.kind).is_out(state, seat):
        # A knocked-out player's trump vote (003) must not hold a casual game up forever.
        return now + timedelta(seconds=settings.WHIST_VOTE_SECONDS)
    return None


def _banks_spent(game: Game, seats: list[Seat], actions: list[RecordedAction]) -> list[Update]:
    """A ``bank`` game: what the deciding seat has left once its decision is made."""
    clock = Clock.of(game)
    if clock.type != BANK:
        return []
    now, spent = timezone.now(), []
    for seat_index, _action, actor in actions:
        seat = seats[seat_index]
        if actor in ("player", "timeout") and game.to_act_seat == seat_index:
            seat.clock_bank = bank_after(clock, deadline=game.deadline, now=now)
            spent.append((seat, ("clock_bank",)))
    return spent


def _clock_restart(game: Game, seats: list[Seat], inserts: list[Any]) -> list[str]:
    """A correspondence game: the pending decision's clock starts now (a person's is reminded
    at half its time and a tenth left), unless its person is on vacation: then it starts when
    the vacation ends, and a pause row says so.  A live game has no use for these columns and
    leaves them as they are (the sweep's moves write no more than before)."""
    if not Clock.of(game).correspondence:
        return []
    now = timezone.now()
    game.clock_started_at, game.reminders_sent, game.remind_at = now, 0, None
    fields = ["clock_started_at", "reminders_sent", "remind_at"]
    seat = seats[game.to_act_seat] if game.to_act_seat is not None else None
    if game.deadline is None or seat is None or seat.server_controlled:
        return fields
    profile = getattr(seat.user, "profile", None)
    away = getattr(profile, "vacation_until", None)
    vacation_id = _vacation_id(seat.user_id, away) if away is not None and away > now else None
    if vacation_id is not None:  # (a vacation ended since the profile was read holds nothing)
        shift = away - now
        game.clock_started_at, game.deadline = away, game.deadline + shift
        inserts.append(GamePause(game=game, vacation_id=vacation_id,
                                 seat=seat.index, started_at=now, until=away,
                                 shift_seconds=int(shift.total_seconds())))
    game.remind_at = remind_next(started=game.clock_started_at, deadline=game.deadline, sent=0)
    return fields


def _vacation_id(user_id: int, until: Any) -> int | None:
    """The vacation a pause belongs to (a read only when a turn reaches someone away)."""
    return (Vacation.objects.filter(user_id=user_id, until=until, ended_at__isnull=True)
            .values_list("pk", flat=True).first())


def server_turn_schedule(game: Game) -> None:
    """Enqueue the AI move once the transaction commits (a rollback enqueues nothing).  By the
    task's name: the tasks import the services, not the other way round."""
    game_id, version = game.pk, game.version

    def enqueue() -> None:
        task_send(SERVER_TURN_TASK, (game_id, version),
                  countdown=settings.WHIST_AI_THINK_SECONDS or None)

    transaction.on_commit(enqueue)


def _money(state: Any, seat: int) -> int:
    """Net winnings of the Guernsey money game in stake units of currency (0 otherwise)."""
    chips = getattr(state, "chips", ())
    return chips[seat] * state.options.stake if chips else 0


def _rubber_won(game: Game, state: Any, seat: int) -> int:
    """Classic Whist's rubber (best of three games): won by the seat's side."""
    if game.kind != WHIST or not game.options.get("rubber"):
        return 0
    return int(state.winner == seat % 2)


def _finish(game: Game, seats: list[Seat], state: Any) -> None:
    """Publish the result in this transaction: players' stats, tables and ratings apply it
    exactly once, committed with the game's last move (and its revealed seed)."""
    decided = set(GameAction.objects.filter(game=game, actor="player")
                  .values_list("seat", flat=True).distinct())
    publish(GameFinished(GameResult(
        game_id=game.pk, finished_at=game.finished_at, rated=game.rated,
        season_id=game.season_id, kind=game.kind,
        seats=tuple(SeatResult(seat=s.index, user_id=s.user_id, ai_level=s.ai_level or None,
                               position=s.position or 0, tricks=s.tricks_total,
                               dogs_life=s.was_on_dogs_life,
                               dogs_life_survived=s.survived_dogs_life, resigned=s.resigned,
                               money=_money(state, s.index),
                               rubbers=_rubber_won(game, state, s.index),
                               decided=s.user_id is None or s.index in decided)
                    for s in seats))))
