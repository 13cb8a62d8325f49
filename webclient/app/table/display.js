// What the person has been shown of the table.  The server's view is the truth, but it moves
// on at once when three AI seats play after me; shown as it is, three cards would land
// together.  So the table shows a display: built from a view, then moved on by the game's
// events one at a time (./pacing.js), and replaced by the newest view once every event up to
// it has been shown.  Only what events say plainly is applied here (a card played, a knock, a
// trick won, a deal, trumps, who is out, who won); everything else waits for the view.

import { plural, seatDoes, seatName } from "./names.js";

/** Who leads an empty trick, as the middle of the table says it. */
function leadNote(view) {
  const game = view.game;
  if (view.status !== "active" || !game || game.trick.length || game.to_act === null
      || game.decision !== "play") return null;
  return game.to_act === view.my_seat ? "Your lead" : `${seatName(view, game.to_act)} leads`;
}

/** The key of a card played in a deal, for remembering which ones the server auto-played. */
function playKey(dealNo, seat, card) {
  return `${dealNo}:${seat}:${card}`;
}

/** The last trick of a finished game, still on the table with its winner lit. */
function lastTrick(view) {
  const game = view.game;
  if (view.status !== "finished" || !game || game.trick.length || !(game.completed_tricks || []).length) return null;
  return game.completed_tricks[game.completed_tricks.length - 1];
}

/** A display built from a view.  `previous` (the display it replaces) hands on which cards of
 * the deal were auto-played: the view does not say, the `auto_played` events did. */
/**
 * @param {import("../api.js").GameView} view
 * @param {{dealNo: number, autoPlays: Set<string>} | null} [previous]
 */
export function fromView(view, previous = null) {
  const game = view.game;
  const active = view.status === "active";
  const autoPlays = previous && previous.dealNo === (game ? game.deal_no : 0) ? previous.autoPlays : new Set();
  const dealNo = game ? game.deal_no : 0;
  const last = lastTrick(view);
  const plays = last ? last.plays : game ? game.trick : [];
  return {
    autoPlays, autoNext: null,
    view, seq: view.last_seq,
    dealNo: game ? game.deal_no : 0,
    dealer: game ? game.dealer : null,
    // Knock-Out Whist's table and classic Whist's differ: a field only one has is asked by name.
    partner: game && "partner" in game && game.partner !== undefined ? game.partner : null,
    trump: game ? game.trump : null,
    acesHigh: game && "aces_high" in game ? game.aces_high !== false : true,
    reverse: Boolean(game && "reverse" in game && game.reverse),
    turnUp: game ? game.turn_up : null,
    choosingTrump: Boolean(game && game.phase === "choose_trump"),
    trick: plays.map((p) => ({ seat: p.seat, card: p.card,
      auto: autoPlays.has(playKey(dealNo, p.seat, p.card)) })),
    handCounts: game ? [...game.hand_counts] : view.seats.map(() => 0),
    tricks: game ? [...game.tricks] : view.seats.map(() => 0),
    statuses: game && "status" in game && game.status ? [...game.status] : view.seats.map((s) => s.status),
    chips: game && "chips" in game && game.chips && game.chips.length ? [...game.chips] : null,
    myHand: game && game.my_hand ? [...game.my_hand] : null,
    toAct: active && game ? game.to_act : null,
    leadNote: leadNote(view),
    note: null, arrived: null,
    winner: last ? last.winner : null, gathering: false,
    settled: true,
  };
}

/** Who is out: "you are out", "Bram (AI) is out", "Bram (AI) and Cleo (AI) are out". */
function outNote(view, seats) {
  const list = seats.map((s) => (s === view.my_seat ? "you" : seatName(view, s)));
  const who = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}` : list[0];
  return `${who} ${list.length > 1 || list[0] === "you" ? "are" : "is"} out`;
}

/** A side of classic Whist as the table names it: "your side", or its two players. */
function sideName(view, side) {
  const mine = view.my_seat === null ? null : view.my_seat % 2;
  return side === mine ? "your side" : `${seatName(view, side)} & ${seatName(view, side + 2)}`;
}

/** What the end of a deal or of the game says, in the middle of the table, before the view
 * (and the result) is drawn. */
function endNote(view, event) {
  switch (event.type) {
    case "hand_ended":
      return `Deal ${event.deal_no} is over: ${event.knocked_out.length ? outNote(view, event.knocked_out) : "nobody is out"}`;
    case "hand_scored": {
      const [a, b] = event.side_tricks;
      return `Deal ${event.deal_no} is over: ${sideName(view, 0)} ${plural(a, "trick")}, ${sideName(view, 1)} ${plural(b, "trick")}`;
    }
    case "game_ended":
      if (view.kind === "whist") {
        return event.winner === null || event.winner === undefined ? "The game is drawn"
          : event.winner === (view.my_seat ?? -1) % 2 ? "Your side wins the game"
            : `${sideName(view, event.winner)} win the game`;
      }
      return `${seatDoes(view, event.winner, "win")} the game`;
    default:
      return null;
  }
}

/** The display after one event (a copy), or null when the event needs the view to be shown. */
export function applyEvent(display, event) {
  const next = { ...display, trick: [...display.trick], handCounts: [...display.handCounts],
                 tricks: [...display.tricks], seq: event.seq, settled: false, toAct: null,
                 leadNote: null, note: null, arrived: null };
  switch (event.type) {
    case "auto_played":
      // The server is about to play this seat's card for its player (who asked for it).
      next.autoNext = event.seat;
      return next;
    case "card_played":
    case "knocked": {
      if (next.winner !== null) { next.trick = []; next.winner = null; next.gathering = false; }
      const auto = display.autoNext === event.seat;
      next.autoNext = null;
      if (auto && event.type === "card_played") {
        next.autoPlays = new Set(display.autoPlays).add(playKey(display.dealNo, event.seat, event.card));
      }
      next.trick.push({ seat: event.seat, card: event.type === "card_played" ? event.card : null, auto });
      next.arrived = event.seat;
      if (event.type === "card_played") {
        next.handCounts[event.seat] = Math.max(0, next.handCounts[event.seat] - 1);
        if (next.myHand && event.seat === display.view.my_seat) {
          next.myHand = next.myHand.filter((c) => c !== event.card);
        }
      }
      return next;
    }
    case "trick_won":
      next.trick = event.plays.map((p) => ({ seat: p.seat, card: p.card,
        auto: next.autoPlays.has(playKey(display.dealNo, p.seat, p.card)) }));
      next.winner = event.seat;
      next.tricks[event.seat] += 1;
      return next;
    case "dealt": {
      const mine = display.view.my_seat;
      Object.assign(next, { dealNo: event.deal_no, dealer: event.dealer, trick: [], winner: null,
        autoPlays: new Set(),
        gathering: false, handCounts: [...event.hand_counts], tricks: next.tricks.map(() => 0),
        trump: null, turnUp: null });
      if (mine !== null && event.hands && event.hands[String(mine)]) {
        next.myHand = event.hands[String(mine)].filter(Boolean);
      }
      return next;
    }
    case "hand_ended": {
      const statuses = [...display.statuses];
      for (const seat of event.knocked_out) statuses[seat] = "out";
      for (const seat of event.dogs_life) statuses[seat] = "dogs_life";
      for (const seat of event.restored) statuses[seat] = "in";
      return { ...next, statuses, note: endNote(display.view, event) };
    }
    case "hand_scored":
    case "game_ended":
      return { ...next, note: endNote(display.view, event) };
    case "trump_set":
      Object.assign(next, { trump: event.trump, acesHigh: event.aces_high, reverse: event.reverse,
        turnUp: event.source === "turn_up" ? event.card : null, choosingTrump: false });
      return next;
    default:
      return null;
  }
}

/** The same display with the trick taken in by its winner (after it was shown). */
export function gathered(display) {
  return { ...display, trick: [], winner: null, gathering: false };
}
