// Word of my turn with the page closed: the service worker (/sw.js, which also keeps the
// client's files for offline use) is registered on every load, but a push subscription is
// made only when the person presses "Tell me when it is my turn", after the browser has asked
// them.  Signing out drops this browser's subscription (the service drops its copy with the
// device's token).

import { api, get } from "./api.js";
import { h } from "./dom.js";

export function workerRegister() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => { /* no offline, no push */ });
  // A click on a notification while a page of the client is open: show the game there.
  navigator.serviceWorker.addEventListener("message", (event) => {
    const hash = event.data && event.data.open;
    if (typeof hash === "string" && /^#\/(games\/\d+)?$/.test(hash)) location.hash = hash;
  });
  navigator.serviceWorker.startMessages();
}

export function pushAvailable() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function bytes(base64url) {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function sameKey(a, b) {
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

async function subscription() {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Subscribe this browser (with the permission granted) and register it with the service. */
export async function pushSubscribe() {
  const registration = await navigator.serviceWorker.ready;
  const key = bytes((await get("/push-subscriptions/vapid-key")).public_key);
  let current = await registration.pushManager.getSubscription();
  if (current && !(current.options.applicationServerKey && sameKey(current.options.applicationServerKey, key))) {
    await current.unsubscribe(); // made for another key: the service could not push to it
    current = null;
  }
  current = current || await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api("POST", "/push-subscriptions", current.toJSON());
}

/** On signing out: this browser hears nothing more for the account. */
export async function pushForget() {
  try {
    const current = pushAvailable() ? await subscription() : null;
    if (current) await current.unsubscribe();
  } catch (e) { /* nothing to forget */ }
}

const ON = "You will be told when it is your turn, even with this page closed.";
const TAB_ONLY = "You will be told when it is your turn while this page is open.";

/**
 * "Tell me when it is my turn": shown until this browser is subscribed (or the person said
 * no).  The browser asks for permission only when it is pressed.
 */
export function turnAlerts() {
  const state = h("span", { class: "small muted", role: "status" });
  const box = h("div", { class: "actions turn-alerts" }, state);
  if (!("Notification" in window)) return box;
  const button = h("button", { type: "button", onclick: press }, "Tell me when it is my turn");
  async function press() {
    button.disabled = true;
    const answer = await Notification.requestPermission();
    if (answer !== "granted") {
      state.textContent = "Notifications are off.";
    } else if (!pushAvailable()) {
      state.textContent = TAB_ONLY;
    } else {
      try {
        await pushSubscribe();
        state.textContent = ON;
      } catch (e) {
        state.textContent = TAB_ONLY;
      }
    }
    button.remove();
  }
  if (Notification.permission === "default") {
    box.prepend(button);
  } else if (Notification.permission === "granted") {
    state.textContent = "Notifications are on.";
    if (pushAvailable()) {
      subscription().then((current) => { if (!current) box.prepend(button); }, () => {});
    }
  }
  return box;
}
