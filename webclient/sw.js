// The service worker, at the site's root so that its scope is the whole client: it keeps the
// client's files so that the client opens without the network, and shows Web Push
// notifications ("Your turn"), a click on which opens the table.
//
// Files: network first (online, a person always gets the files just deployed, all of a
// piece), the cache when the network fails.  The cache is named for its version; a new
// version's worker deletes the others when it takes over.  The API is never cached or
// touched: what it answers is the person's own, and offline its calls fail (the client then
// says "You are offline").

const VERSION = "whist-client-v1";
const SHELL = ["/", "/app.css", "/manifest.webmanifest", "/favicon.svg", "/favicon.ico",
               "/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"];

function mine(url) {
  return url.origin === self.location.origin &&
    (SHELL.includes(url.pathname) || url.pathname === "/index.html" ||
     url.pathname.startsWith("/app/"));
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    // Every module the page preloads, read from the page itself: nothing to keep in step.
    const page = await fetch("/", { cache: "no-cache" });
    const html = await page.clone().text();
    const modules = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)]
      .map((match) => match[1]);
    await cache.put("/", page);
    await cache.addAll([...new Set([...SHELL.slice(1), ...modules])]);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== VERSION) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

async function networkFirst(request, key) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") cache.put(key, response.clone()).catch(() => {});
    return response;
  } catch (error) {
    const kept = await cache.match(key, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !mine(url)) return; // the network's, untouched
  const key = request.mode === "navigate" || url.pathname === "/index.html" ? "/" : url.pathname;
  event.respondWith(networkFirst(request, key));
});

self.addEventListener("push", (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = {}; }
  event.waitUntil((async () => {
    // A page of the client in front of the person tells them itself.
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    if (windows.some((client) => client.focused)) return;
    await self.registration.showNotification(data.title || "Whist", {
      body: data.body || "",
      tag: data.tag || "whist",
      renotify: data.type === "your_turn",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { game_id: data.game_id ?? null },
    });
  })());
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const gameId = event.notification.data && event.notification.data.game_id;
  const hash = Number.isInteger(gameId) ? `#/games/${gameId}` : "#/";
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      open.postMessage({ open: hash });
      return;
    }
    await self.clients.openWindow(`/${hash}`);
  })());
});
