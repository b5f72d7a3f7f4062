import type { Db } from './db';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  cell_phone: string | null;
  gender: number;
  initial: string | null;
  avatar_img: string | null;
  location_id: number | null;
  site_id: number | null;
  mfa_enabled: number;
  created_at: string;
}

export interface LocationRow {
  id: number;
  name: string;
  location_type: number;
  phone: string | null;
  client_name: string | null;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email);
}

export function findLocation(db: Db, id: number | null): LocationRow | undefined {
  if (id === null) return undefined;
  return db.prepare<[number], LocationRow>('SELECT * FROM locations WHERE id = ?').get(id);
}
