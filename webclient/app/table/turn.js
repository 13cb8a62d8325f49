// Telling a person it is their turn when they are not looking at the table: the tab's title,
// an optional sound, and a browser notification when the tab is hidden (if they allowed it).

const TITLE = "Whist";
let audio = null;

export function soundOn() {
  return localStorage.getItem("whist.sound") === "on";
}

export function soundSet(on) {
  localStorage.setItem("whist.sound", on ? "on" : "off");
}

/** Two soft notes, made here: no sound file to fetch. */
export function chime() {
  try {
    audio = audio || new AudioContext();
    const now = audio.currentTime;
    for (const [i, freq] of [[0, 660], [1, 880]]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.16);
      gain.gain.exponentialRampToValueAtTime(0.18, now + i * 0.16 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.16 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.16);
      osc.stop(now + i * 0.16 + 0.32);
    }
  } catch (e) { /* no audio here */ }
}

export function notificationsAvailable() {
  return "Notification" in window;
}

/** The title for a page with `waiting` decisions of mine: "(Your turn) Whist". */
export function titleSet(waiting) {
  document.title = waiting ? `(Your turn) ${TITLE}` : TITLE;
}

/** Called with each newly drawn view: says so when the turn has just become mine. */
export function turnWatch() {
  let mine = false;
  return (view) => {
    const now = view.status === "active" && Boolean(view.game && view.game.is_my_turn);
    titleSet(now);
    if (now && !mine) {
      if (soundOn()) chime();
      if (document.hidden && notificationsAvailable() && Notification.permission === "granted") {
        const note = new Notification("Your turn", {
          body: `Game ${view.id}: ${view.game.decision === "play" ? "play a card" : "your decision"}`,
          tag: `whist-game-${view.id}`,
        });
        note.onclick = () => { window.focus(); location.hash = `#/games/${view.id}`; note.close(); };
      }
    }
    mine = now;
  };
}
