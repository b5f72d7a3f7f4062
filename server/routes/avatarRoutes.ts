import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  AVATAR_MAX_BYTES,
  avatarSaveRequestSchema,
  avatarUploadRequestSchema,
  type AVATAR_TYPES,
} from '../../src/api/contract/account';
import { requireSession } from '../auth/requireSession';
import { newToken, sameHash, sha256 } from '../auth/tokens';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { limitBody } from '../http/bodyLimit';
import { errors, fail, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { showableFromOtherOrigins } from '../http/securityHeaders';

type AvatarType = (typeof AVATAR_TYPES)[number];

export const UPLOAD_TTL_MS = 10 * 60 * 1000;
/** The signed upload link; its PUT carries raw bytes, so the JSON body limit does not apply. */
export const AVATAR_BLOB_PATH = '/api/avatar/blob/';
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

/**
 * Avatar upload in three steps (spec §7): announce the file, PUT its bytes to the signed
 * link without credentials, then save it as the avatar. Files live in `avatarDir`.
 */
export function avatarRoutes(deps: AppDeps, avatarDir: string) {
  const { db } = deps;
  const session = requireSession(deps);
  const pendingDir = join(avatarDir, 'pending');
  const findUpload = (id: string) => db.prepare<[string], AvatarUpload>('SELECT * FROM avatar_uploads WHERE id = ?').get(id);
  const tooLarge = () => errors.bodyTooLarge();
  const blobLimit = limitBody({ maxSize: AVATAR_MAX_BYTES, onError: () => fail(tooLarge()) });

  return new Hono<AppEnv>()
    .post('/api/avatar/upload', session, async (c) => {
      const { content_type, size } = await readJson(c, avatarUploadRequestSchema);
      const id = newToken();
      const signature = newToken();
      const expiresAt = new Date(deps.now().getTime() + UPLOAD_TTL_MS).toISOString();
      db.prepare(
        'INSERT INTO avatar_uploads (id, user_id, signature_hash, content_type, max_size, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(id, c.get('user').id, sha256(signature), content_type, size, expiresAt);
      return ok({ upload_url: `${AVATAR_BLOB_PATH}${id}?signature=${signature}`, upload_id: id });
    })
    // No session: the link's signature is the permission (the spec's client sends no credentials).
    .put(`${AVATAR_BLOB_PATH}:id`, blobLimit, async (c) => {
      const upload = findUpload(c.req.param('id'));
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

      await mkdir(pendingDir, { recursive: true });
      const filePath = join(pendingDir, upload.id);
      await writeFile(filePath, bytes);
      db.prepare("UPDATE avatar_uploads SET status = 'complete', file_path = ? WHERE id = ?").run(filePath, upload.id);
      return ok(null);
    })
    .post('/api/avatar/save', session, async (c) => {
      const { upload_id } = await readJson(c, avatarSaveRequestSchema);
      const user = c.get('user');
      const upload = findUpload(upload_id);
      // Someone else's upload answers like a missing one.
      if (!upload || upload.user_id !== user.id || upload.status === 'saved') throw errors.notFound('Upload not found');
      if (upload.status !== 'complete' || upload.file_path === null) {
        throw errors.invalidField('upload_id', 'Upload the file first');
      }

      const name = `${upload.id}.${FORMATS[upload.content_type].extension}`;
      // Claimed before the move, so two saves of one upload cannot both move the file.
      const { changes } = db
        .prepare("UPDATE avatar_uploads SET status = 'saved', file_path = ? WHERE id = ? AND status = 'complete'")
        .run(join(avatarDir, name), upload.id);
      if (changes === 0) throw errors.notFound('Upload not found');
      await rename(upload.file_path, join(avatarDir, name));
      const avatarImg = `/api/avatar/file/${name}`;
      db.prepare('UPDATE users SET avatar_img = ? WHERE id = ?').run(avatarImg, user.id);
      return ok({ avatar_img: avatarImg });
    })
    // Public like any image URL (an <img> sends no token); names are unguessable.
    .get('/api/avatar/file/:name', async (c) => {
      const name = c.req.param('name');
      const type = FILE_NAME.test(name) ? TYPE_OF_EXTENSION.get(name.split('.')[1] ?? '') : undefined;
      const bytes = type && (await readFile(join(avatarDir, name)).catch(() => undefined));
      if (!type || !bytes) throw errors.notFound('Image not found');
      c.header('Content-Type', type);
      c.header('Cache-Control', AVATAR_CACHE);
      showableFromOtherOrigins(c);
      return c.body(bytes);
    });
}
