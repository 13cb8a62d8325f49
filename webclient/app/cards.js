// Cards as the API names them ("QH", "TC", "2D") and as people read them.

export const SUITS = { C: "♣", D: "♦", H: "♥", S: "♠" };
export const SUIT_NAMES = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANK_NAMES = {
  2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
  T: "ten", J: "jack", Q: "queen", K: "king", A: "ace",
};
const RANK_ORDER = "23456789TJQKA";
const SUIT_ORDER = "SHCD"; // alternating colours on the table

export function rankLabel(card) {
  return card[0] === "T" ? "10" : card[0];
}

/** "Q♥", "10♣": a card in a line of text. */
export function cardText(card) {
  return `${rankLabel(card)}${SUITS[card[1]]}`;
}

const CARD_CODE = /\b([2-9TJQKA])([CDHS])\b/g;
/** @type {Array<[RegExp, (...match: string[]) => string]>} */
const ACTION_WORDS = [
  [/^trumps ([CDHS])/, (_, s) => `${SUIT_NAMES[s]} as trumps`],
  [/^no trump\b/, () => "no trumps"],
  [/ aces low/, () => ", aces low"],
  [/ reversed$/, () => ", reversed order"],
  [/^vote ([CDHS])$/, (_, s) => `vote for ${SUIT_NAMES[s]}`],
  [/^discard /, () => "exchange "],
  [/^keep hand$/, () => "keep my hand"],
  [/^play blind card$/, () => "play the face-down card"],
];

/** An action as the API labels it ("QH", "trumps H aces low", "discard 2H 3D", "vote S"), or
 * any text naming cards by their codes ("2S, 7H"), in a player's words: cards with their
 * suit symbols ("Q♥", "exchange 2♥ 3♦", "hearts as trumps aces low"). */
export function actionText(label) {
  let text = String(label);
  for (const [pattern, words] of ACTION_WORDS) text = text.replace(pattern, words);
  return text.replace(CARD_CODE, (_, rank, suit) => cardText(rank + suit));
}

/** "queen of hearts": the accessible name of a card. */
export function cardName(card) {
  if (!card) return "face-down card";
  return `${RANK_NAMES[card[0]]} of ${SUIT_NAMES[card[1]]}`;
}

export function isRed(card) {
  return card && (card[1] === "H" || card[1] === "D");
}

/** A hand sorted by suit (alternating colours), high cards first within a suit. */
/**
 * @param {Array<string | null>} cards codes ("QH"), null for a face-down card
 * @returns {Array<string | null>}
 */
export function sortHand(cards) {
  return [...cards].sort((a, b) => {
    if (a === null || b === null) return Number(a === null) - Number(b === null);
    const suit = SUIT_ORDER.indexOf(a[1]) - SUIT_ORDER.indexOf(b[1]);
    return suit || RANK_ORDER.indexOf(b[0]) - RANK_ORDER.indexOf(a[0]);
  });
}

/** A trump choice in words: "♥ hearts", "no trumps", "♥ hearts, aces low, reversed". */
export function trumpLabel(action) {
  if (action.suit === null || action.suit === undefined) return "No trumps";
  const extras = [];
  if (action.aces_high === false) extras.push("aces low");
  if (action.reverse) extras.push("reversed order");
  return `${SUITS[action.suit]} ${SUIT_NAMES[action.suit]}${extras.length ? ", " + extras.join(", ") : ""}`;
}
