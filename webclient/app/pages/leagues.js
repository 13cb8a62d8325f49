// My leagues, a new league, joining one by its invite code.

import { get, write } from "../api.js";
import { explain } from "../messages.js";
import { field, h, mount, notice } from "../dom.js";
import { onSubmit } from "../forms.js";
import { PRESETS } from "../presets.js";

export async function render() {
  const list = h("ul", { class: "games", "aria-label": "My leagues" });
  const name = h("input", { name: "name", required: true, maxlength: 100 });
  const preset = h("select", { name: "rules_preset" }, Object.entries(PRESETS).map(([v, l]) => h("option", { value: v }, l)));
  const code = h("input", { name: "invite_code", required: true });
  mount(h("section", {}, h("h1", {}, "Leagues"), list,
    h("div", { class: "columns" },
      h("form", { class: "panel", "aria-label": "New league", onsubmit: onSubmit(async () => {
        const league = await write("/leagues", { name: name.value, rules_preset: preset.value });
        location.hash = `#/leagues/${league.id}`;
      }) }, h("h2", {}, "New league"), field("Name", name), field("Rules", preset),
      h("button", { type: "submit" }, "Create the league")),
      h("form", { class: "panel", "aria-label": "Join a league", onsubmit: onSubmit(async () => {
        const league = await write("/leagues/join", { invite_code: code.value.trim() });
        location.hash = `#/leagues/${league.id}`;
      }) }, h("h2", {}, "Join a league"), field("Invite code", code),
      h("button", { type: "submit" }, "Join")))));
  try {
    const page = await get("/leagues");
    const leagues = page.results || page;
    list.replaceChildren(...(leagues.length ? leagues.map((l) => h("li", {},
      h("a", { href: `#/leagues/${l.id}` }, l.name), ` · ${l.rules_preset}`))
      : [h("li", { class: "muted" }, "You are in no league yet.")]));
  } catch (error) {
    notice(explain(error));
  }
}
