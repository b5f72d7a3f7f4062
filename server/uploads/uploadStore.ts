import { link, mkdir, readdir, readFile, statfs, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Db, engineOf, row, rows, run, sql } from '../db';

/**
 * Where uploaded pictures' bytes live, by key (`pending/<id>-<token>` while uploaded and not yet
 * saved, `<id>.<ext>` once saved): never a machine path in the database, so a site can move.
 * On SQLite a folder (`<DATA_DIR>/avatars`), as ever; on PostgreSQL the database itself, so
 * every server process reads what any of them saved, and a start with an empty data folder
 * loses nothing.
 */
export interface UploadStore {
  write(key: string, bytes: Buffer): Promise<void>;
  /** Gives `from`'s bytes a second key; `exists` when `to` has them already. */
  copy(from: string, to: string): Promise<'copied' | 'exists' | 'missing'>;
  read(key: string): Promise<Buffer<ArrayBuffer> | undefined>;
  /** A key that is not there is fine. */
  remove(key: string): Promise<void>;
  /** Bytes free where uploads are written (null: the database server's own concern). */
  freeBytes(): Promise<number | null>;
  /** Every key held. */
  list(): Promise<string[]>;
}

export function uploadStoreFor(db: Db, folder: string): UploadStore {
  return engineOf(db) === 'postgres' ? databaseStore(db) : folderStore(folder);
}

function folderStore(folder: string): UploadStore {
  const pathOf = (key: string) => join(folder, key);
  return {
    async write(key, bytes) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), bytes);
    },
    async copy(from, to) {
      try {
        await link(pathOf(from), pathOf(to));
        return 'copied';
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return 'exists';
        if (code === 'ENOENT') return 'missing';
        throw error;
      }
    },
    read: (key) => readFile(pathOf(key)).catch(() => undefined),
    async remove(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async list() {
      const saved = await readdir(folder).catch(() => [] as string[]);
      const pending = await readdir(join(folder, 'pending')).catch(() => [] as string[]);
      return [...saved.filter((name) => name !== 'pending'), ...pending.map((name) => `pending/${name}`)];
    },
    async freeBytes() {
      await mkdir(folder, { recursive: true });
      const { bavail, bsize } = await statfs(folder);
      return bavail * bsize;
    },
  };
}

function databaseStore(db: Db): UploadStore {
  return {
    async write(key, bytes) {
      await run(db, sql`INSERT INTO upload_files (key, bytes) VALUES (${key}, ${bytes}) ON CONFLICT (key) DO UPDATE SET bytes = excluded.bytes`);
    },
    async copy(from, to) {
      const copied = await run(
        db,
        sql`INSERT INTO upload_files (key, bytes) SELECT ${to}, bytes FROM upload_files WHERE key = ${from} ON CONFLICT (key) DO NOTHING`,
      );
      if (copied > 0) return 'copied';
      return (await row(db, sql`SELECT 1 AS found FROM upload_files WHERE key = ${to}`)) ? 'exists' : 'missing';
    },
    async read(key) {
      const found = await row<{ bytes: Buffer }>(db, sql`SELECT bytes FROM upload_files WHERE key = ${key}`);
      // A copy in a buffer of its own, as a file read gives.
      return found && Buffer.from(found.bytes);
    },
    async remove(key) {
      await run(db, sql`DELETE FROM upload_files WHERE key = ${key}`);
    },
    freeBytes: () => Promise.resolve(null),
    async list() {
      return (await rows<{ key: string }>(db, sql`SELECT key FROM upload_files`)).map((stored) => stored.key);
    },
  };
}

/** `npm run db:copy`: the saved pictures of a SQLite site's folder into the database. */
export async function copyUploadsToDatabase(db: Db, folder: string): Promise<{ files: number; bytes: number }> {
  const store = databaseStore(db);
  const names = await readdir(folder).catch(() => [] as string[]);
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    // Saved pictures only: unsaved uploads expire within minutes and are asked for again.
    if (!/^[\w-]{43}\.(jpg|png|webp)$/.test(name)) continue;
    const content = await readFile(join(folder, name));
    await store.write(name, content);
    files += 1;
    bytes += content.length;
  }
  return { files, bytes };
}
