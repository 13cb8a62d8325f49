// What a person reads when the service refuses something: one catalogue, keyed by the API's
// error `code` (the API's own `message` is for developers and may change).  A refusal that
// belongs to a field of a form names it (the API's `details.field`, or the catalogue's), so
// that the form can show it beside that field (./forms.js).

import { ApiError } from "./api.js";
import { pageCurrent } from "./dom.js";

const GENERIC = "That did not work. Try again in a moment.";
const GARBLED = "The request was not understood. Reload the page and try again.";

export const MESSAGES = {
  // At the table
  must_follow_suit: "You must follow suit: play a card of the suit that was led.",
  trumps_not_broken: "Trumps may not be led until one has been played to a trick.",
  card_not_in_hand: "That card is no longer in your hand.",
  cannot_knock: "Only a player on a dog's life may knock.",
  must_play_dogs_life_card: "Your last card must be played now.",
  trump_option_not_allowed: "That choice of trumps is not allowed in this game.",
  too_many_discards: "That is more cards than you may exchange.",
  cannot_declare: "Your hand does not allow that declaration.",
  no_blind_card: "You have no face-down card to play.",
  wrong_decision: "The table is waiting for another decision.",
  illegal_action: "The rules do not allow that move.",
  not_your_turn: "It is not your turn.",
  stale_version: "The table moved on meanwhile; here it is now.",
  game_over: "The game is over.",
  game_not_active: "This game is not being played now.",
  game_already_started: "The game has started already.",
  game_not_finished: "The game is not over yet.",
  not_enough_players: "At least two players are needed to start.",
  seat_resigned: "You resigned from this game.",
  hint_rated_game: "Hints are given in practice games only.",
  hint_other_people: "Hints are given only in games against the computer.",
  hint_not_available: "No hint is available just now.",
  analysis_not_requested: "Nobody has asked for a review of this game yet.",
  malformed_action: GARBLED, malformed_card: GARBLED, invalid_input: GARBLED,
  engine_error: GARBLED, malformed_state: GARBLED, invalid_setup: GARBLED, bad_request: GARBLED,
  parse_error: GARBLED, idempotency_key_reused: GARBLED, invalid_idempotency_key: GARBLED,
  // Games and lobbies
  game_not_found: "No such game (or it is private).",
  game_full: "Every seat is taken.",
  already_seated: "You already have a seat in this game.",
  not_a_player: "You have no seat in this game.",
  not_creator: "Only the person who made the game can do that.",
  game_not_open: "That game is no longer in its lobby.",
  invalid_ai_level: "Choose one of the computer's levels.",
  invalid_kind: "Choose a game from the list.",
  preset_of_another_kind: "Those rules are for the other game.",
  invalid_options: "Those rules do not go together.",
  game_sealed: "That game cannot be changed any more.",
  // Accounts and sign-in
  invalid_credentials: "Wrong username or password.",
  username_taken: "That username is taken: choose another.",
  email_taken: "Another account has this email address already.",
  invalid_token: "This link does not work: it is mistyped, expired or used already. Ask for a new one.",
  too_many_failed_sign_ins: "Too many failed sign-ins: try again in a few minutes.",
  too_many_mails: "Too many links were sent in the last hour: try again later.",
  throttled: "Too many tries in a short time: wait a moment.",
  not_authenticated: "Please sign in.",
  authentication_failed: "You were signed out: please sign in again.",
  permission_denied: "That is not yours to do.",
  token_not_found: "That device is not signed in any more.",
  player_not_found: "Nobody has that username.",
  // Vacation
  invalid_until: "Choose a day after today.",
  vacation_too_long: "You do not have that many vacation days left this year.",
  no_vacation_left: "You have no vacation days left this year.",
  already_on_vacation: "You are on vacation already.",
  not_on_vacation: "You are not on vacation.",
  // People and table talk
  blocked: "A block between you and that player keeps you apart.",
  cannot_invite_yourself: "You cannot invite yourself.",
  cannot_report_yourself: "That message is your own.",
  free_text_off: "This game's chat takes quick phrases only.",
  invalid_phrase: "Choose one of the quick phrases.",
  phrase_or_text: "Send a quick phrase or a message, not both.",
  message_not_found: "That message is gone.",
  invitation_answered: "That invitation has been answered already.",
  invitation_not_found: "That invitation is gone.",
  // Leagues
  invite_not_found: "No league has that invite code.",
  league_not_found: "No such league.",
  league_has_games: "Games have been played in this league, so it cannot be deleted.",
  member_not_found: "That player is not a member of this league.",
  not_league_owner: "Only the league's owner can do that.",
  owner_cannot_leave: "The owner cannot leave their league: make another member the owner first.",
  season_not_active: "No season of this league is running today.",
  season_not_found: "No such season in this league.",
  season_overlap: "Seasons of a league cannot overlap.",
  // Drives
  already_entered: "You are in this drive already.",
  drive_cancelled: "The drive was cancelled.",
  drive_full: "Every place in the drive is taken.",
  drive_not_found: "No such drive.",
  drive_started: "The drive has started: entries are closed.",
  entrant_not_found: "No such entrant.",
  not_entered: "You are not in this drive.",
  not_organiser: "Only the drive's organiser can do that.",
  // Notifications on this browser
  webpush_not_configured: "This service does not send notifications to browsers.",
  push_endpoint_refused: "This browser's notifications cannot be used.",
  too_many_push_subscriptions: "Too many browsers get your notifications: remove one first.",
  push_subscription_not_found: "This browser does not get your notifications.",
  // The service itself
  request_too_large: "That is too long.",
  export_failed: "The download failed. Try again in a moment.",
  not_found: "Not found.",
  server_error: "Something went wrong on our side. Try again in a moment.",
  network: "You are offline: the service cannot be reached.",
};

/** Refusals that belong to one field of a form when the API names none in `details.field`. */
const FIELD_OF = {
  username_taken: "username", email_taken: "email", player_not_found: "username",
  invite_not_found: "invite_code", vacation_too_long: "until", invalid_until: "until",
  invalid_ai_level: "level",
};

/** Words for a field error by its code (the API's `field_codes`), first for that field, then
 * for any field; a function takes the number the API's own sentence names (a length, say). The
 * API's sentence is shown only for a code with no words here. */
const FIELD_WORDS = {
  "username:invalid": "A username takes letters, digits and . + - _ only.",
  "email:invalid": "That is not an email address.",
  "until:invalid": "Choose a day.",
  required: "Fill this in.",
  blank: "Fill this in.",
  null: "Fill this in.",
  max_length: (n) => (n ? `Use at most ${n} characters.` : "That is too long."),
  min_length: (n) => (n ? `Use at least ${n} characters.` : "That is too short."),
  max_value: (n) => (n ? `At most ${n}.` : "That number is too large."),
  min_value: (n) => (n ? `At least ${n}.` : "That number is too small."),
  invalid_choice: "Choose one from the list.",
  unique: "That is taken already.",
  password_too_short: (n) => (n ? `Use a password of at least ${n} characters.` : "That password is too short."),
  password_too_common: "That password is too common: anyone could guess it.",
  password_entirely_numeric: "Use letters as well as digits in your password.",
  password_too_similar: "That password is too like your username or name.",
};

/**
 * The person's words for one field's codes; the API's sentences where the catalogue has none.
 * @param {string} field
 * @param {unknown} codes the field's entry of `field_codes`
 * @param {unknown} messages the field's entry of `details`
 * @returns {string}
 */
function fieldWords(field, codes, messages) {
  const said = flat(messages);
  const words = flat(codes).map((code, i) => {
    const known = FIELD_WORDS[`${field}:${code}`] || FIELD_WORDS[code];
    if (typeof known === "function") {
      const number = (said[i] || "").match(/\d+/);
      return known(number ? number[0] : null);
    }
    return known || said[i] || "";
  });
  const unique = [...new Set(words.filter(Boolean))];
  return unique.length ? unique.join(" ") : said.join(" ");
}

/** The names people read for the API's fields, for a field error no form shows beside it. */
const FIELD_NAMES = {
  username: "Username", password: "Password", display_name: "Name", email: "Email address",
  until: "Back on", name: "Name", usernames: "Usernames", invite_code: "Invite code",
  max_players: "Players", turn_time_limit: "Time limit", time_control: "Time limit",
  options: "Rules", preset: "Rules", new_password: "New password", text: "Message",
};

/** A sentence about one moment's state of the browser and service, for a failure that is
 * not a refusal by the API. */
export const TROUBLE = {
  offline: "You are offline.",
  unreachable: "The service could not be reached. Check your connection and try again.",
};

/** The person's sentence for a refusal; null for one from a page they have left since. */
export function explain(error) {
  if (error instanceof ApiError) {
    if (error.page !== pageCurrent()) return null;
    if (error.code === "invalid") {
      const parts = fieldErrors(error).map(({ field, text }) =>
        (FIELD_NAMES[field] ? `${FIELD_NAMES[field]}: ${text}` : text));
      return parts.length ? parts.join(" ") : GENERIC;
    }
    return MESSAGES[error.code] || GENERIC;
  }
  if (navigator.onLine === false) return TROUBLE.offline;
  return TROUBLE.unreachable;
}

function flat(messages) {
  if (typeof messages === "string") return [messages];
  if (Array.isArray(messages)) return messages.flatMap(flat);
  if (messages && typeof messages === "object") return Object.values(messages).flatMap(flat);
  return [];
}

/** [{field, text}] of a refusal: each field of an `invalid` in the catalogue's words for its
 * codes, or the catalogue's sentence for a refusal that names its field. */
export function fieldErrors(error) {
  if (!(error instanceof ApiError)) return [];
  if (error.code === "invalid") {
    const codes = error.fieldCodes || {};
    return Object.entries(error.details || {}).map(([field, messages]) =>
      ({ field, text: fieldWords(field, codes[field], messages) }));
  }
  const field = typeof error.details.field === "string" ? error.details.field : FIELD_OF[error.code];
  return field ? [{ field, text: explain(error) }] : [];
}
