// Hints in practice: in an unrated game whose other seats are all AI, the
// person whose turn it is may ask the expert what it would do (GET /games/{id}/hint).  The
// server refuses a hint anywhere else (a rated game, another person at the table), so the
// button is offered only where it would be answered.  A hint belongs to one version of the
// game: once the table moves on it is gone.

import { get } from "../api.js";
import { explain } from "../messages.js";
import { actionText } from "../cards.js";
import { h } from "../dom.js";
import { ordinal } from "./felt.js";

/** Whether the expert's hint may be asked for now, from the view alone. */
export function hintable(view) {
  const game = view.game;
  if (view.status !== "active" || view.rated) return false;
  if (view.my_seat === null || !game || !game.is_my_turn) return false;
  if ((game.legal_actions || []).length < 2) return false;
  return view.seats.every((seat) => seat.index === view.my_seat || seat.ai_level);
}

const percent = (x) => `${Math.round(x * 100)}%`;

/** The hint's state for this page: one answer per game version, asked for at most once. */
export class Hints {
  constructor(gameId, redraw) {
    this.gameId = gameId;
    this.redraw = redraw;
    this.version = null;
    /** @type {null | "asking" | {hint: any, error?: undefined} | {error: string, hint?: undefined}} */
    this.state = null; // null, "asking", {hint}, or {error}
  }

  current(view) {
    return this.version === view.version ? this.state : null;
  }

  async ask(view) {
    if (this.current(view)) return;
    this.version = view.version;
    this.state = "asking";
    this.redraw();
    try {
      const hint = await get(`/games/${this.gameId}/hint`);
      if (this.version === view.version) this.state = { hint };
    } catch (error) {
      if (this.version === view.version) this.state = { error: explain(error) };
    }
    this.redraw();
  }

  /** The expert's card stands out in the hand, next to the legal ones; for a card
   * exchange, the cards it would throw away stand out among the exchange's boxes. */
  markHand(root, view) {
    const state = this.current(view);
    const best = state && typeof state === "object" && state.hint && state.hint.best_action;
    if (best && best.type === "exchange") {
      for (const card of best.cards) {
        const box = root.querySelector(`.exchange input[value="${card}"]`);
        if (box) {
          box.closest("label").classList.add("hinted-discard");
          box.setAttribute("aria-description", "the expert would exchange this card");
        }
      }
      return;
    }
    if (!best || best.type !== "play") return;
    const button = root.querySelector(`.hand .card-button[data-card="${best.card}"]`);
    if (button) {
      button.classList.add("hinted");
      button.setAttribute("aria-label", `${button.getAttribute("aria-label")} (the expert's choice)`);
    }
  }

  panel(view) {
    if (!hintable(view)) return null;
    const state = this.current(view);
    const body = state === null
      ? h("button", { type: "button", class: "hint-ask", onclick: () => this.ask(view) }, "Hint")
      : state === "asking" ? h("p", { class: "small muted", role: "status" }, "The expert is thinking…")
        : state.error ? h("p", { class: "small", role: "status" }, state.error)
          : hintAnswer(state.hint);
    return h("section", { class: "hint panel", "aria-label": "Hint" }, body);
  }
}

/** Knock-Out Whist values are chances of winning the game; classic Whist's, the tricks the
 * side expects to take in the deal (the answer has no survival). */
function valueText(a) {
  if (a.survival === undefined) return ` takes about ${a.value.toFixed(1)} tricks for your side`;
  return [` wins the game ${percent(a.value)} of the time`,
    `, stays in after this deal ${percent(a.survival)} of the time`,
    typeof a.place === "number" ? `, usually finishes about ${ordinal(Math.max(1, Math.round(a.place)))}` : ""];
}

function hintAnswer(hint) {
  const rows = hint.actions.slice(0, 4).map((a) => h("li", {}, h("strong", {}, actionText(a.label)), valueText(a)));
  return h("div", { role: "status" },
    h("p", {}, "The expert would choose ", h("strong", { class: "hint-best" }, actionText(hint.best)), "."),
    rows.length ? h("details", { class: "explain small" }, h("summary", {}, "How the choices compare"),
      h("ul", { class: "hint-values" }, rows)) : null,
    h("p", { class: "small muted" }, "Practice games only: hints are never given in rated games or against people."));
}
