// A forgotten password, from a link in a mail:
//   #/reset-password            ask for a link (the same answer whoever has the address)
//   #/reset-password/UID/TOKEN  choose the new password; every device is signed out

import { api } from "../api.js";
import { token, tokenForget } from "../auth.js";
import { field, h, mount } from "../dom.js";
import { onSubmit } from "../forms.js";

/** The same answer whoever has the address: nobody learns which addresses have an account. */
const LINK_SENT = "If an account has this verified address, a link to choose a new password is on its way to it.";

function ask(root) {
  const input = h("input", { type: "email", name: "email", autocomplete: "email", required: true });
  const status = h("p", { role: "status" },
    "Give your account's verified email address: a link to choose a new password is sent to it.");
  root.append(h("h1", {}, "Forgot your password?"), status, h("form", {
    "aria-label": "Forgotten password",
    onsubmit: onSubmit(async () => {
      await api("POST", "/auth/password-reset", { email: input.value.trim() });
      status.textContent = LINK_SENT;
    }),
  }, field("Email address", input), h("button", { type: "submit", class: "primary" }, "Send me a link")));
}

function choose(root, uid, value) {
  const input = h("input", { type: "password", name: "new_password", autocomplete: "new-password",
                             required: true });
  const status = h("p", { role: "status" },
    "Every device signed in to your account will be signed out.");
  const form = h("form", { "aria-label": "New password", onsubmit: onSubmit(async () => {
    await api("POST", "/auth/password-reset/confirm", { uid, token: value, new_password: input.value });
    if (token()) tokenForget(); // every device was signed out, this one too
    form.remove();
    status.replaceChildren("Your password is changed, and every device was signed out. ",
                           h("a", { href: "#/signin" }, "Sign in"));
  }) }, field("New password", input), h("button", { type: "submit", class: "primary" }, "Set my password"));
  root.append(h("h1", {}, "Choose a new password"), status, form);
}

export function render(uid, value) {
  const root = h("section", { class: "panel" });
  mount(root);
  if (uid && value) choose(root, uid, value);
  else ask(root);
}
