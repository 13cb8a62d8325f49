// The client's shell: a hash router (#/games/12) so that the service serves one page, and
// the navigation.  Pages are modules in ./pages, each exporting render(params) -> cleanup.
// Offline (the files from the service worker's cache), a page that cannot load says so.

import { api } from "./api.js";
import { me, token, tokenForget } from "./auth.js";
import { byId, h, mount, notice, one, pageLeave } from "./dom.js";
import { explain } from "./messages.js";
import { offlinePage, offlineWatch, unreachable } from "./offline.js";
import { pushForget, workerRegister } from "./push.js";

/** @type {Array<[RegExp, string, boolean]>} */
const ROUTES = [
  [/^\/?$/, "home", true],
  [/^\/signin$/, "signin", false],
  [/^\/lobby$/, "lobby", true],
  [/^\/join\/([\w-]+)$/, "join", true],
  [/^\/games\/(\d+)(?:\?drive=(\d+))?$/, "table", true],
  [/^\/games\/(\d+)\/replay$/, "replay", true],
  [/^\/leagues$/, "leagues", true],
  [/^\/leagues\/(\d+)$/, "league", true],
  [/^\/leaderboard$/, "leaderboard", true],
  [/^\/people$/, "people", true],
  [/^\/drives$/, "drives", true],
  [/^\/drives\/(\d+)$/, "drive", true],
  [/^\/players\/(\d+)$/, "profile", true],
  [/^\/email\/(verify|unsubscribe)\/([\w:.-]+)$/, "email", false],
  [/^\/reset-password(?:\/([\w-]+)\/([\w-]+))?$/, "reset", false],
  [/^\/about$/, "about", false],
];

let cleanup = null;

function navigation() {
  const user = me();
  const links = user
    ? [["#/", "My games"], ["#/lobby", "Lobby"], ["#/leagues", "Leagues"],
       ["#/drives", "Drives"], ["#/leaderboard", "Leaderboard"], ["#/people", "People"],
       [`#/players/${user.id}`, user.display_name]]
    : [["#/signin", "Sign in"]];
  const nav = byId("nav");
  const here = location.hash || "#/";
  nav.replaceChildren(...links.map(([href, label]) =>
    h("a", { href, "aria-current": href === here ? "page" : null }, label)));
  if (user) {
    nav.append(h("button", { class: "link", type: "button", onclick: signOut }, "Sign out"));
  }
}

/** On a phone the links fold away behind "Menu": seven links and a long name took a quarter
 * of the screen above every page. */
function menuSet(open) {
  one(".top").classList.toggle("open", open);
  one(".menu-toggle").setAttribute("aria-expanded", String(open));
}

async function signOut() {
  await pushForget();
  try { await api("POST", "/auth/logout", {}); } catch (e) { /* signed out anyway */ }
  tokenForget();
  location.hash = "#/signin";
}

async function route() {
  if (cleanup) { cleanup(); cleanup = null; }
  pageLeave(); // a notice belongs to the page it was shown on
  menuSet(false);
  navigation();
  const path = location.hash.replace(/^#/, "") || "/";
  for (const [pattern, page, needsSignIn] of ROUTES) {
    const match = path.match(pattern);
    if (!match) continue;
    if (needsSignIn && !token()) {
      sessionStorage.setItem("whist.after", location.hash);
      location.hash = "#/signin";
      return;
    }
    try {
      const module = await import(`./pages/${page}.js`);
      cleanup = (await module.render(...match.slice(1).filter((p) => p !== undefined))) || null;
      byId("main").focus({ preventScroll: true });
    } catch (e) {
      console.error(e);
      if (unreachable(e)) offlinePage(route);
      else notice(explain(e));
    }
    return;
  }
  mount(h("p", {}, "No such page. ", h("a", { href: "#/" }, "Back to my games")));
}

one(".menu-toggle").addEventListener("click", () =>
  menuSet(!one(".top").classList.contains("open")));
addEventListener("hashchange", route);
addEventListener("whist:signed-in", navigation);
offlineWatch(route);
workerRegister();
route();
