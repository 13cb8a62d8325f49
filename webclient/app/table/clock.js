// A game's clock in words: its time control (the lobby, the table) and each seat's time left
// or "on vacation until …"; and my vacation on my profile (GET/POST/DELETE /me/vacation).

import { api, get } from "../api.js";
import { explain } from "../messages.js";
import { field, fmtTime, h, notice } from "../dom.js";
import { onSubmit } from "../forms.js";

export function duration(seconds) {
  if (seconds === null || seconds === undefined) return "no limit";
  if (seconds >= 86400) return `${Math.floor(seconds / 86400)} d ${Math.floor((seconds % 86400) / 3600)} h`;
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function timeControlLabel(tc) {
  if (!tc) return "";
  if (tc.type === "days") return `correspondence, ${tc.days} ${tc.days === 1 ? "day" : "days"} a move`;
  if (tc.type === "bank") return `correspondence, ${tc.initial_days} d + ${tc.increment_days} d a move (at most ${tc.max_days} d)`;
  return tc.seconds ? `${duration(tc.seconds)} a move` : "no time limit";
}

/** What a seat's plate says of its time: left on its clock, or that its person is away. */
export function seatClockText(view, seat) {
  const clock = seat.clock;
  if (!clock || view.status !== "active") return null;
  if (clock.on_vacation_until) return `on vacation until ${fmtTime(clock.on_vacation_until)}`;
  if (view.time_control.type === "live") return null;
  return `${duration(clock.remaining_seconds)}${clock.running ? " left" : ""}`;
}

/** "12.7 days", "1 day", "14 days": a number of days as the allowance counts them. */
function days(n) {
  const value = Math.round(n * 10) / 10;
  return `${value} ${value === 1 ? "day" : "days"}`;
}

/** My allowance in words: what I may take now first, then how it is earned and what was taken. */
export function allowanceText(v) {
  const taken = v.used_days > 0 ? `${days(v.used_days)} taken` : "none taken yet";
  return `You can take ${days(v.left_days)} of vacation now. You earn ${days(v.days_per_year)} a year, `
    + `a little each day: ${days(v.accrued_days)} so far this year, ${taken}.`;
}

export function vacationPanel() {
  const until = h("input", { type: "date", id: "vacation-until", name: "until" });
  const auto = h("input", { type: "checkbox", id: "vacation-auto" });
  const away = h("p", { class: "vacation-now" });
  const status = h("p", { role: "status" });
  const go = h("button", { type: "submit", class: "primary" }, "Go on vacation");
  const back = h("button", { type: "button" }, "I am back");
  const show = (v) => {
    away.textContent = v.current ? `You are on vacation until ${fmtTime(v.current.until)}.` : "";
    away.hidden = !v.current;
    status.textContent = allowanceText(v);
    auto.checked = v.auto;
    go.hidden = Boolean(v.current);
    const untilField = until.closest(".field");
    if (untilField instanceof HTMLElement) untilField.hidden = Boolean(v.current);
    back.hidden = !v.current;
  };
  const call = async (method, body) => show(await api(method, "/me/vacation", body));
  const form = h("form", { "aria-label": "Go on vacation", onsubmit: onSubmit(() => call("POST", until.value
    ? { until: new Date(`${until.value}T23:59:00`).toISOString() } : {})) },
  field("Back on (empty: when the days run out, or when you say so)", until),
  h("div", { class: "actions" }, go, back));
  back.addEventListener("click", () => call("DELETE").catch((e) => notice(explain(e))));
  auto.addEventListener("change", () => call("PATCH", { auto: auto.checked }).catch((e) => notice(explain(e))));
  get("/me/vacation").then(show, (e) => notice(explain(e)));
  return h("section", { class: "panel", "aria-label": "Vacation" }, h("h2", {}, "Vacation"),
    h("p", { class: "small" }, "While you are away your correspondence games wait for you (live games do not)."),
    away, status, form,
    h("label", { class: "check" }, auto, " Start a vacation by itself when a move of mine would time out"));
}
