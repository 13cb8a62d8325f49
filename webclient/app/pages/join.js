// An invite link (#/join/CODE): take a seat in the private game it names.

import { explain, write } from "../api.js";
import { h, mount } from "../dom.js";

export async function render(code) {
  mount(h("p", {}, "Joining…"));
  try {
    const game = await write("/games/join", { invite_code: code });
    location.hash = `#/games/${game.id}`;
  } catch (error) {
    mount(h("p", { role: "alert" }, explain(error), " ", h("a", { href: "#/lobby" }, "Back to the lobby")));
  }
}
