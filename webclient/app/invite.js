// Inviting players by username, to a game's lobby or to a league: each invitee finds it under
// People (and is notified).  The server says who may invite and whom (a block refuses).

import { write } from "./api.js";
import { field, h, notice } from "./dom.js";
import { onSubmit } from "./forms.js";

/** A form that POSTs `{usernames}` to `path` (…/invitations). */
export function inviteForm(path) {
  const input = h("input", { name: "usernames", dataset: { field: "username" }, required: true, autocomplete: "off", placeholder: "ann, bob" });
  return h("form", {
    class: "inline-form", "aria-label": "Invite players",
    onsubmit: onSubmit(async () => {
      const usernames = input.value.split(/[\s,]+/).filter(Boolean);
      await write(path, { usernames });
      notice(`Invited ${usernames.join(", ")}.`, "info");
      input.value = "";
    }),
  }, field("Invite by username", input), h("button", { type: "submit" }, "Invite"));
}
