import { type Db, row, sql } from './db';
import { errors } from './http/envelope';

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
  title: string | null;
  birth_date: string | null;
  job_title: string | null;
  phone: string | null;
  personal_email: string | null;
  zipcode: string | null;
  contact_preference: 'email' | 'phone' | 'sms';
  receive_order_email_notify: number;
  receive_push_notify: number;
  receive_reminder_email_notify: number;
}

export interface LocationRow {
  id: number;
  name: string;
  location_type: number;
  phone: string | null;
  client_name: string | null;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return row<UserRow>(db, sql`SELECT * FROM users WHERE email = ${email}`);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return row<UserRow>(db, sql`SELECT * FROM users WHERE id = ${id}`);
}

export async function findLocation(db: Db, id: number | null): Promise<LocationRow | undefined> {
  if (id === null) return undefined;
  return row<LocationRow>(db, sql`SELECT * FROM locations WHERE id = ${id}`);
}

/** "Maya", "Thompson" → "MT": what the app shows without an avatar. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
}

/** A work place chosen from the lists: a known location and one of its sites. */
export async function assertWorkPlace(db: Db, locationId: number, siteId: number): Promise<void> {
  if (!(await findLocation(db, locationId))) throw errors.invalidField('location_id', 'Choose your work place from the list');
  const site = await row(db, sql`SELECT 1 AS found FROM sites WHERE id = ${siteId} AND location_id = ${locationId}`);
  if (!site) throw errors.invalidField('site_id', 'Choose a site of your work place');
}
