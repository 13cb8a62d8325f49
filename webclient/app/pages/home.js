// My games, the ones waiting for me first, kept up to date by my notifications; and "Tell me
// when it is my turn" (Web Push, with the page closed).

import { get } from "../api.js";
import { explain } from "../messages.js";
import { h, mount, notice } from "../dom.js";
import { followMe } from "../live.js";
import { gameName } from "../presets.js";
import { turnAlerts } from "../push.js";
import { quickPlayForm } from "../quickplay.js";
import { titleSet } from "../table/turn.js";

function row(game) {
  const names = game.seats.map((s) => s.display_name).join(", ");
  const state = game.status === "active"
    ? (game.is_my_turn ? "Your turn" : `Waiting for ${(game.seats[game.to_act] || {}).display_name || "the next player"}`)
    : game.status === "lobby" ? "In the lobby" : game.status === "finished" ? "Finished"
      : game.status === "cancelled" ? "Cancelled" : game.status;
  return h("li", { class: `game-row ${game.is_my_turn ? "mine" : ""}` },
    h("a", { href: `#/games/${game.id}` },
      h("strong", {}, `Game ${game.id}`), " · ", state,
      game.stalled ? h("span", { class: "badge warn" }, "stalled") : null),
    h("div", { class: "muted small" }, `${gameName(game)} · ${names}`));
}

export async function render() {
  const waiting = h("ul", { class: "games", "aria-label": "Games waiting for you" });
  const others = h("ul", { class: "games", "aria-label": "Your other games" });
  mount(h("section", {},
    h("div", { class: "bar" }, h("h1", {}, "My games"),
      h("a", { class: "button", href: "#/lobby" }, "New game")),
    quickPlayForm(),
    h("h2", {}, "Waiting for you"), turnAlerts(), waiting,
    h("h2", {}, "All my games"), others));

  async function load() {
    try {
      const [mine, all] = await Promise.all([
        get("/games?status=active&my_turn=true"), get("/games")]);
      titleSet(mine.results.length > 0);
      waiting.replaceChildren(...(mine.results.length ? mine.results.map(row)
        : [h("li", { class: "empty" }, "Nothing waits for you.")]));
      const rest = all.results.filter((g) => !(g.is_my_turn && g.status === "active"));
      others.replaceChildren(...(rest.length ? rest.map(row)
        : [h("li", { class: "empty" }, "No games yet: play the computer above, or start one in the lobby.")]));
    } catch (error) {
      notice(explain(error));
    }
  }
  await load();
  // A burst of notifications (the backlog on connecting, or a trick's worth of turns) is one
  // reload, not one per notification.
  let pending = null;
  const reload = () => {
    if (pending) return;
    pending = setTimeout(() => { pending = null; load(); }, 250);
  };
  const live = followMe(0, reload);
  return () => { clearTimeout(pending); live.close(); titleSet(false); };
}
