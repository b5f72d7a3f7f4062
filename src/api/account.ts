import * as z from 'zod/mini';
import {
  NO_COMPANY,
  SHARED_PROFILE_KEYS,
  type Address,
  type AddressInput,
  type CardChanges,
  type ContactInfo,
  type InterestsChoice,
  type NewCard,
  type PasswordChange,
  type PersonalDetails,
  type Preferences,
  type ProfileInfo,
  type SavedCard,
  type WorkPlace,
  type WorkProfile,
  type WorkProfileChanges,
} from '../domain/account';
import type { UserInfo } from '../domain/user';
import type { ApiClient } from './client';
import {
  addressListSchema,
  addressResultSchema,
  avatarSavedSchema,
  avatarUploadSchema,
  cardListSchema,
  cardResultSchema,
  changePasswordResultSchema,
  preferenceSchema,
  preferencesResultSchema,
  userLocationSchema,
  workInfoSchema,
  type Preference,
} from './contract/account';
import { currentUserSchema } from './contract/session';
import { EnvelopeError } from './errors';
import { createRegistrationApi } from './registration';
import { toUserInfo } from './session';

/** `POST /api/user/account/change-password`: the current password is wrong (docs/api.md). */
const WRONG_CURRENT_PASSWORD = 40104;

/** Spec §3 "Profile info": the current user (as the session keeps it) with the profile call. */
export function toProfileInfo(user: UserInfo, preference: Preference): ProfileInfo {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    cell_phone: user.cell_phone,
    email: user.email,
    initial: user.initial,
    phone: preference.phone,
    work_email: preference.work_email ?? user.email,
    personal_email: preference.personal_email,
    location_id: preference.location_id,
    site: preference.site,
    interests: preference.interests,
    contact_preference: preference.contact_preference,
    receive_order_email_notify: preference.receive_order_email_notify,
    receive_push_notify: preference.receive_push_notify,
    receive_reminder_email_notify: preference.receive_reminder_email_notify,
    profile: preference.profile,
    birthday: preference.profile.birth_date,
    job_title: preference.job_title,
    company_name: preference.location?.client?.name ?? NO_COMPANY,
    spouse: preference.spouse,
    children: preference.children,
    family: preference.family,
    pets: preference.pets,
    teams: preference.userTeams,
    vehicles: preference.vehicles,
    user_home_info: preference.userHomeInfo,
    zipcode: preference.userHomeInfo?.zipcode ?? null,
  };
}

/** The keys of user info that profile info repeats, as the server now has them. */
function sharedKeysOf(user: UserInfo): Partial<ProfileInfo> {
  return Object.fromEntries(SHARED_PROFILE_KEYS.map((key) => [key, user[key]]));
}

/**
 * The account area (spec §7 and docs/api.md "Account area"). Profile edits answer the
 * profile changes they made, as the server confirmed them, for the user store to apply.
 */
export function createAccountApi(client: ApiClient) {
  const dictionaries = createRegistrationApi(client);
  const preference = () => client.post('/reactapi/view/account/preference', {}, preferenceSchema);
  /** Announces the file; answers where to PUT its bytes. */
  const requestAvatarUpload = (file: { name: string; type: string; size: number }) =>
    client.post('/api/avatar/upload', { file_name: file.name, content_type: file.type, size: file.size }, avatarUploadSchema);
  /** The bytes go to the upload address with no credentials: the address is the permission. */
  const uploadAvatar = (url: string, file: Blob, onProgress: (fraction: number) => void, signal: AbortSignal) =>
    client.put(url, file, z.unknown(), { contentType: file.type, credentials: false, onProgress, signal });

  return {
    profile: async (user: UserInfo): Promise<ProfileInfo> => toProfileInfo(user, await preference()),

    workProfile: async (): Promise<WorkProfile> => {
      const [info, { location }] = await Promise.all([
        client.post('/reactapi/view/account/info', {}, workInfoSchema),
        client.get('/api/v2/user/location', userLocationSchema),
      ]);
      return { ...info, location };
    },
    // Settings only name the places; matching by email domain is registration's.
    workPlaces: (): Promise<WorkPlace[]> => dictionaries.locations(),
    sites: dictionaries.sites,

    /** The chosen interests and the dictionary of the person's work place. */
    interests: async (): Promise<InterestsChoice> => {
      const { interests, location_id } = await preference();
      return { chosen: interests, options: location_id === null ? [] : await dictionaries.interestsOf(location_id) };
    },

    editPersonalDetails: async (details: PersonalDetails): Promise<Partial<ProfileInfo>> => {
      const user = toUserInfo(await client.post('/api/user/profile-edit', details, currentUserSchema));
      const profile = { title: details.title, birth_date: details.birth_date };
      return { ...sharedKeysOf(user), profile, birthday: profile.birth_date };
    },

    saveContactInfo: async (contact: ContactInfo): Promise<Partial<ProfileInfo>> => {
      const saved = await client.post('/api/v2/user/save-info', contact, preferenceSchema);
      const zipcode = saved.userHomeInfo?.zipcode ?? null;
      // The answer is the profile call's, which has no mobile phone: it is as sent.
      return { cell_phone: contact.cell_phone || null, phone: saved.phone, personal_email: saved.personal_email, zipcode };
    },

    editWorkProfile: (changes: WorkProfileChanges): Promise<WorkProfile> =>
      client.post('/api/user/edit', changes, workInfoSchema),

    /** Contact preference and notification switches; only the keys sent change. */
    editPreferences: (changes: Preferences): Promise<Required<Preferences>> =>
      client.post('/reactapi/user/edit', changes, preferencesResultSchema),

    saveInterests: dictionaries.saveInterests,

    /**
     * A wrong current password (code 40104) is reported on that field. Answers the token the
     * session carries on with, or null to keep the current one.
     */
    changePassword: async (change: PasswordChange): Promise<string | null> => {
      try {
        return await client.post('/api/user/account/change-password', change, changePasswordResultSchema);
      } catch (error) {
        if (!(error instanceof EnvelopeError) || error.code !== WRONG_CURRENT_PASSWORD) throw error;
        const errors = [{ field: 'current_password', message: error.message }];
        throw new EnvelopeError(error.message, error.status, error.code, { errors });
      }
    },

    requestAvatarUpload,
    uploadAvatar,
    /**
     * A photo (for a chat message or a custom request) through the avatar's upload path, with
     * its type and size checks: announced, then its bytes sent. Answers its upload id.
     */
    uploadPhoto: async (photo: File) => {
      const { upload_url, upload_id } = await requestAvatarUpload(photo);
      await uploadAvatar(upload_url, photo, () => {}, new AbortController().signal);
      return upload_id;
    },
    saveAvatar: async (uploadId: string) =>
      (await client.post('/api/avatar/save', { upload_id: uploadId }, avatarSavedSchema)).avatar_img,

    addresses: async (): Promise<Address[]> =>
      (await client.post('/reactapi/view/account/addresses', {}, addressListSchema)).addresses,
    addAddress: async (address: AddressInput): Promise<Address> =>
      (await client.post('/reactapi/user/address/add', address, addressResultSchema)).address,
    editAddress: async (address: Address): Promise<Address> =>
      (await client.post('/reactapi/user/address/edit', address, addressResultSchema)).address,
    removeAddress: (id: number) => client.post('/api/user/address/remove', { id }, z.null()),

    cards: async (): Promise<SavedCard[]> =>
      (await client.post('/reactapi/view/account/payment', {}, cardListSchema)).cards,
    addCard: async (card: NewCard): Promise<SavedCard> =>
      (await client.post('/reactapi/user/card/credit', card, cardResultSchema)).card,
    editCard: async (changes: CardChanges): Promise<SavedCard> =>
      (await client.post('/api/user/card/edit', changes, cardResultSchema)).card,
    removeCard: (id: number) => client.post('/api/user/card/remove', { id }, z.null()),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
