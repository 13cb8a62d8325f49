// Showing the game's events one at a time, with a beat between cards, as a person at a real
// table sees them: each AI card lands on its own, the trick's winning card lights up, and the
// trick is taken in by its winner before the next lead.  The newest view is drawn only once
// every event it reflects has been shown, so the table is never ahead of what was shown.
// After a long absence (many events at once, or the tab hidden) it catches up at once.

import { applyEvent, fromView, gathered } from "./display.js";

const CATCH_UP = 12;          // more events than this waiting: show the newest view at once
const WAIT_FOR_STREAM = 1500; // a view ahead of the events: how long to wait for them

export const BEATS = { fast: 250, normal: 500, slow: 900 };

export function beatSetting() {
  return BEATS[localStorage.getItem("whist.beat")] || BEATS.normal;
}

function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** How many of the waiting events count towards catching up at once: those before the first
 * card of a decided hand the server plays out (`auto_played`, reason `decided`), which is shown
 * at the table's pace, as if it had been played card by card. */
function waiting(queue) {
  const playOut = queue.findIndex((e) => e.type === "auto_played" && e.reason === "decided");
  return playOut < 0 ? queue.length : playOut;
}

export class Pacer {
  /** `show(display)`: draw it.  `lag()`: ask for the newest view (it comes to offerView). */
  constructor({ show, lag }) {
    this.show = show;
    this.lag = lag;
    this.display = null;
    this.target = null;
    this.queue = [];
    this.running = false;
    this.closed = false;
    this.hurrying = false;
    this.since = 0;
    this.unpaced = 0; // events taken in without their beat (catching up, or the stream late)
  }

  /** The first view, or one this page got back from its own move: drawn now when nothing is
   * being shown, else when the events before it have been. */
  offerView(view) {
    if (this.target && view.version <= this.target.version) return;
    this.target = view;
    if (!this.display) { this.display = fromView(view); this.show(this.display); return; }
    this.kick();
  }

  offerEvent(event) {
    const last = this.queue.length ? this.queue[this.queue.length - 1].seq : this.display ? this.display.seq : 0;
    if (typeof event.seq !== "number" || event.seq <= last) return;
    this.queue.push(event);
    this.kick();
  }

  /** Nothing is waiting to be shown. */
  idle() {
    return !this.queue.length && this.display && this.display.settled;
  }

  close() { this.closed = true; clearTimeout(this.timer); }

  kick() {
    if (!this.running && !this.closed) this.run();
  }

  async run() {
    this.running = true;
    try {
      while (!this.closed) {
        this.queue = this.queue.filter((e) => e.seq > this.display.seq);
        const newer = this.target && this.target.version > this.display.view.version;
        if (this.queue.length) {
          // Many events at once (back after a while), or nobody watching: no beat, until
          // every event that came has been taken in.
          this.hurrying = this.hurrying || waiting(this.queue) > CATCH_UP || document.hidden;
          const hurry = this.hurrying;
          if (hurry && newer && this.target.last_seq >= this.lastQueued()) {
            this.draw(this.target);
          } else {
            await this.step(this.queue.shift(), hurry);
          }
          continue;
        }
        if (newer) {
          // Every event the newest view reflects has been shown: draw it.  A view ahead of
          // the events shown waits a little for the stream to bring them.
          if (this.target.last_seq <= this.display.seq || this.waited() > WAIT_FOR_STREAM) {
            this.draw(this.target);
            continue;
          }
        } else if (this.display.seq > this.display.view.last_seq) {
          // Events shown beyond the newest view: the view that reflects them is on its way.
          if (this.waited() > WAIT_FOR_STREAM) this.since = 0; // ask again
        } else {
          this.hurrying = false;
          break;
        }
        await this.sleep(60);
      }
    } finally {
      this.running = false;
      this.since = 0;
    }
  }

  waited() {
    if (!this.since) { this.since = Date.now(); this.lag(); }
    return Date.now() - this.since;
  }

  lastQueued() {
    return this.queue.length ? this.queue[this.queue.length - 1].seq : this.display.seq;
  }

  draw(view) {
    this.since = 0;
    if (this.display && view.last_seq > this.display.seq) this.unpaced += view.last_seq - this.display.seq;
    if (view.last_seq >= this.lastQueued()) this.hurrying = false;
    this.display = fromView(view, this.display);
    this.show(this.display);
  }

  async step(event, hurry) {
    this.since = 0;
    const next = applyEvent(this.display, event);
    if (!next) { this.display = { ...this.display, seq: event.seq, settled: false }; return; }
    this.display = next;
    if (hurry) {
      this.unpaced += 1;
      if (event.type === "trick_won") this.display = gathered(this.display);
      return;
    }
    this.show(next);
    const beat = beatSetting();
    if (event.type === "trick_won") {
      await this.sleep(beat * 1.6);
      if (!reducedMotion()) {
        this.display = { ...this.display, gathering: true };
        this.show(this.display);
        await this.sleep(380);
      }
      this.display = gathered(this.display);
      this.show(this.display);
      await this.sleep(beat / 3);
    } else if (event.type === "card_played" || event.type === "knocked" || event.type === "dealt") {
      await this.sleep(beat);
    }
  }

  sleep(ms) {
    return new Promise((resolve) => { this.timer = setTimeout(resolve, ms); });
  }
}
