import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ProfileInfo } from '../../domain/account';
import {
  FAMILY_MEMBER_RELATIONSHIPS,
  NO_PET_KIND,
  PET_KIND_CHOICES,
  PET_SIZES,
  RELATIONSHIP_TYPE,
  relationshipsOfType,
} from '../../domain/enums';
import type { FriendValues, PersonValues, PetValues, SpouseValues, TeamValues, VehicleValues } from '../../domain/formRules';
import {
  fullName,
  isProfileFormName,
  profileFormId,
  vehicleName,
  type Friend,
  type Person,
  type Pet,
  type ProfileFormName,
  type Spouse,
  type Team,
  type Vehicle,
} from '../../domain/privateProfile';
import type { FormMachine } from '../../machines/formMachine';
import { useAssetUrl } from '../app/useAssetUrl';
import { useForm } from '../forms/useForm';
import { Card } from '../components/Card';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { NotFoundPanel } from '../catalogue';
import { Loading, ReadFailed, SettingsPage } from './parts';
import { PhotoPicker } from './PhotoPicker';
import { SavedItemForm } from './SavedItemForm';
import * as styles from './Settings.css';

const PROFILE_PATH = '/settings/account/profile';
const options = (list: readonly { value: number; label?: string; name?: string }[]) =>
  list.map((item) => ({ value: String(item.value), label: item.label ?? item.name ?? '' }));
const FAMILY_OPTIONS = options(FAMILY_MEMBER_RELATIONSHIPS);
const SOCIAL_OPTIONS = options(relationshipsOfType(RELATIONSHIP_TYPE.SOCIAL));
const KIND_OPTIONS = options(PET_KIND_CHOICES);
const SIZE_OPTIONS = options(PET_SIZES);

/** What each form is called: "family member" gives "Add a family member", "Family member not found". */
const NOUNS: Record<ProfileFormName, string> = {
  spouse: 'spouse or partner',
  family: 'family member',
  pet: 'pet',
  team: 'team',
  vehicle: 'vehicle',
  friend: 'friend',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `settings/account/profile/:formName/:formId` (spec §2): adds (`new`) or edits a spouse,
 * family member, pet, team, vehicle or friend. A form or id that does not exist, or someone
 * else's id, shows "not found".
 */
export default function ProfileFormScreen() {
  const { formName, formId } = useParams();
  const id = profileFormId(formId);
  if (!isProfileFormName(formName) || id === null) return <NotFoundPanel what="Page" />;
  // A new page per form and id: each has its own form machine.
  return formName === 'friend' ? <FriendPage key={id} id={id} /> : <ProfileRowPage key={`${formName}/${id}`} form={formName} id={id} />;
}

interface FormPageProps {
  form: ProfileFormName;
  /** The saved row's name when editing. */
  name: string | null;
  children: ReactNode;
}

function FormPage({ form, name, children }: FormPageProps) {
  return (
    <SettingsPage title={name === null ? `Add a ${NOUNS[form]}` : `Edit ${name}`}>
      <Link to={PROFILE_PATH} className={styles.textLink}>
        Back to your profile
      </Link>
      {children}
    </SettingsPage>
  );
}

/** Spouse, family, pets, teams and vehicles come with the profile call. */
function ProfileRowPage({ form, id }: { form: Exclude<ProfileFormName, 'friend'>; id: number | 'new' }) {
  const profile = useResource(useAccount().reads.profile, null);
  if (!profile.data) {
    return profile.status === 'failed' ? (
      <ReadFailed what="Your profile" error={profile.error} onRetry={profile.retry} />
    ) : (
      <Loading label="Loading your profile" />
    );
  }
  const row = id === 'new' ? null : rowOf(profile.data, form, id);
  if (id !== 'new' && !row) return <NotFoundPanel what={capitalised(NOUNS[form])} />;
  const formOf: Record<typeof form, ReactNode> = {
    spouse: <SpouseForm spouse={row as Spouse | null} />,
    family: <FamilyForm member={row as Person | null} />,
    pet: <PetForm pet={row as Pet | null} onPhotoSaved={profile.reload} />,
    team: <TeamForm team={row as Team | null} />,
    vehicle: <VehicleForm vehicle={row as Vehicle | null} />,
  };
  return formOf[form];
}

function rowOf(profile: ProfileInfo, form: Exclude<ProfileFormName, 'friend'>, id: number) {
  const rows = {
    spouse: profile.spouse ? [profile.spouse] : [],
    family: profile.family,
    pet: profile.pets,
    team: profile.teams,
    vehicle: profile.vehicles,
  }[form];
  return rows.find((row) => row.id === id) ?? null;
}

function FriendPage({ id }: { id: number | 'new' }) {
  if (id === 'new') return <FriendForm friend={null} />;
  return <SavedFriend id={id} />;
}

/** `GET /api/v2/user/view-friend?id=`: someone else's or an unknown id reads as missing. */
function SavedFriend({ id }: { id: number }) {
  const friend = useResource(useAccount().reads.friend, id);
  if (friend.status === 'missing') return <NotFoundPanel what="Friend" />;
  if (!friend.data) {
    return friend.status === 'failed' ? (
      <ReadFailed what="Your friend" error={friend.error} onRetry={friend.retry} />
    ) : (
      <Loading label="Loading your friend" />
    );
  }
  return <FriendForm friend={friend.data} />;
}

interface RowFormProps<Values extends object, Request, Result> {
  form: ProfileFormName;
  id: number | null;
  name: string | null;
  machine: (id?: number) => FormMachine<Values, Request, Result>;
  saved: Values;
  children(field: ReturnType<typeof useForm<Values, Request, Result>>['field']): ReactNode;
  after?: ReactNode;
}

/** Why: every profile form saves the same way — a draft per form and row, back to the profile once saved or cancelled. */
function RowForm<Values extends object, Request, Result>({ form, id, name, machine, saved, children, after }: RowFormProps<Values, Request, Result>) {
  const navigate = useNavigate();
  // One machine for the page's life: a new one would start the form over.
  const [formMachine] = useState(() => machine(id ?? undefined));
  const { drafts } = useAccount();
  const savedForm = useForm(formMachine, { saved, draft: { storage: drafts, name: `profile:${form}:${id ?? 'new'}` }, closesOnSave: true });
  const editor = { form: savedForm, cancel: savedForm.close };
  // Back to the profile once the machine has closed the form (saved or cancelled: nothing is unsaved).
  useEffect(() => {
    if (savedForm.closed) navigate(PROFILE_PATH);
  }, [savedForm.closed, navigate]);
  const title = name === null ? `Add a ${NOUNS[form]}` : `Edit ${name}`;
  return (
    <FormPage form={form} name={name}>
      <Card>
        <SavedItemForm editor={editor} label={title} title={capitalised(NOUNS[form])} savedText="Saved." submitLabel="Save">
          {children(editor.form.field)}
        </SavedItemForm>
      </Card>
      {after}
    </FormPage>
  );
}

type NameField = (name: 'first_name' | 'last_name') => ReturnType<ReturnType<typeof useForm<PersonValues, unknown, unknown>>['field']>;

/** The names of a spouse, family member or friend. */
function NameFields({ field }: { field: NameField }) {
  return (
    <div className={styles.row}>
      <TextField label="First name" required maxLength={60} {...field('first_name')} />
      <TextField label="Last name" required maxLength={60} {...field('last_name')} />
    </div>
  );
}

function SpouseForm({ spouse }: { spouse: Spouse | null }) {
  const { forms } = useAccount();
  const saved: SpouseValues = {
    first_name: spouse?.first_name ?? '',
    last_name: spouse?.last_name ?? '',
    birth_date: spouse?.birth_date ?? '',
    anniversary_date: spouse?.anniversary_date ?? '',
  };
  return (
    <RowForm form="spouse" id={spouse?.id ?? null} name={spouse && fullName(spouse)} machine={() => forms.spouse} saved={saved}>
      {(field) => (
        <>
          <NameFields field={field} />
          <div className={styles.row}>
            <TextField label="Date of birth" type="date" hint="Optional" {...field('birth_date')} />
            <TextField label="Anniversary" type="date" hint="Optional" {...field('anniversary_date')} />
          </div>
        </>
      )}
    </RowForm>
  );
}

const personValues = (person: Person | null): PersonValues => ({
  first_name: person?.first_name ?? '',
  last_name: person?.last_name ?? '',
  relationship: person ? String(person.relationship) : '',
  birth_date: person?.birth_date ?? '',
});

function FamilyForm({ member }: { member: Person | null }) {
  const { forms } = useAccount();
  return (
    <RowForm
      form="family"
      id={member?.id ?? null}
      name={member && fullName(member)}
      machine={forms.familyMember}
      saved={personValues(member)}
    >
      {(field) => (
        <>
          <NameFields field={field} />
          <div className={styles.row}>
            <SelectField label="Relationship" required placeholder="Choose" options={FAMILY_OPTIONS} {...field('relationship')} />
            <TextField label="Date of birth" type="date" hint="Optional" {...field('birth_date')} />
          </div>
        </>
      )}
    </RowForm>
  );
}

function FriendForm({ friend }: { friend: Friend | null }) {
  const { forms } = useAccount();
  const saved: FriendValues = { ...personValues(friend), email: friend?.email ?? '' };
  return (
    <RowForm form="friend" id={friend?.id ?? null} name={friend && fullName(friend)} machine={forms.friend} saved={saved}>
      {(field) => (
        <>
          <NameFields field={field} />
          <div className={styles.rowOfThree}>
            <SelectField label="Relationship" required placeholder="Choose" options={SOCIAL_OPTIONS} {...field('relationship')} />
            <TextField label="Date of birth" type="date" hint="Optional" {...field('birth_date')} />
            <TextField label="Email" type="email" inputMode="email" hint="Optional" {...field('email')} />
          </div>
        </>
      )}
    </RowForm>
  );
}

function PetForm({ pet, onPhotoSaved }: { pet: Pet | null; onPhotoSaved(): void }) {
  const { forms, petPhotoUpload } = useAccount();
  const urlOf = useAssetUrl();
  const saved: PetValues = {
    name: pet?.name ?? '',
    kind: pet ? String(pet.kind) : '',
    size: pet?.size ? String(pet.size) : '',
    breed: pet?.breed ?? '',
    birth_date: pet?.birth_date ?? '',
  };
  const [photoMachine] = useState(() => (pet ? petPhotoUpload(pet.id) : null));
  const hasPet = pet !== null && pet.kind !== NO_PET_KIND;
  return (
    <RowForm
      form="pet"
      id={pet?.id ?? null}
      name={pet && (pet.name || 'your answer')}
      machine={forms.pet}
      saved={saved}
      after={
        hasPet &&
        photoMachine && (
          <Card>
            <PhotoPicker
              machine={photoMachine}
              preview={
                <span className={styles.avatarLarge} aria-hidden="true">
                  {pet.photo ? <img className={styles.avatarImage} src={urlOf(pet.photo)} alt="" width={88} height={88} /> : pet.name.charAt(0)}
                </span>
              }
              hasPhoto={pet.photo !== null}
              whose={`${pet.name}’s photo`}
              savedText={`${pet.name}’s new photo is saved.`}
              onSaved={onPhotoSaved}
            />
          </Card>
        )
      }
    >
      {(field) => (
        <>
          <div className={styles.row}>
            <SelectField label="Kind" required placeholder="Choose" options={KIND_OPTIONS} {...field('kind')} />
            <TextField label="Name" required maxLength={60} {...field('name')} />
          </div>
          <div className={styles.rowOfThree}>
            <SelectField label="Size" placeholder="Optional" options={SIZE_OPTIONS} {...field('size')} />
            <TextField label="Breed" hint="Optional" maxLength={60} {...field('breed')} />
            <TextField label="Date of birth" type="date" hint="Optional" {...field('birth_date')} />
          </div>
        </>
      )}
    </RowForm>
  );
}

function TeamForm({ team }: { team: Team | null }) {
  const { forms } = useAccount();
  const saved: TeamValues = { name: team?.name ?? '', sport: team?.sport ?? '' };
  return (
    <RowForm form="team" id={team?.id ?? null} name={team?.name ?? null} machine={forms.team} saved={saved}>
      {(field) => (
        <div className={styles.row}>
          <TextField label="Team" required maxLength={80} {...field('name')} />
          <TextField label="Sport" hint="Optional, e.g. Basketball" maxLength={40} {...field('sport')} />
        </div>
      )}
    </RowForm>
  );
}

function VehicleForm({ vehicle }: { vehicle: Vehicle | null }) {
  const { forms } = useAccount();
  const saved: VehicleValues = {
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    year: vehicle?.year ? String(vehicle.year) : '',
    plate: vehicle?.plate ?? '',
  };
  return (
    <RowForm form="vehicle" id={vehicle?.id ?? null} name={vehicle && vehicleName(vehicle)} machine={forms.vehicle} saved={saved}>
      {(field) => (
        <>
          <div className={styles.row}>
            <TextField label="Make" required maxLength={40} {...field('make')} />
            <TextField label="Model" required maxLength={40} {...field('model')} />
          </div>
          <div className={styles.row}>
            <TextField label="Year" inputMode="numeric" hint="Optional" {...field('year')} />
            <TextField label="Licence plate" hint="Optional" maxLength={10} {...field('plate')} />
          </div>
        </>
      )}
    </RowForm>
  );
}
