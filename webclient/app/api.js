// The public API, and nothing else: every call the client makes goes through here.
// Errors arrive in the API's one shape ({"error": {"code", "message", "details"}}) and are
// raised as ApiError; what a person reads of one comes from ./messages.js, by its code.

import { token, tokenForget } from "./auth.js";
import { noticeErrorClear, pageCurrent } from "./dom.js";

/**
 * The API's types, from the declarations generated from its schema
 * (clients/typescript/src/schema.d.ts, `python3 dev.py sdk`): tsc checks this client against
 * them; the browser loads nothing of it.
 * @typedef {import("../../clients/typescript/src/schema").components["schemas"]} Schemas
 * @typedef {Schemas["GameView"]} GameView
 * @typedef {Schemas["EventsPage"]} EventsPage
 * @typedef {Schemas["Event"]} GameEvent
 * @typedef {Schemas["Action"]} Action
 * @typedef {Schemas["MoveRequest"]} MoveRequest
 * @typedef {Schemas["GameCreateRequest"]} GameCreateRequest
 * @typedef {Schemas["AISeatRequest"]} AISeatRequest
 * @typedef {Schemas["StartRequest"]} StartRequest
 * @typedef {Schemas["StreamTicket"]} StreamTicket
 * @typedef {Schemas["Notification"]} Notification
 * @typedef {Schemas["NotificationsPage"]} NotificationsPage
 * @typedef {Schemas["ChatMessage"]} ChatMessage
 * @typedef {Schemas["ErrorDetail"]["code"] | "network" | "error"} ErrorCode
 */

export const BASE = "/api/v1";
/** Writes the page makes by itself, not for an action of the person's. */
const QUIET = ["/stream-tickets"];

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {ErrorCode} code
   * @param {string} [message]
   * @param {Schemas["ErrorDetail"]["details"]} [details]
   * @param {number} [page]
   * @param {Schemas["ErrorDetail"]["field_codes"]} [fieldCodes]
   */
  constructor(status, code, message, details, page = pageCurrent(), fieldCodes = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details || {};
    this.page = page; // the page (pageCurrent) the request was made on
    this.fieldCodes = fieldCodes || {}; // an `invalid`'s codes by field, shaped as `details`
  }
}

/**
 * Call the API: JSON in, JSON out; a refused request raises ApiError. The answer is the
 * schema's type for the call: say which where it is used (`@type {GameView}`).
 * @param {"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} method
 * @param {string} path under BASE, with its query
 * @param {object} [body]
 * @param {{headers?: Record<string, string>, etag?: string | null}} [options]
 * @returns {Promise<any>}
 */
export async function api(method, path, body, { headers = {}, etag } = {}) {
  /** @type {Record<string, string>} */
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
                       askedOn, err.field_codes);
  }
  // A person's request went through: an error shown for an earlier one no longer holds.
  if (method !== "GET" && !QUIET.includes(path)) noticeErrorClear();
  if (data && typeof data === "object") {
    Object.defineProperty(data, "etag", { value: response.headers.get("ETag"), enumerable: false });
  }
  return data;
}

/**
 * A move or any write that must be applied once: a fresh Idempotency-Key per intent.
 * @param {string} path
 * @param {object} body
 * @returns {Promise<any>}
 */
export function write(path, body) {
  return api("POST", path, body, { headers: { "Idempotency-Key": crypto.randomUUID() } });
}

/**
 * @param {string} path
 * @param {{headers?: Record<string, string>, etag?: string | null}} [opts]
 * @returns {Promise<any>}
 */
export const get = (path, opts) => api("GET", path, undefined, opts);
