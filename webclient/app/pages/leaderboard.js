// The global leaderboard (people and the computer's levels alike), explained in a line; how a
// rating is worked out is behind "How ratings work".

import { get } from "../api.js";
import { h, mount, notice } from "../dom.js";
import { levelName } from "../levels.js";
import { explain } from "../messages.js";

/** A rating as the leaderboard and a profile write it. */
export function ratingNumber(score) {
  return score.toFixed(1);
}

export function boardTable(rows) {
  return h("table", {}, h("thead", {}, h("tr", {},
    ["#", "Player", "Rating", "Rated games"].map((t) => h("th", { scope: "col" }, t)))),
  h("tbody", {}, rows.map((r) => h("tr", {},
    h("td", {}, r.position),
    h("td", {}, r.user_id ? h("a", { href: `#/players/${r.user_id}` }, r.display_name)
      : r.ai_level ? `The computer (${levelName(r.ai_level)})` : r.display_name),
    h("td", {}, ratingNumber(r.score)), h("td", {}, r.games)))));
}

/** What a rating is, in a line, and how it is worked out for those who ask. */
export function ratingsExplained() {
  return [
    h("p", { class: "muted" }, "A rating rises with each rated game won, more for a win against stronger players, "
      + "and a new player's starts low until their games show how well they play."),
    h("details", { class: "explain" }, h("summary", {}, "How ratings work"),
      h("p", { class: "small" }, "Each player's skill is estimated with TrueSkill as a mean μ with an uncertainty σ, "
        + "updated after every rated game from the finishing order (classic Whist: for the partnership). "
        + "The rating shown is the cautious μ − 3σ: the player's skill is very likely above it, so it "
        + "grows as σ shrinks with more games."))];
}

export async function render() {
  const board = h("div", {});
  const game = h("select", { name: "game", id: "leaderboard-game" },
    h("option", { value: "knockout" }, "Knock-Out Whist"),
    h("option", { value: "whist" }, "Classic Whist (rated by partnership)"));
  const root = h("section", {}, h("h1", {}, "Leaderboard"),
    ...ratingsExplained(),
    h("p", {}, "Players appear here after five rated games."),
    h("div", { class: "field" }, h("label", { for: "leaderboard-game" }, "Game"), game), board);
  mount(root);
  async function load() {
    try {
      const page = await get(`/leaderboard?page_size=50&game=${game.value}`);
      const rows = page.results || page;
      board.replaceChildren(rows.length ? boardTable(rows) : h("p", { class: "empty" },
        "Nobody is on this leaderboard yet: a player appears after five rated games."));
    } catch (error) {
      notice(explain(error));
    }
  }
  game.addEventListener("change", load);
  await load();
}
