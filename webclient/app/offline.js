// Without the network: the service worker serves the client's files, the API does not
// answer, and the page says so plainly ("You are offline") rather than breaking.  Any request
// to the API that fails for want of an answer shows the banner (a browser's own idea of being
// online is not always right); the next one answered hides it and loads the page again.

import { ApiError } from "./api.js";
import { byId, h, mount } from "./dom.js";

let away = false;

/** Whether `error` is a request that got no answer at all. */
export function unreachable(error) {
  return error instanceof ApiError ? error.code === "network" : error instanceof TypeError;
}

/** A page that could not load for want of the network. */
export function offlinePage(retry) {
  mount(h("section", { class: "panel offline-page", "aria-labelledby": "offline-title" },
    h("h1", { id: "offline-title" }, "You are offline"),
    h("p", {}, "The service cannot be reached just now; your games will be here again when the connection is back."),
    h("button", { type: "button", onclick: retry }, "Try again")));
}

/** The banner follows the connection; `back()` is called when it returns. */
export function offlineWatch(back) {
  const banner = byId("offline");
  const lost = () => { away = true; banner.hidden = false; };
  const found = () => {
    if (!away) return;
    away = false;
    banner.hidden = true;
    back();
  };
  addEventListener("offline", lost);
  addEventListener("whist:unreachable", lost);
  addEventListener("online", found);
  addEventListener("whist:reachable", found);
  if (navigator.onLine === false) lost();
}
