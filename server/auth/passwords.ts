import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError, errors } from '../http/envelope';

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
// One client address's share of the queue (hashing or waiting): an eighth, so it takes 9
// addresses at once to fill it, and each is soon stopped by the sign-in limit, which counts
// busy refusals too (server/auth/authRoutes.ts). A person signs in once at a time; an office
// behind one address rarely has 4 people pressing Sign in within the same tenth of a second.
export const MAX_HASHES_PER_ADDRESS = 4;
let hashing = 0;
const waiting: (() => void)[] = [];
const hashesByAddress = new Map<string, number>();

/** The hashes of `address` hashing or waiting now. */
const hashesOf = (address: string | undefined) => (address === undefined ? 0 : (hashesByAddress.get(address) ?? 0));

function countHash(address: string | undefined, change: 1 | -1) {
  if (address === undefined) return;
  const count = hashesOf(address) + change;
  if (count > 0) hashesByAddress.set(address, count);
  else hashesByAddress.delete(address);
}

/** Runs `work` in a hashing slot; 503 at once when the queue, or `address`'s share of it, is full. */
async function inHashingSlot<T>(work: () => Promise<T>, address: string | undefined): Promise<T> {
  if (hashesOf(address) >= MAX_HASHES_PER_ADDRESS) throw errors.busy();
  if (hashing >= MAX_HASHING && waiting.length >= MAX_WAITING) throw errors.busy();
  countHash(address, 1);
  try {
    if (hashing >= MAX_HASHING) await new Promise<void>((resolve) => waiting.push(resolve));
    else hashing += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else hashing -= 1;
    }
  } finally {
    countHash(address, -1);
  }
}

/** The refusal of a hash the queue had no room for: the check never ran. */
export const isBusyRefusal = (error: unknown) => error instanceof ApiError && error.status === 503;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number, address: string | undefined) {
  return inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, { N: n, r, p }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    address,
  );
}

/**
 * `scrypt$N$r$p$<salt base64url>$<key base64url>` with a fresh random salt. `address`, the
 * client address asking, takes its share of the hashing queue.
 */
export async function hashPassword(password: string, address?: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH, address);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was hashed from; `address` as for `hashPassword`. */
export async function verifyPassword(password: string, stored: string, address?: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length, address);
  return timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as checking a real password, so an unknown email cannot be told
 * apart from a wrong password by how long the answer takes: the same hash, with a salt of its own.
 */
export async function burnPasswordCheck(password: string, address?: string): Promise<false> {
  await derive(password, randomBytes(16), N, R, P, KEY_LENGTH, address);
  return false;
}
