// The table: the lobby before the start, the game while it runs, the result at the end.
// The server's view is the only truth; the game stream says that something happened, and the
// events are shown one at a time (../table/pacing.js) before the newest view is drawn.
//
// The game is laid out for the screen it is on: a stage as tall as the window below the
// header holds the felt, my seat with whose turn it is and my clock, and my hand as a fan at
// the bottom, so that at my turn all of it is in view without scrolling; the rest (the
// partnerships' scores, the last trick, the settings) is under it.  A card I play leaves my
// hand at once; my hand waits, disabled, until my next turn.

import { ApiError, get, write } from "../api.js";
import { cardText } from "../cards.js";
import { byId, h, mount, notice, one, present } from "../dom.js";
import { me } from "../auth.js";
import { followGame } from "../live.js";
import { explain } from "../messages.js";
import { presetName } from "../presets.js";
import { claimButton, claimPanel } from "../table/claim.js";
import { chatPanel } from "../table/chat.js";
import { cardFace, felt, plate, trickNote, trumpBox } from "../table/felt.js";
import { handArea } from "../table/hand.js";
import { Hints } from "../table/hint.js";
import { feltLayout } from "../table/layout.js";
import { lobbyPanel } from "../table/lobby.js";
import { plural, seatName } from "../table/names.js";
import { Pacer } from "../table/pacing.js";
import { resultPanel } from "../table/result.js";
import { settingsPanel } from "../table/settings.js";
import { titleSet, turnWatch } from "../table/turn.js";
import { decisionPanel } from "./decisions.js";

const MIN_STAGE = 420; // px: below this the stage is taller than the window, and scrolls

function countdown(deadline) {
  if (!deadline) return "";
  const left = Math.max(0, Math.round((new Date(deadline).getTime() - Date.now()) / 1000));
  if (left >= 86400) return `${Math.floor(left / 86400)} d ${Math.floor((left % 86400) / 3600)} h left`;
  if (left >= 3600) return `${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min left`;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left`;
}

/** Whose turn it is, and the time left for it: "Your turn" when it is mine. */
function turnMarker(display, pending) {
  const view = display.view;
  if (view.status !== "active") return null; // over: the result says so
  const game = view.game;
  const clock = display.settled && view.deadline
    ? h("span", { class: "deadline small", dataset: { deadline: view.deadline } }, countdown(view.deadline)) : null;
  if (!display.settled || pending) return h("p", { class: "turn-marker muted", "aria-live": "polite" }, "Playing…");
  if (game.is_my_turn) return h("p", { class: "turn-marker yours", "aria-live": "polite" }, h("strong", {}, "Your turn"), clock);
  return h("p", { class: "turn-marker", "aria-live": "polite" },
    `${seatName(view, game.to_act)} to ${game.decision === "play" ? "play" : "decide"}`, clock);
}

/** My seat under the felt, whose turn it is, and a claim when one is reasonable. */
function meBar(display, act, pending) {
  const view = display.view;
  const settled = display.settled && !pending;
  return h("div", { class: "me-bar" },
    view.my_seat === null ? null : plate(display, view.my_seat),
    turnMarker(display, pending),
    settled ? claimButton(view, act) : null);
}

/** Classic Whist: the two sides' scores, games of the rubber and odd tricks so far; the
 * tricks of the deal counted as the seats' plates count them (as they are shown). */
function sides(display) {
  const view = display.view;
  const game = view.game;
  const mine = game.side === null ? 0 : game.side;
  const name = (side) => side === game.side ? "Your side"
    : `${seatName(view, side)} & ${seatName(view, side + 2)}`;
  const tricks = (side) => display.tricks[side] + display.tricks[side + 2];
  const line = (side) => h("li", {}, h("strong", {}, name(side)), `: ${plural(game.scores[side], "point")}`,
    view.options.rubber ? ` · ${plural(game.games[side], "game")}` : "",
    view.options.deals ? ` · ${plural(game.totals[side], "odd trick")}` : "",
    ` · ${plural(tricks(side), "trick")} this deal`);
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
  items.push(`${presetName(view.preset)} rules`, view.rated ? "rated" : "practice: not rated");
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

/** My move, shown before the server has answered: the card gone from my hand and on the
 * table in front of me. */
function withMove(display, pending) {
  const card = pending && pending.card;
  if (!card || !display.myHand || !display.myHand.includes(card)) return display;
  const seat = display.view.my_seat;
  return { ...display, myHand: display.myHand.filter((c) => c !== card), arrived: seat,
           trick: display.trick.some((p) => p.seat === seat) ? display.trick
             : [...display.trick, { seat, card, auto: false }] };
}

/** What the person reads when their move is refused (the card is back in their hand). */
function refusal(error, action) {
  const said = explain(error);
  if (!said || action.type !== "play") return said;
  return `${said} The ${cardText(action.card)} is back in your hand.`;
}

export async function render(gameId, driveId = null) {
  const root = h("section", { class: "table-page" });
  const chat = chatPanel(gameId, (me() || {}).id);
  const layout = h("div", { class: "table-layout" }, root, chat.node);
  mount(layout);
  const watch = turnWatch();
  let pending = null; // my move, from the tap until the table has shown it

  const pacer = new Pacer({ show: draw, lag: reload, fill });
  let shown = null;
  const hints = new Hints(gameId, () => shown && draw(shown));

  async function reload() {
    try {
      const target = pacer.target;
      /** @type {import("../api.js").GameView | {notModified: true}} */
      const answer = await get(`/games/${gameId}`, { etag: target && target.etag });
      if (!("notModified" in answer)) pacer.offerView(answer);
    } catch (error) {
      notice(explain(error));
    }
  }

  /** The events after `after` that the stream has not brought (the pacer asks). */
  async function fill(after) {
    /** @type {import("../api.js").EventsPage} */
    const page = await get(`/games/${gameId}/events?after=${after}`);
    for (const event of page.events) pacer.offerEvent(event);
  }

  async function act(action) {
    if (pending) return; // one move at a time: a second tap is never sent
    const move = { card: action.type === "play" ? action.card : null, version: pacer.target.version };
    pending = move;
    draw(shown);
    try {
      /** @type {import("../api.js").GameView} */
      const view = await write(`/games/${gameId}/actions`, /** @satisfies {import("../api.js").MoveRequest} */ ({
        action, expected_version: move.version }));
      pacer.offerView(view);
      // For the client benchmark (manage.py bench_client): when this move was on screen (the
      // task after the next frame's callbacks runs once that frame is painted).
      requestAnimationFrame(() => setTimeout(() => performance.mark("whist:painted"), 0));
    } catch (error) {
      if (pending === move) { pending = null; draw(shown); }
      notice(refusal(error, action));
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) await reload();
    }
  }

  /** The stage fills the window below what is above it (the header, a notice). */
  function fit() {
    const top = root.getBoundingClientRect().top + scrollY;
    root.style.setProperty("--stage-h", `${Math.max(MIN_STAGE, Math.floor(innerHeight - top - 8))}px`);
    feltLayout(root.querySelector(".felt"));
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
    // A settled view newer than the one I moved on has my move in it.
    if (pending && display.settled && view.version > pending.version) pending = null;
    const settled = display.settled;
    if (settled) watch(view);
    const seen = withMove(display, pending);
    const ready = settled && !pending;
    const note = trickNote(seen);
    const tray = present([
      ready ? claimPanel(view, act) : null,
      ready && view.status === "active" && view.game.is_my_turn ? decisionPanel(view, act) : null,
      ready ? hints.panel(view) : null,
      settled && view.status === "finished" ? resultPanel(view, driveId) : null,
    ]);
    root.replaceChildren(...present([
      h("div", { class: "stage" },
        h("div", { class: "table-head" },
          h("h1", {}, `Game ${view.id}`, view.kind === "whist" ? " · classic Whist" : ""),
          trumpBox(seen),
          h("p", { class: "trick-note", role: "status" }, note || "")),
        felt(seen),
        tray.length ? h("div", { class: "tray" }, tray) : null,
        meBar(seen, act, pending),
        handArea(seen, act, pending)),
      view.kind === "whist" ? sides(seen) : null,
      facts(seen),
      view.stalled ? h("p", { class: "notice warn" }, "The server cannot make its move in this game; an operator has been told.") : null,
      settled ? lastTrick(view) : null,
      settingsPanel(),
    ]));
    if (ready) hints.markHand(root, view);
    root.dataset.settled = settled ? "true" : "false";
    fit();
  }

  /** @type {import("../api.js").GameView} */
  const first = await get(`/games/${gameId}`);
  pacer.offerView(first);
  const tick = setInterval(() => {
    for (const node of root.querySelectorAll(".deadline")) {
      if (node instanceof HTMLElement) node.textContent = countdown(node.dataset.deadline);
    }
  }, 1000);
  let asked = null;
  const live = followGame(gameId, first.last_seq, (event) => {
    pacer.offerEvent(event);
    clearTimeout(asked);
    asked = setTimeout(reload, 60);
  }, (state) => {
    // On the stream, first or back after a drop: the talk said before it listened (after the
    // page's first read, or while it was away) is read once; from then on the stream has it.
    if (state === "live" && root.dataset.live !== "live") chat.catchUp();
    if (state === "polling") chat.catchUp();
    root.dataset.live = state;
  }, (message) => chat.add(message));
  // What is above the stage, and the window, may change size: the stage follows.
  const above = new ResizeObserver(fit);
  for (const id of ["notice", "offline"]) above.observe(byId(id));
  above.observe(one(".top"));
  const inside = new ResizeObserver(() => feltLayout(root.querySelector(".felt")));
  inside.observe(root);
  addEventListener("resize", fit);
  Object.assign(window, { __whistLive: live, __whistPacer: pacer }); // for tests: this page's
  return () => {
    clearInterval(tick); clearTimeout(asked); live.close(); pacer.close(); titleSet(false);
    above.disconnect(); inside.disconnect(); removeEventListener("resize", fit);
  };
}
