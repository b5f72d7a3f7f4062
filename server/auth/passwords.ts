import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { errors } from '../http/envelope';

// scrypt cost parameters; stored in every hash so they can be raised later without
// breaking existing accounts.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

// scrypt runs on Node's thread pool (4 threads), which file reads share, and keeps a core
// busy: at most half of each to hashing leaves the app's files answering during a flood of
// sign-ins (`npm run bench`). Beyond a short queue a request is refused at once, not left waiting.
const MAX_HASHING = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
const MAX_WAITING = 32;
let hashing = 0;
const waiting: (() => void)[] = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= MAX_HASHING) {
    if (waiting.length >= MAX_WAITING) throw errors.busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    hashing += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number) {
  return inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, { N: n, r, p }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$<salt base64url>$<key base64url>` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so an unknown email cannot be told
 * apart from a wrong password by how long the answer takes.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
