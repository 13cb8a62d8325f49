// The end of a game: who finished where, and what to do next in one click: a rematch with the
// same seats (started at once against the computer; offered to the people, who accept it in
// its lobby), the next game of a drive, the replay.

import { get, write } from "../api.js";
import { explain } from "../messages.js";
import { me } from "../auth.js";
import { h, notice } from "../dom.js";
import { ordinal } from "./felt.js";
import { seatName } from "./names.js";

async function rematch(view) {
  try {
    const lobby = await write(`/games/${view.id}/rematch`, {});
    const everyoneIn = lobby.seats.every((seat) => seat.accepted);
    if (lobby.created_by === me().id && lobby.seats.length === lobby.max_players && everyoneIn) {
      await write(`/games/${lobby.id}/start`, { expected_version: lobby.version });
    }
    location.hash = `#/games/${lobby.id}`;
  } catch (error) {
    notice(explain(error));
  }
}

/** The drive's next table for me, once its round is seated. */
async function nextInDrive(driveId, gameId) {
  try {
    const drive = await get(`/drives/${driveId}`);
    const round = drive.schedule[drive.current_round - 1];
    const mine = round && round.tables.find((t) => t.seats.includes(drive.my_entrant));
    if (drive.status === "finished") {
      location.hash = `#/drives/${driveId}`;
    } else if (mine && mine.game_id && mine.game_id !== Number(gameId)) {
      location.hash = `#/games/${mine.game_id}?drive=${driveId}`;
    } else {
      notice("The next round starts when every table has finished this one.", "info");
    }
  } catch (error) {
    notice(explain(error));
  }
}

function outcome(view) {
  if (view.kind === "whist" && view.game && view.game.winner !== null && view.game.winner !== undefined) {
    return view.game.side === null ? `Side ${view.game.winner + 1} won`
      : view.game.winner === view.game.side ? "Your side won" : "Your side lost";
  }
  return null;
}

export function resultPanel(view, driveId) {
  const order = [...view.seats].sort((a, b) => (a.position || 99) - (b.position || 99));
  const seated = view.my_seat !== null;
  return h("section", { class: "panel result", "aria-label": "Result" },
    h("h2", {}, "The game is over"),
    outcome(view) ? h("p", { class: "lead" }, outcome(view)) : null,
    h("ul", { class: "positions", "aria-label": "Finishing positions" }, order.map((seat) =>
      h("li", {}, h("strong", {}, seat.position ? ordinal(seat.position) : "–"), ` ${seatName(view, seat.index)}`))),
    h("div", { class: "actions" },
      driveId ? h("button", { type: "button", class: "primary", onclick: () => nextInDrive(driveId, view.id) }, "Next game")
        : seated ? h("button", { type: "button", class: "primary", onclick: () => rematch(view) }, "Rematch") : null,
      h("a", { class: "button", href: `#/games/${view.id}/replay` }, "Replay and verify the deals"),
      driveId ? h("a", { class: "button", href: `#/drives/${driveId}` }, "The drive") : null));
}
