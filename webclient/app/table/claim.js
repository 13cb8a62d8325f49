// Classic Whist claims: a claim waiting for the opponents shows the claimer's hand to the
// whole table (the only hand anyone is ever shown besides their own), and the opponent whose
// answer is awaited accepts or refuses it.  The seat to play may claim the rest instead of
// playing a card; the button is offered only for the last few tricks, where a claim is a
// reasonable thing to make (offered from the first trick of thirteen, it only got in the
// hand's way).  Built from the view only: `claim`, `can_claim` and the legal actions.

import { sortHand } from "../cards.js";
import { h } from "../dom.js";
import { cardFace } from "./felt.js";
import { plural, seatName } from "./names.js";

/** The pending claim, as everyone at the table (and a spectator) sees it; null when none. */
export function claimPanel(view, act) {
  const game = view.game;
  if (view.status !== "active" || !game || !game.claim) return null;
  const claim = game.claim;
  const left = 13 - game.completed_tricks.length;
  const waiting = seatName(view, game.to_act);
  const answering = game.is_my_turn && game.decision === "answer_claim";
  const answers = answering ? game.legal_actions.filter((a) => a.type === "accept_claim" || a.type === "refuse_claim") : [];
  return h("section", { class: "claim panel", "aria-label": "A claim" },
    h("p", {}, `${seatName(view, claim.seat)} ${claim.seat === view.my_seat ? "claim" : "claims"} the remaining ${plural(left, "trick")}, showing this hand:`),
    h("div", { class: "claim-cards", role: "list", "aria-label": `${seatName(view, claim.seat)}'s hand` },
      sortHand(claim.cards).map((card) => h("span", { role: "listitem" }, cardFace(card, { small: true })))),
    answering
      ? h("div", { class: "choices" }, answers.map((action) => h("button", {
        type: "button", class: action.type === "accept_claim" ? "primary" : "",
        onclick: () => act(action),
      }, action.type === "accept_claim" ? "Accept the claim" : "Refuse: play on")))
      : h("p", { class: "small" }, `Waiting for ${waiting} to accept or refuse.`));
}

/** Tricks left in the deal from which "Claim the rest" is offered. */
export const CLAIM_FROM = 3;

/** "Claim the rest", for the seat to play in classic Whist, in the last CLAIM_FROM tricks. */
export function claimButton(view, act) {
  const game = view.game;
  if (view.status !== "active" || !game || !game.can_claim) return null;
  if (13 - game.completed_tricks.length > CLAIM_FROM) return null;
  return h("div", { class: "choices claim-offer" }, h("button", {
    type: "button", onclick: () => {
      if (window.confirm("Claim every remaining trick for your side? Your hand is shown to the table.")) act({ type: "claim" });
    },
  }, "Claim the rest"));
}
