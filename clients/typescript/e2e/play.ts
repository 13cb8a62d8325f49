// End to end: one account plays a whole Knock-Out Whist game against three AI seats, then a
// classic Whist game with a partner (a second account, played by this script too) against two
// AI seats, each moving only when its user stream says `your_turn`, following each game's
// stream to its `end`. Midway through each game it asks the test
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

/** Each game, and who sits where: "ai", "me", or "partner" (joining by the invite code; in
 * classic Whist seats 0 and 2 are partners). */
const GAMES: Array<Spec & { seats: Array<"ai" | "partner"> }> = [
  { name: "knockout", seats: ["ai", "ai", "ai"],
    body: { max_players: 4, preset: "pagat", visibility: "private", rated: false,
            options: { start_hand_size: 3 } } },
  { name: "whist", seats: ["ai", "partner", "ai"],
    body: { max_players: 4, preset: "classic", visibility: "private", rated: false,
            options: { deals: 1 } } },
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

let notModified = 0;
/** The API-Version header of every stream connection opened. */
const streamVersions = new Set<string | null>();

/** An account of this script's: its client (every JSON answer checked against the schema),
 * its user stream from its first notification, and the turns that stream has announced. */
class Player {
  readonly client = new WhistClient({ baseUrl: BASE });
  readonly notices: number[] = [];
  user: ReturnType<WhistClient["userStream"]> | null = null;
  game = 0;
  turnsWaiting = 0;
  moves = 0;
  replays = 0;
  stale = 0;
  private wake: (() => void) | null = null;

  constructor(readonly name: string, private readonly checker: Checker) {
    this.client.api.use({
      async onResponse({ request, response, schemaPath }) {
        if (response.status === 304) notModified++;
        const ref = checker.responseRef(request.method, schemaPath, response.status);
        if (ref) checker.check(`${request.method} ${schemaPath} ${response.status}`, ref,
                               await response.clone().json());
        return response;
      },
    });
  }

  async start(): Promise<void> {
    await this.client.register({ username: this.name, password: "correct-horse-battery-staple",
                                 device: "node e2e" });
    // The server plays no card for it: every move comes from this script.
    await this.client.api.PATCH("/api/v1/me/auto-play", {
      body: { correspondence: false, live: false } });
    this.user = this.client.userStream({
      lastEventId: 0,
      onFrame: (frame) => {
        if (frame.event !== "message") return;
        this.checker.check("user stream frame", "#/components/schemas/Notification", frame.data);
        this.notices.push(frame.id);
        const notice: Notification = frame.data;
        if (notice.type === "your_turn" && notice.game_id === this.game) {
          this.turnsWaiting++;
          this.poke();
        }
      },
    });
  }

  poke(): void {
    this.wake?.();
  }

  /** Play `gameId` until `over()`: wait for a your_turn, read the view (ETag), move. */
  async play(gameId: number, over: () => boolean, deadline: number,
             stuck: () => Promise<string>): Promise<void> {
    while (!over()) {
      if (this.turnsWaiting === 0) {
        const timer = setTimeout(() => this.poke(), Math.max(0, deadline - Date.now()));
        await new Promise<void>((resolve) => { this.wake = resolve; });
        clearTimeout(timer);
        this.wake = null;
        if (Date.now() > deadline && !over()) {
          throw new Error(`${this.name}: no end after ${this.moves} moves; ${await stuck()}`);
        }
        continue;
      }
      this.turnsWaiting = 0;
      const view: GameView = await this.client.view(gameId);
      const table = view.game;
      if (view.status !== "active" || !table?.is_my_turn) continue;
      const legal = table.legal_actions ?? [];
      const choice = legal[Math.floor(Math.random() * legal.length)];
      if (!choice) throw new Error(`${this.name}: my turn with no legal action`);
      const key = `${this.name}-${gameId}-${view.version}`;
      try {
        const answer = await this.client.move(gameId, WhistClient.request(choice), view.version,
                                              key);
        this.moves++;
        if (this.replays === 0) {
          // A retry of the same move (as after a lost answer): replayed, applied once.
          const again = await this.client.move(gameId, WhistClient.request(choice),
                                               view.version, key);
          if (!again.replayed || again.version !== answer.version) {
            throw new Error("a retried move was not replayed");
          }
          this.replays++;
        }
      } catch (error) {
        if (!(error instanceof ApiError) ||
            !["stale_version", "not_your_turn"].includes(error.code)) throw error;
        this.stale++; // an AI seat or the sweep moved first: the next your_turn says so
      }
    }
  }

  /** Every notification the server lists for this account. */
  async listedNotices(): Promise<number[]> {
    const listed: number[] = [];
    for (let after = 0; ;) {
      const page = await this.client.api.GET("/api/v1/notifications", {
        params: { query: { after } } });
      if (!page.data) throw new ApiError(page.response.status, page.error);
      listed.push(...page.data.results.map((n) => n.seq));
      after = page.data.last_seq;
      if (!page.data.has_more) return listed;
    }
  }
}

async function main(): Promise<void> {
  const doc = (await (await fetch(`${BASE}/api/v1/schema?format=json`)).json()) as Json;
  const checker = new Checker(doc);
  const stem = `ts${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const me = new Player(`${stem}a`, checker);
  const partner = new Player(`${stem}b`, checker);
  await me.start();
  await partner.start();
  const client = me.client;

  const results: Json[] = [];
  for (const spec of GAMES) {
    const created = await client.api.POST("/api/v1/games", {
      body: spec.body, params: { header: { "Idempotency-Key": `${stem}-${spec.name}` } },
    });
    if (!created.data) throw new ApiError(created.response.status, created.error);
    const game = created.data;
    const players = [me];
    me.game = game.id;
    const lobby1 = await client.view(game.id);
    const lobby2 = await client.view(game.id); // the same version: a 304, the view kept
    if (lobby2.response.status !== 304 || lobby2.version !== lobby1.version) {
      throw new Error(`no 304 for an unchanged game (${lobby2.response.status})`);
    }
    for (const seat of spec.seats) {
      if (seat === "ai") {
        await client.api.POST("/api/v1/games/{game_id}/ai-seats", {
          params: { path: { game_id: game.id } }, body: { level: "random" } });
      } else {
        partner.game = game.id;
        players.push(partner);
        const joined = await partner.client.api.POST("/api/v1/games/join", {
          body: { invite_code: game.invite_code ?? "" } });
        if (!joined.data) throw new ApiError(joined.response.status, joined.error);
      }
    }

    const streamed: number[] = [];
    const drops: string[] = [];
    let restartAsked = false;
    let resumedAfterRestart = false;
    let ended = false;
    let streamError: unknown = null;
    const finish = (): void => { ended = true; for (const p of players) p.poke(); };
    const stream = client.gameStream(game.id, {
      lastEventId: 0,
      onOpen: ({ resumed, response }) => {
        streamVersions.add(response.get("API-Version"));
        if (resumed && restartAsked) resumedAfterRestart = true;
      },
      onDrop: (error) => drops.push(String(error)),
      onFrame(frame) {
        if (frame.event !== "message") return;
        const event: GameEvent = frame.data;
        checker.check("game stream frame", "#/components/schemas/Event", event);
        streamed.push(frame.id);
        if (event.type === "trick_won" && !restartAsked) {
          restartAsked = true;
          emit({ restart: game.id }); // the test restarts the server's process now
        }
      },
    });
    void stream.done.then(finish, (error: unknown) => { streamError = error; finish(); });
    const started = await client.api.POST("/api/v1/games/{game_id}/start", {
      params: { path: { game_id: game.id } }, body: {} });
    if (!started.data) throw new ApiError(started.response.status, started.error);

    const deadline = Date.now() + GAME_SECONDS * 1000;
    const stuck = async (): Promise<string> => {
      const last = await client.view(game.id);
      return JSON.stringify({ status: last.status, version: last.version, drops,
                              reconnects: stream.reconnects(), streamed: streamed.slice(-5) });
    };
    await Promise.all(players.map((p) => p.play(game.id, () => ended, deadline, stuck)));
    if (streamError) throw streamError;
    const view = await client.view(game.id);

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
      game: spec.name, id: game.id, status: view.status, players: players.length,
      moves: players.map((p) => p.moves), version: view.version, ...tally(streamed, listed),
      listed: listed.length, reconnects: stream.reconnects(), restarted: restartAsked,
      resumed: resumedAfterRestart,
    });
  }

  // Let the last notifications arrive, then compare each user stream with its list.
  const notifications: Json[] = [];
  for (const player of [me, partner]) {
    const listed = await player.listedNotices();
    const until = Date.now() + 10_000;
    while (player.notices.length < listed.length && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    player.user?.close();
    notifications.push({ ...tally(player.notices, listed), listed: listed.length,
                         reconnects: player.user?.reconnects() ?? 0 });
  }
  emit({
    result: {
      games: results, notifications,
      replays: me.replays + partner.replays, stale: me.stale + partner.stale,
      not_modified: notModified, api_version: client.apiVersion,
      stream_api_versions: [...streamVersions],
      checked: checker.checked, schema_errors: checker.errors.slice(0, 20),
    },
  });
}

main().then(() => process.exit(0), (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  if (error instanceof ApiError) process.stderr.write(`${JSON.stringify(error.body)}\n`);
  process.exit(1);
});
