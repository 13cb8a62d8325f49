// SHAKE-256 (FIPS 202), the extendable-output function the provably fair shuffle reads its
// random words from (docs/players/fair-deals.md).  The browser's Web Crypto has SHA-256 but
// no SHAKE, so it is written out here: Keccak-f[1600] on 64-bit lanes held as BigInts.

const MASK = (1n << 64n) - 1n;
const RATE = 136; // bytes: SHAKE-256's capacity is 512 bits

const ROUND_CONSTANTS = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n,
  0x000000000000808bn, 0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n,
  0x000000000000008an, 0x0000000000000088n, 0x0000000080008009n, 0x000000008000000an,
  0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n,
  0x8000000000008002n, 0x8000000000000080n, 0x000000000000800an, 0x800000008000000an,
  0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];

// Rotation of lane (x, y), stored at x + 5y.
const ROTATIONS = [
  0, 1, 62, 28, 27,
  36, 44, 6, 55, 20,
  3, 10, 43, 25, 39,
  41, 45, 15, 21, 8,
  18, 2, 61, 56, 14,
].map(BigInt);

/**
 * @param {bigint} value
 * @param {bigint} n
 * @returns {bigint}
 */
function rotl(value, n) {
  return n === 0n ? value : ((value << n) | (value >> (64n - n))) & MASK;
}

/** @param {bigint[]} a the state, 25 lanes */
function permute(a) {
  /** @type {bigint[]} */
  const c = new Array(5);
  /** @type {bigint[]} */
  const b = new Array(25);
  for (const rc of ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x++) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1n);
      for (let y = 0; y < 25; y += 5) a[x + y] ^= d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y], ROTATIONS[x + 5 * y]);
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        a[x + y] = b[x + y] ^ (~b[((x + 1) % 5) + y] & MASK & b[((x + 2) % 5) + y]);
      }
    }
    a[0] ^= rc;
  }
}

function xorBlock(state, bytes, offset) {
  for (let lane = 0; lane < RATE / 8; lane++) {
    let value = 0n;
    for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(bytes[offset + lane * 8 + i]);
    state[lane] ^= value;
  }
}

/** The first `length` bytes of SHAKE-256(message), message a Uint8Array. */
export function shake256(message, length) {
  const state = new Array(25).fill(0n);
  const padded = new Uint8Array(Math.ceil((message.length + 1) / RATE) * RATE);
  padded.set(message);
  padded[message.length] ^= 0x1f;
  padded[padded.length - 1] ^= 0x80;
  for (let offset = 0; offset < padded.length; offset += RATE) {
    xorBlock(state, padded, offset);
    permute(state);
  }
  const out = new Uint8Array(length);
  let written = 0;
  for (;;) {
    for (let lane = 0; lane < RATE / 8 && written < length; lane++) {
      let value = state[lane];
      for (let i = 0; i < 8 && written < length; i++) {
        out[written++] = Number(value & 0xffn);
        value >>= 8n;
      }
    }
    if (written >= length) return out;
    permute(state);
  }
}
