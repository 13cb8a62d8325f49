// My notification settings on my own profile: which kinds reach me on which channel (a
// table of switches), when a turn is mailed, the daily digest, and quiet hours in my time zone
// (the browser's, offered until I choose).

import { api } from "../api.js";
import { explain } from "../messages.js";
import { field, h, notice } from "../dom.js";
import { onSubmit } from "../forms.js";

const CHANNELS = [["stream", "In the app"], ["email", "Email"], ["web_push", "This browser"],
                  ["mobile_push", "Phone app"]];
const KINDS = [["your_turn", "My turn"], ["reminders", "Reminders before a deadline"],
               ["game_started", "A game starts"], ["game_finished", "A game ends"],
               ["invited", "Invitations"], ["league_result", "League results"]];

function zones(current) {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const list = [...new Set(["UTC", current, ...known])];
  return h("select", { name: "time_zone" },
    list.map((z) => h("option", { value: z, selected: z === current ? "" : null }, z)));
}

function switches(settings) {
  const head = h("tr", {}, h("th", { scope: "col" }, "Tell me when…"),
    CHANNELS.map(([, label]) => h("th", { scope: "col" }, label)));
  const rows = KINDS.map(([kind, label]) => h("tr", {}, h("th", { scope: "row" }, label),
    CHANNELS.map(([channel, name]) => h("td", {}, h("input", {
      type: "checkbox", name: `${channel}.${kind}`, "aria-label": `${label}: ${name}`,
      checked: settings.channels[channel][kind] ? "" : null })))));
  return h("div", { class: "switches" }, h("table", {}, h("thead", {}, head), h("tbody", {}, rows)));
}

function formValue(form) {
  const channels = {};
  for (const [channel] of CHANNELS) {
    channels[channel] = {};
    for (const [kind] of KINDS) channels[channel][kind] = form.elements[`${channel}.${kind}`].checked;
  }
  const start = form.elements.quiet_start.value, end = form.elements.quiet_end.value;
  return {
    channels,
    time_zone: form.elements.time_zone.value,
    quiet_hours: start && end ? { start, end } : null,
    your_turn_email_delay_minutes: Number(form.elements.delay.value),
    digest: form.elements.digest.checked,
    digest_hour: Number(form.elements.digest_hour.value),
  };
}

function form(settings, onSaved) {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const zone = settings.time_zone === "UTC" ? browserZone : settings.time_zone;
  const hours = h("select", { name: "digest_hour" }, Array.from({ length: 24 }, (_, hour) =>
    h("option", { value: hour, selected: hour === settings.digest_hour ? "" : null },
      `${String(hour).padStart(2, "0")}:00`)));
  const quiet = settings.quiet_hours || { start: "", end: "" };
  const node = h("form", { "aria-label": "Notification settings", onsubmit: onSubmit(async () => {
    onSaved(await api("PATCH", "/me/notification-settings", formValue(node)));
    notice("Your notification settings are saved.", "info");
  }) },
  switches(settings),
  field("Mail my turn after it has waited (minutes)", h("input", {
    type: "number", name: "delay", dataset: { field: "your_turn_email_delay_minutes" }, min: 5, max: 1440, required: true,
    value: settings.your_turn_email_delay_minutes })),
  h("label", { class: "check" }, h("input", {
    type: "checkbox", name: "digest", checked: settings.digest ? "" : null }),
  h("span", {}, "A daily mail of the games waiting for me")),
  field("The daily mail at", hours),
  h("fieldset", {}, h("legend", {}, "Quiet hours: no pushes, mail waits until they end"),
    field("From", h("input", { type: "time", name: "quiet_start", dataset: { field: "quiet_hours" }, value: quiet.start })),
    field("To", h("input", { type: "time", name: "quiet_end", value: quiet.end }))),
  field("My time zone", zones(zone)),
  h("button", { type: "submit", class: "primary" }, "Save"));
  return node;
}

/** The panel: loaded from the API, saved as a whole (what is sent is what the form shows). */
export function notificationsPanel() {
  const node = h("section", { class: "panel", "aria-label": "Notifications" },
    h("h2", {}, "Notifications"));
  const body = h("p", { role: "status" }, "…");
  node.append(body);
  const show = (settings) => body.replaceChildren(form(settings, show));
  api("GET", "/me/notification-settings").then(show,
    (error) => { body.textContent = explain(error); });
  return node;
}
