// End to end: one account plays a whole Knock-Out Whist game against three AI seats, then a
// classic Whist game with an AI partner, moving only when the user stream says `your_turn`
// and following each game's stream to its `end`. Midway through each game it asks the test
// (a line {"restart": id} on stdout) to restart the server's process; both streams must
// resume from Last-Event-ID with nothing missed and nothing doubled. Every JSON answer and
// every frame is validated at run time against the schema the server serves (ajv).
//
//   WHIST_URL=http://127.0.0.1:8000 node dist/e2e/play.js      (prints one JSON result line)

import { Ajv, type ValidateFunction } from "ajv";

import {
  ApiError, WhistClient, type GameEvent, type GameView, type Notification, type Schemas,
} from "../src/index.js";

const BASE = process.env.WHIST_URL ?? "http://127.0.0.1:8000";
const GAME_SECONDS = Number(process.env.WHIST_GAME_SECONDS ?? "60");

type Json = Record<string, unknown>;

interface Spec {
  name: string;
  body: Schemas["GameCreateRequest"];
}

const GAMES: Spec[] = [
  { name: "knockout", body: { max_players: 4, preset: "pagat", visibility: "private",
                              rated: false, options: { start_hand_size: 3 } } },
  { name: "whist", body: { max_players: 4, preset: "classic", visibility: "private",
                           rated: false, options: { deals: 1 } } },
];

interface Tally {
  seen: number;
  missed: number;
  doubled: number;
}

/** The seqs a stream delivered against those the server's list has: missed and doubled. */
function tally(streamed: number[], listed: number[]): Tally {
  const counts = new Map<number, number>();
  for (const seq of streamed) counts.set(seq, (counts.get(seq) ?? 0) + 1);
  const missed = listed.filter((seq) => !counts.has(seq)).length;
  const doubled = [...counts.values()].reduce((n, c) => n + Math.max(0, c - 1), 0);
  const gaps = streamed.slice(1).filter((seq, i) => seq !== (streamed[i] ?? 0) + 1).length;
  return { seen: streamed.length, missed: missed + gaps, doubled };
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema has it (ajv takes `nullable` only beside
 * a `type`): the schema, or null. */
function jsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (typeof node !== "object" || node === null) return node;
  const { nullable, ...rest } = node as Json;
  const converted = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, jsonSchema(v)]));
  return nullable === true ? { anyOf: [converted, { type: "null" }] } : converted;
}

class Checker {
  checked = 0;
  errors: string[] = [];
  private readonly cache = new Map<string, ValidateFunction>();
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

  constructor(private readonly doc: Json) {
    this.ajv.addSchema({ $id: "api", components: jsonSchema(doc.components) } as Json);
  }

  private validator(ref: string): ValidateFunction {
    let found = this.cache.get(ref);
    if (!found) {
      found = this.ajv.compile({ $ref: `api${ref}` });
      this.cache.set(ref, found);
    }
    return found;
  }

  check(what: string, ref: string, value: unknown): void {
    const validate = this.validator(ref);
    this.checked++;
    if (!validate(value)) {
      this.errors.push(`${what}: ${this.ajv.errorsText(validate.errors)}`.slice(0, 500));
    }
  }

  /** The response schema the schema gives for this operation and status, if JSON. */
  responseRef(method: string, template: string, status: number): string | null {
    const paths = this.doc.paths as Record<string, Record<string, Json>>;
    const operation = paths[template]?.[method.toLowerCase()];
    const responses = operation?.responses as Record<string, Json> | undefined;
    const content = responses?.[String(status)]?.content as Record<string, Json> | undefined;
    const schema = content?.["application/json"]?.schema as { $ref?: string } | undefined;
    if (!schema) {
      if (status !== 304 && status !== 204) this.errors.push(`${method} ${template} ${status}: undocumented`);
      return null;
    }
    return schema.$ref ? schema.$ref.replace(/^#/, "#") : null;
  }
}

function emit(line: Json): void {
  process.stdout.write(JSON.stringify(line) + "\n");
}

async function main(): Promise<void> {
  const doc = (await (await fetch(`${BASE}/api/v1/schema?format=json`)).json()) as Json;
  const checker = new Checker(doc);
  const client = new WhistClient({ baseUrl: BASE });
  let notModified = 0;
  client.api.use({
    async onResponse({ request, response, schemaPath }) {
      if (response.status === 304) notModified++;
      const ref = checker.responseRef(request.method, schemaPath, response.status);
      if (ref) checker.check(`${request.method} ${schemaPath} ${response.status}`, ref,
                             await response.clone().json());
      return response;
    },
  });

  const name = `ts${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  await client.register({ username: name, password: "correct-horse-battery-staple",
                          device: "node e2e" });
  // The server plays no card for me: every move of mine comes from this script.
  await client.api.PATCH("/api/v1/me/auto-play", { body: { correspondence: false, live: false } });

  // My notifications, from the first: `your_turn` wakes the game being played.
  const notices: number[] = [];
  let wake: (() => void) | null = null;
  let current = 0;
  let turnsWaiting = 0;
  const user = client.userStream({
    lastEventId: 0,
    onFrame(frame) {
      if (frame.event !== "message") return;
      checker.check("user stream frame", "#/components/schemas/Notification", frame.data);
      notices.push(frame.id);
      const notice: Notification = frame.data;
      if (notice.type === "your_turn" && notice.game_id === current) {
        turnsWaiting++;
        wake?.();
      }
    },
  });

  const results: Json[] = [];
  for (const spec of GAMES) {
    const created = await client.api.POST("/api/v1/games", {
      body: spec.body, params: { header: { "Idempotency-Key": `${name}-${spec.name}` } },
    });
    const game = (() => {
      if (!created.data) throw new ApiError(created.response.status, created.error);
      return created.data;
    })();
    current = game.id;
    const lobby1 = await client.view(game.id);
    const lobby2 = await client.view(game.id); // the same version: a 304, the view kept
    if (lobby2.response.status !== 304 || lobby2.version !== lobby1.version) {
      throw new Error(`no 304 for an unchanged game (${lobby2.response.status})`);
    }
    for (let i = 0; i < 3; i++) {
      await client.api.POST("/api/v1/games/{game_id}/ai-seats", {
        params: { path: { game_id: game.id } }, body: { level: "random" } });
    }

    const streamed: number[] = [];
    const drops: string[] = [];
    let restartAsked = false;
    let resumedAfterRestart = false;
    const stream = client.gameStream(game.id, {
      lastEventId: 0,
      onOpen: ({ resumed }) => { if (resumed && restartAsked) resumedAfterRestart = true; },
      onDrop: (error) => drops.push(String(error)),
      onFrame(frame) {
        if (frame.event === "message") {
          const event = frame.data as GameEvent;
          checker.check("game stream frame", "#/components/schemas/Event", event);
          streamed.push(frame.id);
          if (event.type === "trick_won" && !restartAsked) {
            restartAsked = true;
            emit({ restart: game.id }); // the test restarts the server's process now
          }
        }
        if (frame.event === "end") wake?.();
      },
    });
    await client.api.POST("/api/v1/games/{game_id}/start", {
      params: { path: { game_id: game.id } }, body: {} });

    let moves = 0;
    let replays = 0;
    let stale = 0;
    let view: GameView = await client.view(game.id);
    const deadline = Date.now() + GAME_SECONDS * 1000;
    let ended = false;
    let streamError: unknown = null;
    void stream.done.then(() => { ended = true; wake?.(); },
                          (error: unknown) => { streamError = error; ended = true; wake?.(); });
    while (!ended) {
      if (turnsWaiting === 0) {
        const timer = setTimeout(() => wake?.(), deadline - Date.now());
        await new Promise<void>((resolve) => { wake = resolve; });
        clearTimeout(timer);
        wake = null;
        if (Date.now() > deadline) {
          const last = await client.view(game.id);
          const page = await client.api.GET("/api/v1/games/{game_id}/events", {
            params: { path: { game_id: game.id }, query: { after: 30 } } });
          throw new Error(`${spec.name}: no end after ${moves} moves; the game now: ` +
                          JSON.stringify({ status: last.status, version: last.version,
                                           drops, reconnects: stream.reconnects(),
                                           listed: page.data?.events.map((e) => [e.seq, e.type]),
                                           streamed: streamed.slice(-5), notices }));
        }
        continue;
      }
      turnsWaiting = 0;
      view = await client.view(game.id);
      const table = view.game;
      if (view.status !== "active" || !table?.is_my_turn) continue;
      const legal = table.legal_actions ?? [];
      const choice = legal[Math.floor(Math.random() * legal.length)];
      if (!choice) throw new Error(`${spec.name}: my turn with no legal action`);
      const key = `${name}-${game.id}-${view.version}`;
      try {
        const answer = await client.move(game.id, WhistClient.request(choice), view.version, key);
        moves++;
        if (moves === 1) {
          // A retry of the same move (as after a lost answer): replayed, applied once.
          const again = await client.move(game.id, WhistClient.request(choice), view.version, key);
          if (!again.replayed || again.version !== answer.version) {
            throw new Error("a retried move was not replayed");
          }
          replays++;
        }
      } catch (error) {
        if (!(error instanceof ApiError) || !["stale_version", "not_your_turn"].includes(error.code)) {
          throw error;
        }
        stale++; // an AI seat or the sweep moved first: the next your_turn says so
      }
    }
    if (streamError) throw streamError;
    view = await client.view(game.id);

    // Everything the server lists for me, against what the stream gave.
    const listed: number[] = [];
    for (let after = 0; ;) {
      const page = await client.api.GET("/api/v1/games/{game_id}/events", {
        params: { path: { game_id: game.id }, query: { after } } });
      if (!page.data) throw new ApiError(page.response.status, page.error);
      listed.push(...page.data.events.map((e) => e.seq));
      after = page.data.last_seq;
      if (!page.data.has_more) break;
    }
    results.push({
      game: spec.name, id: game.id, status: view.status, moves, replays, stale,
      version: view.version, ...tally(streamed, listed), listed: listed.length,
      reconnects: stream.reconnects(), restarted: restartAsked, resumed: resumedAfterRestart,
    });
  }

  // Let the last notifications arrive, then compare the user stream with the list.
  const listedNotices: number[] = [];
  for (let after = 0; ;) {
    const page = await client.api.GET("/api/v1/notifications", { params: { query: { after } } });
    if (!page.data) throw new ApiError(page.response.status, page.error);
    listedNotices.push(...page.data.results.map((n) => n.seq));
    after = page.data.last_seq;
    if (!page.data.has_more) break;
  }
  const until = Date.now() + 10_000;
  while (notices.length < listedNotices.length && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  user.close();
  emit({
    result: {
      games: results,
      notifications: { ...tally(notices, listedNotices), listed: listedNotices.length,
                       reconnects: user.reconnects() },
      not_modified: notModified, api_version: client.apiVersion,
      checked: checker.checked, schema_errors: checker.errors.slice(0, 20),
    },
  });
}

main().then(() => process.exit(0), (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  if (error instanceof ApiError) process.stderr.write(`${JSON.stringify(error.body)}\n`);
  process.exit(1);
});
