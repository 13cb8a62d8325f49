// My cards, sorted by suit, as a fan along the bottom of the screen: each card a button whose
// box is the part of it that shows (the next card covers the rest), at least 24 px wide with
// its rank and suit in the corner, so thirteen cards fit a phone's width.  At my turn the
// cards I may play stand out and the rest are dimmed; while the table is still showing cards,
// or my move is on its way, none can be played.

import { cardName, sortHand } from "../cards.js";
import { h } from "../dom.js";
import { cardFace } from "./felt.js";
import { plural } from "./names.js";

/** `pending`: a move of mine not yet shown by the table (the hand waits for my next turn). */
export function handArea(display, act, pending = null) {
  const view = display.view;
  const cards = display.myHand;
  if (view.my_seat === null || !cards || (!cards.length && view.status !== "active")) return null;
  const game = view.game;
  const mine = display.settled && view.status === "active" && game.is_my_turn && !pending;
  const live = mine && game.decision === "play";
  const legal = new Set(live ? game.legal_actions.filter((a) => a.type === "play").map((a) => a.card) : []);
  const sorted = sortHand(cards);
  return h("section", { class: "hand-area", "aria-label": "Your hand" },
    h("h2", { class: "visually-hidden" }, "Your cards"),
    h("ul", { class: "hand fan", "aria-label": "Your cards", style: `--n:${sorted.length}` }, sorted.map((card) => {
      const playable = legal.has(card);
      return h("li", {}, h("button", {
        type: "button", class: `card-button ${playable ? "legal" : live ? "dimmed" : "waiting"}`,
        disabled: !playable, "aria-label": `${playable ? "Play" : "Cannot play"} the ${cardName(card)}`,
        dataset: { card }, onclick: () => act({ type: "play", card }),
      }, cardFace(card, { "aria-hidden": "true", role: null })));
    })),
    display.settled && game && game.blind_cards
      ? h("p", { class: "small" }, `${plural(game.blind_cards, "face-down card")}`) : null);
}
