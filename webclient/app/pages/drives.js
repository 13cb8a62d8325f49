// Whist drives: the drives there are, and organising one (a duplicate tournament of classic
// Whist or Knock-Out Whist: every table plays the same deals each round).

import { get, write } from "../api.js";
import { explain } from "../messages.js";
import { field, h, mount, notice, one } from "../dom.js";
import { onSubmit } from "../forms.js";
import { plural } from "../table/names.js";

function select(name, pairs, value) {
  return h("select", { name }, pairs.map(([v, label]) =>
    h("option", { value: v, selected: v === value }, label)));
}

export async function render() {
  const list = h("ul", { class: "games", "aria-label": "Drives" });
  const name = h("input", { name: "name", required: true, maxlength: 80 });
  const tables = select("tables", [1, 2, 3, 4, 5, 6].map((n) => [String(n), `${plural(n, "table")} (${4 * n} players)`]), "2");
  const rounds = select("rounds", [1, 2, 3, 4, 5, 6, 7].map((n) => [String(n), plural(n, "round")]), "3");
  const deals = select("deals_per_round", [1, 2, 4, 6].map((n) => [String(n), `${plural(n, "deal")} a round`]), "4");
  const movement = select("movement", [["fixed", "Fixed partners, meeting every pair"],
                                       ["progressive", "Progressive: new partner every round"]], "fixed");
  const game = select("preset", [["whist_drive", "Classic Whist (partnerships)"],
                               ["pagat", "Knock-Out Whist (one game a round)"]], "whist_drive");
  game.addEventListener("change", () => {
    // Knock-Out Whist has no partners (progressive only) and a round is one whole game.
    const knockout = game.value === "pagat";
    deals.disabled = knockout;
    if (knockout) movement.value = "progressive";
    one("option[value=fixed]", movement).toggleAttribute("disabled", knockout);
  });
  const form = h("form", { class: "panel", "aria-label": "New drive", onsubmit: onSubmit(async () => {
    const drive = await write("/drives", {
      name: name.value, tables: Number(tables.value), rounds: Number(rounds.value),
      preset: game.value, deals_per_round: Number(deals.value), movement: movement.value });
    location.hash = `#/drives/${drive.id}`;
  }) }, h("h2", {}, "New drive"), field("Name", name), field("Game", game), field("Tables", tables),
  field("Rounds", rounds), field("Deals", deals), field("Movement", movement),
  h("button", { type: "submit" }, "Organise the drive"));
  mount(h("section", {}, h("h1", {}, "Whist drives"),
    h("p", { class: "muted" }, "Every table plays the same deals, so the scores compare play on the same cards: classic Whist in partnerships, or Knock-Out Whist."),
    h("div", { class: "columns" }, h("div", {}, list), form)));
  try {
    const page = await get("/drives");
    list.replaceChildren(...(page.results.length ? page.results.map((d) => h("li", { class: "game-row" },
      h("a", { href: `#/drives/${d.id}` }, d.name),
      ` · ${d.game === "knockout" ? "Knock-Out Whist" : "classic Whist"} · ${d.status} · ${plural(d.tables, "table")} · round ${d.current_round} of ${d.rounds}`))
      : [h("li", { class: "muted" }, "No drives yet: organise one.")]));
  } catch (error) { notice(explain(error)); }
}
