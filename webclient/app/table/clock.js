// A game's clock in words: its time control (the lobby, the table) and each seat's time left
// or "on vacation until …"; and my vacation on my profile (GET/POST/DELETE /me/vacation).

import { api, explain, get } from "../api.js";
import { field, fmtTime, h, notice } from "../dom.js";

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

export function vacationPanel() {
  const box = h("section", { class: "panel", "aria-label": "Vacation" }, h("h2", {}, "Vacation"));
  const until = h("input", { type: "date", id: "vacation-until" });
  const auto = h("input", { type: "checkbox", id: "vacation-auto" });
  const status = h("p", { role: "status" });
  const go = h("button", { type: "button", class: "primary" }, "Go on vacation");
  const back = h("button", { type: "button" }, "I am back");
  const show = (v) => {
    status.textContent = (v.current ? `On vacation until ${fmtTime(v.current.until)}. ` : "")
      + `${v.left_days.toFixed(1)} of ${v.accrued_days.toFixed(1)} days left this year `
      + `(${v.days_per_year} a year, ${v.used_days.toFixed(1)} taken).`;
    auto.checked = v.auto;
    go.hidden = Boolean(v.current);
    back.hidden = !v.current;
  };
  const call = async (method, body) => {
    try { show(await api(method, "/me/vacation", body)); } catch (e) { notice(explain(e)); }
  };
  go.addEventListener("click", () => call("POST", until.value
    ? { until: new Date(`${until.value}T23:59:00`).toISOString() } : {}));
  back.addEventListener("click", () => call("DELETE"));
  auto.addEventListener("change", () => call("PATCH", { auto: auto.checked }));
  get("/me/vacation").then(show, (e) => notice(explain(e)));
  box.append(h("p", { class: "small" }, "While you are away your correspondence games wait for you (live games do not)."),
    status, field("Back on (empty: when the days run out, or when you say so)", until),
    h("label", { class: "check" }, auto, " Start a vacation by itself when a move of mine would time out"),
    h("div", { class: "actions" }, go, back));
  return box;
}
