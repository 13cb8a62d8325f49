"""The expert's review of a finished game, asked for once and computed once on the
``analysis`` queue, and hints in practice games.  A Knock-Out Whist game is reviewed by the
expert (:mod:`games.ai.analysis`), a classic Whist game by its double-dummy line
(:mod:`games.ai.whist.double_dummy`) and the expert's values of every card
(:mod:`games.ai.whist.review`).

Who may ask: anyone seated (or the organiser) in a private game, anyone signed in for a public
one.  Only a finished game whose hands are public (``Game.seed_public``) is reviewed: a running
game's review would tell its seats each other's cards, and a sealed drive table's would tell
the other tables the deals.  Asking again for the same game and settings returns the same
analysis (a failed one is queued again).
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from core.domain_errors import Forbidden, NotFound
from games.ai.analysis import AnalysisSettings, analyse_game, expert_hint
from games.ai.base import seeded_rng
from games.ai.whist.review import WhistReviewSettings, analyse_whist_game, whist_hint
from games.kinds import KNOCKOUT, WHIST, game_kind
from games.models import Analysis, AnalysisStatus, Game, GameAction, GameStatus
from games.selectors.games import game_for_viewer
from games.services.access import conflict
from games.task_names import ANALYSIS_TASK
from live.notify import Notice, notices_write

logger = logging.getLogger(__name__)

ANALYSIS_TIME_LIMIT = 900
"""Seconds a review may take (the task's hard time limit): a review marked running for longer
was lost with its worker and may be claimed again."""
PROGRESS_STEPS = 4
"""``analysis_progress`` notifications per review (at each quarter): enough for a progress bar
that moves, few enough not to bury the person's other notifications."""


def analysis_settings() -> AnalysisSettings:
    return AnalysisSettings(iterations=settings.WHIST_ANALYSIS_ITERATIONS)


def whist_analysis_settings() -> WhistReviewSettings:
    return WhistReviewSettings(worlds=settings.WHIST_CLASSIC_ANALYSIS_WORLDS)


def _reviewable(game: Game) -> None:
    if game.status != GameStatus.FINISHED:
        raise conflict("game_not_finished",
                       f"the game is {game.status}: only a finished game is analysed")
    if game.sealed:
        raise conflict("game_sealed", "the game's deals are sealed until its drive is over")


def _settings_key(game: Game) -> str:
    return whist_analysis_settings().key if game.kind == WHIST else analysis_settings().key


def analysis_request(*, user: AbstractBaseUser, game_id: int) -> tuple[Analysis, bool]:
    """The game's analysis at the current settings, and whether it was queued by this call."""
    game, _, _ = game_for_viewer(game_id, user)
    _reviewable(game)
    key = _settings_key(game)
    with transaction.atomic():
        analysis, created = Analysis.objects.select_for_update().get_or_create(
            game=game, settings_key=key, defaults={"requested_by": user})
        queued = created or analysis.status == AnalysisStatus.FAILED
        if queued and not created:
            analysis.status, analysis.reason, analysis.progress = AnalysisStatus.QUEUED, "", 0.0
            analysis.requested_by = user
            analysis.save(update_fields=["status", "reason", "progress", "requested_by"])
        if queued:
            from core.task_send import task_send

            analysis_id = analysis.pk
            transaction.on_commit(lambda: task_send(ANALYSIS_TASK, (analysis_id,)))
    return analysis, queued


def analysis_of(*, user: AbstractBaseUser, game_id: int) -> Analysis:
    """The analysis of the game at the current settings, for someone who may see the game."""
    game, _, _ = game_for_viewer(game_id, user)
    _reviewable(game)
    analysis = Analysis.objects.filter(game=game, settings_key=_settings_key(game)).first()
    if analysis is None:
        raise NotFound("analysis_not_requested",
                       "nobody has asked for this game's analysis yet: POST to ask for it")
    return analysis


def _notify(analysis: Analysis, kind: str, **data: Any) -> None:
    if analysis.requested_by_id is not None:
        notices_write([Notice(analysis.requested_by_id, kind,
                              {"game_id": analysis.game_id, **data})])


def analysis_run(*, analysis_id: int) -> str:
    """Review the game (the Celery task's body): one worker claims a queued analysis; a
    duplicate delivery finds it done or running and leaves it (one running for longer than the
    time limit was lost with its worker, and is claimed again)."""
    now = timezone.now()
    with transaction.atomic():
        analysis = Analysis.objects.select_for_update().select_related("game").get(
            pk=analysis_id)
        if analysis.status == AnalysisStatus.DONE:
            return "done already"
        if analysis.status == AnalysisStatus.RUNNING and analysis.started_at is not None and \
                now - analysis.started_at < timedelta(seconds=ANALYSIS_TIME_LIMIT):
            return "running already"
        analysis.status, analysis.started_at = AnalysisStatus.RUNNING, now
        analysis.save(update_fields=["status", "started_at"])
    game = analysis.game
    try:
        _reviewable(game)
        state = game_kind(game.kind).state_from_dict(game.state)
        actions = [(a.seat, a.action) for a in GameAction.objects.filter(game=game)
                   .order_by("seq")]
        steps_sent = [0]

        def progress(done: int, total: int) -> None:
            fraction = done / total if total else 1.0
            Analysis.objects.filter(pk=analysis_id).update(progress=fraction)
            step = int(fraction * PROGRESS_STEPS)
            if 0 < step < PROGRESS_STEPS and step > steps_sent[0]:
                steps_sent[0] = step
                _notify(analysis, "analysis_progress", progress=round(fraction, 3))

        if game.kind == WHIST:
            result = analyse_whist_game(state.options, state.setup, actions,
                                        WhistReviewSettings.from_key(analysis.settings_key),
                                        progress)
        else:
            result = analyse_game(state.players, state.options, state.setup, actions,
                                  AnalysisSettings.from_key(analysis.settings_key), progress)
    except Exception as exc:  # noqa: BLE001 - recorded on the analysis, for the person asking
        logger.exception("analysis %s of game %s failed", analysis_id, game.pk)
        Analysis.objects.filter(pk=analysis_id).update(
            status=AnalysisStatus.FAILED, reason=str(exc)[:500] or type(exc).__name__,
            finished_at=timezone.now())
        _notify(analysis, "analysis_done", status=AnalysisStatus.FAILED)
        return "failed"
    with transaction.atomic():
        Analysis.objects.filter(pk=analysis_id).update(
            status=AnalysisStatus.DONE, progress=1.0, result=result, finished_at=timezone.now())
        _notify(analysis, "analysis_done", status=AnalysisStatus.DONE)
    return "done"


def game_hint(*, user: AbstractBaseUser, game_id: int) -> dict[str, Any]:
    """The expert's choice and values for the caller's current decision, in a practice game:
    unrated, and every other seat an AI (a hint against people, or for a rating, would be
    help from outside the table)."""
    game, seats, mine = game_for_viewer(game_id, user)
    if mine is None:
        raise Forbidden("not_a_player", "you have no seat in this game")
    if game.rated:
        raise Forbidden("hint_rated_game", "hints are given only in unrated games")
    if any(s.index != mine.index and not s.ai_level for s in seats):
        raise Forbidden("hint_other_people",
                        "hints are given only in games whose other seats are all AI")
    if game.status != GameStatus.ACTIVE:
        raise conflict("game_not_active", f"the game is {game.status}")
    game_type = game_kind(game.kind)
    obs = game_type.observe(game_type.state_from_dict(game.state), mine.index)
    if not obs.legal_actions:
        raise conflict("not_your_turn", "you have no decision to make now")
    hint_of = expert_hint if game.kind == KNOCKOUT else whist_hint
    try:
        hint = hint_of(obs, seeded_rng("hint", f"{game.pk}:{game.version}"),
                       settings.WHIST_HINT_ITERATIONS)
    except ValueError:
        raise conflict("hint_not_available",
                       "the expert leaves this kind of decision to the rule of thumb") from None
    return {"game_id": game.pk, "version": game.version, "decision": obs.decision, **hint}
