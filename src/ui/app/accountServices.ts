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
import type { SubmitMachine } from '../../machines/submitMachine';
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
    personalDetails: SubmitMachine<PersonalDetails, Partial<ProfileInfo>>;
    contactInfo: SubmitMachine<ContactInfo, Partial<ProfileInfo>>;
    contactPreference: SubmitMachine<Preferences, Required<Preferences>>;
    password: SubmitMachine<PasswordChange, null>;
    workProfile: SubmitMachine<WorkProfileChanges, WorkProfile>;
    interests: SubmitMachine<number[], { interests: number[] }>;
    addAddress: SubmitMachine<AddressInput, Address>;
    editAddress: SubmitMachine<Address, Address>;
    /** Takes the address id. */
    removeAddress: SubmitMachine<number, null>;
    addCard: SubmitMachine<NewCard, SavedCard>;
    editCard: SubmitMachine<CardChanges, SavedCard>;
    /** Takes the card id. */
    removeCard: SubmitMachine<number, null>;
  };
  avatarUpload: typeof avatarUploadMachine;
  notificationSwitches: typeof notificationSwitchesMachine;
  /** Unsaved form values, kept in this tab per person and form. */
  drafts: DraftStorage;
}
