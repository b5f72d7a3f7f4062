import { basename } from 'node:path';
import { Hono } from 'hono';
import {
  AVATAR_MAX_BYTES,
  avatarSaveRequestSchema,
  avatarUploadRequestSchema,
  type AVATAR_TYPES,
} from '../../src/api/contract/account';
import { petPhotoRequestSchema } from '../../src/api/contract/profile';
import { requireSession } from '../auth/requireSession';
import { forgetKeptAnswers } from '../keptWhileUnchanged';
import { newToken, sameHash, sha256 } from '../auth/tokens';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { limitBody } from '../http/bodyLimit';
import { errors, fail, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { showableFromOtherOrigins } from '../http/securityHeaders';
import { privateProfileRows, toPet } from './profileRoutes';
import { type Db, inTransaction, row, rows, run, sql, value } from '../db';
import { uploadStoreFor } from '../uploads/uploadStore';

type AvatarType = (typeof AVATAR_TYPES)[number];

/** Each step's deadline: the PUT within this of the announce, the save within this of the PUT. */
export const UPLOAD_TTL_MS = 10 * 60 * 1000;
/**
 * Expired, unsaved uploads deleted (rows and bytes) at most per announce and per tick of the
 * purge timer: more than the one upload an announce adds, so abandoned uploads never pile up.
 */
export const UPLOAD_PURGE_BATCH = 20;
/** How often abandoned uploads are purged when nobody announces one. */
export const UPLOAD_PURGE_INTERVAL_MS = 60 * 1000;
/** Uploads one person may have announced and not yet saved or let expire. */
export const MAX_OPEN_UPLOADS = 3;
/**
 * What one person may upload in 24 hours (avatar, pet, chat and custom request photos alike),
 * counted from each announce with the size announced. 200 photos is more than a day of busy
 * chats and requests (a request takes four); 100 MB is fifty photos at the 2 MB each may
 * have, and at most 3 GB a month of one account's disk.
 */
export const PHOTO_ALLOWANCE = { photos: 200, bytes: 100 * 1024 * 1024 };
const PHOTO_ALLOWANCE_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Uploads stop while the data folder's disk has less free than this: room for the database
 * (orders, messages, its write-ahead log) to keep writing after the photos stop.
 */
export const MIN_FREE_DISK_BYTES = 512 * 1024 * 1024;

export interface UploadLimits {
  photoAllowance: { photos: number; bytes: number };
  minFreeDiskBytes: number;
}

/** The signed upload link; its PUT carries raw bytes, so the JSON body limit does not apply. */
export const AVATAR_BLOB_PATH = '/api/avatar/blob/';
const AVATAR_FILE_PATH = '/api/avatar/file/';
// Saved file names never change content (a new avatar gets a new name).
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

const FORMATS: Record<AvatarType, { extension: string; label: string; starts: (bytes: Buffer) => boolean }> = {
  'image/jpeg': {
    extension: 'jpg',
    label: 'JPEG',
    starts: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  'image/png': {
    extension: 'png',
    label: 'PNG',
    starts: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/webp': {
    extension: 'webp',
    label: 'WebP',
    starts: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
};
const TYPE_OF_EXTENSION = new Map(Object.entries(FORMATS).map(([type, format]) => [format.extension, type]));
// Upload ids are newToken()s: 43 base64url characters. Nothing else is ever served.
const FILE_NAME = /^[\w-]{43}\.(jpg|png|webp)$/;

interface AvatarUpload {
  id: string;
  user_id: number;
  signature_hash: string;
  content_type: AvatarType;
  max_size: number;
  status: 'pending' | 'complete' | 'saved';
  file_path: string | null;
  expires_at: string;
}

/** The person's complete upload, ready to claim; throws the answer otherwise. */
async function claimableUpload(deps: AppDeps, userId: number, uploadId: string): Promise<AvatarUpload & { file_path: string }> {
  const upload = await row<AvatarUpload>(deps.db, sql`SELECT * FROM avatar_uploads WHERE id = ${uploadId}`);
  // Someone else's upload answers like a missing one; so does an expired one (it is purged).
  if (!upload || upload.user_id !== userId || upload.status === 'saved' || upload.expires_at <= deps.now().toISOString()) {
    throw errors.notFound('Upload not found');
  }
  if (upload.status !== 'complete' || upload.file_path === null) {
    throw errors.invalidField('upload_id', 'Upload the file first');
  }
  return { ...upload, file_path: upload.file_path };
}

/** The name (and upload store key) an upload's picture is saved and served under. */
const savedName = (upload: Pick<AvatarUpload, 'id' | 'content_type'>) => `${upload.id}.${FORMATS[upload.content_type].extension}`;

/** Bytes uploaded and not saved yet are kept under this key; a new one for each PUT. */
const pendingKey = (uploadId: string) => `pending/${uploadId}-${newToken()}`;

/**
 * The upload store key of `file_path`: a key (`pending/…` or a saved name), or, in rows written
 * before uploads had a store, a path in the data folder (the key is its last part or two).
 */
const keyOf = (filePath: string) => {
  const parts = filePath.split('/');
  return parts.at(-2) === 'pending' ? `pending/${basename(filePath)}` : basename(filePath);
};

/**
 * Uses the person's complete uploads, each once: runs `write` with their pictures' addresses
 * (in the order given) and claims the uploads in the same transaction, so a write that fails
 * (or a crash before it commits) leaves every upload unclaimed, to be sent again. The avatar,
 * pet, chat and custom request photos are saved through it. Every upload is checked before
 * any is touched, so a refused one leaves the others as they were. Each file gets its saved
 * name first, as a second link to the bytes: the pending name goes only once the claim has
 * committed, so at no point is a claimed picture missing or an unclaimed one lost. `write`
 * gets the transaction's `tx` and must only touch the database (it may be run again).
 */
export async function withClaimedUploads<T>(
  deps: AppDeps,
  avatarDir: string,
  userId: number,
  uploadIds: readonly string[],
  write: (pictures: string[], tx: Db) => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const store = uploadStoreFor(db, avatarDir);
  // One after another: the first refused upload (in the order given) is the answer.
  const uploads: (AvatarUpload & { file_path: string })[] = [];
  for (const uploadId of uploadIds) uploads.push(await claimableUpload(deps, userId, uploadId));
  for (const upload of uploads) {
    // `exists`: copied by an earlier try whose write failed: the same bytes (an upload is PUT once).
    // `missing`: claimed meanwhile by another request, which removed the pending key.
    if ((await store.copy(keyOf(upload.file_path), savedName(upload))) === 'missing') throw errors.notFound('Upload not found');
  }
  // Each claim is a compare-and-set: an upload another request claimed meanwhile refuses the whole write.
  const written = await inTransaction(db, async (tx) => {
    for (const upload of uploads) {
      const changes = await run(
        tx,
        sql`UPDATE avatar_uploads SET status = 'saved', file_path = ${savedName(upload)}
            WHERE id = ${upload.id} AND status = 'complete' AND expires_at > ${deps.now().toISOString()}`,
      );
      if (changes === 0) throw errors.notFound('Upload not found');
    }
    return write(
      uploads.map((upload) => `${AVATAR_FILE_PATH}${savedName(upload)}`),
      tx,
    );
  });
  for (const upload of uploads) {
    await store.remove(keyOf(upload.file_path)).catch((error: unknown) => deps.log(`[avatar] could not delete ${upload.file_path}: ${String(error)}`));
  }
  return written;
}

/**
 * Avatar upload in three steps (spec §7): announce the file, PUT its bytes to the signed
 * link without credentials, then save it as the avatar, or as a pet's photo
 * (`POST /api/user/add-pet-photo`). Bytes live in the upload store
 * (server/uploads/uploadStore.ts: `avatarDir` on SQLite, the database on PostgreSQL), those
 * not saved yet under `pending/` keys. Housekeeping: saving deletes the previous avatar's file;
 * each announce, and a timer, delete a batch of expired uploads that were never saved. What
 * fills the disk is limited: per person a day (`PHOTO_ALLOWANCE`), and for everyone while the
 * disk is nearly full (`MIN_FREE_DISK_BYTES`).
 */
export function avatarRoutes(
  deps: AppDeps,
  avatarDir: string,
  { photoAllowance = PHOTO_ALLOWANCE, minFreeDiskBytes = MIN_FREE_DISK_BYTES }: Partial<UploadLimits> = {},
) {
  const { db } = deps;
  const session = requireSession(deps);
  const store = uploadStoreFor(db, avatarDir);
  const { pets } = privateProfileRows(db);
  const findUpload = (id: string) => row<AvatarUpload>(db, sql`SELECT * FROM avatar_uploads WHERE id = ${id}`);
  const tooLarge = () => errors.bodyTooLarge();
  const blobLimit = limitBody({ maxSize: AVATAR_MAX_BYTES, onError: () => fail(tooLarge()) });
  const nextDeadline = () => new Date(deps.now().getTime() + UPLOAD_TTL_MS).toISOString();
  // A saved image is an avatar or a pet's photo (the pet photo reuses this upload).
  const pointedAt = (path: string) =>
    value<number>(db, sql`SELECT 1 FROM users WHERE avatar_img = ${path} UNION ALL SELECT 1 FROM pets WHERE photo = ${path} LIMIT 1`);

  /** Deletes a picture's bytes, unless it is a user's avatar or a pet's photo; a failure is logged and never fails the request. */
  const discard = async (key: string) => {
    if (await pointedAt(`${AVATAR_FILE_PATH}${basename(key)}`)) return;
    await store.remove(key).catch((error: unknown) => deps.log(`[avatar] could not delete ${key}: ${String(error)}`));
  };

  /** Abandoned uploads: announced or PUT, never saved, and past their deadline. */
  const purgeExpiredUploads = async () => {
    // One statement: two purges at once never both take the same upload's files.
    const purged = await rows<Pick<AvatarUpload, 'id' | 'content_type' | 'file_path'>>(
      db,
      sql`DELETE FROM avatar_uploads
          WHERE id IN (SELECT id FROM avatar_uploads WHERE status <> 'saved' AND expires_at <= ${deps.now().toISOString()} LIMIT ${UPLOAD_PURGE_BATCH})
          RETURNING id, content_type, file_path`,
    );
    // The saved name too: a save whose write failed may have linked it, and nobody claimed it since.
    await Promise.all(
      purged.flatMap((row) => (row.file_path === null ? [] : [discard(keyOf(row.file_path)), discard(savedName(row))])),
    );
  };

  // unref: the timer alone does not keep the process running.
  setInterval(() => {
    purgeExpiredUploads().catch((error: unknown) => deps.log(`[avatar] could not purge expired uploads: ${String(error)}`));
  }, UPLOAD_PURGE_INTERVAL_MS).unref();

  const openUploads = async (tx: Db, userId: number, now: string) =>
    (await value<number>(tx, sql`SELECT COUNT(*) FROM avatar_uploads WHERE user_id = ${userId} AND status <> 'saved' AND expires_at > ${now}`)) ??
    0;
  // Saved ones, and those still on their way; an expired one that was never saved takes nothing.
  const uploadedSince = (tx: Db, userId: number, since: string, now: string) =>
    row<{ photos: number; bytes: number }>(
      tx,
      sql`SELECT COUNT(*) AS photos, COALESCE(SUM(max_size), 0) AS bytes FROM avatar_uploads
          WHERE user_id = ${userId} AND created_at > ${since} AND (status = 'saved' OR expires_at > ${now})`,
    );
  const allowanceMessage =
    `You can upload at most ${photoAllowance.photos} photos (${Math.round(photoAllowance.bytes / (1024 * 1024))} MB in all) ` +
    'in 24 hours. Try again later.';
  /** Refuses an upload of `size` bytes that would take the person past their photos of the last 24 hours. */
  const checkAllowance = async (tx: Db, userId: number, size: number) => {
    const now = deps.now();
    const since = new Date(now.getTime() - PHOTO_ALLOWANCE_WINDOW_MS).toISOString();
    const used = (await uploadedSince(tx, userId, since, now.toISOString())) ?? { photos: 0, bytes: 0 };
    if (used.photos + 1 > photoAllowance.photos || used.bytes + size > photoAllowance.bytes) {
      throw errors.photoAllowanceUsed(allowanceMessage);
    }
  };
  /** Refuses while the disk under `avatarDir` has less free than the margin (the database watches its own). */
  const checkDiskRoom = async () => {
    const free = await store.freeBytes();
    if (free !== null && free < minFreeDiskBytes) throw errors.outOfDiskSpace();
  };

  /** Once a new image is committed, the one it replaced; `discard` keeps a file still shown elsewhere. */
  const discardReplaced = async (previous: string | null, current: string) => {
    const previousName = previous?.startsWith(AVATAR_FILE_PATH) ? previous.slice(AVATAR_FILE_PATH.length) : '';
    if (FILE_NAME.test(previousName) && previous !== current) await discard(previousName);
  };

  return new Hono<AppEnv>()
    .post('/api/avatar/upload', session, async (c) => {
      const { content_type, size } = await readJson(c, avatarUploadRequestSchema);
      const userId = c.get('user').id;
      await purgeExpiredUploads();
      await checkDiskRoom();
      const id = newToken();
      const signature = newToken();
      // One transaction from the counts to the insert: two announces cannot both take the last
      // open place or the last of the day's photo allowance.
      await inTransaction(db, async (tx) => {
        if ((await openUploads(tx, userId, deps.now().toISOString())) >= MAX_OPEN_UPLOADS) {
          throw errors.rateLimited(`You have ${MAX_OPEN_UPLOADS} uploads in progress. Finish one, or try again in 10 minutes.`);
        }
        await checkAllowance(tx, userId, size);
        await run(
          tx,
          sql`INSERT INTO avatar_uploads (id, user_id, signature_hash, content_type, max_size, expires_at, created_at)
              VALUES (${id}, ${userId}, ${sha256(signature)}, ${content_type}, ${size}, ${nextDeadline()}, ${deps.now().toISOString()})`,
        );
      });
      return ok({ upload_url: `${AVATAR_BLOB_PATH}${id}?signature=${signature}`, upload_id: id });
    })
    // No session: the link's signature is the permission (the spec's client sends no credentials).
    .put(`${AVATAR_BLOB_PATH}:id`, blobLimit, async (c) => {
      const upload = await findUpload(c.req.param('id'));
      const signature = c.req.query('signature') ?? '';
      const usable = upload?.status === 'pending' && upload.expires_at > deps.now().toISOString();
      if (!upload || !usable || !sameHash(sha256(signature), upload.signature_hash)) {
        throw errors.forbidden('The upload link is invalid or has expired');
      }
      const contentType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
      if (contentType !== upload.content_type) {
        throw errors.invalidInput(`Send the file as ${upload.content_type}, the type it was announced with`);
      }
      if (Number(c.req.header('Content-Length') ?? 0) > upload.max_size) throw tooLarge();
      const bytes = Buffer.from(await c.req.arrayBuffer());
      if (bytes.length > upload.max_size) throw tooLarge();
      const format = FORMATS[upload.content_type];
      // The declared type is only a claim: the first bytes must match the format.
      if (!format.starts(bytes)) throw errors.invalidInput(`The file is not a ${format.label} image`);
      // The disk may have filled since the announce.
      await checkDiskRoom();

      // A key of its own: a concurrent PUT of the same link cannot write into or delete these bytes.
      const filePath = pendingKey(upload.id);
      await store.write(filePath, bytes);
      // Still pending and in time (another PUT may have won, or the upload expired and was purged).
      const changes = await run(
        db,
        sql`UPDATE avatar_uploads SET status = 'complete', file_path = ${filePath}, expires_at = ${nextDeadline()}
            WHERE id = ${upload.id} AND status = 'pending' AND expires_at > ${deps.now().toISOString()}`,
      );
      if (changes === 0) {
        await discard(filePath);
        throw errors.forbidden('The upload link is invalid or has expired');
      }
      return ok(null);
    })
    .post('/api/avatar/save', session, async (c) => {
      const { upload_id } = await readJson(c, avatarSaveRequestSchema);
      const user = c.get('user');
      const { avatarImg, previous } = await withClaimedUploads(deps, avatarDir, user.id, [upload_id], async ([picture = ''], tx) => {
        const before = await value<string | null>(tx, sql`SELECT avatar_img FROM users WHERE id = ${user.id}`);
        await run(tx, sql`UPDATE users SET avatar_img = ${picture} WHERE id = ${user.id}`);
        forgetKeptAnswers(tx, 'users');
        return { avatarImg: picture, previous: before ?? null };
      });
      await discardReplaced(previous, avatarImg);
      return ok({ avatar_img: avatarImg });
    })
    .post('/api/user/add-pet-photo', session, async (c) => {
      const { pet_id, upload_id } = await readJson(c, petPhotoRequestSchema);
      const userId = c.get('user').id;
      // Checked before the upload is used up: someone else's pet answers like a missing one.
      await pets.find(userId, pet_id);
      const { photo, previous } = await withClaimedUploads(deps, avatarDir, userId, [upload_id], async ([picture = ''], tx) => {
        const before = (await privateProfileRows(tx).pets.find(userId, pet_id)).photo;
        await run(tx, sql`UPDATE pets SET photo = ${picture} WHERE id = ${pet_id} AND user_id = ${userId}`);
        return { photo: picture, previous: before };
      });
      await discardReplaced(previous, photo);
      return ok({ pet: toPet(await pets.find(userId, pet_id)) });
    })
    // Public like any image URL (an <img> sends no token); names are unguessable.
    .get(`${AVATAR_FILE_PATH}:name`, async (c) => {
      const name = c.req.param('name');
      const type = FILE_NAME.test(name) ? TYPE_OF_EXTENSION.get(name.split('.')[1] ?? '') : undefined;
      const bytes = type && (await store.read(name));
      if (!type || !bytes) throw errors.notFound('Image not found');
      c.header('Content-Type', type);
      c.header('Cache-Control', AVATAR_CACHE);
      showableFromOtherOrigins(c);
      return c.body(bytes);
    });
}
