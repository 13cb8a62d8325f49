// Inviting players by username, to a game's lobby or to a league: each invitee finds it under
// People (and is notified).  The server says who may invite and whom (a block refuses).

import { explain, write } from "./api.js";
import { field, h, notice } from "./dom.js";

/** A form that POSTs `{usernames}` to `path` (…/invitations). */
export function inviteForm(path) {
  const input = h("input", { name: "usernames", required: true, autocomplete: "off", placeholder: "ann, bob" });
  return h("form", {
    class: "inline-form", "aria-label": "Invite players",
    onsubmit: async (event) => {
      event.preventDefault();
      const usernames = input.value.split(/[\s,]+/).filter(Boolean);
      try {
        await write(path, { usernames });
        notice(`Invited ${usernames.join(", ")}.`, "info");
        input.value = "";
      } catch (error) {
        notice(explain(error));
      }
    },
  }, field("Invite by username", input), h("button", { type: "submit" }, "Invite"));
}
