// The person's table settings, kept in this browser: how fast cards are shown, a sound when
// it is their turn, and notifications, with the page closed too (Web Push: asked for only
// when they press the button).

import { h } from "../dom.js";
import { turnAlerts } from "../push.js";
import { BEATS } from "./pacing.js";
import { chime, soundOn, soundSet } from "./turn.js";

export function settingsPanel() {
  const speed = h("select", { id: "card-speed" }, Object.keys(BEATS).map((name) =>
    h("option", { value: name, selected: (localStorage.getItem("whist.beat") || "normal") === name },
      `${name[0].toUpperCase()}${name.slice(1)} (${BEATS[name] / 1000} s a card)`)));
  speed.addEventListener("change", () => localStorage.setItem("whist.beat", speed.value));
  const sound = h("input", { type: "checkbox", id: "turn-sound", checked: soundOn() });
  sound.addEventListener("change", () => { soundSet(sound.checked); if (sound.checked) chime(); });
  return h("details", { class: "panel table-settings" },
    h("summary", {}, "Table settings"),
    h("div", { class: "field" }, h("label", { for: "card-speed" }, "Card speed"), speed),
    h("label", { class: "check" }, sound, " A sound when it is my turn"),
    turnAlerts());
}
