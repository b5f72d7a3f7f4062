/**
 * What the account screens show and send (spec §3 "Profile info", src/api/contract/account.ts).
 * Field names are those of the API; src/api/account.ts returns parsed answers as these types,
 * so the compiler checks that the two agree.
 */
import type { CardBrand } from './cards';
import type { UserInfo } from './user';
import type { Person, Pet, Spouse, Team, Vehicle } from './privateProfile';

/** Something the profile names by id (its site). */
export interface ProfileItem {
  id: number;
  name: string;
}

export const CONTACT_PREFERENCES = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'sms', label: 'Text message' },
] as const;

export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]['value'];

/** The notification switches of the notifications screen, in the order shown. */
export const NOTIFICATION_SWITCHES = [
  {
    key: 'receive_order_email_notify',
    label: 'Order emails',
    hint: 'Confirmations and updates about your orders and requests.',
  },
  { key: 'receive_push_notify', label: 'Push notifications', hint: 'Alerts on this device when something needs you.' },
  {
    key: 'receive_reminder_email_notify',
    label: 'Reminder emails',
    hint: 'Birthdays, anniversaries and the other reminders you set.',
  },
] as const;

export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number]['key'];
export type NotificationSwitches = Record<NotificationSwitch, boolean>;

/** The company shown when the work place names no client (spec §3). */
export const NO_COMPANY = 'No Company';

/**
 * Spec §3 "Profile info": combined from the current user and the profile call
 * (`POST /reactapi/view/account/preference`).
 */
export interface ProfileInfo extends NotificationSwitches {
  first_name: string;
  last_name: string;
  gender: number;
  cell_phone: string | null;
  phone: string | null;
  email: string;
  work_email: string;
  personal_email: string | null;
  location_id: number | null;
  site: ProfileItem | null;
  initial: string | null;
  interests: number[];
  contact_preference: ContactPreference;
  profile: { birth_date: string | null; title: string | null };
  /** The same date as `profile.birth_date`, as the spec lists it on its own. */
  birthday: string | null;
  job_title: string | null;
  /** The work place's client name, or `No Company`. */
  company_name: string;
  spouse: Spouse | null;
  children: Person[];
  /** Every family member but the spouse (designed; the children when a backend answers only those). */
  family: Person[];
  pets: Pet[];
  teams: Team[];
  vehicles: Vehicle[];
  user_home_info: { zipcode: string | null } | null;
  zipcode: string | null;
}

/** The keys profile info shares with user info (spec §4: a profile update carrying them updates both). */
export const SHARED_PROFILE_KEYS = ['first_name', 'last_name', 'gender', 'cell_phone', 'email', 'initial'] as const satisfies ReadonlyArray<
  keyof ProfileInfo & keyof UserInfo
>;

/** `POST /api/user/profile-edit`. */
export interface PersonalDetails {
  first_name: string;
  last_name: string;
  /** Gender enumeration without the placeholder. */
  gender: number;
  title: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
}

/** `POST /api/v2/user/save-info`: phones are digits only; '' leaves a field empty. */
export interface ContactInfo {
  cell_phone: string;
  phone: string;
  personal_email: string;
  zipcode: string;
}

/** `POST /reactapi/user/edit`: only the keys sent change. */
export type Preferences = Partial<NotificationSwitches & { contact_preference: ContactPreference }>;

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** A work place as the dictionary and the work profile name it. */
export interface WorkPlace {
  id: number;
  name: string;
  /** 1 CORPORATE, 2 HOTEL, 3 HOSPITAL (spec §3). */
  location_type: number;
  client_name: string | null;
}

export interface Site {
  id: number;
  name: string;
  address: string;
}

export interface Interest {
  id: number;
  name: string;
}

/** `POST /reactapi/view/account/info` with the work place of `GET /api/v2/user/location`. */
export interface WorkProfile {
  job_title: string | null;
  work_email: string;
  location: (WorkPlace & { phone: string | null }) | null;
  site: Site | null;
}

/** `POST /api/user/edit`. */
export interface WorkProfileChanges {
  job_title: string | null;
  location_id: number;
  site_id: number;
}

export interface AddressInput {
  label: string;
  line1: string;
  line2: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  zipcode: string;
  is_default: boolean;
}

export interface Address extends AddressInput {
  id: number;
}

export const EMPTY_ADDRESS: AddressInput = { label: '', line1: '', line2: '', city: '', state: '', zipcode: '', is_default: false };

/** `12 Main St, Apt 4, Springfield, IL 62704`. */
export const addressLine = (address: Pick<AddressInput, 'line1' | 'line2' | 'city' | 'state' | 'zipcode'>) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.zipcode}`].filter((part) => part.trim()).join(', ');

/** What the server keeps of a card: never the number or the CVC. */
export interface SavedCard {
  id: number;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
}

/** `POST /reactapi/user/card/credit`. */
export interface NewCard {
  number: string;
  cvc: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

/** `POST /api/user/card/edit`: expiry, name and default only. */
export type CardChanges = Pick<SavedCard, 'id' | 'holder_name' | 'exp_month' | 'exp_year' | 'is_default'>;

/** The interests screen: what the person chose, and what their work place offers. */
export interface InterestsChoice {
  chosen: number[];
  options: Interest[];
}
