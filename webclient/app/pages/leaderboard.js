// The global leaderboard (people and AI levels alike).

import { explain, get } from "../api.js";
import { h, mount, notice } from "../dom.js";

export function boardTable(rows) {
  return h("table", {}, h("thead", {}, h("tr", {},
    ["#", "Player", "Score", "Games"].map((t) => h("th", { scope: "col" }, t)))),
  h("tbody", {}, rows.map((r) => h("tr", {},
    h("td", {}, r.position),
    h("td", {}, r.user_id ? h("a", { href: `#/players/${r.user_id}` }, r.display_name) : r.display_name),
    h("td", {}, r.score.toFixed(2)), h("td", {}, r.games)))));
}

export async function render() {
  const board = h("div", {});
  const game = h("select", { name: "game", id: "leaderboard-game" },
    h("option", { value: "knockout" }, "Knock-Out Whist"),
    h("option", { value: "whist" }, "Classic Whist (rated by partnership)"));
  const root = h("section", {}, h("h1", {}, "Leaderboard"),
    h("p", { class: "muted" }, "Conservative skill (mu - 3 sigma) of players with at least 5 rated games."),
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
