// The signed-in device's API token, kept in the browser's storage.

const KEY = "whist.token";
const USER = "whist.user";

export function token() {
  return localStorage.getItem(KEY);
}

export function me() {
  try { return JSON.parse(localStorage.getItem(USER) || "null"); } catch (e) { return null; }
}

export function tokenKeep(value, user) {
  localStorage.setItem(KEY, value);
  localStorage.setItem(USER, JSON.stringify(user));
}

export function tokenForget() {
  localStorage.removeItem(KEY);
  localStorage.removeItem(USER);
}
