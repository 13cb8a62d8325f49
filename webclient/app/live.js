// Being told when something happens: the game stream and the user stream (Server-Sent
// Events), resumed after a dropped connection; polling where no stream can be held.
//
// A browser's EventSource cannot send the Authorization header, so each connection is opened
// with a short-lived, single-use ticket (POST /stream-tickets).  The browser's own automatic
// reconnect would reuse a spent ticket, so reconnecting is done here: a new ticket, and
// ?after=<the last event seen>, so that nothing is lost and nothing comes twice.

import { ApiError, BASE, api, get } from "./api.js";
import { tokenForget } from "./auth.js";

const RETRY_MS = [500, 1000, 2000, 5000, 10000];
const POLL_MS = 2000;

/**
 * @typedef {import("./api.js").GameEvent} GameEvent
 * @typedef {import("./api.js").Notification} Notification
 * @typedef {import("./api.js").ChatMessage} ChatMessage
 * @typedef {"live" | "reconnecting" | "polling" | "ended" | "signed_out"} LiveState
 * @typedef {{mode: "stream" | "poll", source: EventSource | null, close: () => void}} Live
 */

/**
 * Follow a stream of events.  `onEvent(event)` is called once per event, in order; `after` is
 * the last seq already seen.  Returns {close()} and exposes `.source` (the live EventSource,
 * for tests) and `.mode` ("stream" or "poll").
 * @template {GameEvent | Notification} E
 * @param {{stream: string, poll: string, after?: number, onEvent: (event: E) => void,
 *          onState?: (state: LiveState) => void,
 *          onChat?: ((message: ChatMessage) => void) | null}} options
 * @returns {Live}
 */
export function follow({ stream, poll, after = 0, onEvent, onState = () => {}, onChat = null }) {
  let last = after;
  let closed = false;
  let failures = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Live} */
  const handle = { mode: "stream", source: null, close };

  /** @param {E} event */
  function deliver(event) {
    if (typeof event.seq === "number") {
      if (event.seq <= last) return; // already seen: never twice
      last = event.seq;
    }
    onEvent(event);
  }

  function close() {
    closed = true;
    clearTimeout(timer);
    if (handle.source) handle.source.close();
  }

  async function open() {
    if (closed) return;
    let ticket;
    try {
      /** @type {import("./api.js").StreamTicket} */
      const issued = await api("POST", "/stream-tickets", {});
      ticket = issued.ticket;
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 405)) return pollLoop();
      if (e instanceof ApiError && e.status === 401) return signedOut();
      return retry();
    }
    const sep = stream.includes("?") ? "&" : "?";
    const source = new EventSource(`${BASE}${stream}${sep}ticket=${encodeURIComponent(ticket)}&after=${last}`);
    handle.source = source;
    handle.mode = "stream";
    source.onopen = () => { failures = 0; onState("live"); };
    source.onmessage = (message) => {
      try { deliver(JSON.parse(message.data)); } catch (e) { /* a comment or junk */ }
    };
    source.addEventListener("end", () => { source.close(); onState("ended"); });
    // Table talk (`event: chat`, no id: it does not move the event seq).
    if (onChat) {
      source.addEventListener("chat", (message) => {
        try { onChat(JSON.parse(message.data)); } catch (e) { /* junk */ }
      });
    }
    // This device was signed out (elsewhere, or by a password change): stop for good.
    source.addEventListener("revoked", () => { source.close(); signedOut(); });
    source.onerror = () => {
      source.close();
      if (!closed) { onState("reconnecting"); retry(); }
    };
  }

  function signedOut() {
    close();
    tokenForget();
    onState("signed_out");
  }

  function retry() {
    failures += 1;
    timer = setTimeout(open, RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]);
  }

  async function pollLoop() {
    handle.mode = "poll";
    onState("polling");
    while (!closed) {
      try {
        /** @type {import("./api.js").EventsPage | import("./api.js").NotificationsPage} */
        const page = await get(`${poll}${poll.includes("?") ? "&" : "?"}after=${last}`);
        const events = "events" in page ? page.events : page.results;
        for (const event of events) deliver(/** @type {E} */ (event));
      } catch (e) { /* try again next time */ }
      await new Promise((resolve) => { timer = setTimeout(resolve, POLL_MS); });
    }
  }

  open();
  return handle;
}

/** The game stream of one game: every event after `after`, redacted for this viewer, and
 * the table talk of this viewer's room (`onChat`). */
/**
 * @param {number} gameId
 * @param {number} after
 * @param {(event: GameEvent) => void} onEvent
 * @param {(state: LiveState) => void} onState
 * @param {((message: ChatMessage) => void) | null} [onChat]
 * @returns {Live}
 */
export function followGame(gameId, after, onEvent, onState, onChat = null) {
  return follow({ stream: `/games/${gameId}/stream`, poll: `/games/${gameId}/events`,
                  after, onEvent, onState, onChat });
}

/** The signed-in person's notifications (your turn, game started or finished, ...). */
/**
 * @param {number} after
 * @param {(event: Notification) => void} onEvent
 * @param {(state: LiveState) => void} [onState]
 * @returns {Live}
 */
export function followMe(after, onEvent, onState = () => {}) {
  return follow({ stream: "/stream", poll: "/notifications", after, onEvent, onState });
}
