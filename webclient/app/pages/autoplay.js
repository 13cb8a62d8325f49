// My auto-play setting, on my profile: whether the server plays my moves that are no choice
// (my only legal card, or a hand whose every remaining trick is decided), in correspondence
// games and in live ones.  GET/PATCH /api/v1/me/auto-play.

import { api } from "../api.js";
import { explain } from "../messages.js";
import { h, notice } from "../dom.js";

const PARTS = [
  ["correspondence", "In games played over days (no turn limit, or a day or more)"],
  ["live", "In live games (a turn limit under a day)"],
];

export function autoPlayPanel() {
  const status = h("p", { class: "small", role: "status" });
  /** @type {Array<[HTMLInputElement, HTMLLabelElement]>} */
  const boxes = PARTS.map(([name, words]) => {
    const box = h("input", { type: "checkbox", name, disabled: true, onchange: async () => {
      box.disabled = true;
      try {
        const saved = await api("PATCH", "/me/auto-play", { [name]: box.checked });
        box.checked = saved[name];
        status.textContent = "Saved.";
      } catch (error) {
        box.checked = !box.checked;
        notice(explain(error));
      } finally {
        box.disabled = false;
      }
    } });
    return [box, h("label", { class: "check" }, box, " ", words)];
  });
  api("GET", "/me/auto-play").then((setting) => {
    for (const [box] of boxes) { box.checked = setting[box.name]; box.disabled = false; }
  }).catch((error) => { status.textContent = explain(error); });
  return h("section", { class: "panel", "aria-label": "Auto-play" },
    h("h2", {}, "Play my moves that are no choice"),
    h("p", { class: "small" }, "When I have only one card I may play, the server plays it for me after a moment; when every remaining trick of a hand is decided, the hand is played out at once. Such cards are marked \"auto\" at the table."),
    boxes.map(([, label]) => h("div", {}, label)), status);
}
