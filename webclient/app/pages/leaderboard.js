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
  const root = h("section", {}, h("h1", {}, "Leaderboard"),
    h("p", { class: "muted" }, "Conservative skill (mu - 3 sigma) of players with at least 5 rated games."));
  mount(root);
  try {
    const page = await get("/leaderboard?page_size=50");
    root.append(boardTable(page.results || page));
  } catch (error) {
    notice(explain(error));
  }
}
