// A player's profile: lifetime stats, rating, rating history as a small chart, recent games.

import { explain, get } from "../api.js";
import { h, mount, notice } from "../dom.js";

const SVG = "http://www.w3.org/2000/svg";

function chart(changes) {
  const points = [...changes].reverse().map((c) => c.mu_after - 3 * c.sigma_after);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 300 100");
  svg.setAttribute("class", "chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", points.length
    ? `Rating over ${points.length} games, from ${points[0].toFixed(1)} to ${points[points.length - 1].toFixed(1)}`
    : "No rated games yet");
  if (points.length > 1) {
    const lo = Math.min(...points), hi = Math.max(...points), span = hi - lo || 1;
    const line = document.createElementNS(SVG, "polyline");
    line.setAttribute("points", points.map((p, i) =>
      `${(i / (points.length - 1)) * 296 + 2},${98 - ((p - lo) / span) * 96}`).join(" "));
    svg.append(line);
  }
  return svg;
}

export async function render(userId) {
  const root = h("section", {});
  mount(root);
  try {
    const [player, history, games] = await Promise.all([
      get(`/players/${userId}`), get(`/players/${userId}/ratings?page_size=100`),
      get(`/players/${userId}/games`)]);
    const stats = player.stats;
    root.append(
      h("h1", {}, player.display_name),
      h("dl", { class: "stats" }, [
        ["Games", stats.games], ["Wins", stats.wins],
        ["Average finish", stats.average_position === null ? "–" : stats.average_position.toFixed(2)],
        ["Tricks", stats.tricks], ["On a dog's life", stats.dogs_life],
        ["Rating", player.rating ? player.rating.score.toFixed(2) : "not yet rated"],
      ].map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])),
      h("h2", {}, "Rating history"), chart(history.results || history),
      h("h2", {}, "Recent games"),
      h("ul", { class: "games" }, (games.results || []).map((g) => h("li", {},
        h("a", { href: `#/games/${g.id}/replay` }, `Game ${g.id}`),
        ` · ${g.preset} · ${g.seats.map((s) => s.display_name).join(", ")}`))));
  } catch (error) {
    notice(explain(error));
  }
}
