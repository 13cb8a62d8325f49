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
  return h("section", { class: "panel lobby", "aria-label": "Lobby" },
    h("h1", {}, `Game ${view.id}: waiting for players`),
    h("p", {}, `${view.seats.length} of ${view.max_players} seats taken · ${PRESETS[view.preset] || view.preset} · ${timeControlLabel(view.time_control)}`),
    link ? h("div", { class: "field" }, h("label", { for: "invite-link" }, "Invite link"),
      h("input", { id: "invite-link", readonly: true, value: link, class: "wide" }),
      h("span", { class: "small" }, "Code ", h("code", {}, view.invite_code))) : null,
    mine && !full ? inviteForm(`/games/${view.id}/invitations`) : null,
    h("ul", { class: "lobby-seats", "aria-label": "Seats" }, view.seats.map((seat, i) =>
      h("li", { dataset: { seat: i } }, h("strong", {}, seatName(view, i)),
        seat.is_ai ? h("span", { class: "badge" }, levelName(seat.ai_level)) : null))),
    h("div", { class: "actions" },
      !seated && !mine ? h("button", { type: "button", class: "primary", onclick: () => act("join", view.invite_code ? { invite_code: view.invite_code } : {}) }, "Take a seat") : null,
      mine && !full ? h("button", { type: "button", onclick: () => act("ai-seats", { level: "heuristic" }) }, `Add a computer player (${levelName("heuristic")})`) : null,
      mine ? h("button", { type: "button", class: "primary", disabled: view.seats.length < 2, onclick: () => act("start", { expected_version: view.version }) }, "Start the game") : null,
      seated || mine ? h("button", { type: "button", onclick: () => act("leave") }, mine ? "Cancel the game" : "Leave") : null));
}

