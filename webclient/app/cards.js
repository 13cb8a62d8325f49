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

/** "queen of hearts": the accessible name of a card. */
export function cardName(card) {
  if (!card) return "face-down card";
  return `${RANK_NAMES[card[0]]} of ${SUIT_NAMES[card[1]]}`;
}

export function isRed(card) {
  return card && (card[1] === "H" || card[1] === "D");
}

/** A hand sorted by suit (alternating colours), high cards first within a suit. */
export function sortHand(cards) {
  return [...cards].sort((a, b) => {
    if (a === null || b === null) return (a === null) - (b === null);
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
