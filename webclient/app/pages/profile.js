// A player's profile: lifetime stats, rating, rating history as a small chart, recent games.

import { get } from "../api.js";
import { explain } from "../messages.js";
import { me } from "../auth.js";
import { h, mount, notice, present } from "../dom.js";
import { autoPlayPanel } from "./autoplay.js";
import { emailPanel } from "./email.js";
import { notificationsPanel } from "./notifications.js";
import { relationBar } from "./people.js";
import { vacationPanel } from "../table/clock.js";
import { ratingNumber } from "./leaderboard.js";
import { gameName } from "../presets.js";
import { plural } from "../table/names.js";

const SVG = "http://www.w3.org/2000/svg";

function chart(changes) {
  const points = [...changes].reverse().map((c) => c.mu_after - 3 * c.sigma_after);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 300 100");
  svg.setAttribute("class", "chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", points.length
    ? `Rating over ${plural(points.length, "game")}, from ${points[0].toFixed(1)} to ${points[points.length - 1].toFixed(1)}`
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

/** The finished games I may see, and, when there are fewer than the profile counts, why: the
 * others were private games I did not sit in. */
function recentGames(games, finished) {
  const shown = games.results || [];
  const hidden = Math.max(0, finished - games.count);
  const why = hidden ? h("p", { class: "muted" }, shown.length
    ? `${plural(hidden, "other finished game")} ${hidden === 1 ? "was" : "were"} private: only games you may see are listed.`
    : `${plural(finished, "finished game")}, all private: only games you may see are listed.`) : null;
  if (!shown.length) return [why || h("p", { class: "empty" }, "No finished games yet.")];
  return present([h("ul", { class: "games" }, shown.map((g) => h("li", { class: "game-row" },
    h("a", { href: `#/games/${g.id}/replay` }, `Game ${g.id}`),
    ` · ${gameName(g)} · ${g.seats.map((s) => s.display_name).join(", ")}`))), why]);
}

/** A rating as a person reads it: provisional until enough rated games. */
function ratingText(rating) {
  if (!rating) return "not yet rated";
  if (rating.provisional) return `provisional (${plural(rating.games, "rated game")})`;
  return `${ratingNumber(rating.score)} (${plural(rating.games, "rated game")})`;
}

export async function render(userId) {
  const root = h("section", {});
  mount(root);
  try {
    const [player, history, whistHistory, games] = await Promise.all([
      get(`/players/${userId}`), get(`/players/${userId}/ratings?page_size=100`),
      get(`/players/${userId}/ratings?page_size=100&game=whist`), get(`/players/${userId}/games`)]);
    const stats = player.stats;
    const changes = history.results || history;
    const whistChanges = whistHistory.results || whistHistory;
    const mine = String(me()?.id) === String(userId);
    root.append(
      h("h1", {}, player.display_name),
      ...(mine ? [] : [await relationBar(player)]),
      h("dl", { class: "stats" }, [
        ["Finished games", stats.games], ["Wins", stats.wins],
        ["Average finish", stats.average_position === null ? "–" : stats.average_position.toFixed(2)],
        ["Tricks", stats.tricks], ["On a dog's life", stats.dogs_life],
        ["Knock-Out Whist rating", ratingText(player.rating)],
        ["Classic Whist rating", ratingText(player.whist_rating)],
      ].map(([k, v]) => [h("dt", {}, k), h("dd", {}, v)])),
      h("h2", {}, "Rating history"),
      changes.length > 1 ? chart(changes) : h("p", { class: "empty" }, changes.length
        ? "One rated game of Knock-Out Whist so far: the chart starts after the second."
        : "No rated game of Knock-Out Whist yet."),
      ...(whistChanges.length > 1 ? [h("h3", {}, "Classic Whist"), chart(whistChanges)] : []),
      ...(mine ? [emailPanel(), notificationsPanel(), vacationPanel(), autoPlayPanel()] : []),
      h("h2", {}, "Recent games"),
      ...recentGames(games, stats.games));
  } catch (error) {
    notice(explain(error));
  }
}
