// The people I play with: invitations waiting for my answer (a seat in a lobby, a place in a
// league), the players I follow and the public games they are playing now, and the players I
// muted (their table talk is hidden from me) or blocked (no invitations, seats or rematches
// from them).  Everything through /me/invitations, /me/following, /me/muted and /me/blocked.

import { api, get } from "../api.js";
import { explain } from "../messages.js";
import { field, fmtTime, h, mount, notice } from "../dom.js";
import { onSubmit } from "../forms.js";

export const RELATIONS = [
  ["following", "Following", "Follow", "Players you follow: their public games in play are listed here."],
  ["muted", "Muted", "Mute", "Their table talk is hidden from you."],
  ["blocked", "Blocked", "Block", "They cannot invite you, sit in your lobbies or ask you for a rematch."],
];

const UNDO = { following: "Unfollow", muted: "Unmute", blocked: "Unblock" };

/** Follow, mute or block `username` (`on`), or undo it. */
async function relationChange(relation, username, on) {
  if (on) await api("POST", `/me/${relation}`, { username });
  else await api("DELETE", `/me/${relation}/${encodeURIComponent(username)}`);
}

/** relationChange from a button: false, with the reason shown, if the server refused. */
async function relationSet(relation, username, on) {
  try {
    await relationChange(relation, username, on);
    return true;
  } catch (error) {
    notice(explain(error));
    return false;
  }
}

/** On another player's profile: follow, mute or block them, or undo it (by their username). */
export async function relationBar(player) {
  const bar = h("div", { class: "actions", role: "group", "aria-label": `You and ${player.display_name}` });
  async function draw() {
    const lists = await Promise.all(RELATIONS.map(([relation]) => get(`/me/${relation}`)));
    bar.replaceChildren(...RELATIONS.map(([relation, , verb], i) => {
      const on = lists[i].some((p) => p.user_id === player.id);
      return h("button", {
        type: "button", dataset: { relation },
        onclick: async () => {
          if (await relationSet(relation, player.username, !on)) await draw();
        },
      }, on ? UNDO[relation] : verb);
    }));
  }
  await draw();
  return bar;
}

function invitationRow(invitation, answered) {
  const what = invitation.game_id ? `a seat in game ${invitation.game_id}` : `league ${invitation.league_id}`;
  const answer = async (verb) => {
    try {
      const done = await api("POST", `/me/invitations/${invitation.id}/${verb}`, {});
      answered(done, verb);
    } catch (error) {
      notice(explain(error));
    }
  };
  return h("li", { class: "invitation", dataset: { invitation: invitation.id } },
    h("span", {}, h("strong", {}, invitation.from_username), ` invites you to ${what}`,
      h("span", { class: "small muted" }, ` · ${fmtTime(invitation.created_at)}`)),
    h("span", { class: "choices" },
      h("button", { type: "button", class: "primary", onclick: () => answer("accept") }, "Accept"),
      h("button", { type: "button", onclick: () => answer("decline") }, "Decline")));
}

function personRow(relation, person, removed) {
  const undo = UNDO[relation];
  const games = relation === "following" && person.playing_now.length
    ? h("span", { class: "small" }, " · playing now: ", person.playing_now.map((id, i) =>
      [i ? ", " : "", h("a", { href: `#/games/${id}` }, `game ${id}`)]))
    : null;
  return h("li", { class: "person" },
    h("span", {}, h("a", { href: `#/players/${person.user_id}` }, person.username), games),
    h("button", {
      type: "button", "aria-label": `${undo} ${person.username}`,
      onclick: async () => {
        if (await relationSet(relation, person.username, false)) removed();
      },
    }, undo));
}

function relationSection(relation, people, changed) {
  const found = RELATIONS.find(([name]) => name === relation);
  if (!found) throw new Error(`no such relation: ${relation}`);
  const [, title, verb, help] = found;
  const input = h("input", { name: "username", required: true, autocomplete: "off", maxlength: 150 });
  const form = h("form", {
    class: "inline-form", "aria-label": `${verb} a player`,
    onsubmit: onSubmit(async () => {
      await relationChange(relation, input.value.trim(), true);
      changed();
    }),
  }, field("Username", input), h("button", { type: "submit" }, verb));
  return h("section", { class: "panel", "aria-label": title },
    h("h2", {}, title), h("p", { class: "small" }, help),
    people.length ? h("ul", { class: "people" }, people.map((p) => personRow(relation, p, changed)))
      : h("p", { class: "empty" }, "Nobody yet."),
    form);
}

export async function render() {
  const root = h("section", { class: "people-page" }, h("h1", {}, "People"));
  mount(root);
  async function draw() {
    try {
      const [invitations, following, muted, blocked] = await Promise.all([
        get("/me/invitations"), get("/me/following"), get("/me/muted"), get("/me/blocked")]);
      const lists = { following, muted, blocked };
      const answered = (invitation, verb) => {
        if (verb === "accept") {
          location.hash = invitation.game_id ? `#/games/${invitation.game_id}` : `#/leagues/${invitation.league_id}`;
        } else {
          notice(`You declined ${invitation.from_username}'s invitation.`, "info");
          draw();
        }
      };
      root.replaceChildren(h("h1", {}, "People"),
        h("section", { class: "panel", "aria-label": "Invitations" }, h("h2", {}, "Invitations"),
          invitations.length ? h("ul", { class: "invitations" }, invitations.map((i) => invitationRow(i, answered)))
            : h("p", { class: "empty" }, "No invitation waits for your answer.")),
        ...RELATIONS.map(([relation]) => relationSection(relation, lists[relation], draw)));
    } catch (error) {
      notice(explain(error));
    }
  }
  await draw();
}
