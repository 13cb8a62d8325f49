// Sign up and sign in: the token is kept in the browser's storage for this device.

import { api } from "../api.js";
import { tokenKeep } from "../auth.js";
import { field, h, mount } from "../dom.js";
import { onSubmit } from "../forms.js";

async function signedIn(tokenValue) {
  tokenKeep(tokenValue, { id: null, display_name: "me" });
  const profile = await api("GET", "/me");
  tokenKeep(tokenValue, { id: profile.id, display_name: profile.display_name });
  dispatchEvent(new Event("whist:signed-in"));
  const next = sessionStorage.getItem("whist.after") || "#/";
  sessionStorage.removeItem("whist.after");
  location.hash = next;
}

function form(title, submitLabel, fields, action) {
  const inputs = Object.fromEntries(fields.map(([name, , type, extra]) => [
    name, h("input", { name, type, required: extra?.required !== false, autocomplete: extra?.autocomplete }),
  ]));
  const node = h("form", { class: "panel auth", "aria-label": title, onsubmit: onSubmit(() =>
    action(Object.fromEntries(Object.entries(inputs).map(([k, i]) => [k, i.value])))) },
  h("h2", {}, title),
  fields.map(([name, label]) => field(label, inputs[name])),
  h("button", { type: "submit", class: "primary" }, submitLabel));
  return node;
}

function withForgotten(signIn) {
  signIn.append(h("p", {}, h("a", { href: "#/reset-password" }, "Forgot your password?")));
  return signIn;
}

export function render() {
  const device = navigator.userAgent.includes("Mobile") ? "phone browser" : "browser";
  mount(h("section", { class: "auth-page columns" },
    h("p", { class: "lead", style: "grid-column: 1 / -1" }, "Knock-Out Whist and classic Whist against friends and the computer, at your own pace."),
    withForgotten(form("Sign in", "Sign in", [
      ["username", "Username or email address", "text", { autocomplete: "username" }],
      ["password", "Password", "password", { autocomplete: "current-password" }],
    ], async ({ username, password }) => {
      const answer = await api("POST", "/auth/token", { username, password, device });
      await signedIn(answer.token);
    })),
    form("New here? Sign up", "Create my account", [
      ["username", "Username", "text", { autocomplete: "username" }],
      ["display_name", "Name shown to others (optional)", "text", { required: false }],
      ["email", "Email address (optional: to get back in if you forget your password)", "email",
       { required: false, autocomplete: "email" }],
      ["password", "Password", "password", { autocomplete: "new-password" }],
    ], async ({ username, password, display_name, email }) => {
      const answer = await api("POST", "/auth/register", {
        username, password, display_name, device, ...(email.trim() ? { email: email.trim() } : {}) });
      await signedIn(answer.token);
    })));
}
