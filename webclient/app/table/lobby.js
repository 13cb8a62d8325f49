// A game still in its lobby: who is seated, the invite link, an invitation by username, and
// the creator's buttons.

import { write } from "../api.js";
import { explain } from "../messages.js";
import { me } from "../auth.js";
import { h, notice } from "../dom.js";
import { inviteForm } from "../invite.js";
import { levelName } from "../levels.js";
import { PRESETS } from "../presets.js";
import { timeControlLabel } from "./clock.js";
import { seatName } from "./names.js";

export function lobbyPanel(view, reload) {
  const user = me();
  const mine = view.created_by === user.id;
  const seated = view.my_seat !== null;
  const link = view.invite_code ? `${location.origin}/#/join/${view.invite_code}` : null;
  const act = async (path, body = {}) => {
    try { await write(`/games/${view.id}/${path}`, body); await reload(); } catch (e) { notice(explain(e)); }
  };
  const full = view.seats.length >= view.max_players;
  const held = view.seats.filter((seat) => !seat.accepted);
  const heldForMe = seated && !view.seats[view.my_seat].accepted;
  const offer = held.length ? h("p", { class: "lead" }, heldForMe
    ? `${seatName(view, 0)} offers you a rematch of game ${view.rematch_of}. It starts once everyone accepts.`
    : `Waiting for ${held.map((seat) => seatName(view, seat.index)).join(" and ")} to accept the rematch.`,
  view.offer_expires_at ? ` The offer lapses at ${new Date(view.offer_expires_at).toLocaleString()}.` : "") : null;
  return h("section", { class: "panel lobby", "aria-label": "Lobby" },
    h("h1", {}, view.rematch_of ? `Game ${view.id}: a rematch of game ${view.rematch_of}` : `Game ${view.id}: waiting for players`),
    offer,
    h("p", {}, `${view.seats.length} of ${view.max_players} seats taken · ${PRESETS[view.preset] || view.preset} · ${timeControlLabel(view.time_control)}`),
    link ? h("div", { class: "field" }, h("label", { for: "invite-link" }, "Invite link"),
      h("input", { id: "invite-link", readonly: true, value: link, class: "wide" }),
      h("span", { class: "small" }, "Code ", h("code", {}, view.invite_code))) : null,
    mine && !full ? inviteForm(`/games/${view.id}/invitations`) : null,
    h("ul", { class: "lobby-seats", "aria-label": "Seats" }, view.seats.map((seat, i) =>
      h("li", { dataset: { seat: i } }, h("strong", {}, seatName(view, i)),
        seat.is_ai ? h("span", { class: "badge" }, levelName(seat.ai_level)) : null,
        seat.accepted ? null : h("span", { class: "badge" }, "not accepted yet")))),
    h("div", { class: "actions" },
      heldForMe ? h("button", { type: "button", class: "primary", onclick: () => act("join") }, "Accept the rematch") : null,
      heldForMe ? h("button", { type: "button", onclick: () => act("leave") }, "Decline") : null,
      !seated && !mine ? h("button", { type: "button", class: "primary", onclick: () => act("join", view.invite_code ? { invite_code: view.invite_code } : {}) }, "Take a seat") : null,
      mine && !full ? h("button", { type: "button", onclick: () => act("ai-seats", { level: "heuristic" }) }, `Add a computer player (${levelName("heuristic")})`) : null,
      mine ? h("button", { type: "button", class: "primary", disabled: view.seats.length < 2 || held.length > 0, onclick: () => act("start", { expected_version: view.version }) }, "Start the game") : null,
      (seated || mine) && !heldForMe ? h("button", { type: "button", onclick: () => act("leave") }, mine ? "Cancel the game" : "Leave") : null));
}

