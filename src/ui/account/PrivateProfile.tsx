import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProfileInfo } from '../../domain/account';
import { RELATIONSHIP_TYPE } from '../../domain/enums';
import {
  fullName,
  personDetails,
  petDetails,
  petsOf,
  profileFormPath,
  spouseDetails,
  vehicleName,
  type ProfileFormName,
} from '../../domain/privateProfile';
import type { savedItemsMachine } from '../../machines/savedItemsMachine';
import { useAppServices } from '../app/services';
import { Card } from '../components/Card';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { Loading, ReadFailed } from './parts';
import { RemovalDialog, SavedItem } from './SavedItemsPage';
import * as styles from './Settings.css';

interface Row {
  id: number;
  name: string;
  details: string;
}

interface ProfileListProps {
  title: string;
  form: ProfileFormName;
  rows: Row[];
  /** Shown instead of the list when it is empty. */
  empty: ReactNode;
  /** The add link's text; no link when adding is not offered (a spouse is saved). */
  addLabel: string | null;
  /** The removal flow with its call (src/app/composeAccount.ts). */
  machine: typeof savedItemsMachine;
  /** Reads the list again after a removal. */
  reload(): void;
  removeTitle: string;
}

const noop = () => {};

/** Why: every list of the private profile shows its rows with Edit (its form's page) and Remove once confirmed, in the same way. */
function ProfileList({ title, form, rows, empty, addLabel, machine, reload, removeTitle }: ProfileListProps) {
  const { inspect } = useAppServices();
  const navigate = useNavigate();
  const titleId = useId();
  const list = useActorRef(machine.provide({ actions: { reload } }), { input: {}, inspect });
  const removingId = useSelector(list, (s) => s.context.removing);
  const removing = rows.find((row) => row.id === removingId) ?? null;

  return (
    <Card>
      <section className={styles.section} aria-labelledby={titleId}>
        <div className={styles.sectionHeader}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          {addLabel && (
            <Link to={profileFormPath(form, 'new')} className={styles.textLink}>
              {addLabel}
            </Link>
          )}
        </div>
        {rows.length === 0 ? (
          <div className={styles.empty}>{empty}</div>
        ) : (
          <ul className={styles.list} aria-label={title}>
            {rows.map((row) => (
              <SavedItem
                key={row.id}
                name={row.name}
                isDefault={false}
                details={<p className={styles.itemLines}>{row.details}</p>}
                editing={false}
                onEdit={() => navigate(profileFormPath(form, row.id))}
                onRemove={() => list.send({ type: 'items.remove', id: row.id })}
                onClose={noop}
                onSaved={noop}
                renderEditForm={() => null}
              />
            ))}
          </ul>
        )}
      </section>
      <RemovalDialog
        actor={list}
        title={removeTitle}
        description={removing && `${removing.name} will no longer be on your profile.`}
      />
    </Card>
  );
}

/**
 * The private profile on the profile page (spec §3): spouse/partner, family, pets, teams,
 * vehicles and friends. Each is added and edited on its form's page.
 */
export function PrivateProfile({ profile, reload }: { profile: ProfileInfo; reload(): void }) {
  const { savedItems } = useAccount();
  const { spouse } = profile;
  const pets = petsOf(profile.pets);
  return (
    <>
      <ProfileList
        title="Spouse or partner"
        form="spouse"
        rows={spouse ? [{ id: spouse.id, name: fullName(spouse), details: spouseDetails(spouse) }] : []}
        empty="No spouse or partner saved."
        addLabel={spouse ? null : 'Add a spouse or partner'}
        machine={savedItems.family}
        reload={reload}
        removeTitle="Remove your spouse or partner?"
      />
      <ProfileList
        title="Family"
        form="family"
        rows={profile.family.map((member) => ({
          id: member.id,
          name: fullName(member),
          details: personDetails(member, RELATIONSHIP_TYPE.FAMILY),
        }))}
        empty="No family members saved."
        addLabel="Add a family member"
        machine={savedItems.family}
        reload={reload}
        removeTitle="Remove this family member?"
      />
      <ProfileList
        title="Pets"
        form="pet"
        rows={pets.listed.map((pet) => ({ id: pet.id, name: pet.name, details: petDetails(pet) }))}
        empty={pets.saidNone ? 'You told us you don’t have a pet.' : 'No pets saved.'}
        addLabel="Add a pet"
        machine={savedItems.pets}
        reload={reload}
        removeTitle="Remove this pet?"
      />
      <ProfileList
        title="Teams"
        form="team"
        rows={profile.teams.map((team) => ({ id: team.id, name: team.name, details: team.sport }))}
        empty="No teams saved."
        addLabel="Add a team"
        machine={savedItems.teams}
        reload={reload}
        removeTitle="Remove this team?"
      />
      <ProfileList
        title="Vehicles"
        form="vehicle"
        rows={profile.vehicles.map((vehicle) => ({
          id: vehicle.id,
          name: vehicleName(vehicle),
          details: vehicle.plate && `Plate ${vehicle.plate}`,
        }))}
        empty="No vehicles saved."
        addLabel="Add a vehicle"
        machine={savedItems.vehicles}
        reload={reload}
        removeTitle="Remove this vehicle?"
      />
      <Friends />
    </>
  );
}

/** Friends have their own read (`GET /api/v2/user/friends`). */
function Friends() {
  const account = useAccount();
  const friends = useResource(account.reads.friends, null);
  if (!friends.data) {
    return (
      <Card>
        {friends.status === 'failed' ? (
          <ReadFailed what="Your friends" error={friends.error} onRetry={friends.retry} />
        ) : (
          <Loading label="Loading your friends" />
        )}
      </Card>
    );
  }
  return (
    <ProfileList
      title="Friends"
      form="friend"
      rows={friends.data.map((friend) => ({
        id: friend.id,
        name: fullName(friend),
        details: personDetails(friend, RELATIONSHIP_TYPE.SOCIAL),
      }))}
      empty="No friends saved."
      addLabel="Add a friend"
      machine={account.savedItems.friends}
      reload={friends.reload}
      removeTitle="Remove this friend?"
    />
  );
}
