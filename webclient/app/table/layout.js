// Where each plate and each card of the trick goes on the felt, measured on the page (CSS
// cannot know how tall a plate came out, nor how much room seven seats leave): the plates
// round the edge, each in the direction of its seat; each card of the trick on the way from
// the middle to its player, as far out as it goes without touching a plate, with smaller cards
// when the trick's cards would touch each other.  So no plate covers the trick or another
// plate, at any size of screen and for two to seven seats.

const EDGE = 6;      // px between a plate and the felt's edge
const GAP = 4;       // px kept clear between any two things on the felt
const REACH = 0.62;  // how far a card goes, at most, of the way from the middle to its plate
const NEAR = 1.5;    // and at most this many card heights from the middle: a trick, not a ring
const SCALES = [1, 0.9, 0.8, 0.7, 0.62];

function rect(x, y, w, h) {
  return { left: x - w / 2, right: x + w / 2, top: y - h / 2, bottom: y + h / 2 };
}

function touching(a, b) {
  return a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;
}

/** The centre of a box of `w` x `h` as far from the middle as the felt allows, towards `angle`. */
function onEdge(angle, w, h, width, height) {
  const dx = Math.cos(angle), dy = Math.sin(angle);
  const hx = Math.max(0, width / 2 - EDGE - w / 2), hy = Math.max(0, height / 2 - EDGE - h / 2);
  const t = Math.min(Math.abs(dx) > 1e-6 ? hx / Math.abs(dx) : Infinity,
                     Math.abs(dy) > 1e-6 ? hy / Math.abs(dy) : Infinity);
  return { x: width / 2 + t * dx, y: height / 2 + t * dy };
}

function put(item) {
  item.node.style.left = `${item.x.toFixed(1)}px`;
  item.node.style.top = `${item.y.toFixed(1)}px`;
}

function platesPlaced(felt, width, height) {
  return [...felt.querySelectorAll(".plate[data-angle]")].map((node) => {
    const w = node.offsetWidth, h = node.offsetHeight;
    const { x, y } = onEdge(Number(node.dataset.angle), w, h, width, height);
    return { node, seat: node.dataset.seat, x, y, box: rect(x, y, w, h) };
  });
}

function anyTouching(boxes) {
  return boxes.some((a, i) => boxes.slice(i + 1).some((b) => touching(a, b)));
}

/** Each card of the trick as far out towards its player as no plate stops it. */
function spotsPlaced(felt, plates, width, height) {
  const middle = { x: width / 2, y: height / 2 };
  return [...felt.querySelectorAll(".trick-spot")].map((node) => {
    const w = node.offsetWidth, h = node.offsetHeight;
    const own = plates.find((p) => p.seat === node.dataset.seat);
    const to = own || onEdge(Number(node.dataset.angle), w, h, width, height);
    const far = Math.hypot(to.x - middle.x, to.y - middle.y) || 1;
    let x = middle.x, y = middle.y, clear = false;
    for (let s = Math.min(REACH, (NEAR * h) / far); s >= 0; s -= 0.02) {
      const cx = middle.x + s * (to.x - middle.x), cy = middle.y + s * (to.y - middle.y);
      if (!plates.some((p) => touching(rect(cx, cy, w, h), p.box))) { x = cx; y = cy; clear = true; break; }
    }
    return { node, x, y, clear, box: rect(x, y, w, h) };
  });
}

/** The trick at the largest card size at which each card clears the plates and the others;
 * false (laid out at the smallest) when none does. */
function trickPlaced(felt, plates, width, height, base) {
  let spots = [];
  for (const scale of SCALES) {
    felt.style.setProperty("--trick-w", `${Math.round(base * scale)}px`);
    spots = spotsPlaced(felt, plates, width, height);
    if (spots.every((s) => s.clear) && !anyTouching(spots.map((s) => s.box))) {
      spots.forEach(put);
      return true;
    }
  }
  spots.forEach(put);
  return false;
}

/** Lay out `felt` (a .felt on the page): plates, then the trick; on a felt too small for
 * them, plates of smaller print (.crowded) and again. */
export function feltLayout(felt) {
  if (!felt || !felt.isConnected) return;
  const width = felt.clientWidth, height = felt.clientHeight;
  if (!width || !height) return;
  const base = parseFloat(getComputedStyle(felt).getPropertyValue("--card-w")) || 40;
  for (const crowded of [false, true]) {
    felt.classList.toggle("crowded", crowded);
    const plates = platesPlaced(felt, width, height);
    if (!crowded && anyTouching(plates.map((p) => p.box))) continue;
    plates.forEach(put);
    if (trickPlaced(felt, plates, width, height, base)) return;
  }
}
