// The table: the lobby before the start, the game while it runs, the result at the end.
// The server's view is the only truth; the game stream says that something happened, and the
// events are shown one at a time (../table/pacing.js) before the newest view is drawn.

import { ApiError, get, write } from "../api.js";
import { explain } from "../messages.js";
import { h, mount, notice } from "../dom.js";
import { me } from "../auth.js";
import { followGame } from "../live.js";
import { presetName } from "../presets.js";
import { claimButton, claimPanel } from "../table/claim.js";
import { chatPanel } from "../table/chat.js";
import { cardFace, felt, trumpBox } from "../table/felt.js";
import { handArea } from "../table/hand.js";
import { Hints } from "../table/hint.js";
import { lobbyPanel } from "../table/lobby.js";
import { plural, seatName } from "../table/names.js";
import { Pacer } from "../table/pacing.js";
import { resultPanel } from "../table/result.js";
import { settingsPanel } from "../table/settings.js";
import { titleSet, turnWatch } from "../table/turn.js";
import { decisionPanel } from "./decisions.js";

function countdown(deadline) {
  if (!deadline) return "";
  const left = Math.max(0, Math.round((new Date(deadline) - Date.now()) / 1000));
  if (left >= 86400) return `${Math.floor(left / 86400)} d ${Math.floor((left % 86400) / 3600)} h left`;
  if (left >= 3600) return `${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min left`;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left`;
}

function turnLine(display) {
  const view = display.view;
  if (view.status !== "active") return null;
  const game = view.game;
  const who = !display.settled ? h("span", { class: "muted" }, "Playing…")
    : game.is_my_turn ? h("strong", { class: "yours" }, "Your turn")
      : h("span", {}, `${seatName(view, game.to_act)} to ${game.decision === "play" ? "play" : "decide"}`);
  return h("p", { class: "turn-line", "aria-live": "polite" }, who,
    display.settled && view.deadline
      ? h("span", { class: "deadline small", dataset: { deadline: view.deadline } }, countdown(view.deadline)) : null);
}

/** Classic Whist: the two sides' scores, games of the rubber and odd tricks so far. */
function sides(view) {
  const game = view.game;
  const mine = game.side === null ? 0 : game.side;
  const name = (side) => side === game.side ? "Your side"
    : `${seatName(view, side)} & ${seatName(view, side + 2)}`;
  const line = (side) => h("li", {}, h("strong", {}, name(side)), `: ${plural(game.scores[side], "point")}`,
    view.options.rubber ? ` · ${plural(game.games[side], "game")}` : "",
    view.options.deals ? ` · ${plural(game.totals[side], "odd trick")}` : "",
    ` · ${plural(game.side_tricks[side], "trick")} this deal`);
  return h("ul", { class: "sides", "aria-label": "Partnerships" }, line(mine), line(1 - mine));
}

function facts(display) {
  const view = display.view;
  const game = view.game;
  const items = [`Deal ${display.dealNo}`];
  if (view.kind === "whist") {
    if (view.options.rubber) items.push(`game ${game.game_no} of the rubber`);
  } else {
    items.push(plural(game.hand_size, "card"));
    if (game.pot) items.push(`pot ${plural(game.pot, "chip")}`);
  }
  if (view.kind === "whist" && view.options.game_points) items.push(`game of ${plural(view.options.game_points, "point")}`);
  items.push(`${presetName(view.preset)} rules`);
  return h("p", { class: "table-facts small" }, items.map((t) => h("span", {}, t)));
}

function lastTrick(view) {
  const last = view.game.completed_tricks[view.game.completed_tricks.length - 1];
  if (!last) return null;
  return h("details", { class: "panel last-trick" },
    h("summary", {}, `Last trick: ${seatName(view, last.winner)}`),
    h("ul", {}, last.plays.map((p) => h("li", {}, seatName(view, p.seat),
      p.card ? cardFace(p.card, { small: true }) : h("span", { class: "muted" }, "knocked")))));
}

export async function render(gameId, driveId = null) {
  const root = h("section", { class: "table-page" });
  const chat = chatPanel(gameId, (me() || {}).id);
  const layout = h("div", { class: "table-layout" }, root, chat.node);
  mount(layout);
  let busy = false;
  const watch = turnWatch();

  const pacer = new Pacer({ show: draw, lag: reload });
  let shown = null;
  const hints = new Hints(gameId, () => shown && draw(shown));

  async function reload() {
    try {
      const target = pacer.target;
      const answer = await get(`/games/${gameId}`, { etag: target && target.etag });
      if (!answer.notModified) pacer.offerView(answer);
    } catch (error) {
      notice(explain(error));
    }
  }

  async function act(action) {
    if (busy) return;
    busy = true;
    root.classList.add("busy");
    try {
      const view = await write(`/games/${gameId}/actions`, { action, expected_version: pacer.target.version });
      pacer.offerView(view);
      // For the client benchmark (manage.py bench_client): when this move was on screen (the
      // task after the next frame's callbacks runs once that frame is painted).
      requestAnimationFrame(() => setTimeout(() => performance.mark("whist:painted"), 0));
    } catch (error) {
      notice(explain(error));
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) await reload();
    } finally {
      busy = false;
      root.classList.remove("busy");
    }
  }

  function draw(display) {
    shown = display;
    const view = display.view;
    if (view.status === "lobby" || view.status === "cancelled") {
      titleSet(false);
      root.replaceChildren(view.status === "lobby" ? lobbyPanel(view, reload)
        : h("p", { class: "panel" }, "This game was cancelled. ", h("a", { href: "#/lobby" }, "Back to the lobby")));
      return;
    }
    const settled = display.settled;
    if (settled) watch(view);
    root.replaceChildren(...[
      h("div", { class: "table-head" },
        h("h1", {}, `Game ${view.id}`, view.kind === "whist" ? " · classic Whist" : ""),
        turnLine(display)),
      view.kind === "whist" ? sides(view) : null,
      h("div", { class: "table-bar" }, trumpBox(display), facts(display)),
      felt(display),
      settled ? claimPanel(view, act) : null,
      settled && view.status === "active" && view.game.is_my_turn ? decisionPanel(view, act) : null,
      settled ? claimButton(view, act) : null,
      settled ? hints.panel(view) : null,
      handArea(display, act),
      settled && view.status === "finished" ? resultPanel(view, driveId) : null,
      view.stalled ? h("p", { class: "notice warn" }, "The server cannot make its move in this game; an operator has been told.") : null,
      settled ? lastTrick(view) : null,
      settingsPanel(),
    ].filter(Boolean));
    if (settled) hints.markHand(root, view);
    root.dataset.settled = settled ? "true" : "false";
  }

  const first = await get(`/games/${gameId}`);
  pacer.offerView(first);
  const tick = setInterval(() => {
    for (const node of root.querySelectorAll(".deadline")) node.textContent = countdown(node.dataset.deadline);
  }, 1000);
  let pending = null;
  const live = followGame(gameId, first.last_seq, (event) => {
    pacer.offerEvent(event);
    clearTimeout(pending);
    pending = setTimeout(reload, 60);
  }, (state) => {
    // On the stream, first or back after a drop: the talk said before it listened (after the
    // page's first read, or while it was away) is read once; from then on the stream has it.
    if (state === "live" && root.dataset.live !== "live") chat.catchUp();
    if (state === "polling") chat.catchUp();
    root.dataset.live = state;
  }, (message) => chat.add(message));
  window.__whistLive = live; // for tests: the live connection of this page
  window.__whistPacer = pacer;
  return () => {
    clearInterval(tick); clearTimeout(pending); live.close(); pacer.close(); titleSet(false);
  };
}
