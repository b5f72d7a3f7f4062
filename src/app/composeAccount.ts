import { fromPromise, waitFor } from 'xstate';
import { createAccountApi } from '../api/account';
import { form, resource } from './composeMachines';
import { createRemindersApi } from '../api/reminders';
import type { ReminderType } from '../domain/reminders';
import { createProfileApi } from '../api/profile';
import type { ApiClient } from '../api/client';
import type { PasswordChange, Preferences, ProfileInfo } from '../domain/account';
import type { UserInfo } from '../domain/user';
import { updateProfileInfo } from '../domain/userStore';
import { avatarUploadMachine } from '../machines/avatarUploadMachine';
import { notificationSwitchesMachine } from '../machines/notificationSwitchesMachine';
import { savedItemsMachine } from '../machines/savedItemsMachine';
import {
  addressForm,
  contactInfoForm,
  contactPreferenceForm,
  editCardForm,
  familyForm,
  friendForm,
  interestsForm,
  newCardForm,
  passwordForm,
  personalDetailsForm,
  reminderForm,
  petForm,
  spouseForm,
  teamForm,
  vehicleForm,
  workProfileForm,
} from '../domain/formRules';
import type { AccountServices } from '../ui/account/accountServices';
import type { SessionActor } from '../ui/app/services';
import { createDraftStorage } from '../ui/forms/draftStorage';

/**
 * The account area as the UI gets it: a read machine per read, a form machine per form
 * with its call, the avatar upload and the notification switches. Saves that change the
 * person go through the user store rules to the session, so the header follows at once.
 */
export function composeAccount(client: ApiClient, session: SessionActor, window: Window): AccountServices {
  const api = createAccountApi(client);
  const reminders = createRemindersApi(client);
  const profileApi = createProfileApi(client);
  const removing = (remove: (id: number) => Promise<unknown>) =>
    savedItemsMachine.provide({ actors: { remove: fromPromise(({ input }) => remove(input.id)) } });

  /** The signed-in person, once the session knows them (after a reload it may still be fetching). */
  async function signedInUser(): Promise<UserInfo> {
    const snapshot = await waitFor(session, (s) => s.context.user !== null || !s.matches('signedIn'));
    if (!snapshot.context.user) throw new Error('Sign in to see your account');
    return snapshot.context.user;
  }

  const updateUser = (changes: Partial<UserInfo>) => session.send({ type: 'user.updated', changes });

  /** Spec §4: a profile change carrying user-info keys changes user info too. */
  function applyProfileChanges(changes: Partial<ProfileInfo>) {
    const userInfo = session.getSnapshot().context.user;
    const next = updateProfileInfo({ userInfo, profileInfo: null }, changes).userInfo;
    if (next && next !== userInfo) updateUser(next);
  }

  /** The avatar's upload (announce, PUT with progress), saved by `save`: the avatar or a pet's photo. */
  const imageUpload = (save: (uploadId: string) => Promise<string>) =>
    avatarUploadMachine.provide({
      actors: {
        requestUpload: fromPromise(({ input }) => api.requestAvatarUpload(input.file)),
        uploadFile: fromPromise(({ input, signal }) => api.uploadAvatar(input.url, input.file, input.onProgress, signal)),
        saveAvatar: fromPromise(({ input }) => save(input.uploadId)),
      },
    });

  /** Changing the password ended every session; this one carries on with the new token. */
  async function changePassword(change: PasswordChange): Promise<null> {
    const token = await api.changePassword(change);
    if (token) session.send({ type: 'session.tokenRenewed', token });
    return null;
  }

  return {
    reads: {
      profile: resource('account.profile', async () => api.profile(await signedInUser())),
      workProfile: resource('account.workProfile', () => api.workProfile()),
      workPlaces: resource('account.workPlaces', () => api.workPlaces()),
      sites: resource('account.sites', (locationId: number) => api.sites(locationId)),
      interests: resource('account.interests', () => api.interests()),
      addresses: resource('account.addresses', () => api.addresses()),
      cards: resource('account.cards', () => api.cards()),
      friends: resource('account.friends', () => profileApi.friends()),
      friend: resource('account.friend', (id: number) => profileApi.friend(id)),
    },
    forms: {
      personalDetails: form('account.personalDetails', personalDetailsForm, api.editPersonalDetails, applyProfileChanges),
      contactInfo: form('account.contactInfo', contactInfoForm, api.saveContactInfo, applyProfileChanges),
      contactPreference: form('account.contactPreference', contactPreferenceForm, (values) =>
        api.editPreferences(values as Preferences),
      ),
      password: form('account.password', passwordForm, changePassword),
      workProfile: form('account.workProfile', workProfileForm, api.editWorkProfile, ({ location }) =>
        // The header's user info names the work place's type and desk phone.
        updateUser({ location_type: location?.location_type ?? null, location_desk_phone: location?.phone ?? null }),
      ),
      interests: form('account.interests', interestsForm, (interests) => api.saveInterests(interests)),
      addAddress: form('account.addAddress', addressForm((address) => address), api.addAddress),
      editAddress: (id) => form('account.editAddress', addressForm((address) => ({ id, ...address })), api.editAddress),
      // A card's expiry is checked against the device's clock.
      addCard: form('account.addCard', newCardForm(() => new Date()), api.addCard),
      editCard: (id) => form('account.editCard', editCardForm(id, () => new Date()), api.editCard),
      spouse: form('account.spouse', spouseForm, profileApi.saveSpouse),
      familyMember: (id) => form('account.familyMember', familyForm(id), profileApi.saveFamilyMember),
      pet: (id) => form('account.pet', petForm(id), profileApi.savePet),
      team: (id) => form('account.team', teamForm(id), profileApi.saveTeam),
      vehicle: (id) => form('account.vehicle', vehicleForm(id), profileApi.saveVehicle),
      friend: (id) => form('account.friend', friendForm(id), profileApi.saveFriend),
    },
    savedItems: {
      addresses: removing(api.removeAddress),
      cards: removing(api.removeCard),
      family: removing(profileApi.removeFamilyMember),
      pets: removing(profileApi.removePet),
      teams: removing(profileApi.removeTeam),
      vehicles: removing(profileApi.removeVehicle),
      friends: removing(profileApi.removeFriend),
    },
    reminders: {
      list: resource('reminders.list', (type: ReminderType | null) => reminders.list(type)),
      people: resource('reminders.people', () => reminders.people()),
      add: (type) => form('reminders.add', reminderForm((fields) => ({ type, ...fields })), reminders.add),
      edit: (id) => form('reminders.edit', reminderForm((fields) => ({ id, ...fields })), reminders.update),
      removal: removing(reminders.remove),
    },
    avatarUpload: imageUpload((uploadId) => api.saveAvatar(uploadId)).provide({
      actions: { avatarSaved: (_, { avatar }) => updateUser({ avatar }) },
    }),
    petPhotoUpload: (petId) => imageUpload((uploadId) => profileApi.savePetPhoto(petId, uploadId)),
    notificationSwitches: notificationSwitchesMachine.provide({
      actors: {
        saveSwitch: fromPromise(async ({ input }) => {
          const { receive_order_email_notify, receive_push_notify, receive_reminder_email_notify } = await api.editPreferences({
            [input.key]: input.value,
          });
          return { receive_order_email_notify, receive_push_notify, receive_reminder_email_notify };
        }),
      },
    }),
    drafts: createDraftStorage(window.sessionStorage),
  };
}
