// The expert's review of a finished game, on its replay page: a button to ask for it, a
// progress bar while it runs, then an evaluation graph (each seat's estimated chance of winning
// at each of its decisions; classic Whist: each side's expected tricks in the deal), every
// decision the expert would have played otherwise marked by class with the better action
// beside the one played, and a summary per player; for classic Whist also what the cards
// allowed (the double-dummy line of each deal).  Each part says what it means in a line; how
// the expert measures (its estimates' margins, the solver) is behind a "details" toggle.

import { api, get } from "../api.js";
import { explain } from "../messages.js";
import { actionText } from "../cards.js";
import { h } from "../dom.js";
import { plural } from "../table/names.js";

const SVG = "http://www.w3.org/2000/svg";
const MARKED = ["inaccuracy", "mistake", "blunder"];
const CLASS_NAMES = { inaccuracy: "Inaccuracy", mistake: "Mistake", blunder: "Blunder" };
/** Every class of decision, as the list of every decision names it. */
const CLASS_WORDS = { best: "the expert's choice", good: "as good, or nearly", inaccuracy: "an inaccuracy",
  mistake: "a mistake", blunder: "a blunder", within_noise: "too close to call",
  not_analysed: "not looked at", forced: "no choice" };
const POLL_MS = 1500;

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

const pct = (x) => `${Math.round(x * 100)}%`;
const tricks = (x) => x.toFixed(2);
const SIDES = ["North–South", "East–West"];

/** What the values are and how they read.  Knock-Out Whist: each seat's chance of winning, a
 * line per seat.  Classic Whist: the tricks a side is expected to take in the deal (0 to 13), a
 * line per side, as partners share their tricks. */
function scaleOf(result, names) {
  if (result.kind === "whist") {
    return { top: 13, even: 6.5, line: (seat) => seat % 2, what: "each side's tricks in the deal",
      keys: SIDES.map((side, s) => `${side} (${names[s]} and ${names[s + 2]})`),
      played: (v) => `${v.toFixed(1)} tricks`, best: (v) => v.toFixed(1), unit: (x) => `${tricks(x)} tricks`,
      loss: (l, se) => `${tricks(l)} ± ${tricks(se)} tricks` };
  }
  return { top: 1, even: 1 / result.players, line: (seat) => seat, what: "each player's chance of winning",
    keys: names, played: (v) => `${pct(v)} to win`, best: pct, unit: pct, loss: (l, se) => `${pct(l)} ± ${pct(se)}` };
}

/** One line per seat (classic Whist: per side) over the game: its value (best action) at each
 * of its searched decisions. */
function graph(result, names) {
  const scale = scaleOf(result, names);
  const searched = result.decisions.filter((d) => d.best_value !== null);
  const last = Math.max(1, ...result.decisions.map((d) => d.seq));
  const x = (d) => 4 + ((d.seq - 1) / Math.max(1, last - 1)) * 292;
  const y = (v) => 96 - (v / scale.top) * 92;
  const chart = svg("svg", { viewBox: "0 0 300 100", class: "chart eval-graph", role: "img",
    "aria-label": `The expert's estimate of ${scale.what}, over ${plural(searched.length, "decision")}` });
  chart.append(svg("line", { x1: 0, x2: 300, y1: y(scale.even), y2: y(scale.even), class: "even" }));
  scale.keys.forEach((_, line) => {
    const mine = searched.filter((d) => scale.line(d.seat) === line);
    if (mine.length > 1) {
      chart.append(svg("polyline", { class: `seat-${line}`, points: mine.map((d) => `${x(d)},${y(d.best_value)}`).join(" ") }));
    }
    for (const d of mine) chart.append(svg("circle", { cx: x(d), cy: y(d.best_value), r: 1.5, class: `point seat-${line}` }));
    for (const d of mine.filter((m) => MARKED.includes(m.classification))) {
      const dot = svg("circle", { cx: x(d), cy: y(d.value), r: 3, class: `mark-${d.classification}` });
      const title = svg("title", {});
      title.textContent = `${names[d.seat]}: ${actionText(d.played)} (${CLASS_WORDS[d.classification]}), better ${actionText(d.best)}`;
      dot.append(title);
      chart.append(dot);
    }
  });
  return h("figure", { class: "eval" }, chart,
    h("figcaption", { class: "legend" }, scale.keys.map((name, line) => h("span", { class: `key seat-${line}` }, name))));
}

/** A cell that names its column where a narrow screen lays each row out as lines. */
function cell(label, value) {
  return h("td", { dataset: { label } }, value);
}

function summary(result, names) {
  const scale = scaleOf(result, names);
  return h("table", { class: "analysis-summary" },
    h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Blunders"), h("th", {}, "Mistakes"),
      h("th", {}, "Inaccuracies"), h("th", {}, "Cost on average"), h("th", {}, "Decisions looked at"))),
    h("tbody", {}, result.summary.map((s) => h("tr", {},
      h("th", { scope: "row" }, names[s.seat]),
      cell("Blunders", s.counts.blunder), cell("Mistakes", s.counts.mistake),
      cell("Inaccuracies", s.counts.inaccuracy),
      cell("Cost on average", s.mean_loss === null ? "–" : scale.unit(s.mean_loss)),
      cell("Decisions looked at", `${s.analysed} of ${s.decisions}`)))));
}

const placeText = (p, se) => `${p.toFixed(1)} ± ${se.toFixed(1)}`;

/** A card is played; a house rule's decision (an exchange, a declaration, a vote, a life
 * bought) is chosen. */
const CARD_DECISIONS = ["play", "play_blind"];
const did = (result, d) => (result.kind === "knockout" && !CARD_DECISIONS.includes(d.decision) ? "chose" : "played");

/** Knock-Out Whist: one decision's every action with its chance of winning, of surviving the
 * hand, and the expected final place (a review stored before places were given has none). */
function decisionDetail(d) {
  const places = d.actions.every((a) => a.place !== undefined);
  return h("table", { class: "decision-detail" },
    h("thead", {}, h("tr", {}, h("th", {}, "Action"), h("th", {}, "Win"), h("th", {}, "Survive the hand"),
      places ? h("th", {}, "Expected place") : null)),
    h("tbody", {}, d.actions.map((a) => h("tr", { class: a.label === d.played ? "played-row" : null },
      h("th", { scope: "row" }, actionText(a.label), a.label === d.played ? " (played)" : ""),
      h("td", {}, `${pct(a.value)} ± ${pct(a.se)}`),
      h("td", {}, `${pct(a.survival)} ± ${pct(a.survival_se)}`),
      places ? h("td", { class: "place" }, placeText(a.place, a.place_se)) : null))));
}

/** Behind a toggle: the decision's loss with its margin, and (Knock-Out Whist) each action's
 * chances. */
function detailBox(d, text, scale) {
  return h("details", { class: "decision-choices" }, h("summary", {}, text),
    h("p", { class: "small" }, `Estimated cost: ${scale.loss(d.loss, d.loss_se)} (the estimate ± its standard error).`),
    d.actions.length ? decisionDetail(d) : null);
}

function marks(result, names) {
  const scale = scaleOf(result, names);
  const marked = result.decisions.filter((d) => MARKED.includes(d.classification));
  if (!marked.length) return h("p", { class: "empty" }, "No inaccuracy, mistake or blunder: every decision was the expert's, or too close to call.");
  return h("ol", { class: "marks" }, marked.map((d) => h("li", { class: `mark mark-${d.classification}` },
    h("strong", { class: "class" }, CLASS_NAMES[d.classification]),
    ` · deal ${d.deal_no}${d.trick_no ? `, trick ${d.trick_no}` : ""}: ${names[d.seat]} ${did(result, d)} `,
    h("span", { class: "played" }, actionText(d.played)),
    ` (${scale.played(d.value)}); `,
    h("span", { class: "better" }, actionText(d.best)),
    ` was better (${scale.played(d.best_value)})`,
    detailBox(d, "How sure the expert is", scale))));
}

/** Knock-Out Whist: every searched decision, each with its actions' values, folded away. */
function everyDecision(result, names) {
  const searched = result.decisions.filter((d) => d.actions.length);
  return h("details", { class: "all-decisions" }, h("summary", {}, `Every decision the expert looked at (${searched.length})`),
    h("ol", { class: "decisions" }, searched.map((d) => h("li", {},
      `deal ${d.deal_no}${d.trick_no ? `, trick ${d.trick_no}` : ""}: ${names[d.seat]} ${did(result, d)} `,
      h("span", { class: "played" }, actionText(d.played)), `: ${CLASS_WORDS[d.classification] || d.classification}`,
      decisionDetail(d)))));
}

/** Knock-Out Whist: each deal's all-hands-known line, where it fitted the budget. */
function allHandsKnown(result, names) {
  if (!result.all_hands_known) return [];
  const counts = (tricks, seats) => seats.map((s) => `${names[s]} ${tricks[s]}`).join(", ");
  return [
    h("h3", {}, "What the cards allowed"),
    h("p", { class: "small" }, "Deal by deal, the tricks each player would take with every hand face up and "
      + "everyone playing their best; and the cards that gave tricks away."),
    explainBox(`Precisely: ${result.all_hands_known_meaning}.`),
    h("ol", { class: "ahk-deals" }, result.all_hands_known.map((d) => h("li", {},
      h("strong", {}, `Deal ${d.deal_no}`), ` (${plural(d.hand_size, "card")})`,
      d.not_given ? ` · not given: ${d.not_given}` : [
        ` · allowed: ${counts(d.start, d.seats)} · taken: ${d.after.length ? counts(d.after[d.after.length - 1].won, d.seats) : "–"}`,
        d.lost.length ? lostTricks(d.lost, names) : null,
      ]))),
  ];
}

/** The cards that gave tricks away against the all-hands-known line, and the better ones. */
function lostTricks(lost, names) {
  return h("ul", { class: "marks" }, lost.map((x) => h("li", { class: "mark mark-mistake" },
    `trick ${x.trick_no}: ${names[x.seat]} played `, h("span", { class: "played" }, actionText(x.card)),
    ` and gave away ${plural(x.tricks, "trick")}; `, h("span", { class: "better" }, actionText(x.better)),
    " was better")));
}

/** The technical detail behind a plain line, folded away. */
function explainBox(...text) {
  return h("details", { class: "explain small" }, h("summary", {}, "Details"), h("p", {}, ...text));
}

/** Classic Whist: each deal's double-dummy result, and the cards that gave tricks away. */
function doubleDummy(result, names) {
  const side = (s) => `${SIDES[s]} (${names[s]} and ${names[s + 2]})`;
  return [
    h("p", { class: "small" }, "What the cards allowed: the tricks each side would take with all four hands "
      + "face up and both sides playing their best; and the cards that gave tricks away."),
    explainBox("Worked out exactly for every deal by a double-dummy solver (Bo Haglund's DDS): "
      + "each card is checked against the best play of everyone after it."),
    h("table", { class: "analysis-summary dd-sides" },
      h("thead", {}, h("tr", {}, h("th", {}, "Side"), h("th", {}, "Tricks given away"), h("th", {}, "Cards that gave them"))),
      h("tbody", {}, result.sides.map((s) => h("tr", {}, h("th", { scope: "row" }, side(s.side)),
        cell("Tricks given away", s.tricks_given_away), cell("Cards that gave them", actionText(s.cards)))))),
    h("ol", { class: "dd-deals" }, result.deals.map((d) => h("li", {},
      h("strong", {}, `Deal ${d.deal_no}`),
      ` · best play: ${SIDES[0]} ${d.start[0]}, ${SIDES[1]} ${d.start[1]} · taken: ${d.after.length ? d.after[d.after.length - 1].won.join("–") : "–"}`,
      d.lost.length ? lostTricks(d.lost, names) : null))),
  ];
}

/** The expert's review: what the values mean, the graph, the summary and the marks. */
function review(result, names) {
  const { unit } = scaleOf(result, names);
  return [
    h("p", { class: "small" }, "The expert looked again at every decision, from what each player could see at the time, ",
      result.kind === "whist" ? "counting the tricks each side could expect to take; "
        : "counting each player's chance of winning the game; ",
      "it marks the decisions that cost the most: a blunder cost a lot, a mistake less, an inaccuracy a little."),
    explainBox(`Values are ${result.value_meaning}. Marks: an inaccuracy from ${unit(result.thresholds.inaccuracy)} lost, `
      + `a mistake from ${unit(result.thresholds.mistake)}, a blunder from ${unit(result.thresholds.blunder)}; `
      + `never a loss within ${result.thresholds.noise_z} standard errors of none (too close to call).`
      + (result.place_meaning ? ` Expected place: ${result.place_meaning}.` : "")),
    graph(result, names), summary(result, names), h("h3", {}, "Marked decisions"), marks(result, names),
    ...(result.kind === "knockout" ? [everyDecision(result, names)] : []), ...allHandsKnown(result, names),
  ];
}

function done(result, names) {
  if (result.kind !== "whist") return review(result, names);
  // A classic Whist review stored before the expert's values were given has the line alone.
  if (!result.decisions) return doubleDummy(result, names);
  return [...review(result, names), h("h3", {}, "What the cards allowed"), ...doubleDummy(result, names)];
}

/** The review panel of game ``gameId``; ``names`` are the seats' display names. */
export function analysisPanel(gameId, names) {
  const body = h("div", { class: "analysis-body" });
  const panel = h("section", { class: "analysis", "aria-label": "Expert analysis" }, h("h2", {}, "Expert analysis"), body);
  const path = `/games/${gameId}/analysis`;
  let timer = null;

  function show(analysis) {
    clearTimeout(timer);
    if (!panel.isConnected && timer !== null) return; // the person left the page
    if (analysis.status === "done") { body.replaceChildren(...done(analysis.result, names)); return; }
    if (analysis.status === "failed") {
      body.replaceChildren(h("p", {}, "The expert could not finish its review."),
        explainBox(String(analysis.reason)), askButton("Try again"));
      return;
    }
    body.replaceChildren(
      h("label", {}, analysis.status === "queued" ? "Waiting for the expert…" : "The expert is reviewing every decision…",
        h("progress", { max: 1, value: analysis.progress, class: "analysis-progress" })));
    timer = setTimeout(() => get(path).then(show, fail), POLL_MS);
  }

  function fail(error) {
    body.replaceChildren(h("p", {}, explain(error)));
  }

  function askButton(text = "Ask the expert to review this game") {
    return h("button", { type: "button", class: "primary", onclick: () => api("POST", path, {}).then(show, fail) }, text);
  }

  get(path).then(show, (error) => {
    if (error.code === "analysis_not_requested") body.replaceChildren(askButton());
    else fail(error);
  });
  return panel;
}
