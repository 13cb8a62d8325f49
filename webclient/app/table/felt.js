// The felt: every other seat on a plate round the table (a partner opposite; my own plate is
// under the felt, by my hand), the trick in the middle with each card in front of the player
// who played it.  Drawn from a "display" (./display.js): what the person has been shown so
// far, which may be behind the server while cards are being shown one at a time.  Where each
// plate and card goes is measured once they are on the page (./layout.js).

import { SUITS, SUIT_NAMES, cardName, isRed, rankLabel } from "../cards.js";
import { h } from "../dom.js";
import { levelName } from "../levels.js";
import { seatClockText } from "./clock.js";
import { plural, seatDoes, seatName } from "./names.js";

const STATUS = { dogs_life: "dog's life", out: "out" };

/**
 * @param {string | null} card
 * @param {{small?: boolean} & Record<string, any>} [options] `small`, and attributes
 */
export function cardFace(card, { small = false, ...attrs } = {}) {
  const size = small ? " small" : "";
  if (!card) return h("span", { class: `card back${size}`, role: "img", "aria-label": "face-down card", ...attrs });
  return h("span", { class: `card ${isRed(card) ? "red" : "black"}${size}`, role: "img",
                     "aria-label": cardName(card), title: cardName(card), ...attrs },
    h("span", { class: "rank", "aria-hidden": "true" }, rankLabel(card)),
    h("span", { class: "suit", "aria-hidden": "true" }, SUITS[card[1]]));
}

/** Where seat `index` sits: its angle round the table, the viewer's own seat at the bottom and
 * the next seats clockwise (to the viewer's left) after it. */
export function seatAngle(index, bottom, players) {
  const offset = (index - bottom + players) % players;
  return Math.PI / 2 + (offset * 2 * Math.PI) / players;
}

function direction(angle) {
  return { dx: Math.cos(angle).toFixed(3), dy: Math.sin(angle).toFixed(3) };
}

export function ordinal(n) {
  const suffix = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${suffix[(v - 20) % 10] || suffix[v] || suffix[0]}`;
}

/** Seat `index`'s plate: its name, its marks (dealer, level, partner, place or state) and its
 * counts; `angle` (on the felt) says where it sits, none for my own under the felt. */
/**
 * @param {any} display
 * @param {number} index
 * @param {number | null} [angle]
 */
export function plate(display, index, angle = null) {
  const view = display.view;
  const seat = view.seats[index];
  const status = display.statuses[index] || "in";
  const acting = display.toAct === index;
  const facts = [plural(display.handCounts[index], "card"), plural(display.tricks[index], "trick")];
  if (display.chips) facts.push(plural(display.chips[index], "chip"));
  const clock = seatClockText(view, seat);
  if (clock) facts.push(clock);
  const badges = [
    display.dealer === index ? h("span", { class: "dealer-mark", title: "Dealer", "aria-label": "dealer" }, "D") : null,
    seat.is_ai ? h("span", { class: "badge" }, levelName(seat.ai_level)) : null,
    display.partner === index ? h("span", { class: "badge" }, "partner") : null,
    seat.position ? h("span", { class: "badge" }, ordinal(seat.position))
      : STATUS[status] ? h("span", { class: `badge status-${status}` }, STATUS[status]) : null,
    seat.resigned ? h("span", { class: "badge" }, "resigned") : null,
  ].filter(Boolean);
  return h("div", {
    class: `plate${acting ? " acting" : ""}${status === "out" ? " out" : ""}${index === view.my_seat ? " me" : ""}`,
    dataset: angle === null ? { seat: index } : { seat: index, angle: angle.toFixed(4) },
    "aria-current": acting ? "true" : null,
  },
  h("div", { class: "plate-name" }, seatName(view, index)),
  badges.length ? h("div", {}, badges) : null,
  h("div", { class: "plate-facts" }, facts.join(" · ")));
}

/** Trumps, and the turned-up card while it lies on the table. */
export function trumpBox(display) {
  const { trump, turnUp } = display;
  let words;
  if (trump) {
    const extras = [display.acesHigh === false && "aces low", display.reverse && "reversed"].filter(Boolean);
    words = [h("span", { class: `suit-big${isRed(`A${trump}`) ? " red" : ""}`, "aria-hidden": "true" }, SUITS[trump]),
      h("span", {}, `${SUIT_NAMES[trump]} are trumps${extras.length ? ` (${extras.join(", ")})` : ""}`)];
  } else {
    words = [h("span", {}, display.choosingTrump ? "Trumps to be chosen" : "No trumps")];
  }
  return h("div", { class: "trumps", "aria-label": "Trumps" }, words,
    turnUp ? [h("span", { class: "visually-hidden" }, "turned up:"), cardFace(turnUp, { small: true })] : null);
}

function trick(display, bottom, players) {
  const plays = display.trick.map((p) => {
    const angle = seatAngle(p.seat, bottom, players);
    const where = direction(angle);
    const said = `${seatName(display.view, p.seat)}: ${cardName(p.card || "")}${p.auto ? " (played automatically)" : ""}`;
    const data = { seat: p.seat, angle: angle.toFixed(4) };
    if (p.auto) data.auto = "true";
    return h("div", {
      class: `trick-spot${display.winner === p.seat ? " winner" : ""}${display.arrived === p.seat ? " arriving" : ""}`,
      style: `--dx:${where.dx};--dy:${where.dy}`, dataset: data,
    }, p.card ? cardFace(p.card, { "aria-label": said, "data-card": p.card }) : h("span", { class: "badge" }, "knocks"),
    p.auto ? h("span", { class: "auto-mark", "aria-hidden": "true", title: "Played by the server: there was no choice" }, "auto") : null);
  });
  const node = h("div", { class: `trick${display.gathering ? " gathering" : ""}`, role: "group",
                          "aria-label": "The current trick" }, plays);
  if (display.winner !== null) {
    const to = direction(seatAngle(display.winner, bottom, players));
    node.style.setProperty("--gx", to.dx);
    node.style.setProperty("--gy", to.dy);
  }
  return node;
}

/** The felt for a display: the other seats' plates and the trick (a spectator sees every
 * seat's plate, the first at the bottom). */
export function felt(display) {
  const view = display.view;
  const players = view.seats.length;
  const bottom = view.my_seat === null ? 0 : view.my_seat;
  return h("div", { class: "felt", role: "region", "aria-label": "The table" },
    view.seats.map((_, i) => (i === view.my_seat ? null : plate(display, i, seatAngle(i, bottom, players)))),
    trick(display, bottom, players));
}

/** What the middle of the table says now: who won the trick, or who leads. */
export function trickNote(display) {
  const view = display.view;
  if (display.note) return display.note;
  if (display.winner !== null) {
    return view.status === "finished" ? `${seatDoes(view, display.winner, "take", "takes")} the last trick`
      : `${seatDoes(view, display.winner, "win")} the trick`;
  }
  return display.leadNote;
}
