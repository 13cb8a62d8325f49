// A finished game from its record: every deal with every hand, trick by trick, and the deals
// checked in this browser against the seed the server revealed (see ../verify.js), and the
// expert's review of the game (./analysis.js).

import { get } from "../api.js";
import { explain } from "../messages.js";
import { SUITS, sortHand } from "../cards.js";
import { h, mount, notice } from "../dom.js";
import { analysisPanel } from "./analysis.js";
import { verifyRecord } from "../verify.js";
import { cardFace, ordinal } from "../table/felt.js";
import { plural } from "../table/names.js";

export async function render(gameId) {
  let record, view;
  try {
    [record, view] = await Promise.all([get(`/games/${gameId}/record`), get(`/games/${gameId}`)]);
  } catch (error) {
    notice(explain(error));
    return;
  }
  const names = view.seats.map((s) => s.display_name); // the table's names: AI seats told apart
  const verdict = h("p", { class: "verdict", role: "status" }, "Checking that the deals were fair…");
  const howChecked = h("details", { class: "explain small" }, h("summary", {}, "How this is checked"),
    h("p", {}, "Before the first card the service showed a commitment: the SHA-256 hash of a secret seed. "
      + "At the end it revealed the seed. Your browser checked that the seed matches the commitment, and "
      + "that shuffling the pack with it (SHAKE-256, as the service describes) deals exactly the hands that were played."));
  const board = h("div", { class: "replay-board" });
  let dealIndex = 0;
  let trickCount = 0;

  function draw() {
    const deal = record.deals[dealIndex];
    if (!deal) { board.replaceChildren(h("p", {}, "No deals were played.")); return; }
    const played = new Set(deal.tricks.slice(0, trickCount).flatMap((t) => t.plays.map((p) => p.card)));
    const hands = deal.hands || {};
    board.replaceChildren(
      h("div", { class: "bar" },
        h("button", { type: "button", disabled: dealIndex === 0, onclick: () => { dealIndex -= 1; trickCount = 0; draw(); } }, "‹ Previous deal"),
        h("strong", {}, `Deal ${deal.deal_no} of ${record.deals.length} · ${plural(deal.hand_size, "card")} · `,
          deal.trump ? `${SUITS[deal.trump]} trumps` : "no trumps",
          deal.turn_up ? [" · turned up ", cardFace(deal.turn_up, { small: true })] : null),
        h("button", { type: "button", disabled: dealIndex >= record.deals.length - 1, onclick: () => { dealIndex += 1; trickCount = 0; draw(); } }, "Next deal ›")),
      h("div", { class: "bar" },
        h("button", { type: "button", disabled: trickCount === 0, onclick: () => { trickCount -= 1; draw(); } }, "‹ Trick back"),
        h("span", {}, `After ${trickCount} of ${plural(deal.tricks.length, "trick")}`),
        h("button", { type: "button", disabled: trickCount >= deal.tricks.length, onclick: () => { trickCount += 1; draw(); } }, "Trick forward ›")),
      h("ul", { class: "replay-hands" }, Object.entries(hands).map(([seat, cards]) => h("li", {},
        h("strong", {}, `${names[seat]}${Number(seat) === deal.dealer ? " (dealer)" : ""}`),
        h("div", { class: "hand" }, sortHand(cards).filter((c) => !played.has(c)).map((c) => cardFace(c, { small: true })))))),
      h("ol", { class: "replay-tricks" }, deal.tricks.slice(0, trickCount).map((trick) => h("li", {},
        trick.plays.map((p) => h("span", { class: "play" }, `${names[p.seat]} `, p.card ? cardFace(p.card, { small: true }) : "knocked ")),
        h("span", { class: "small" }, ` won by ${names[trick.winner]}`)))));
  }

  const result = record.result;
  mount(h("section", { class: "replay" },
    h("h1", {}, `Replay of game ${gameId}`), verdict,
    result ? h("ul", { class: "positions", "aria-label": "Finishing positions" },
      names.map((name, seat) => ({ name, position: result.positions[seat] }))
        .sort((a, b) => a.position - b.position)
        .map((r) => h("li", {}, h("strong", {}, ordinal(r.position)), ` ${r.name}`))) : null,
    board,
    record.seed ? analysisPanel(gameId, names) : null,
    h("p", {}, h("a", { href: `#/games/${gameId}` }, "Back to the table"))));
  draw();
  const outcome = await verifyRecord(record);
  verdict.textContent = outcome.ok
    ? `Fair ${outcome.checked === 1 ? "deal" : "deals"}: your browser checked that ${outcome.checked === 1 ? "the deal was" : `all ${outcome.checked} deals were`} shuffled before the game began, as the service promised.`
    : `Not verified: ${outcome.problems.join(" ")}`;
  verdict.className = `verdict ${outcome.ok ? "ok" : "bad"}`;
  if (outcome.ok) verdict.after(howChecked);
}
