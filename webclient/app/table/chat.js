// Table talk beside the table: the caller's room (the players', or the spectators' for anyone
// without a seat; neither reads the other), quick phrase buttons, free text when the game
// allows it, and for each message of someone else a way to mute them (for me only) or report
// it.  Messages arrive on the game stream (`event: chat`); after a dropped connection the
// page asks for those after the last one it has.

import { get, write } from "../api.js";
import { explain } from "../messages.js";
import { field, h, notice } from "../dom.js";
import { formErrorsClear, formErrorsShow } from "../forms.js";

const MAX = 500;

export function chatPanel(gameId, myUserId) {
  const log = h("ol", { class: "chat-log", "aria-live": "polite", "aria-label": "Messages said" });
  const phrases = h("div", { class: "chat-phrases", role: "group", "aria-label": "Quick phrases" });
  const status = h("p", { class: "small muted chat-room" }, "");
  const input = h("input", { type: "text", name: "text", maxlength: String(MAX),
                             autocomplete: "off", placeholder: "Say something" });
  const form = h("form", { class: "chat-form", "aria-label": "Send a message", hidden: true,
                           onsubmit: (e) => { e.preventDefault(); say({ text: input.value.trim() }); } },
    field("Message", input), h("button", { type: "submit" }, "Send"));
  const node = h("aside", { class: "panel chat", "aria-label": "Table talk" },
    h("h2", {}, "Table talk"), status, log, phrases, form);
  const shown = new Map(); // id -> message
  let last = 0;
  let sending = false;

  function line(message) {
    const mine = message.user_id === myUserId;
    return h("li", { dataset: { id: message.id, author: message.username } },
      h("strong", {}, mine ? "You" : message.username), ": ",
      h("span", { class: "chat-text" }, message.text),
      mine ? null : h("span", { class: "chat-tools" },
        h("button", { type: "button", class: "link small", "aria-label": `Mute ${message.username}`,
                      onclick: () => mute(message.username) }, "Mute"),
        h("button", { type: "button", class: "link small", "aria-label": `Report this message from ${message.username}`,
                      onclick: () => report(message) }, "Report")));
  }

  function add(message) {
    if (shown.has(message.id)) return;
    shown.set(message.id, message);
    last = Math.max(last, message.id);
    const ordered = [...shown.values()].sort((a, b) => a.id - b.id);
    const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 30;
    log.replaceChildren(...ordered.map(line));
    if (atBottom) log.scrollTop = log.scrollHeight;
  }

  async function catchUp() {
    try {
      const page = await get(`/games/${gameId}/chat?after=${last}`);
      status.textContent = page.room === "players" ? "Players' chat: the players of this game read it"
        : "Spectators' chat: the players do not read it";
      if (!phrases.childElementCount) {
        phrases.replaceChildren(...page.phrases.map((p) => h("button", {
          type: "button", class: "phrase", dataset: { phrase: p.id }, onclick: () => say({ phrase: p.id }),
        }, p.text)));
      }
      form.hidden = !page.free_text;
      page.messages.forEach(add);
    } catch (error) {
      notice(explain(error));
    }
  }

  async function say(body) {
    if (sending || (body.text !== undefined && !body.text)) return;
    sending = true;
    formErrorsClear(form);
    try {
      add(await write(`/games/${gameId}/chat`, body));
      if (body.text !== undefined) input.value = "";
    } catch (error) {
      if (body.text !== undefined) formErrorsShow(form, error);
      else notice(explain(error));
    } finally {
      sending = false;
    }
  }

  async function mute(username) {
    try {
      await write("/me/muted", { username });
      for (const [id, m] of shown) if (m.username === username) shown.delete(id);
      log.replaceChildren(...[...shown.values()].sort((a, b) => a.id - b.id).map(line));
      notice(`${username} is muted: you will not see their messages.`, "info");
    } catch (error) {
      notice(explain(error));
    }
  }

  async function report(message) {
    try {
      await write(`/games/${gameId}/chat/${message.id}/report`, {});
      notice("Reported. Thank you: a moderator will look at it.", "info");
    } catch (error) {
      notice(explain(error));
    }
  }

  catchUp();
  return { node, add, catchUp };
}
