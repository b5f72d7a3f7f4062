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
import type { FormSpec } from '../../domain/formSpec';
import type {
  familyForm,
  friendForm,
  FriendValues,
  PersonValues,
  petForm,
  PetValues,
  spouseForm,
  SpouseValues,
  teamForm,
  TeamValues,
  vehicleForm,
  VehicleValues,
} from '../../domain/formRules';
import type { Friend, Person, Pet, Spouse, Team, Vehicle } from '../../domain/privateProfile';
import type { ResourceMachine } from '../app/readMachineTypes';

/** What a form spec sends. */
type RequestOf<Spec> = Spec extends FormSpec<object, infer Request> ? Request : never;
/** A form of the private profile: adds a row, or edits the row `id`. */
type RowForm<Values extends object, Spec extends (id?: number) => FormSpec<Values, unknown>, Result> = (
  id?: number,
) => FormMachine<Values, RequestOf<ReturnType<Spec>>, Result>;
import type { DraftStorage } from '../forms/draftStorage';

/** The account area's machines, with their calls provided by src/app/composeAccount.ts. */
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
    friends: ResourceMachine<null, Friend[]>;
    /** One friend by id (`missing` when unknown or someone else's). */
    friend: ResourceMachine<number, Friend>;
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
    spouse: FormMachine<SpouseValues, RequestOf<typeof spouseForm>, Spouse>;
    familyMember: RowForm<PersonValues, typeof familyForm, Person>;
    pet: RowForm<PetValues, typeof petForm, Pet>;
    team: RowForm<TeamValues, typeof teamForm, Team>;
    vehicle: RowForm<VehicleValues, typeof vehicleForm, Vehicle>;
    friend: RowForm<FriendValues, typeof friendForm, Friend>;
  };
  /** Pages of saved things (addresses, cards, the private profile's lists): open forms and removal, with the removal call. */
  savedItems: Record<'addresses' | 'cards' | 'family' | 'pets' | 'teams' | 'vehicles' | 'friends', typeof savedItemsMachine>;
  /** Settings → Reminders: the lists (one type, or all for the counts), the people, the forms and removal. */
  reminders: {
    list: ResourceMachine<ReminderType | null, ReminderList>;
    people: ResourceMachine<null, ReminderPerson[]>;
    add(type: ReminderType): FormMachine<ReminderValues, NewReminder, Reminder>;
    edit(id: number): FormMachine<ReminderValues, ReminderChanges, Reminder>;
    removal: typeof savedItemsMachine;
  };
  avatarUpload: typeof avatarUploadMachine;
  /** The avatar's upload, saved as the photo of the pet `petId`. */
  petPhotoUpload(petId: number): typeof avatarUploadMachine;
  notificationSwitches: typeof notificationSwitchesMachine;
  /** Unsaved form values, kept in this tab per person and form. */
  drafts: DraftStorage;
}
