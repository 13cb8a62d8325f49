// The computer's levels, each with one name wherever a level is chosen or shown (the forms,
// the seats, the leaderboard): the API's level names are for programs.

/** @type {Array<[import("./api.js").Schemas["AiLevelEnum"], string]>} */
export const LEVELS = [["random", "Beginner"], ["heuristic", "Easy"], ["medium", "Medium"],
                       ["expert", "Expert"]];

const NAMES = Object.fromEntries(LEVELS);

/** "Easy" for "heuristic". */
export function levelName(level) {
  return NAMES[level] || level;
}
