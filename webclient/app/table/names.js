// Names and counts as a person reads them: "Ada (AI)", "Bob (you)", "1 card", "3 tricks".

export function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Seat `index` as the subject of a sentence, with its verb: "You win", "Bram (AI) wins". */
export function seatDoes(view, index, verb, verbs = `${verb}s`) {
  return index === view.my_seat ? `You ${verb}` : `${seatName(view, index)} ${verbs}`;
}

export function seatName(view, index) {
  const seat = view.seats[index];
  if (!seat) return `Seat ${index + 1}`;
  return index === view.my_seat ? `${seat.display_name} (you)` : seat.display_name;
}
