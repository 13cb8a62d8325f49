// Server-Sent Events over fetch (or XMLHttpRequest), parsed by eventsource-parser: no
// EventSource needed, so it runs in browsers, Node and React Native alike, and it can send the
// Authorization header. A dropped connection (a restarted server, a network change) is opened
// again with Last-Event-ID, so the server sends what came after the last frame seen: nothing
// is missed and nothing comes twice.

import { createParser, type EventSourceMessage } from "eventsource-parser";

/** One frame: `message` frames (T) carry an id (the event's or notification's seq); `chat`
 * (C, a game's table talk) has none; `end` closes a game's stream for good; `revoked` means
 * the token was signed out. */
export type StreamFrame<T, C = never> =
  | { event: "message"; id: number; data: T }
  | { event: "chat"; id: null; data: C }
  | { event: "end"; id: null; data: unknown }
  | { event: "revoked"; id: null; data: unknown };

/** How the bytes arrive: `fetch` with a readable body (browsers, Node), or `xhr`
 * (React Native, whose fetch does not stream). */
export type Transport = "fetch" | "xhr";

export interface StreamOptions<T, C = never> {
  url: string;
  /** Headers for each connection (the token may change between them). */
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /** Resume after this id (e.g. the last seq a page of events gave). */
  lastEventId?: number | null;
  onFrame: (frame: StreamFrame<T, C>) => void;
  /** Each connection opened (`resumed` true after a drop). */
  onOpen?: (info: { resumed: boolean; lastEventId: number | null; response: Headers }) => void;
  /** A connection lost or refused; it is tried again unless `close()` was called. */
  onDrop?: (error: unknown) => void;
  fetch?: typeof globalThis.fetch;
  transport?: Transport;
  /** Waits before reconnecting: doubled from `retryMs` up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface Stream {
  /** Settles when the stream ended (`end` or `revoked`), or was closed. */
  readonly done: Promise<"end" | "revoked" | "closed">;
  readonly lastEventId: () => number | null;
  readonly reconnects: () => number;
  close(): void;
}

class Refused extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`stream refused with ${status}: ${body.slice(0, 200)}`);
  }
}

/** Feed `chunks` of text to an SSE parser; each complete frame goes to `onMessage`. */
export function parseFrames(onMessage: (message: EventSourceMessage) => void
                            ): (chunk: string) => void {
  const parser = createParser({ onEvent: onMessage });
  return (chunk) => parser.feed(chunk);
}

async function readFetch(url: string, headers: Record<string, string>, signal: AbortSignal,
                         fetchImpl: typeof globalThis.fetch,
                         opened: (headers: Headers) => void,
                         chunk: (text: string) => void): Promise<void> {
  const response = await fetchImpl(url, {
    headers: { Accept: "text/event-stream", ...headers }, signal, cache: "no-store",
  });
  if (response.status !== 200) throw new Refused(response.status, await response.text());
  if (!response.body) throw new Error("this fetch does not stream: use transport 'xhr'");
  opened(response.headers);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    chunk(decoder.decode(value, { stream: true }));
    if (signal.aborted) {
      // Ended by a frame (end, revoked) or closed: a read after an abort may never settle.
      reader.cancel().catch(() => undefined);
      return;
    }
  }
}

interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  onprogress: (() => void) | null;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onreadystatechange: (() => void) | null;
  readonly readyState: number;
}

function readXhr(url: string, headers: Record<string, string>, signal: AbortSignal,
                 opened: (headers: Headers) => void,
                 chunk: (text: string) => void): Promise<void> {
  const Ctor = (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;
  if (!Ctor) return Promise.reject(new Error("no XMLHttpRequest here: use transport 'fetch'"));
  return new Promise((resolve, reject) => {
    const xhr = new Ctor();
    let seen = 0;
    let told = false;
    xhr.open("GET", url);
    for (const [name, value] of Object.entries({ Accept: "text/event-stream", ...headers })) {
      xhr.setRequestHeader(name, value);
    }
    const take = (): void => {
      if (xhr.status !== 200) return;
      if (!told) {
        told = true;
        const found = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const at = line.indexOf(":");
          if (at > 0) found.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        opened(found);
      }
      const text = xhr.responseText;
      if (text.length > seen) {
        chunk(text.slice(seen));
        seen = text.length;
      }
    };
    xhr.onprogress = take;
    xhr.onreadystatechange = () => {
      if (xhr.readyState >= 3) take();
    };
    xhr.onload = () => {
      take();
      if (xhr.status !== 200) reject(new Refused(xhr.status, xhr.responseText));
      else resolve();
    };
    xhr.onerror = () => reject(new Error("the stream's connection failed"));
    signal.addEventListener("abort", () => {
      xhr.abort();
      resolve();
    });
    xhr.send();
  });
}

/** Open a stream and keep it open until it ends or `close()` is called. */
export function openStream<T, C = never>(options: StreamOptions<T, C>): Stream {
  const controller = new AbortController();
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const transport: Transport = options.transport ??
    (typeof globalThis.fetch === "function" && typeof ReadableStream !== "undefined"
      ? "fetch" : "xhr");
  let last: number | null = options.lastEventId ?? null;
  let reconnects = 0;
  let ended: "end" | "revoked" | null = null;

  const frame = (message: EventSourceMessage): void => {
    const kind = message.event ?? "message";
    const data: unknown = message.data ? JSON.parse(message.data) : null;
    if (kind === "message") {
      const id = Number(message.id);
      if (!Number.isInteger(id)) throw new Error(`a message frame without an id: ${message.data}`);
      last = id;
      options.onFrame({ event: "message", id, data: data as T });
    } else if (kind === "chat") {
      options.onFrame({ event: "chat", id: null, data: data as C });
    } else if (kind === "end" || kind === "revoked") {
      ended = kind;
      options.onFrame({ event: kind, id: null, data });
      controller.abort();
    }
  };

  const run = async (): Promise<"end" | "revoked" | "closed"> => {
    let wait = options.retryMs ?? 250;
    for (let attempt = 0; ; attempt++) {
      if (controller.signal.aborted) return ended ?? "closed";
      const headers = { ...(await options.headers?.()) };
      if (last !== null) headers["Last-Event-ID"] = String(last);
      const feed = parseFrames(frame);
      const opened = (response: Headers): void => {
        wait = options.retryMs ?? 250;
        options.onOpen?.({ resumed: attempt > 0, lastEventId: last, response });
      };
      try {
        if (transport === "fetch") {
          await readFetch(options.url, headers, controller.signal, fetchImpl, opened, feed);
        } else {
          await readXhr(options.url, headers, controller.signal, opened, feed);
        }
        if (ended || controller.signal.aborted) return ended ?? "closed";
        options.onDrop?.(new Error("the stream closed before its end"));
      } catch (error) {
        if (ended || controller.signal.aborted) return ended ?? "closed";
        if (error instanceof Refused && error.status >= 400 && error.status < 500 &&
            error.status !== 429) {
          throw error; // signed out, no such game: trying again will not help
        }
        options.onDrop?.(error);
      }
      reconnects++;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(options.maxRetryMs ?? 2000, wait * 2);
    }
  };

  const done = run();
  return {
    done,
    lastEventId: () => last,
    reconnects: () => reconnects,
    close: () => controller.abort(),
  };
}
