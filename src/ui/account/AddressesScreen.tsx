import { useState } from 'react';
import { EMPTY_ADDRESS, type Address, type AddressInput } from '../../domain/account';
import type { FormMachine } from '../../machines/formMachine';
import { CheckboxField } from '../components/CheckboxField';
import { AddressFields } from '../forms/AddressFields';
import { useHasDraft } from '../forms/useForm';
import { useAccount } from './useAccount';
import { SavedItemForm, useSavedItemForm } from './SavedItemForm';
import { SavedItem, SavedItemsPage, type ItemFormSlot, type SavedItemActions } from './SavedItemsPage';
import * as styles from './Settings.css';

const NEW_ADDRESS_DRAFT = 'address:new';
const draftNameOf = (address: Address) => `address:${address.id}`;

/** `settings/account/address`: delivery addresses to add, edit and remove. */
export default function AddressesScreen() {
  const account = useAccount();
  // A kept draft (the session ended while adding) opens the form again.
  const keptNewDraft = useHasDraft(account.drafts, NEW_ADDRESS_DRAFT, EMPTY_ADDRESS);
  return (
    <SavedItemsPage
      title="Addresses"
      lead="Where your orders and requests are delivered."
      read={account.reads.addresses}
      listLabel="Your addresses"
      loadingLabel="Loading your addresses"
      emptyText="No addresses yet. Add one to have orders delivered."
      addLabel="Add an address"
      initiallyAdding={keptNewDraft}
      renderAddForm={({ isFirst, ...slot }) => (
        <AddressForm
          title="New address"
          draftName={NEW_ADDRESS_DRAFT}
          saved={{ ...EMPTY_ADDRESS, is_default: isFirst }}
          machine={account.forms.addAddress}
          submitLabel="Add address"
          {...slot}
        />
      )}
      renderItem={(address, actions) => <AddressItem address={address} {...actions} />}
      machine={account.savedItems.addresses}
      removeTitle="Remove this address?"
      describeRemoval={(address) => `${address.label}: ${oneLine(address)}.`}
    />
  );
}

const oneLine = (address: Address) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.zipcode}`].filter(Boolean).join(', ');

function AddressItem({ address, ...actions }: SavedItemActions & { address: Address }) {
  const account = useAccount();
  const { id, ...fields } = address;
  const keptDraft = useHasDraft(account.drafts, draftNameOf(address), fields);
  // One machine for the form's life: a new one would start the form over.
  const [editMachine] = useState(() => account.forms.editAddress(id));
  return (
    <SavedItem
      name={address.label}
      isDefault={address.is_default}
      details={
        <address className={styles.itemLines}>
          {address.line1}
          {address.line2 && <>, {address.line2}</>}
          <br />
          {address.city}, {address.state} {address.zipcode}
        </address>
      }
      keptDraft={keptDraft}
      renderEditForm={(slot) => (
        <AddressForm
          title={`Edit ${address.label}`}
          draftName={draftNameOf(address)}
          saved={fields}
          machine={editMachine}
          submitLabel="Save address"
          {...slot}
        />
      )}
      {...actions}
    />
  );
}

interface AddressFormProps<Request, Result> extends ItemFormSlot {
  title: string;
  draftName: string;
  saved: AddressInput;
  machine: FormMachine<AddressInput, Request, Result>;
  submitLabel: string;
}

function AddressForm<Request, Result>({ title, draftName, saved, machine, submitLabel, onClose, onSaved }: AddressFormProps<Request, Result>) {
  const editor = useSavedItemForm(machine, { saved, draftName, onClose, onSaved });
  const isDefault = editor.form.field('is_default');
  return (
    <SavedItemForm editor={editor} label={title} savedText="The address is saved." submitLabel={submitLabel}>
      <AddressFields field={editor.form.field} />
      <CheckboxField label="Use as my default address" checked={isDefault.value} onChange={isDefault.onChange} />
    </SavedItemForm>
  );
}
