// My cards, sorted by suit, as buttons: the ones I may play now stand out; the rest are
// dimmed and disabled.  While events are still being shown the hand is not playable.

import { cardName, sortHand } from "../cards.js";
import { h } from "../dom.js";
import { cardFace } from "./felt.js";
import { plural } from "./names.js";

export function handArea(display, act) {
  const view = display.view;
  const cards = display.myHand;
  if (view.my_seat === null || !cards || (!cards.length && view.status !== "active")) return null;
  const game = view.game;
  const live = display.settled && view.status === "active" && game.is_my_turn && game.decision === "play";
  const legal = new Set(live ? game.legal_actions.filter((a) => a.type === "play").map((a) => a.card) : []);
  return h("section", { class: "hand-area", "aria-label": "Your hand" },
    h("h2", { class: "visually-hidden" }, "Your cards"),
    h("ul", { class: "hand", "aria-label": "Your cards" }, sortHand(cards).map((card) => {
      const playable = legal.has(card);
      return h("li", {}, h("button", {
        type: "button", class: `card-button ${playable ? "legal" : "dimmed"}`,
        disabled: !playable, "aria-label": `${playable ? "Play" : "Cannot play"} the ${cardName(card)}`,
        dataset: { card }, onclick: () => act({ type: "play", card }),
      }, cardFace(card, { "aria-hidden": "true", role: null })));
    })),
    display.settled && game && game.blind_cards
      ? h("p", { class: "small" }, `${plural(game.blind_cards, "face-down card")}`) : null);
}
