// The lobby: open games to join, a new game (rules in plain words, AI seats, time limit,
// public or private), and joining a private game by its code.

import { get, write } from "../api.js";
import { explain } from "../messages.js";
import { field, h, mount, notice } from "../dom.js";
import { onSubmit } from "../forms.js";
import { LEVELS } from "../levels.js";
import { PRESETS, TOURNAMENT, WHIST_PRESETS, gameName } from "../presets.js";
import { quickPlayForm, ratedSelect } from "../quickplay.js";
import { plural } from "../table/names.js";
import { timeControlLabel } from "../table/clock.js";

const OPTIONS = [
  ["trump_extras", "The trump chooser may also pick no trumps, aces low or reversed order"],
  ["two_of_diamonds", "The two of diamonds is always the highest trump"],
  ["trump_breaking", "Trumps may not be led until broken"],
  ["sweep_wins", "Taking every trick of a hand wins the game"],
  ["final_hand_no_trump", "The last one-card hand has no trumps"],
  ["first_deal_safe", "Nobody is knocked out on the first deal"],
];

const LIMITS = [["", "No time limit"], ["120", "2 minutes a move"], ["3600", "1 hour a move"],
                ["days:1", "Correspondence: 1 day a move"], ["days:3", "Correspondence: 3 days a move"],
                ["days:7", "Correspondence: 7 days a move"],
                ["bank:3:1:7", "Correspondence: 3 days, +1 a move (at most 7)"]];

/** The create body's clock for a LIMITS value. */
function clockBody(value) {
  const [type, ...n] = value.split(":").map((x, i) => (i ? Number(x) : x));
  if (type === "days") return { time_control: { type, days: n[0] } };
  if (type === "bank") return { time_control: { type, initial_days: n[0], increment_days: n[1], max_days: n[2] } };
  return { turn_time_limit: value ? Number(value) : null };
}

/** A select of `pairs` ([value, label]); `fields`: the API's fields its errors belong to. */
function select(name, pairs, value, fields = name) {
  return h("select", { name, dataset: { field: fields } }, pairs.map(([v, label]) =>
    h("option", { value: v, selected: v === value }, label)));
}

function createForm() {
  const players = select("players", [2, 3, 4, 5, 6, 7].map((n) => [String(n), `${n} players`]), "4",
                         "max_players");
  const preset = select("preset", Object.entries(PRESETS), "pagat", "preset kind");
  const ai = h("div", { class: "ai-seats" });
  const aiCount = select("ai", [0, 1, 2, 3, 4, 5, 6].map((n) => [String(n),
    n ? `${plural(n, "computer player")}` : "None: people only"]), "0");
  const level = select("level", LEVELS, "heuristic");
  const length = select("length", [["", "Full game (7 cards first)"], ["5", "Shorter (5 cards first)"],
                                    ["3", "Quick (3 cards first)"]], "", "options");
  const rated = ratedSelect();
  const house = h("fieldset", {}, h("legend", {}, "House rules"));
  preset.addEventListener("change", () => {
    // Classic Whist is for four, and Knock-Out Whist's house rules are not its rules.
    const whist = WHIST_PRESETS.has(preset.value);
    if (whist) players.value = "4";
    players.disabled = whist;
    house.hidden = whist;
  });
  const limit = select("limit", LIMITS, "", "turn_time_limit time_control");
  const visibility = select("visibility", [["public", "Public: listed in the lobby"],
                                           ["private", "Private: joined by invite link"]], "public");
  const extras = OPTIONS.map(([name, label]) => h("label", { class: "check" },
    h("input", { type: "checkbox", name }), " ", label));
  ai.append(field("Computer players", aiCount), field("Computer level", level));
  const form = h("form", { class: "panel", "aria-label": "New game", onsubmit: onSubmit(async () => {
    /** @type {Record<string, number | boolean>} */
    let options = {};
    if (WHIST_PRESETS.has(preset.value)) {
      // Shorter classic games: a lower target, or fewer deals in the tournament form.
      const short = { "5": 3, "3": 1 }[length.value];
      if (short) options = TOURNAMENT.has(preset.value) ? { deals: short * 2 } : { game_points: short };
    } else {
      for (const box of form.querySelectorAll("input[type=checkbox]")) {
        if (box instanceof HTMLInputElement && box.checked) options[box.name] = true;
      }
      if (length.value) options.start_hand_size = Number(length.value);
    }
    /** @type {import("../api.js").GameView} */
    const game = await write("/games", {
      max_players: Number(players.value), preset: preset.value, options,
      ...clockBody(limit.value), visibility: visibility.value, rated: rated.value === "rated",
    });
    for (let i = 0; i < Number(aiCount.value); i++) {
      await write(`/games/${game.id}/ai-seats`, /** @satisfies {import("../api.js").Schemas["AISeatRequest"]} */ ({
        level: /** @type {import("../api.js").Schemas["AiLevelEnum"]} */ (level.value) }));
    }
    location.hash = `#/games/${game.id}`;
  }) },
  h("h2", {}, "New game"),
  field("Players", players), field("Rules", preset), field("Length", length),
  (house.append(...extras), house),
  ai, field("Time limit", limit), field("Who can join", visibility), field("Rated or practice", rated),
  h("button", { type: "submit", class: "primary" }, "Create the game"));
  return form;
}

function joinForm() {
  const code = h("input", { name: "invite_code", required: true, autocomplete: "off" });
  return h("form", { class: "panel", "aria-label": "Join by code", onsubmit: onSubmit(async () => {
    /** @type {import("../api.js").GameView} */
    const game = await write("/games/join", /** @satisfies {import("../api.js").Schemas["JoinRequest"]} */ ({
      invite_code: code.value.trim() }));
    location.hash = `#/games/${game.id}`;
  }) }, h("h2", {}, "Join a private game"), field("Invite code", code),
  h("button", { type: "submit", class: "primary" }, "Join"));
}

export async function render() {
  const open = h("ul", { class: "games", "aria-label": "Open games" });
  const playing = h("ul", { class: "games", "aria-label": "Being played now" });
  mount(h("section", {}, h("h1", {}, "Lobby"), quickPlayForm(),
    h("div", { class: "columns" },
      h("div", {}, h("section", { class: "panel" }, h("h2", {}, "Open games"), open),
        h("section", { class: "panel" }, h("h2", {}, "Being played now"), playing), joinForm()),
      createForm())));
  // Public games anyone may watch (a spectator never sees a hand).
  get("/games/live").then((page) => {
    playing.replaceChildren(...(page.results.length ? page.results.map((g) => h("li", { class: "game-row" },
      h("a", { href: `#/games/${g.id}` }, `Watch game ${g.id}`),
      ` · ${g.seats.map((s) => s.display_name).join(", ")}`))
      : [h("li", { class: "empty" }, "No public game is being played right now.")]));
  }, (error) => notice(explain(error)));
  try {
    const page = await get("/games/open");
    open.replaceChildren(...(page.results.length ? page.results.map((g) => h("li", { class: "game-row" },
      h("a", { href: `#/games/${g.id}` }, `Game ${g.id}`),
      ` · ${g.seats.length} of ${g.max_players} seated · ${gameName(g)}`,
      ` · ${timeControlLabel(g.time_control)}`))
      : [h("li", { class: "empty" }, "No open games right now: start one, or play the computer.")]));
  } catch (error) {
    notice(explain(error));
  }
}
