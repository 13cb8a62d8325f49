// The public API, and nothing else: every call the client makes goes through here.
// Errors arrive in the API's one shape ({"error": {"code", "message", "details"}}) and are
// raised as ApiError, whose message is meant for the person in front of the screen.

import { token, tokenForget } from "./auth.js";
import { pageCurrent } from "./dom.js";

export const BASE = "/api/v1";

export class ApiError extends Error {
  constructor(status, code, message, details, page = pageCurrent()) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details || {};
    this.page = page; // the page (pageCurrent) the request was made on
  }
}

const FRIENDLY = {
  must_follow_suit: "You must follow suit.",
  not_your_turn: "It is not your turn.",
  stale_version: "The table moved on; here it is now.",
  trumps_not_broken: "Trumps may not be led until they are broken.",
  card_not_in_hand: "That card is not in your hand.",
  cannot_knock: "Only a player on a dog's life may knock.",
  must_play_last_card: "Your last card must be played now.",
  invalid_credentials: "Wrong username or password.",
  username_taken: "That username is taken.",
  throttled: "Too many tries; wait a moment.",
  too_many_failed_sign_ins: "Too many failed sign-ins; try again later.",
  game_full: "Every seat is taken.",
  game_not_found: "No such game (or it is private).",
  not_authenticated: "Please sign in.",
  authentication_failed: "Your session has ended; please sign in again.",
};

/** A person-readable sentence for an error (the API's message, unless we say it better);
 * null for a request made on a page the person has left since: not theirs to read now. */
export function explain(error) {
  if (error instanceof ApiError) {
    if (error.page !== pageCurrent()) return null;
    if (error.code === "invalid" && error.details) {
      const parts = Object.entries(error.details).map(
        ([field, msgs]) => `${field.replace(/_/g, " ")}: ${[].concat(msgs).join(" ")}`);
      if (parts.length) return parts.join(" ");
    }
    if (error.code === "network") return "You are offline: the service cannot be reached.";
    return FRIENDLY[error.code] || error.message;
  }
  if (navigator.onLine === false) return "You are offline.";
  return "The service could not be reached. Check your connection and try again.";
}

/** Call the API: JSON in, JSON out; a refused request raises ApiError. */
export async function api(method, path, body, { headers = {}, etag } = {}) {
  const sent = { Accept: "application/json", ...headers };
  if (body !== undefined) sent["Content-Type"] = "application/json";
  const stored = token();
  if (stored) sent.Authorization = `Token ${stored}`;
  const askedOn = pageCurrent();
  if (etag) sent["If-None-Match"] = etag;
  let response;
  try {
    response = await fetch(BASE + path, {
      method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    dispatchEvent(new Event("whist:unreachable")); // offline, or the service is down
    throw new ApiError(0, "network", "The service could not be reached.", {}, askedOn);
  }
  dispatchEvent(new Event("whist:reachable"));
  if (response.status === 304) return { notModified: true, etag };
  if (response.status === 204) return null;
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) {
    const err = (data && data.error) || {};
    if (response.status === 401 && stored) tokenForget();
    throw new ApiError(response.status, err.code || "error",
                       err.message || `Request failed (${response.status}).`, err.details,
                       askedOn);
  }
  if (data && typeof data === "object") {
    Object.defineProperty(data, "etag", { value: response.headers.get("ETag"), enumerable: false });
  }
  return data;
}

/** A move or any write that must be applied once: a fresh Idempotency-Key per intent. */
export function write(path, body) {
  return api("POST", path, body, { headers: { "Idempotency-Key": crypto.randomUUID() } });
}

export const get = (path, opts) => api("GET", path, undefined, opts);
