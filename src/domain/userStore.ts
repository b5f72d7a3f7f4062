/**
 * The user store rules of spec §4: reset, update or delete user info and profile info.
 * Only known keys are taken; a new first or last name recomputes `fullname`; a profile
 * change that carries user-info keys changes user info too, so the header and the
 * profile never disagree.
 */
import { SHARED_PROFILE_KEYS, type ProfileInfo } from './account';
import { GENDER_PLACEHOLDER } from './enums';
import { fullName, type UserInfo } from './user';

export interface UserStore {
  userInfo: UserInfo | null;
  profileInfo: ProfileInfo | null;
}

type Changes<T> = Readonly<Partial<T>>;

/** What a deleted key of user info becomes. `id` is missing: it names the person and never changes. */
const EMPTY_USER_INFO: Omit<UserInfo, 'id'> = {
  email: '',
  cell_phone: null,
  avatar: null,
  first_name: '',
  last_name: '',
  fullname: '',
  gender: GENDER_PLACEHOLDER.value,
  initial: null,
  location_type: null,
  location_desk_phone: null,
};

const EMPTY_PROFILE_INFO: ProfileInfo = {
  first_name: '',
  last_name: '',
  gender: GENDER_PLACEHOLDER.value,
  cell_phone: null,
  phone: null,
  email: '',
  work_email: '',
  personal_email: null,
  location_id: null,
  site: null,
  initial: null,
  interests: [],
  contact_preference: 'email',
  receive_order_email_notify: false,
  receive_push_notify: false,
  receive_reminder_email_notify: false,
  profile: { birth_date: null, title: null },
  birthday: null,
  job_title: null,
  company_name: '',
  spouse: null,
  children: [],
  family: [],
  pets: [],
  teams: [],
  vehicles: [],
  user_home_info: null,
  zipcode: null,
};

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** The entries of `changes` whose keys `known` has; anything else is ignored. */
function knownEntries<T extends object>(known: T, changes: object): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => has(known, key))) as Partial<T>;
}

function emptied<T extends object>(empty: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(keys.filter((key) => has(empty, key)).map((key) => [key, empty[key as keyof T]])) as Partial<T>;
}

const touchesName = (keys: Partial<UserInfo>) => has(keys, 'first_name') || has(keys, 'last_name');

/** Nothing to change keeps the same store, so those watching it see no change. */
function withUserChanges(store: UserStore, accepted: Partial<UserInfo>): UserStore {
  if (!store.userInfo || Object.keys(accepted).length === 0) return store;
  const next = { ...store.userInfo, ...accepted };
  return { ...store, userInfo: touchesName(accepted) ? { ...next, fullname: fullName(next.first_name, next.last_name) } : next };
}

/** Replaces user info whole: the fetched current user, or nothing (signed out). */
export function resetUserInfo(store: UserStore, userInfo: UserInfo | null = null): UserStore {
  return { ...store, userInfo };
}

/** Applies the known keys of `changes`; a new first or last name recomputes `fullname`. */
export function updateUserInfo(store: UserStore, changes: Changes<UserInfo>): UserStore {
  return withUserChanges(store, knownEntries(EMPTY_USER_INFO, changes));
}

/** Empties the known `keys`; emptying a name recomputes `fullname`. */
export function deleteUserInfo(store: UserStore, keys: readonly string[]): UserStore {
  return withUserChanges(store, emptied(EMPTY_USER_INFO, keys));
}

/** Replaces profile info whole: a fresh read, or nothing. */
export function resetProfileInfo(store: UserStore, profileInfo: ProfileInfo | null = null): UserStore {
  return { ...store, profileInfo };
}

/**
 * Applies the known keys of `changes` to profile info. Keys it shares with user info
 * (names, gender, phone, email, initial) change user info too. The fields the profile
 * repeats follow: `birthday` the birth date, `user_home_info` the ZIP code.
 */
export function updateProfileInfo(store: UserStore, changes: Changes<ProfileInfo>): UserStore {
  const accepted = knownEntries(EMPTY_PROFILE_INFO, changes);
  return applyToProfile(updateUserInfo(store, sharedOf(accepted)), accepted);
}

/** Empties the known `keys` of profile info, and of user info where the key is shared. */
export function deleteProfileInfo(store: UserStore, keys: readonly string[]): UserStore {
  const accepted = emptied(EMPTY_PROFILE_INFO, keys);
  return applyToProfile(deleteUserInfo(store, Object.keys(sharedOf(accepted))), accepted);
}

function sharedOf(changes: Partial<ProfileInfo>): Partial<UserInfo> {
  return Object.fromEntries(SHARED_PROFILE_KEYS.filter((key) => has(changes, key)).map((key) => [key, changes[key]]));
}

function applyToProfile(store: UserStore, accepted: Partial<ProfileInfo>): UserStore {
  if (!store.profileInfo) return store;
  const next: ProfileInfo = { ...store.profileInfo, ...accepted };
  if (has(accepted, 'profile')) next.birthday = next.profile.birth_date;
  if (has(accepted, 'zipcode')) next.user_home_info = { zipcode: next.zipcode };
  return { ...store, profileInfo: next };
}
