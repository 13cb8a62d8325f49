// Showing the game's events one at a time, with a beat between cards, as a person at a real
// table sees them: each card lands on its own, the trick's winning card lights up, and the
// trick is taken in by its winner before the next lead; the end of a deal and of the game say
// who is out and who won before the result is drawn.  Nothing is skipped: many events waiting
// (the server answered a move with a whole deal, or the page was away) are shown at a quicker
// beat, never none.  The newest view is drawn only once every event it reflects has been
// shown; events the stream has not brought are asked for.  Only a tab nobody looks at takes
// events in without showing them.

import { applyEvent, fromView, gathered } from "./display.js";

const WAIT_FOR_STREAM = 1500; // a view ahead of the events: how long the stream has to bring them
const BRISK_FROM = 12;        // more events than this waiting (a deal's worth): a quicker beat
const QUICKEST = 0.15;        // the quickest beat, as a share of the table's own

export const BEATS = { fast: 250, normal: 500, slow: 900 };

export function beatSetting() {
  return BEATS[localStorage.getItem("whist.beat")] || BEATS.normal;
}

function reducedMotion() {
  return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Whether the trick just won is the game's last: the game ends before another card. */
function lastOfGame(queue) {
  for (const event of queue) {
    if (event.type === "game_ended") return true;
    if (event.type === "card_played" || event.type === "knocked" || event.type === "dealt") return false;
  }
  return false;
}

export class Pacer {
  /** `show(display)`: draw it.  `lag()`: ask for the newest view (it comes to offerView).
   * `fill(after)`: ask for the events after seq `after` (they come to offerEvent). */
  /**
   * @param {{show: (display: any) => void, lag: () => void,
   *          fill?: (after: number) => Promise<void>}} parts
   */
  constructor({ show, lag, fill = () => Promise.reject(new Error("no events")) }) {
    this.show = show;
    this.lag = lag;
    this.fill = fill;
    this.display = null;
    this.target = null;
    this.queue = [];
    this.running = false;
    this.closed = false;
    this.since = 0;
    this.filling = null; // "asked" or "failed": the missing events were asked for
    this.unpaced = 0; // events taken in without being shown (a hidden tab, or never brought)
    this.brisk = 0;   // events shown at a quicker beat than the table's (many were waiting)
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
          // Nobody is looking: take every event in at once, and the newest view with them.
          if (document.hidden && newer && this.target.last_seq >= this.lastQueued()) {
            this.draw(this.target);
          } else {
            await this.step(this.queue.shift(), document.hidden);
          }
          continue;
        }
        if (newer) {
          // Every event the newest view reflects has been shown: draw it.  A view ahead of
          // the events shown waits for the stream, then asks for them itself; only events
          // that cannot be had are not shown.
          if (this.target.last_seq <= this.display.seq) {
            this.draw(this.target);
            continue;
          }
          if (this.waited() > WAIT_FOR_STREAM) {
            if (this.filling === null) {
              this.filling = "asked";
              this.since = Date.now();
              this.fill(this.display.seq).catch(() => { this.filling = "failed"; });
            } else if (this.filling === "failed" || this.waited() > WAIT_FOR_STREAM) {
              this.draw(this.target);
              continue;
            }
          }
        } else if (this.display.seq > this.display.view.last_seq) {
          // Events shown beyond the newest view: the view that reflects them is on its way.
          if (this.waited() > WAIT_FOR_STREAM) this.since = 0; // ask again
        } else {
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
    this.filling = null;
    if (this.display && view.last_seq > this.display.seq) this.unpaced += view.last_seq - this.display.seq;
    this.display = fromView(view, this.display);
    this.show(this.display);
  }

  /** The share of the table's beat for the next event: 1, or less with many waiting. */
  pace() {
    const waiting = this.queue.length + 1;
    return waiting > BRISK_FROM ? Math.max(QUICKEST, BRISK_FROM / waiting) : 1;
  }

  async step(event, unseen) {
    this.since = 0;
    this.filling = null;
    const next = applyEvent(this.display, event);
    if (!next) { this.display = { ...this.display, seq: event.seq, settled: false }; return; }
    this.display = next;
    if (unseen) {
      this.unpaced += 1;
      if (event.type === "trick_won") this.display = gathered(this.display);
      return;
    }
    const pace = this.pace();
    if (pace < 1) this.brisk += 1;
    const beat = beatSetting() * pace;
    this.show(next);
    if (event.type === "trick_won") {
      await this.sleep(beat * 1.6);
      if (lastOfGame(this.queue)) return; // the game's last trick stays, lit, under the result
      if (!reducedMotion()) {
        this.display = { ...this.display, gathering: true };
        this.show(this.display);
        await this.sleep(Math.max(120, 380 * pace));
      }
      this.display = gathered(this.display);
      this.show(this.display);
      await this.sleep(beat / 3);
    } else if (event.type === "card_played" || event.type === "knocked" || event.type === "dealt") {
      await this.sleep(beat);
    } else if (next.note) {
      await this.sleep(beat * 2.4);
    }
  }

  sleep(ms) {
    return new Promise((resolve) => { this.timer = setTimeout(resolve, ms); });
  }
}
