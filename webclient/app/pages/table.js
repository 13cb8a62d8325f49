// The table: the lobby before the start, the game while it runs (my cards, the trick, every
// seat, whose turn and until when, and whatever decision is mine), the result at the end.
// Kept live by the game stream; every change is shown by reading the view again, which is the
// only source of truth (the stream only says that something happened).

import { ApiError, api, explain, get, write } from "../api.js";
import { me } from "../auth.js";
import { SUITS, cardName, isRed, rankLabel, sortHand, trumpLabel } from "../cards.js";
import { h, mount, notice } from "../dom.js";
import { followGame } from "../live.js";
import { decisionPanel } from "./decisions.js";

const STATUS = { in: "in", dogs_life: "dog's life", out: "out" };

export function cardFace(card, attrs = {}) {
  if (!card) return h("span", { class: "card back", "aria-label": "face-down card", ...attrs }, "🂠");
  return h("span", { class: `card ${isRed(card) ? "red" : "black"}`, "aria-label": cardName(card),
                     title: cardName(card), ...attrs },
    h("span", { class: "rank" }, rankLabel(card)), h("span", { class: "suit" }, SUITS[card[1]]));
}

export function seatName(view, index) {
  const seat = view.seats[index];
  if (!seat) return `Seat ${index + 1}`;
  if (index === view.my_seat) return `${seat.display_name} (you)`;
  return seat.is_ai ? `${seat.display_name} ${index + 1}` : seat.display_name;
}

function countdown(deadline) {
  if (!deadline) return "";
  const left = Math.max(0, Math.round((new Date(deadline) - Date.now()) / 1000));
  const m = Math.floor(left / 60), s = left % 60;
  return left >= 3600 ? `${Math.floor(left / 3600)} h ${Math.floor((left % 3600) / 60)} min left`
    : `${m}:${String(s).padStart(2, "0")} left`;
}

function seatsStrip(view) {
  const game = view.game;
  return h("ol", { class: "seats", "aria-label": "Seats" }, view.seats.map((seat, i) => {
    const status = game && game.status ? game.status[i] : "in";
    const acting = game && game.to_act === i && view.status === "active";
    const place = seat.position ? `finished ${ordinal(seat.position)}` : STATUS[status] || status;
    return h("li", { class: `seat ${acting ? "acting" : ""} ${status}`, dataset: { seat: i },
                     "aria-current": acting ? "true" : null },
      h("div", { class: "seat-name" }, seatName(view, i), seat.is_ai ? h("span", { class: "badge" }, seat.ai_level) : null,
        game && game.partner === i ? h("span", { class: "badge" }, "partner") : null),
      h("div", { class: "seat-facts small" },
        h("span", { class: `badge status-${status}` }, place),
        game ? ` · ${game.hand_counts[i]} cards · ${game.tricks[i]} tricks` : "",
        game && game.chips && game.chips.length ? ` · ${game.chips[i]} chips` : "",
        seat.resigned ? " · resigned" : ""));
  }));
}

export function ordinal(n) {
  const suffix = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${suffix[(v - 20) % 10] || suffix[v] || suffix[0]}`;
}

function trickArea(view) {
  const game = view.game;
  const current = h("div", { class: "trick", "aria-label": "The current trick" },
    h("h3", {}, "Trick"),
    game.trick.length ? h("ul", {}, game.trick.map((p) => h("li", {},
      h("span", { class: "small" }, seatName(view, p.seat)), cardFace(p.card))))
      : h("p", { class: "muted" }, game.to_act !== null ? `${seatName(view, game.to_act)} leads` : ""));
  const last = game.completed_tricks[game.completed_tricks.length - 1];
  const previous = last ? h("div", { class: "trick last", "aria-label": "The last trick" },
    h("h3", {}, `Last trick: ${seatName(view, last.winner)}`),
    h("ul", {}, last.plays.map((p) => h("li", {}, h("span", { class: "small" }, seatName(view, p.seat)),
      p.card ? cardFace(p.card) : h("span", { class: "muted" }, "knocked"))))) : null;
  return h("div", { class: "tricks" }, current, previous);
}

/** Classic Whist: the two sides' scores, games of the rubber and odd tricks so far. */
function sides(view) {
  const game = view.game;
  const mine = game.side === null ? 0 : game.side;
  const name = (side) => side === game.side ? "Your side" : `Seats ${side + 1} and ${side + 3}`;
  const line = (side) => h("li", {}, h("strong", {}, name(side)), `: ${game.scores[side]} points`,
    view.options.rubber ? ` · ${game.games[side]} games` : "",
    view.options.deals ? ` · ${game.totals[side]} odd tricks` : "",
    ` · ${game.side_tricks[side]} tricks this deal`);
  return h("ul", { class: "sides", "aria-label": "Partnerships" }, line(mine), line(1 - mine));
}

function header(view) {
  const game = view.game;
  if (view.kind === "whist") {
    const trump = game.trump ? `${SUITS[game.trump]} trumps` : "no trumps";
    return h("div", { class: "table-head" },
      h("h1", {}, `Game ${view.id} · classic Whist`),
      h("p", {}, `Deal ${game.deal_no}`, view.options.rubber ? ` · game ${game.game_no} of the rubber` : "",
        " · ", trump, game.turn_up ? [" · turned up ", cardFace(game.turn_up)] : null),
      sides(view),
      view.status === "active" ? h("p", { class: "turn", "aria-live": "polite" },
        game.is_my_turn ? h("strong", {}, "Your turn") : `${seatName(view, game.to_act)} to play`,
        " ", h("span", { class: "deadline", dataset: { deadline: view.deadline || "" } }, countdown(view.deadline)))
        : null);
  }
  const trump = game.trump ? `${SUITS[game.trump]} trumps` : (game.phase === "choose_trump" ? "trumps to be chosen" : "no trumps");
  const order = game.trump && (!game.aces_high || game.reverse)
    ? ` (${[!game.aces_high && "aces low", game.reverse && "reversed"].filter(Boolean).join(", ")})` : "";
  return h("div", { class: "table-head" },
    h("h1", {}, `Game ${view.id}`),
    h("p", {}, `Deal ${game.deal_no} · ${game.hand_size} cards · `, trump, order,
      game.turn_up ? [" · turned up ", cardFace(game.turn_up)] : null),
    view.status === "active" ? h("p", { class: "turn", "aria-live": "polite" },
      game.is_my_turn ? h("strong", {}, "Your turn") : `${seatName(view, game.to_act)} to act`,
      " ", h("span", { class: "deadline", dataset: { deadline: view.deadline || "" } }, countdown(view.deadline)))
      : null);
}

function myHand(view, act) {
  const game = view.game;
  if (view.my_seat === null || !game.my_hand || (!game.my_hand.length && view.status !== "active")) return null;
  const legal = new Set(game.legal_actions.filter((a) => a.type === "play").map((a) => a.card));
  const hand = sortHand(game.my_hand);
  return h("div", { class: "hand-area" }, h("h2", {}, "Your cards"),
    h("ul", { class: "hand", "aria-label": "Your cards" }, hand.map((card) => {
      const playable = legal.has(card) && game.decision === "play";
      return h("li", {}, h("button", {
        type: "button", class: `card-button ${playable ? "legal" : "dimmed"}`,
        disabled: !playable, "aria-label": `${playable ? "Play" : "Cannot play"} the ${cardName(card)}`,
        dataset: { card }, onclick: () => act({ type: "play", card }),
      }, cardFace(card, { "aria-hidden": "true" })));
    })),
    game.blind_cards ? h("p", { class: "small" }, `${game.blind_cards} face-down card`) : null);
}

function lobby(view, reload) {
  const user = me();
  const mine = view.created_by === user.id;
  const seated = view.my_seat !== null;
  const link = view.invite_code ? `${location.origin}/#/join/${view.invite_code}` : null;
  const act = async (path, body = {}) => {
    try { await write(`/games/${view.id}/${path}`, body); await reload(); } catch (e) { notice(explain(e)); }
  };
  return h("section", { class: "lobby" },
    h("h1", {}, `Game ${view.id}: waiting for players`),
    h("p", {}, `${view.seats.length} of ${view.max_players} seats taken · ${view.preset}`),
    link ? h("p", {}, "Invite link: ", h("input", { readonly: true, value: link, "aria-label": "Invite link", class: "wide" }),
      " code ", h("code", {}, view.invite_code)) : null,
    seatsStrip(view),
    h("div", { class: "actions" },
      !seated && !mine ? h("button", { type: "button", onclick: () => act("join", view.invite_code ? { invite_code: view.invite_code } : {}) }, "Take a seat") : null,
      mine ? h("button", { type: "button", onclick: () => act("ai-seats", { level: "heuristic" }) }, "Add an AI seat") : null,
      mine ? h("button", { type: "button", class: "primary", disabled: view.seats.length < 2, onclick: () => act("start", { expected_version: view.version }) }, "Start the game") : null,
      seated || mine ? h("button", { type: "button", onclick: () => act("leave") }, mine ? "Cancel the game" : "Leave") : null));
}

function finished(view) {
  const order = [...view.seats].sort((a, b) => (a.position || 99) - (b.position || 99));
  return h("section", { class: "result" },
    h("h2", {}, "The game is over"),
    h("ol", { class: "positions", "aria-label": "Finishing positions" }, order.map((seat) =>
      h("li", {}, `${ordinal(seat.position)}: ${seatName(view, seat.index)}`))),
    h("p", {}, h("a", { class: "button", href: `#/games/${view.id}/replay` }, "Replay and verify the deals")));
}

export async function render(gameId) {
  let view = null;
  let busy = false;
  const root = h("section", { class: "table" });
  mount(root);

  async function reload() {
    try {
      const answer = await get(`/games/${gameId}`, { etag: view && view.etag });
      if (!answer.notModified) { view = answer; draw(); }
    } catch (error) {
      notice(explain(error));
    }
  }

  async function act(action) {
    if (busy) return;
    busy = true;
    root.classList.add("busy");
    try {
      view = await write(`/games/${gameId}/actions`, { action, expected_version: view.version });
      draw();
    } catch (error) {
      notice(explain(error));
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) await reload();
    } finally {
      busy = false;
      root.classList.remove("busy");
    }
  }

  function draw() {
    if (view.status === "lobby" || view.status === "cancelled") {
      root.replaceChildren(view.status === "lobby" ? lobby(view, reload)
        : h("p", {}, "This game was cancelled. ", h("a", { href: "#/lobby" }, "Back to the lobby")));
      return;
    }
    root.replaceChildren(...[
      header(view), seatsStrip(view), trickArea(view),
      view.status === "active" && view.game.is_my_turn ? decisionPanel(view, act) : null,
      myHand(view, act),
      view.status === "finished" ? finished(view) : null,
      view.stalled ? h("p", { class: "notice warn" }, "The server cannot make its move in this game; an operator has been told.") : null,
    ].filter(Boolean));
  }

  const first = await get(`/games/${gameId}`);
  view = first;
  draw();
  const tick = setInterval(() => {
    for (const node of root.querySelectorAll(".deadline")) node.textContent = countdown(node.dataset.deadline);
  }, 1000);
  let pending = null;
  const events = await api("GET", `/games/${gameId}/events?after=0`);
  const live = followGame(gameId, events.last_seq, () => {
    clearTimeout(pending);
    pending = setTimeout(reload, 60);
  }, (state) => { root.dataset.live = state; });
  window.__whistLive = live; // for tests: the live connection of this page
  return () => { clearInterval(tick); clearTimeout(pending); live.close(); };
}
