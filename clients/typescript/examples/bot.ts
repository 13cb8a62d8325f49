// An example bot on its own account: it accepts the invitations it gets (a game or a
// rematch, from people), and plays every turn the user stream tells it about. With --vs-ai it
// also makes a game of its own against three AI seats and stops when that game is over.
//
//   WHIST_URL=http://127.0.0.1:8000 WHIST_BOT_USERNAME=bot WHIST_BOT_PASSWORD=... \
//     node dist/examples/bot.js [--register] [--vs-ai] [--whist]

import { ApiError, WhistClient, type Action, type Notification } from "../src/index.js";

const RANKS = "23456789TJQKA";
const rank = (card: string): number => RANKS.indexOf(card[0] ?? "2");

/** A plain strategy: win a trick as cheaply as possible, else throw the lowest card; name
 * the longest suit trumps; knock when it can. */
function choose(legal: Action[], hand: string[]): Action {
  const plays = legal.filter((a) => a.type === "play");
  if (plays.length > 0) {
    const cards = plays.map((a) => a.card).sort((x, y) => rank(x) - rank(y));
    const high = cards[cards.length - 1] ?? "";
    const pick = rank(high) >= rank("Q") ? high : cards[0];
    return plays.find((a) => a.card === pick) ?? plays[0]!;
  }
  const knock = legal.find((a) => a.type === "knock");
  if (knock) return knock;
  const trumps = legal.filter((a) => a.type === "choose_trump");
  if (trumps.length > 0) {
    const length = (suit: string | null | undefined): number =>
      suit ? hand.filter((c) => c.endsWith(suit)).length : 0;
    return trumps.reduce((best, a) => (length(a.suit) > length(best.suit) ? a : best));
  }
  return legal[0]!;
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const client = new WhistClient({ baseUrl: process.env.WHIST_URL ?? "http://127.0.0.1:8000" });
  const username = process.env.WHIST_BOT_USERNAME ?? "example-bot";
  const password = process.env.WHIST_BOT_PASSWORD ?? "";
  if (args.has("--register")) await client.register({ username, password, device: "bot" });
  else await client.signIn({ username, password, device: "bot" });
  // Every card is the bot's own choice: the server plays none for it.
  await client.api.PATCH("/api/v1/me/auto-play", { body: { correspondence: false, live: false } });

  let mine: number | null = null; // the game made with --vs-ai: the bot stops at its end
  let finished = false;
  let queue = Promise.resolve();

  const turn = async (gameId: number): Promise<void> => {
    const view = await client.view(gameId);
    const table = view.game;
    if (view.status !== "active" || !table?.is_my_turn || !table.legal_actions?.length) return;
    const action = choose(table.legal_actions, table.my_hand ?? []);
    try {
      await client.move(gameId, WhistClient.request(action), view.version);
    } catch (error) {
      // Someone (an AI seat, a timeout) moved first: the next your_turn says what is left.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  };

  const notified = async (notice: Notification): Promise<void> => {
    if (notice.type === "your_turn" && notice.game_id) await turn(notice.game_id);
    if (notice.type === "invited" && notice.invitation_id) {
      await client.api.POST("/api/v1/me/invitations/{invitation_id}/accept", {
        params: { path: { invitation_id: notice.invitation_id } } });
    } else if (notice.type === "invited" && notice.rematch_of && notice.game_id) {
      await client.api.POST("/api/v1/games/{game_id}/join", {
        params: { path: { game_id: notice.game_id } }, body: {} });
    }
    if (notice.type === "game_finished" && notice.game_id === mine) {
      console.log(JSON.stringify({ finished: mine, position: notice.position }));
      finished = true;
      stream.close();
    }
  };

  const { data: page } = await client.api.GET("/api/v1/notifications", {
    params: { query: { after: 0 } } });
  const stream = client.userStream({
    lastEventId: page?.last_seq ?? 0, // what happens from now on
    onFrame: (frame) => {
      if (frame.event !== "message") return;
      queue = queue.then(() => notified(frame.data)).catch((error: unknown) => {
        console.error("bot:", error);
      });
    },
  });

  if (args.has("--vs-ai")) {
    const whist = args.has("--whist");
    const created = await client.api.POST("/api/v1/games", { body: whist
      ? { max_players: 4, preset: "classic", visibility: "private", options: { deals: 1 } }
      : { max_players: 4, preset: "pagat", visibility: "private",
          options: { start_hand_size: 3 } } });
    if (!created.data) throw new ApiError(created.response.status, created.error);
    mine = created.data.id;
    for (let seat = 1; seat < 4; seat++) {
      await client.api.POST("/api/v1/games/{game_id}/ai-seats", {
        params: { path: { game_id: mine } }, body: { level: "heuristic" } });
    }
    await client.api.POST("/api/v1/games/{game_id}/start", {
      params: { path: { game_id: mine } }, body: {} });
  }
  const how = await stream.done;
  if (mine !== null && !finished) throw new Error(`the stream stopped (${how}) before the end`);
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
