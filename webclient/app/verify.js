// Checking a finished game's deals against its revealed seed, in the browser, as
// docs/players/fair-deals.md describes: nothing here trusts the server beyond the record it sent.

import { shake256 } from "./keccak.js";

const encoder = new TextEncoder();

function cardName(index) {
  return "23456789TJQKA"[index % 13] + "CDHS"[Math.floor(index / 13)];
}

async function sha256(text) {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return new Uint8Array(digest);
}

function hex(bytes) {
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The pack for a shuffle label, top first: Fisher-Yates with rejection over SHAKE-256 words. */
export function packOrder(seed, label) {
  const raw = shake256(encoder.encode(`${seed}:${label}`), 4 * 1024);
  const view = new DataView(raw.buffer);
  let word = 0;
  const next = () => view.getUint32(4 * word++, false);
  const pack = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const limit = 2 ** 32 - (2 ** 32 % (i + 1));
    let x = next();
    while (x >= limit) x = next();
    const j = x % (i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return pack;
}

export async function firstDealer(seed, players) {
  const digest = await sha256(`${seed}:first_dealer`);
  let value = 0n;
  for (const byte of digest) value = (value << 8n) | BigInt(byte);
  return Number(value % BigInt(players));
}

/** Each seat's hand and the turn-up as dealing the labelled pack one card at a time from the
 * dealer's left gives them, for the seats and hand sizes the record says were dealt. */
export function dealOf(seed, deal, players) {
  const pack = packOrder(seed, deal.label);
  const sizes = Object.fromEntries(Object.entries(deal.hands).map(([s, h]) => [s, h.length]));
  /** @type {string[]} */
  const order = [];
  for (let k = 1; k <= players; k++) {
    const seat = String((deal.dealer + k) % players);
    if (seat in sizes) order.push(seat);
  }
  /** @type {Record<string, string[]>} */
  const hands = Object.fromEntries(order.map((s) => [s, []]));
  let top = 0;
  const rounds = Math.max(0, ...Object.values(sizes));
  for (let round = 0; round < rounds; round++) {
    for (const seat of order) {
      if (sizes[seat] > round) hands[seat].push(cardName(pack[top++]));
    }
  }
  return { hands, next: cardName(pack[top]) };
}

/** {ok, checked, problems}: the commitment, the first dealer, and every deal's hands and
 * turn-up recomputed from the revealed seed. */
export async function verifyRecord(record) {
  const problems = [];
  if (!record.seed) return { ok: false, checked: 0, problems: ["The seed is revealed when the game ends."] };
  if (record.forced_setup) return { ok: false, checked: 0, problems: ["This game was played on set deals, not shuffled ones."] };
  if (hex(await sha256(record.seed)) !== record.seed_commitment) {
    problems.push("The revealed seed does not match the commitment shown before the first card.");
  }
  if (await firstDealer(record.seed, record.players) !== record.first_dealer) {
    problems.push("The first dealer is not the one the seed gives.");
  }
  let checked = 0;
  for (const deal of record.deals) {
    const dealt = dealOf(record.seed, deal, record.players);
    const same = Object.entries(deal.hands).every(
      ([seat, cards]) => JSON.stringify(cards) === JSON.stringify(dealt.hands[seat]));
    if (!same) problems.push(`Deal ${deal.deal_no}: the hands are not the ones the seed deals.`);
    // Knock-Out Whist turns up the next card of the pack; classic Whist (001) the dealer's
    // own last card.
    const dealerCards = dealt.hands[String(deal.dealer)] || [];
    const turned = record.kind === "whist" ? dealerCards[dealerCards.length - 1] : dealt.next;
    if (deal.turn_up && deal.trump_source === "turn_up" && deal.turn_up !== turned) {
      problems.push(`Deal ${deal.deal_no}: the turned-up trump is not the seed's next card.`);
    }
    checked += 1;
  }
  return { ok: problems.length === 0, checked, problems };
}
