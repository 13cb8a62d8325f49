// An invite link (#/join/CODE): take a seat in the private game it names.

import { write } from "../api.js";
import { explain } from "../messages.js";
import { h, mount, pageCurrent } from "../dom.js";

export async function render(code) {
  mount(h("p", {}, "Joining…"));
  const page = pageCurrent();
  try {
    const game = await write("/games/join", { invite_code: code });
    if (page === pageCurrent()) location.hash = `#/games/${game.id}`;
  } catch (error) {
    // A late refusal belongs to this page: not to the one the person went on to meanwhile.
    if (page !== pageCurrent()) return;
    mount(h("p", { role: "alert" }, explain(error), " ", h("a", { href: "#/lobby" }, "Back to the lobby")));
  }
}
