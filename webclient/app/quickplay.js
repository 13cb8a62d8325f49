// One click to a game against the computer: three AI seats at a level, a game chosen with
// sensible defaults, rated or for practice (unrated: the expert's hints are offered), started
// at once.

import { write } from "./api.js";
import { field, h } from "./dom.js";
import { onSubmit } from "./forms.js";
import { LEVELS } from "./levels.js";

/** @type {Array<[import("./api.js").Schemas["RulesPresetEnum"], string]>} */
const GAMES = [["pagat", "Knock-Out Whist"], ["classic", "Classic Whist (partners)"]];
const LENGTHS = [["full", "A whole game"], ["short", "Short"], ["quick", "Quick (a few minutes)"]];
/** Shorter games: Knock-Out Whist starting with fewer cards, classic Whist to fewer points. */
const SHORTER = {
  pagat: { short: { start_hand_size: 5 }, quick: { start_hand_size: 3 } },
  classic: { short: { game_points: 3 }, quick: { game_points: 1 } },
};
/** Rated or practice, as the "Play now" and "New game" forms offer it. */
export function ratedSelect() {
  return h("select", { name: "rated" },
    h("option", { value: "rated" }, "Rated: counts for my rating"),
    h("option", { value: "practice" }, "Practice: not rated, hints against the computer"));
}

/** @typedef {import("./api.js").Schemas} Schemas */

/**
 * A game against three AI seats, started, and the table shown.
 * @param {Schemas["RulesPresetEnum"]} preset
 * @param {Schemas["AiLevelEnum"]} level
 * @param {string} [length] "full", or a shorter game's name (SHORTER)
 * @param {boolean} [rated]
 */
export async function playComputer(preset, level, length = "full", rated = true) {
  /** @type {Record<string, Record<string, Schemas["AnyGameOptionsOverridesRequest"]>>} */
  const shorter = SHORTER;
  const options = (shorter[preset] || {})[length] || {};
  /** @type {Schemas["GameView"]} */
  let game = await write("/games", /** @satisfies {Schemas["GameCreateRequest"]} */ ({
    max_players: 4, preset, options, visibility: "private", rated }));
  for (let i = 0; i < 3; i++) {
    game = await write(`/games/${game.id}/ai-seats`,
                       /** @satisfies {Schemas["AISeatRequest"]} */ ({ level }));
  }
  await write(`/games/${game.id}/start`,
              /** @satisfies {Schemas["StartRequest"]} */ ({ expected_version: game.version }));
  location.hash = `#/games/${game.id}`;
}

export function quickPlayForm() {
  const game = h("select", { name: "game", dataset: { field: "preset kind" } }, GAMES.map(([v, label]) => h("option", { value: v }, label)));
  const level = h("select", { name: "level" }, LEVELS.map(([v, label]) =>
    h("option", { value: v, selected: v === "medium" }, label)));
  const length = h("select", { name: "length", dataset: { field: "options" } }, LENGTHS.map(([v, label]) => h("option", { value: v }, label)));
  const rated = ratedSelect();
  const button = h("button", { type: "submit", class: "primary" }, "Play against the computer");
  return h("form", { class: "panel", "aria-label": "Play against the computer", onsubmit: onSubmit(() =>
    // The selects' values are GAMES' and LEVELS' (typed above and in levels.js).
    playComputer(/** @type {Schemas["RulesPresetEnum"]} */ (game.value),
                 /** @type {Schemas["AiLevelEnum"]} */ (level.value), length.value,
                 rated.value === "rated")) },
  h("h2", {}, "Play now"),
  h("div", { class: "quick-play" }, field("Game", game), field("Computer level", level),
    field("Length", length), field("Rated or practice", rated), button));
}
