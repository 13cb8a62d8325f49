"""Games as rows.

The engine state is kept whole on ``Game.state`` (a snapshot, so a read is one row); the hands,
tricks and plays rows are written from the engine's events in the same transaction, so they
always agree with the snapshot (tests rebuild one from the other).  ``GameEvent`` is the
append-only log that clients resync from and that the game record is made of.
"""

from __future__ import annotations

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models
from django.db.models import Q


class GameStatus(models.TextChoices):
    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class Visibility(models.TextChoices):
    PUBLIC = "public"
    PRIVATE = "private"


class Game(models.Model):
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT,
                                   related_name="created_games")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=GameStatus.choices,
                              default=GameStatus.LOBBY)
    visibility = models.CharField(max_length=16, choices=Visibility.choices,
                                  default=Visibility.PUBLIC)
    invite_code = models.CharField(max_length=16, unique=True, null=True, blank=True)
    max_players = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=16, default="knockout")
    """``knockout`` (Knock-Out Whist) or ``whist`` (classic Whist): which engine plays it
    (:mod:`games.kinds`); the preset names it."""
    preset = models.CharField(max_length=40, default="pagat")
    options = models.JSONField(default=dict)
    """The full engine options (preset plus overrides), as ``Options.to_dict()``."""
    turn_time_limit = models.PositiveIntegerField(null=True, blank=True)
    """Seconds per decision; null for casual games with no deadline."""
    rated = models.BooleanField(default=True)
    chat_free_text = models.BooleanField(default=True)
    """Free text in the table talk (quick phrases are always allowed): set by the creator, off
    by default in rated partnership games, where a free word during play could signal."""
    spectators_trick_late = models.BooleanField(default=False)
    """Spectators see the play one trick late: the current trick's cards are held back from
    them until the trick is complete (players see everything as it happens)."""
    season = models.ForeignKey("players.Season", null=True, blank=True, on_delete=models.PROTECT,
                               related_name="games")
    """The league season the game counts toward, if any."""
    version = models.PositiveIntegerField(default=1)
    """Bumped by every change a client could observe; clients send it back as
    ``expected_version`` and get 409 when it moved."""
    server_seed = models.CharField(max_length=128)
    """Secret until the game ends; every deal and cut is drawn from it."""
    sealed = models.BooleanField(default=False)
    """The seed and the dealt hands stay secret after the game ends, until unsealed: a whist
    drive's tables play the same deals, so one table's revealed game would show the cards to
    a table still playing them (``games.services.games_unseal``)."""
    seed_commitment = models.CharField(max_length=64)
    forced_setup = models.JSONField(null=True, blank=True)
    """A forced-deal set-up (tests, tournaments with set deals); such games are never rated."""
    state = models.JSONField(null=True, blank=True)
    """The engine state snapshot (``state_to_dict``) once started."""
    phase = models.CharField(max_length=24, blank=True, default="")
    deal_no = models.PositiveSmallIntegerField(default=0)
    to_act_seat = models.SmallIntegerField(null=True, blank=True)
    deadline = models.DateTimeField(null=True, blank=True)
    """When the pending decision times out (null: no limit or nobody to wait for)."""
    winner_seat = models.SmallIntegerField(null=True, blank=True)
    rematch_of = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="rematches")
    offer_expires_at = models.DateTimeField(null=True, blank=True)
    """A rematch's lobby: when the offer lapses if a seat held for a player of the finished
    game is still unaccepted (``games.services.rematch``); null for any other game."""
    current_hand = models.ForeignKey("Hand", null=True, blank=True, on_delete=models.SET_NULL,
                                     related_name="+")
    """The deal being played, so recording a card needs no lookup."""
    server_failures = models.PositiveSmallIntegerField(default=0)
    """Consecutive failed attempts of the server to make the pending move (an AI seat's, a
    timeout's); reset by the next move that succeeds."""
    server_error = models.TextField(blank=True, default="")
    """The last such failure, for an operator (shown in the admin, never to players)."""
    stalled_since = models.DateTimeField(null=True, blank=True)
    """Set once the failures reach ``WHIST_STALLED_AFTER_FAILURES``: the game is not slow but
    stuck until someone looks (the view shows ``stalled``, the admin filters on it and
    ``/healthz`` counts it)."""
    event_seq = models.PositiveIntegerField(default=0)
    """The last ``GameEvent.seq`` written, so appending needs no extra query."""
    action_seq = models.PositiveIntegerField(default=0)

    # -- The clock (games.clock): how long a decision may take and what a timeout does. --
    time_control = models.CharField(max_length=8, default="live")
    """``live`` (``turn_time_limit`` seconds per decision), ``days`` (``turn_time_limit`` is
    whole days per decision) or ``bank`` (each seat's own bank of time, see ``clock_bank``)."""
    bank_initial = models.PositiveIntegerField(null=True, blank=True)
    """``bank``: seconds each seat starts with."""
    bank_increment = models.PositiveIntegerField(null=True, blank=True)
    """``bank``: seconds added to a seat's bank after each of its decisions."""
    bank_cap = models.PositiveIntegerField(null=True, blank=True)
    """``bank``: the most a seat's bank holds."""
    on_timeout = models.CharField(max_length=8, default="resign")
    """``play``: the server decides for the seat at every timeout and it plays on; ``resign``:
    the server decides, and the seat resigns after ``timeouts_to_resign`` in a row."""
    timeouts_to_resign = models.PositiveSmallIntegerField(null=True, blank=True)
    """Null: ``WHIST_TIMEOUTS_BEFORE_RESIGN`` (3) as it is set when the timeouts happen."""
    clock_started_at = models.DateTimeField(null=True, blank=True)
    """When the pending decision's clock started (moved on by a vacation's pause, like the
    deadline), so that a reminder knows how much of its time has passed."""
    remind_at = models.DateTimeField(null=True, blank=True)
    """When the person to act is next reminded (half their time gone, a tenth left); null:
    no reminder due.  The reminder sweep reads it on a partial index."""
    reminders_sent = models.PositiveSmallIntegerField(default=0)
    """Reminders sent for the pending decision (0, 1 or 2): never sent twice."""

    def organiser_may_read(self, user_id: int | None) -> bool:
        """The creator of a private game reads it without a seat (a host waiting for a lobby
        to fill, an organiser of a league game), unless it is a sealed drive table: the other
        tables play the same deals, and an organiser is an entrant too, or may tell one.
        Sealed tables are readable only from a seat until the drive is over."""
        return user_id is not None and self.created_by_id == user_id and not self.sealed

    @property
    def seed_public(self) -> bool:
        """The seed and every dealt hand may be shown: the game is over and not sealed."""
        return self.status == GameStatus.FINISHED and not self.sealed

    class Meta:
        indexes = [
            models.Index(fields=["status", "visibility", "-created_at"], name="game_lobby_idx"),
            models.Index(fields=["deadline"], name="game_deadline_idx",
                         condition=Q(status="active", deadline__isnull=False)),
            models.Index(fields=["stalled_since"], name="game_stalled_idx",
                         condition=Q(stalled_since__isnull=False)),
            models.Index(fields=["remind_at"], name="game_remind_idx",
                         condition=Q(status="active", remind_at__isnull=False)),
            models.Index(fields=["offer_expires_at"], name="game_offer_idx",
                         condition=Q(status="lobby", offer_expires_at__isnull=False)),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(max_players__gte=2, max_players__lte=7),
                                   name="game_players_2_to_7"),
        ]

    def __str__(self) -> str:
        return f"Game {self.pk} ({self.status})"


class Seat(models.Model):
    # No index of their own: (game, index) and (user, game) lead with them.
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats",
                             db_index=False)
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                             on_delete=models.PROTECT, related_name="seats", db_index=False)
    ai_level = models.CharField(max_length=16, blank=True, default="")
    joined_at = models.DateTimeField(auto_now_add=True)
    status = models.CharField(max_length=16, default="in")
    position = models.PositiveSmallIntegerField(null=True, blank=True)
    tricks_total = models.PositiveSmallIntegerField(default=0)
    resigned = models.BooleanField(default=False)
    consecutive_timeouts = models.PositiveSmallIntegerField(default=0)
    timeouts = models.PositiveSmallIntegerField(default=0)
    was_on_dogs_life = models.BooleanField(default=False)
    survived_dogs_life = models.BooleanField(default=False)
    clock_bank = models.PositiveIntegerField(null=True, blank=True)
    """A ``bank`` game's seconds left to this seat between its decisions (null: the game's
    initial bank, untouched yet)."""
    accepted = models.BooleanField(default=True)
    """False: a seat a rematch holds for a player of the finished game, who has not accepted
    it yet.  Nobody is seated in a game they did not ask for: it cannot start until every
    held seat is accepted."""

    class Meta:
        ordering = ["game_id", "index"]
        indexes = [models.Index(fields=["user", "game"], name="seat_user_game_idx")]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_unique_index"),
            models.UniqueConstraint(fields=["game", "user"], name="seat_one_per_player",
                                    condition=Q(user__isnull=False)),
            models.CheckConstraint(condition=Q(user__isnull=False) | ~Q(ai_level=""),
                                   name="seat_player_or_ai"),
        ]

    @property
    def is_ai(self) -> bool:
        return self.user_id is None

    @property
    def server_controlled(self) -> bool:
        """AI seats and resigned players are played by the server."""
        return self.user_id is None or self.resigned

    def __str__(self) -> str:
        return f"Seat {self.index} of game {self.game_id}"


class SpectatorSnapshot(models.Model):
    """A game whose spectators see the play one trick late, as they see it: rendered by the
    move that left no card of a trick on the table and no claim waiting (a trick won, a deal
    begun, the start), and served to every spectator until the next such move.  Being the
    view as it was then, nothing a card changes shows: not the version, the ETag, a clock,
    the phase, a claim or a timestamp."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, primary_key=True,
                                related_name="spectator_snapshot")
    version = models.PositiveIntegerField()
    last_seq = models.PositiveIntegerField()
    """The last event shown (the events endpoint, the stream and the record stop there)."""
    action_seq = models.PositiveIntegerField()
    """The last action shown (the record's)."""
    view = models.JSONField(encoder=DjangoJSONEncoder)
    """The game view of a spectator (``games.selectors.game_view``)."""
    summary = models.JSONField(encoder=DjangoJSONEncoder)
    """The list row of a spectator (``games.selectors.game_summary``)."""


class Hand(models.Model):
    """One deal.  ``hands`` holds every dealt card: never shown before the game ends."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="hands",
                             db_index=False)  # (game, deal_no) leads with it
    deal_no = models.PositiveSmallIntegerField()
    dealer = models.PositiveSmallIntegerField()
    hand_size = models.PositiveSmallIntegerField()
    hands = models.JSONField()
    label = models.CharField(max_length=32)
    trump = models.CharField(max_length=1, blank=True, default="")
    """C, D, H, S, or empty for no trump (or not chosen yet)."""
    trump_source = models.CharField(max_length=16, blank=True, default="")
    aces_high = models.BooleanField(default=True)
    reverse = models.BooleanField(default=False)
    turn_up = models.CharField(max_length=3, blank=True, default="")

    class Meta:
        ordering = ["game_id", "deal_no"]
        constraints = [models.UniqueConstraint(fields=["game", "deal_no"],
                                               name="hand_unique_deal")]


class Trick(models.Model):
    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="tricks",
                             db_index=False)  # (hand, trick_no) leads with it
    trick_no = models.PositiveSmallIntegerField()
    winner = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["hand_id", "trick_no"]
        constraints = [models.UniqueConstraint(fields=["hand", "trick_no"],
                                               name="trick_unique_no")]


class Play(models.Model):
    """A card played or a knock (``card`` empty), in the order they happened."""

    hand = models.ForeignKey(Hand, on_delete=models.CASCADE, related_name="plays",
                             db_index=False)  # (hand, trick_no, order) leads with it
    trick_no = models.PositiveSmallIntegerField()
    order = models.PositiveSmallIntegerField()
    seat = models.PositiveSmallIntegerField()
    card = models.CharField(max_length=3, blank=True, default="")

    class Meta:
        ordering = ["hand_id", "trick_no", "order"]
        constraints = [models.UniqueConstraint(fields=["hand", "trick_no", "order"],
                                               name="play_unique_order")]


class GameAction(models.Model):
    """The engine action log: replaying it from the seed reproduces the game."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="actions",
                             db_index=False)  # (game, seq) leads with it
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField()
    actor = models.CharField(max_length=16, default="player")
    """``player``, ``ai``, ``timeout``, ``resigned`` or ``auto`` (a move that was no choice,
    made for a player who asked for it): who decided it."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game_id", "seq"]
        constraints = [models.UniqueConstraint(fields=["game", "seq"],
                                               name="action_unique_seq")]


class GameEvent(models.Model):
    """Append-only; ``data`` is unredacted and is redacted per viewer on the way out."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="events",
                             db_index=False)  # (game, seq) leads with it
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=32)
    data = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game_id", "seq"]
        constraints = [models.UniqueConstraint(fields=["game", "seq"], name="event_unique_seq")]


class IdempotencyRecord(models.Model):
    """The first response to a POST carrying an ``Idempotency-Key``, replayed on retries for
    ``WHIST_IDEMPOTENCY_HOURS`` (24); then it is deleted and the key is new again."""

    # No index of its own: the unique (user, key) index serves a lookup by user, and every
    # move with a key writes one row here.
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             db_index=False)
    key = models.CharField(max_length=255)
    fingerprint = models.CharField(max_length=64)
    status_code = models.PositiveSmallIntegerField()
    body = models.JSONField(null=True)
    headers = models.JSONField(default=dict)
    """The response headers a retry must see again (ETag, Retry-After)."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"],
                                               name="idempotency_unique_key")]
        # Expiry deletes the oldest first, a batch at a time (games.tasks).
        indexes = [models.Index(fields=["created_at"], name="idempotency_created")]


class Vacation(models.Model):
    """A stretch of time a person took off correspondence play: it counts against their
    yearly allowance (``WHIST_VACATION_DAYS_PER_YEAR``) from ``started_at`` until
    ``ended_at``, or ``until`` when they did not come back early."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="vacations", db_index=False)  # (user, started_at)
    started_at = models.DateTimeField()
    until = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)
    automatic = models.BooleanField(default=False)
    """Started by the sweep when a deadline passed (the person's ``vacation_auto``)."""

    class Meta:
        ordering = ["user_id", "started_at"]
        indexes = [models.Index(fields=["user", "started_at"], name="vacation_user_idx")]
        constraints = [models.CheckConstraint(condition=Q(until__gt=models.F("started_at")),
                                              name="vacation_ends_after_start")]


class GamePause(models.Model):
    """One game's clock held for a seat whose person is on vacation: its deadline (and the
    clock's start) moved on by ``shift_seconds``, taken back in part if the vacation ends
    early."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="pauses",
                             db_index=False)  # (game, started_at)
    vacation = models.ForeignKey(Vacation, null=True, blank=True, on_delete=models.SET_NULL,
                                 related_name="pauses")
    seat = models.PositiveSmallIntegerField()
    started_at = models.DateTimeField()
    until = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)
    shift_seconds = models.PositiveIntegerField()

    class Meta:
        ordering = ["game_id", "started_at"]
        indexes = [models.Index(fields=["game", "started_at"], name="pause_game_idx")]


class AutoPlaySetting(models.Model):
    """A person's wish to have the server make the moves that are no choice: the only legal
    card (or action), played after a short beat, and a hand whose every remaining trick goes
    the same way whatever is played, played out at once.  No row: the defaults (on for
    correspondence games, off for live ones, see ``games.services.chores``)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                                related_name="auto_play")
    correspondence = models.BooleanField(default=True)
    """In games played over days: a ``days`` or ``bank`` time control, or a day or more a
    decision."""
    live = models.BooleanField(default=False)
    """In games played at one sitting: no limit, or less than a day a decision."""
    updated_at = models.DateTimeField(auto_now=True)


class AnalysisStatus(models.TextChoices):
    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


class Analysis(models.Model):
    """The expert's review of a finished game (:mod:`games.ai.analysis`), one per game and
    settings: asked for once, computed once on the ``analysis`` queue, then served from here."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="analyses",
                             db_index=False)  # (game, settings_key) leads with it
    settings_key = models.CharField(max_length=64)
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True,
                                     on_delete=models.SET_NULL, related_name="+")
    """Who first asked: the progress goes to their user stream."""
    status = models.CharField(max_length=16, choices=AnalysisStatus.choices,
                              default=AnalysisStatus.QUEUED)
    progress = models.FloatField(default=0.0)
    """The fraction of the game's decisions reviewed."""
    reason = models.TextField(blank=True, default="")
    """Why it failed (``failed`` only)."""
    result = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "settings_key"],
                                               name="analysis_unique_settings")]
