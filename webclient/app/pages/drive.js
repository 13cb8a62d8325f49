// One whist drive: its entrants, the movement round by round, each entrant's score card
// (odd tricks a round in classic Whist, players outlasted a round in Knock-Out Whist) and the
// drive table.

import { api, get, write } from "../api.js";
import { explain } from "../messages.js";
import { me } from "../auth.js";
import { h, mount, notice, present } from "../dom.js";
import { levelName } from "../levels.js";
import { ordinal } from "../table/felt.js";
import { plural } from "../table/names.js";

function standingsTable(view, rows, label, who) {
  const rounds = Array.from({ length: view.rounds }, (_, i) => i + 1);
  return h("table", { class: "standings", "aria-label": label },
    h("thead", {}, h("tr", {}, h("th", {}, "Place"), h("th", {}, label === "Pairs" ? "Pair" : "Player"),
      ...rounds.map((r) => h("th", {}, `R${r}`)),
      h("th", {}, view.game === "knockout" ? "Outlasted" : "Odd tricks"), h("th", {}, "Tricks"))),
    h("tbody", {}, rows.map((row) => h("tr", {},
      h("td", {}, ordinal(row.place)), h("td", {}, who(row)),
      ...rounds.map((r) => h("td", {}, r <= view.current_round ? String(row.by_round[r - 1]) : "")),
      h("td", {}, String(row.score)), h("td", {}, String(row.tricks))))));
}

export async function render(driveId) {
  const root = h("section", { class: "drive" });
  mount(root);
  let view = null;

  async function act(path) {
    try { view = await write(`/drives/${driveId}/${path}`, {}); draw(); } catch (error) { notice(explain(error)); }
  }

  async function remove(number) {
    try { view = await api("DELETE", `/drives/${driveId}/entrants/${number}`); draw(); } catch (error) { notice(explain(error)); }
  }

  function draw() {
    const name = (n) => {
      const entrant = view.entrants.find((e) => e.number === n);
      if (!entrant) return `Entrant ${n + 1}`;
      return entrant.user_id === null ? `Computer ${n + 1} (${levelName(entrant.ai_level)})` : entrant.display_name;
    };
    const pairName = (p) => `${name(2 * p)} & ${name(2 * p + 1)}`;
    const mine = view.my_entrant;
    root.replaceChildren(...present([
      h("h1", {}, view.name),
      h("p", {}, view.game === "knockout"
        ? `Knock-Out Whist · ${view.status} · ${plural(view.tables, "table")} · ${plural(view.rounds, "round")} of one game · ${view.movement} movement`
        : `Classic Whist · ${view.status} · ${plural(view.tables, "table")} · ${plural(view.rounds, "round")} of ${plural(view.deals_per_round, "deal")} · ${view.movement} movement`),
      view.game === "knockout" ? h("p", { class: "muted small" },
        "Each round every table plays the same seeded game; you score a point for each player at your table knocked out before you.") : null,
      view.status === "cancelled" ? h("p", { class: "notice warn" }, "This drive was cancelled: its organiser closed their account.") : null,
      view.status === "open" ? h("p", { class: "actions" },
        mine === null ? h("button", { type: "button", onclick: () => act("join") }, "Enter the drive") : "You are entered. ",
        mine !== null ? h("button", { type: "button", onclick: () => act("leave") }, "Withdraw") : null,
        view.organiser === me()?.id
          ? h("button", { type: "button", class: "primary", onclick: () => act("start") }, "Start (empty places get AI seats)") : null) : null,
      h("h2", {}, "Entrants"),
      h("ul", { class: "entrants" }, view.entrants.map((e) => h("li", {}, `${e.number + 1}. ${name(e.number)}`,
        e.pair !== null ? h("span", { class: "muted small" }, ` · pair ${e.pair + 1}`) : null,
        view.status === "open" && view.organiser === me()?.id && e.number !== mine
          ? h("button", { type: "button", class: "small", "aria-label": `Remove ${name(e.number)}`,
              onclick: () => remove(e.number) }, "Remove") : null))),
      h("h2", {}, "Rounds"),
      h("ol", { class: "rounds" }, view.schedule.map((r) => h("li", {},
        h("strong", {}, `Round ${r.round_no}`), r.complete ? " · complete" : "",
        h("ul", {}, r.tables.map((t) => h("li", {}, `Table ${t.table + 1}: `,
          view.game === "knockout" ? t.seats.map(name).join(", ")
            : `${name(t.seats[0])} & ${name(t.seats[2])} v ${name(t.seats[1])} & ${name(t.seats[3])}`,
          t.game_id && t.seats.includes(mine) ? [" · ", h("a", { href: `#/games/${t.game_id}?drive=${view.id}` }, "your table")] : null,
          t.status ? h("span", { class: "muted small" }, ` · ${t.status}`) : null)))))),
      view.pair_standings ? [h("h2", {}, "Pairs"), h("div", { class: "table-scroll" }, standingsTable(view, view.pair_standings, "Pairs", (row) => pairName(row.pair)))] : null,
      h("h2", {}, "Score cards"),
      h("div", { class: "table-scroll" }, standingsTable(view, view.standings, "Players", (row) => name(row.entrant))),
      h("p", { class: "muted small" }, view.seed
        ? `Seed revealed: ${view.seed} (committed to as ${view.commitment.slice(0, 16)}…)`
        : `The deals are committed to in advance: ${view.commitment.slice(0, 16)}…; the seed is revealed at the end.`),
    ].flat()));
  }

  try {
    view = await get(`/drives/${driveId}`);
    draw();
  } catch (error) { notice(explain(error)); }
  const timer = setInterval(async () => {
    try { view = await get(`/drives/${driveId}`); draw(); } catch (e) { /* next time */ }
  }, 10000);
  return () => clearInterval(timer);
}
