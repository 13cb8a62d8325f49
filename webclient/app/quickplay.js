// One click to a game against the computer: three AI seats at a level, a game chosen with
// sensible defaults, started at once.

import { explain, write } from "./api.js";
import { field, h, notice } from "./dom.js";

const GAMES = [["pagat", "Knock-Out Whist"], ["classic", "Classic Whist (partners)"]];
const LENGTHS = [["full", "A whole game"], ["short", "Short"], ["quick", "Quick (a few minutes)"]];
/** Shorter games: Knock-Out Whist starting with fewer cards, classic Whist to fewer points. */
const SHORTER = {
  pagat: { short: { start_hand_size: 5 }, quick: { start_hand_size: 3 } },
  classic: { short: { game_points: 3 }, quick: { game_points: 1 } },
};
const LEVELS = [["random", "Beginner (random)"], ["heuristic", "Easy (rule of thumb)"],
                ["medium", "Medium"], ["expert", "Expert"]];

export async function playComputer(preset, level, length = "full") {
  const options = (SHORTER[preset] || {})[length] || {};
  let game = await write("/games", { max_players: 4, preset, options, visibility: "private" });
  for (let i = 0; i < 3; i++) game = await write(`/games/${game.id}/ai-seats`, { level });
  await write(`/games/${game.id}/start`, { expected_version: game.version });
  location.hash = `#/games/${game.id}`;
}

export function quickPlayForm() {
  const game = h("select", { name: "game" }, GAMES.map(([v, label]) => h("option", { value: v }, label)));
  const level = h("select", { name: "level" }, LEVELS.map(([v, label]) =>
    h("option", { value: v, selected: v === "medium" }, label)));
  const length = h("select", { name: "length" }, LENGTHS.map(([v, label]) => h("option", { value: v }, label)));
  const button = h("button", { type: "submit", class: "primary" }, "Play against the computer");
  return h("form", { class: "panel", "aria-label": "Play against the computer", onsubmit: async (event) => {
    event.preventDefault();
    button.disabled = true;
    try {
      await playComputer(game.value, level.value, length.value);
    } catch (error) {
      notice(explain(error));
    } finally {
      button.disabled = false;
    }
  } },
  h("h2", {}, "Play now"),
  h("div", { class: "quick-play" }, field("Game", game), field("Computer level", level),
    field("Length", length), button));
}
