import type {
  Address,
  AddressInput,
  CardChanges,
  ContactInfo,
  InterestsChoice,
  NewCard,
  PasswordChange,
  PersonalDetails,
  Preferences,
  ProfileInfo,
  SavedCard,
  Site,
  WorkPlace,
  WorkProfile,
  WorkProfileChanges,
} from '../../domain/account';
import type { avatarUploadMachine } from '../../machines/avatarUploadMachine';
import type { notificationSwitchesMachine } from '../../machines/notificationSwitchesMachine';
import type { FormMachine } from '../../machines/formMachine';
import type { savedItemsMachine } from '../../machines/savedItemsMachine';
import type {
  CardDetailsValues,
  ContactValues,
  NewCardValues,
  PasswordValues,
  PersonalValues,
  WorkValues,
} from '../../domain/formRules';
import type { NewReminder, Reminder, ReminderChanges, ReminderList, ReminderPerson, ReminderType } from '../../domain/reminders';
import type { ReminderValues } from '../../domain/formRules';
import type { ResourceMachine } from '../services/useReads';
import type { DraftStorage } from '../forms/draftStorage';

/** The account area's machines, with their calls provided by src/composeAccount.ts. */
export interface AccountServices {
  reads: {
    profile: ResourceMachine<null, ProfileInfo>;
    workProfile: ResourceMachine<null, WorkProfile>;
    workPlaces: ResourceMachine<null, WorkPlace[]>;
    /** The sites of a work place. */
    sites: ResourceMachine<number, Site[]>;
    interests: ResourceMachine<null, InterestsChoice>;
    addresses: ResourceMachine<null, Address[]>;
    cards: ResourceMachine<null, SavedCard[]>;
  };
  forms: {
    personalDetails: FormMachine<PersonalValues, PersonalDetails, Partial<ProfileInfo>>;
    contactInfo: FormMachine<ContactValues, ContactInfo, Partial<ProfileInfo>>;
    contactPreference: FormMachine<{ contact_preference: string }, { contact_preference: string }, Required<Preferences>>;
    password: FormMachine<PasswordValues, PasswordChange, null>;
    workProfile: FormMachine<WorkValues, WorkProfileChanges, WorkProfile>;
    interests: FormMachine<{ interests: string[] }, number[], { interests: number[] }>;
    addAddress: FormMachine<AddressInput, AddressInput, Address>;
    /** The edit form of one saved address. */
    editAddress(id: number): FormMachine<AddressInput, Address, Address>;
    addCard: FormMachine<NewCardValues, NewCard, SavedCard>;
    editCard(id: number): FormMachine<CardDetailsValues, CardChanges, SavedCard>;
  };
  /** The addresses and cards pages: open forms and removal, with the removal call. */
  savedItems: { addresses: typeof savedItemsMachine; cards: typeof savedItemsMachine };
  /** Settings → Reminders: the lists (one type, or all for the counts), the people, the forms and removal. */
  reminders: {
    list: ResourceMachine<ReminderType | null, ReminderList>;
    people: ResourceMachine<null, ReminderPerson[]>;
    add(type: ReminderType): FormMachine<ReminderValues, NewReminder, Reminder>;
    edit(id: number): FormMachine<ReminderValues, ReminderChanges, Reminder>;
    removal: typeof savedItemsMachine;
  };
  avatarUpload: typeof avatarUploadMachine;
  notificationSwitches: typeof notificationSwitchesMachine;
  /** Unsaved form values, kept in this tab per person and form. */
  drafts: DraftStorage;
}
