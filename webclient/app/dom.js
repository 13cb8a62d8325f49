// Small DOM helpers: build elements, show a notice.

/**
 * h("button", {class: "x", onclick: f}, "text", child...)
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any> | null} [attrs] attributes, `on...` listeners, `dataset`
 * @param {...any} children nodes, texts, arrays of them; null, undefined and false skipped
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "dataset") {
      Object.assign(node.dataset, value);
    } else if (value === true) {
      node.setAttribute(key, "");
    } else {
      node.setAttribute(key, String(value));
    }
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * The element of index.html with this id: the page always has it, so its absence is a bug,
 * raised here by name rather than as "null has no property" further on.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no element #${id}`);
  return found;
}

/**
 * The first element matching `selector` (in `root`, else the document), which must be there.
 * @param {string} selector
 * @param {ParentNode} [root]
 * @returns {HTMLElement}
 */
export function one(selector, root = document) {
  const found = root.querySelector(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`the page has no element ${selector}`);
  return found;
}

/**
 * What is there of a list that leaves some out (`cond ? node : null`, `cond && node`).
 * @template T
 * @param {Array<T | null | undefined | false>} items
 * @returns {T[]}
 */
export function present(items) {
  return /** @type {T[]} */ (items.filter(Boolean));
}

export function mount(node) {
  const main = byId("main");
  main.replaceChildren(node);
  return main;
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let noticeTimer;
let page = 0;

/** The page on screen, counted: a request remembers the page it was made on. */
export function pageCurrent() {
  return page;
}

/** Another page is shown: the last one's notice goes with it, and so does what its requests
 * still answer (a late refusal belongs to the page that asked, not to this one). */
export function pageLeave() {
  page += 1;
  noticeClear();
}

/** Tell the person something (an error in plain words, or news), for a few seconds; nothing
 * when there is nothing to tell (`explain` of a request from a page they have left). */
export function notice(text, kind = "error") {
  if (!text) return;
  const box = byId("notice");
  box.textContent = text;
  box.className = `notice ${kind}`;
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

/** An error shown no longer holds (the person's next request went through): gone. */
export function noticeErrorClear() {
  if (byId("notice").classList.contains("error")) noticeClear();
}

function noticeClear() {
  clearTimeout(noticeTimer);
  byId("notice").hidden = true;
}

export function field(label, input) {
  const id = input.id || `f-${Math.random().toString(36).slice(2, 9)}`;
  input.id = id;
  return h("div", { class: "field" }, h("label", { for: id }, label), input);
}

export function fmtTime(iso) {
  if (!iso) return "";
  return new Date(iso).toLocaleString();
}
