// The rules presets in plain words, as the lobby offers them and the table names them.

import { plural } from "./table/names.js";

export const PRESETS = {
  pagat: "Standard (pagat.com): dog's life, turned-up trumps first",
  pagat_no_dogs_life: "No dog's life: no tricks and you are out",
  pagat_winner_deals: "The most-tricks winner deals and leads",
  encyclopedia: "Encyclopedia: trumps must be broken, a sweep wins the game",
  rules_site: "Rules site: the winner leads, a sweep wins, no dog's life",
  pagat_card_exchange: "Card exchange: swap up to three cards after trumps",
  pagat_rainbow: "Rainbow: four suits in the four-card deal wins the game",
  encyclopedia_house: "Encyclopedia house rules: rainbow wins the hand, no-picture redeal",
  rules_site_vote: "Knocked-out players vote on trumps",
  guernsey: "Guernsey money game: antes, a pot and lives bought with chips",
  guernsey_all_lives: "Guernsey, every player may buy each life once",
  classic: "Classic Whist: four players in partnerships, trumps turned up, game of 5",
  classic_honours: "Classic Whist with honours (A K Q J of trumps score)",
  american: "Classic Whist, American: game of 7",
  long_whist: "Long Whist: game of 10, with honours",
  rubber: "Classic Whist rubber: best of three games, with honours",
  fixed_trumps: "Classic Whist, trumps in turn: hearts, diamonds, spades, clubs",
  fixed_trumps_no_trump: "Classic Whist, trumps in turn with a no-trump fifth hand",
  whist_drive: "Whist drive: 24 deals, trumps in turn, odd tricks count",
  whist_drive_no_trump: "Whist drive: 20 deals with a no-trump fifth hand",
};

/** A preset's short name: "Classic Whist, American" of "Classic Whist, American: game of 7". */
export function presetName(preset) {
  return (PRESETS[preset] || preset).split(":")[0];
}

/** A game as it was set up, in words: its rules' name and its length from its options (not
 * the preset's: a classic game to 3 points of a preset whose game is 5 says 3). */
export function gameName(game) {
  const options = game.options || {};
  const rules = presetName(game.preset);
  if (game.kind === "whist") {
    const length = options.deals ? plural(options.deals, "deal")
      : options.rubber ? `games of ${plural(options.game_points, "point")}`
        : options.game_points ? `game of ${plural(options.game_points, "point")}` : null;
    return [rules, length].filter(Boolean).join(", ");
  }
  return `Knock-Out Whist, ${rules.replace(/^Standard/, "standard")} rules`
    + (options.start_hand_size ? `, from ${options.start_hand_size} cards` : "");
}

/** The classic Whist presets: four players in two partnerships, and options of their own. */
export const WHIST_PRESETS = new Set(["classic", "classic_honours", "american", "long_whist",
  "rubber", "fixed_trumps", "fixed_trumps_no_trump", "whist_drive", "whist_drive_no_trump"]);
export const TOURNAMENT = new Set(["whist_drive", "whist_drive_no_trump"]);

