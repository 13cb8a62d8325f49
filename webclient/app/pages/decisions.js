// The decision that is mine now, other than playing a card from my hand: choosing trumps
// (with the extras the options allow), knocking on a dog's life, playing a face-down card,
// and every house rule's decision (exchange, declare, vote, buy a life).  Built only from the
// legal actions the view offers: the client never decides what is allowed.

import { SUITS, SUIT_NAMES, cardName, cardText, isRed, sortHand, trumpLabel } from "../cards.js";
import { h } from "../dom.js";
import { plural } from "../table/names.js";

function buttons(actions, label, act, extra = {}) {
  return h("div", { class: "choices" }, actions.map((action) => h("button", {
    type: "button", class: "primary", ...extra, onclick: () => act(action),
  }, label(action))));
}

function exchange(view, act) {
  const legal = view.game.legal_actions.filter((a) => a.type === "exchange");
  const allowed = new Set(legal.map((a) => [...a.cards].sort().join(",")));
  const most = Math.max(0, ...legal.map((a) => a.cards.length));
  const chosen = new Set();
  const submit = h("button", { type: "button", class: "primary" }, "Keep my hand");
  const boxes = sortHand(view.game.my_hand).map((card) => h("label", { class: "check" },
    h("input", { type: "checkbox", value: card, "aria-label": cardName(card), onchange: (event) => {
      if (event.target.checked) chosen.add(card); else chosen.delete(card);
      const key = [...chosen].sort().join(",");
      submit.disabled = !allowed.has(key);
      submit.textContent = chosen.size ? `Exchange ${chosen.size} card${chosen.size > 1 ? "s" : ""}` : "Keep my hand";
    } }), h("span", { class: isRed(card) ? "card-text red" : "card-text" }, cardText(card))));
  submit.addEventListener("click", () => act({ type: "exchange", cards: [...chosen] }));
  return h("div", {}, h("p", {}, `Pick up to ${plural(most, "card")} to exchange.`),
    h("div", { class: "exchange" }, boxes, submit));
}

export function decisionPanel(view, act) {
  const game = view.game;
  const actions = game.legal_actions;
  const of = (type) => actions.filter((a) => a.type === type);
  const parts = [];
  switch (game.decision) {
    case "choose_trump":
      parts.push(h("p", {}, "You took the most tricks: choose trumps for the next deal."),
        buttons(of("choose_trump"), trumpLabel, act));
      break;
    case "play_blind":
      parts.push(h("p", {}, "Your card is face down: you may play it blind."),
        buttons(of("play_blind"), () => "Play my face-down card", act));
      break;
    case "exchange":
      parts.push(exchange(view, act));
      break;
    case "declare_no_picture":
    case "declare_rainbow": {
      const what = game.decision === "declare_rainbow" ? "a rainbow (four suits)" : "no picture (no card above a ten): redeal";
      parts.push(h("p", {}, `Declare ${what}?`),
        buttons([...of("declare"), ...of("pass")], (a) => (a.type === "declare" ? "Declare" : "Pass"), act));
      break;
    }
    case "vote_trump":
      parts.push(h("p", {}, "You are out: vote on the next trump suit (secret until the count)."),
        buttons(of("vote_trump"), (a) => (a.suit ? `${SUITS[a.suit]} ${SUIT_NAMES[a.suit]}` : "Abstain"), act));
      break;
    case "buy": {
      const life = (game.offer || "").replace(/_/g, " ");
      parts.push(h("p", {}, `You took no trick. Buy a ${life} for one chip, or leave the game?`),
        buttons([...of("buy"), ...of("decline")], (a) => (a.type === "buy" ? `Buy the ${life}` : "Leave the game"), act));
      break;
    }
    default:
      break;
  }
  if (of("knock").length) {
    parts.push(h("p", {}, "You are on a dog's life: play your card or knock to keep it for a later trick."),
      buttons(of("knock"), () => "Knock", act));
  }
  return parts.length ? h("section", { class: "decision panel", "aria-label": "Your decision" }, parts) : null;
}
