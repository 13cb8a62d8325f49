// One league: its table per season and all time, its leaderboard, its invite code.

import { get } from "../api.js";
import { explain } from "../messages.js";
import { h, mount, notice } from "../dom.js";
import { inviteForm } from "../invite.js";
import { boardTable } from "./leaderboard.js";

function standings(rows) {
  return h("table", {}, h("thead", {}, h("tr", {},
    ["#", "Player", "Played", "Won", "Points", "Avg. finish"].map((t) => h("th", { scope: "col" }, t)))),
  h("tbody", {}, rows.map((r) => h("tr", {},
    h("td", {}, r.position), h("td", {}, h("a", { href: `#/players/${r.user_id}` }, r.display_name)),
    h("td", {}, r.played), h("td", {}, r.won), h("td", {}, r.points),
    h("td", {}, r.average_position === null ? "–" : r.average_position.toFixed(2))))));
}

export async function render(leagueId) {
  const root = h("section", {});
  mount(root);
  try {
    const [league, seasons, allTime, board] = await Promise.all([
      get(`/leagues/${leagueId}`), get(`/leagues/${leagueId}/seasons`),
      get(`/leagues/${leagueId}/table`), get(`/leagues/${leagueId}/leaderboard?min_games=0`)]);
    const seasonList = seasons.results || seasons;
    const seasonTables = await Promise.all(seasonList.map((s) =>
      get(`/leagues/${leagueId}/seasons/${s.id}/table`).then((t) => [s, t.results || t])));
    root.append(
      h("h1", {}, league.name),
      h("p", {}, `Rules: ${league.rules_preset} · scoring: ${league.scoring}`,
        league.invite_code ? [" · invite code ", h("code", {}, league.invite_code)] : null),
      ...(league.invite_code ? [inviteForm(`/leagues/${leagueId}/invitations`)] : []),
      ...seasonTables.map(([season, rows]) => h("section", {},
        h("h2", {}, `${season.name} (${season.starts_on} to ${season.ends_on})`), standings(rows))),
      h("h2", {}, "All time"), standings(allTime.results || allTime),
      h("h2", {}, "League ratings"), boardTable(board.results || board));
  } catch (error) {
    notice(explain(error));
  }
}
