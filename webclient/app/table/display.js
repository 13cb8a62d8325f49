// What the person has been shown of the table.  The server's view is the truth, but it moves
// on at once when three AI seats play after me; shown as it is, three cards would land
// together.  So the table shows a display: built from a view, then moved on by the game's
// events one at a time (./pacing.js), and replaced by the newest view once every event up to
// it has been shown.  Only what events say plainly is applied here (a card played, a knock, a
// trick won, a deal, trumps); everything else waits for the view.

import { seatName } from "./names.js";

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

/** A display built from a view.  `previous` (the display it replaces) hands on which cards of
 * the deal were auto-played: the view does not say, the `auto_played` events did. */
export function fromView(view, previous = null) {
  const game = view.game;
  const active = view.status === "active";
  const autoPlays = previous && previous.dealNo === (game ? game.deal_no : 0) ? previous.autoPlays : new Set();
  const dealNo = game ? game.deal_no : 0;
  return {
    autoPlays, autoNext: null,
    view, seq: view.last_seq,
    dealNo: game ? game.deal_no : 0,
    dealer: game ? game.dealer : null,
    partner: game && game.partner !== undefined ? game.partner : null,
    trump: game ? game.trump : null,
    acesHigh: game ? game.aces_high !== false : true,
    reverse: game ? Boolean(game.reverse) : false,
    turnUp: game ? game.turn_up : null,
    choosingTrump: Boolean(game && game.phase === "choose_trump"),
    trick: game ? game.trick.map((p) => ({ seat: p.seat, card: p.card,
      auto: autoPlays.has(playKey(dealNo, p.seat, p.card)) })) : [],
    handCounts: game ? [...game.hand_counts] : view.seats.map(() => 0),
    tricks: game ? [...game.tricks] : view.seats.map(() => 0),
    statuses: game && game.status ? [...game.status] : view.seats.map((s) => s.status),
    chips: game && game.chips && game.chips.length ? [...game.chips] : null,
    myHand: game && game.my_hand ? [...game.my_hand] : null,
    toAct: active && game ? game.to_act : null,
    leadNote: leadNote(view),
    winner: null, gathering: false,
    settled: true,
  };
}

/** The display after one event (a copy), or null when the event needs the view to be shown. */
export function applyEvent(display, event) {
  const next = { ...display, trick: [...display.trick], handCounts: [...display.handCounts],
                 tricks: [...display.tricks], seq: event.seq, settled: false, toAct: null,
                 leadNote: null };
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
