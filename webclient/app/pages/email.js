// The pages a mail from the service leads to, and my email address on my profile:
//   #/email/verify/TOKEN       the link that verifies an address (followed at once)
//   #/email/unsubscribe/TOKEN  a notification mail's unsubscribe (only when the button is
//                              pressed: a mail scanner that opens links must not unsubscribe)
// and emailPanel(): my address, its state, changing or removing it, and my data's download.

import { ApiError, api } from "../api.js";
import { explain } from "../messages.js";
import { token } from "../auth.js";
import { field, h, mount, notice } from "../dom.js";
import { onSubmit } from "../forms.js";

const KINDS = {
  your_turn: "your turn", game_started: "games starting", game_finished: "finished games",
  invited: "invitations", league_result: "league results", reminders: "reminders",
  digest: "the games waiting for you (the daily digest)",
};

async function verify(root, value) {
  const status = h("p", { role: "status" }, "Verifying…");
  root.append(h("h1", {}, "Verify your email address"), status);
  try {
    const answer = await api("POST", "/auth/verify-email", { token: value });
    status.textContent = `${answer.email} is now the address of the account ${answer.username}: `
      + "it signs in, and a forgotten password can be reset by it.";
    root.append(h("p", {}, h("a", { href: token() ? "#/" : "#/signin" },
      token() ? "Back to my games" : "Sign in")));
  } catch (error) {
    status.textContent = explain(error);
  }
}

function unsubscribe(root, value) {
  const status = h("p", { role: "status" }, "Stop getting this kind of mail from Whist?");
  const button = h("button", { type: "button", class: "primary", onclick: async () => {
    button.disabled = true;
    try {
      const answer = await api("POST", `/unsubscribe?token=${encodeURIComponent(value)}`,
                               { "List-Unsubscribe": "One-Click" });
      status.textContent = `Done: no more mail about ${KINDS[answer.kind] || answer.kind}.`;
      button.remove();
    } catch (error) {
      status.textContent = explain(error);
      button.disabled = false;
    }
  } }, "Unsubscribe");
  root.append(h("h1", {}, "Unsubscribe"), status, h("div", { class: "actions" }, button));
}

export function render(action, value) {
  const root = h("section", { class: "panel" });
  mount(root);
  return action === "verify" ? verify(root, value) : unsubscribe(root, value);
}

/** What GET /me says of my address, in words. */
function stateText(profile) {
  if (!profile.email) return "No email address: a forgotten password cannot be reset.";
  if (profile.email_verified && profile.email_pending) {
    return `${profile.email} (verified). A link was sent to ${profile.email_pending}: `
      + "it becomes your address once you follow it.";
  }
  if (profile.email_verified) return `${profile.email} (verified).`;
  return `${profile.email}: not verified yet. Follow the link sent to it.`;
}

async function download() {
  const response = await fetch("/api/v1/me/export", { headers: { Authorization: `Token ${token()}` } });
  if (!response.ok) throw new ApiError(response.status, response.status === 429 ? "throttled" : "export_failed");
  const link = h("a", { href: URL.createObjectURL(await response.blob()),
                        download: "whist-my-data.json" });
  link.click();
  URL.revokeObjectURL(link.href);
}

/** My address on my own profile: see it, change it, remove it, send its link again. */
export function emailPanel() {
  const state = h("p", { role: "status" }, "…");
  const input = h("input", { type: "email", name: "email", autocomplete: "email", required: true });
  const actions = h("div", { class: "actions" });
  const node = h("section", { class: "panel", "aria-label": "Email address" },
    h("h2", {}, "Email address"), state);
  const save = async (email) => {
    show(await api("PATCH", "/me", { email }));
    if (email) notice(`A link to verify it was sent to ${email}.`, "info");
  };
  const press = (email) => save(email).catch((error) => notice(explain(error)));
  const show = (profile) => {
    state.textContent = stateText(profile);
    input.value = "";
    actions.replaceChildren(...[
      profile.email_pending && h("button", { type: "button", onclick: () => press(profile.email_pending) },
                                 "Send the link again"),
      profile.email && h("button", { type: "button", onclick: () => press(null) }, "Remove it"),
      h("button", { type: "button", onclick: () => download().catch((e) => notice(explain(e))) },
        "Download my data"),
    ].filter(Boolean));
  };
  node.append(h("form", { "aria-label": "New email address", onsubmit: onSubmit(() => save(input.value.trim())) },
    field("New address", input),
    h("button", { type: "submit", class: "primary" }, "Save")), actions);
  api("GET", "/me").then(show, (error) => { state.textContent = explain(error); });
  return node;
}
