import { useState, type FormEvent } from 'react';
import type { Address, AddressInput } from '../../../domain/account';
import { US_STATES } from '../../../domain/usStates';
import { validateForm, type FormErrors, type Rules } from '../../../domain/validation';
import type { SubmitMachine } from '../../../machines/submitMachine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckboxField } from '../../components/CheckboxField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InlineAlert } from '../../components/InlineAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAccount } from '../../data/useAccount';
import { useResource } from '../../data/useReads';
import { useHasDraft, useSavableForm } from '../../forms/useSavableForm';
import { useSubmit } from '../../forms/useSubmit';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
import * as styles from './Settings.css';

const NEW_ADDRESS: AddressInput = { label: '', line1: '', line2: '', city: '', state: '', zipcode: '', is_default: false };
const NEW_ADDRESS_DRAFT = 'address:new';
const draftNameOf = (address: Address) => `address:${address.id}`;

/** `settings/account/address`: delivery addresses to add, edit and remove. */
export default function AddressesScreen() {
  const account = useAccount();
  const list = useResource(account.reads.addresses, null);
  // A kept draft (the session ended while adding) opens the form again.
  const [adding, setAdding] = useState(useHasDraft(account.drafts, NEW_ADDRESS_DRAFT, NEW_ADDRESS));
  const [removing, setRemoving] = useState<Address | null>(null);
  const remove = useSubmit(account.forms.removeAddress, () => {
    setRemoving(null);
    list.reload();
  });
  const addresses = list.data ?? [];

  return (
    <SettingsPage title="Addresses" lead="Where your orders and requests are delivered.">
      {list.status === 'failed' && !list.data && <ReadFailed what="Your addresses" error={list.error} onRetry={list.retry} />}
      {list.status === 'loading' && !list.data && <Loading label="Loading your addresses" />}
      {list.data && (
        <>
          {adding ? (
            <Card>
              <AddressForm
                title="New address"
                draftName={NEW_ADDRESS_DRAFT}
                saved={{ ...NEW_ADDRESS, is_default: addresses.length === 0 }}
                machine={account.forms.addAddress}
                toRequest={(values) => values}
                submitLabel="Add address"
                onClose={() => setAdding(false)}
                onSaved={list.reload}
              />
            </Card>
          ) : (
            <div className={styles.actions}>
              <Button type="button" onClick={() => setAdding(true)}>
                Add an address
              </Button>
            </div>
          )}
          {addresses.length === 0 ? (
            !adding && <p className={styles.empty}>No addresses yet. Add one to have orders delivered.</p>
          ) : (
            <ul className={styles.list} aria-label="Your addresses">
              {addresses.map((address) => (
                <AddressItem key={address.id} address={address} onRemove={() => setRemoving(address)} onSaved={list.reload} />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this address?"
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={remove.status === 'submitting'}
        onConfirm={() => removing && remove.submit(removing.id)}
        onCancel={() => {
          remove.edited();
          setRemoving(null);
        }}
      >
        {removing && `${removing.label}: ${oneLine(removing)}.`}
        {remove.status === 'failed' && <InlineAlert tone="error">Not removed: {remove.error}</InlineAlert>}
      </ConfirmDialog>
    </SettingsPage>
  );
}

const oneLine = (address: Address) =>
  [address.line1, address.line2, address.city, `${address.state} ${address.zipcode}`].filter(Boolean).join(', ');

interface AddressItemProps {
  address: Address;
  onRemove(): void;
  onSaved(): void;
}

function AddressItem({ address, onRemove, onSaved }: AddressItemProps) {
  const account = useAccount();
  const { id, ...fields } = address;
  const [editing, setEditing] = useState(useHasDraft(account.drafts, draftNameOf(address), fields));

  if (editing) {
    return (
      <li>
        <Card>
          <AddressForm
            title={`Edit ${address.label}`}
            draftName={draftNameOf(address)}
            saved={fields}
            machine={account.forms.editAddress}
            toRequest={(values) => ({ id, ...values })}
            submitLabel="Save address"
            onClose={() => setEditing(false)}
            onSaved={onSaved}
          />
        </Card>
      </li>
    );
  }
  return (
    <li className={styles.listItem}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {address.label}
          {address.is_default && <span className={styles.badge}>Default</span>}
        </span>
        <address className={styles.itemLines}>
          {address.line1}
          {address.line2 && <>, {address.line2}</>}
          <br />
          {address.city}, {address.state} {address.zipcode}
        </address>
      </div>
      <div className={styles.itemActions}>
        <Button type="button" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${address.label}`}>
          Edit
        </Button>
        <Button type="button" variant="ghost" onClick={onRemove} aria-label={`Remove ${address.label}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

type AddressValues = Omit<AddressInput, 'is_default'>;

const RULES: Rules<AddressValues> = {
  label: [{ required: true, whitespace: true }, { max: 40 }],
  line1: [{ required: true, whitespace: true }, { max: 120 }],
  line2: [{ max: 120 }],
  city: [{ required: true, whitespace: true }, { max: 60 }],
  state: [{ required: true, message: 'Choose a state' }],
  zipcode: [{ required: true, message: 'ZIP code is required' }, { pattern: /^\d{5}$/, message: 'Enter a 5-digit ZIP code' }],
};
const LABELS = { label: 'Label', line1: 'Address', line2: 'Address line 2', city: 'City', state: 'State', zipcode: 'ZIP code' };
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

interface AddressFormProps<Request, Result> {
  title: string;
  draftName: string;
  saved: AddressInput;
  machine: SubmitMachine<Request, Result>;
  toRequest(values: AddressInput): Request;
  submitLabel: string;
  onClose(): void;
  onSaved(): void;
}

function AddressForm<Request, Result>({ title, draftName, saved, machine, toRequest, submitLabel, onClose, onSaved }: AddressFormProps<Request, Result>) {
  const account = useAccount();
  const form = useSavableForm({
    name: draftName,
    saved,
    machine,
    drafts: account.drafts,
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const [errors, setErrors] = useState<FormErrors<AddressValues>>({});
  const { values } = form;
  const errorOf = (field: keyof AddressValues) => errors[field] ?? form.fieldErrors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed: AddressInput = {
      ...values,
      label: values.label.trim(),
      line1: values.line1.trim(),
      line2: values.line2.trim(),
      city: values.city.trim(),
      zipcode: values.zipcode.trim(),
    };
    const found = await validateForm(trimmed, RULES, LABELS);
    setErrors(found);
    if (Object.keys(found).length === 0) form.submit(toRequest(trimmed));
  }

  function cancel() {
    form.revert();
    onClose();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <FormNotices form={form} savedText="The address is saved." />
      <TextField
        label="Label"
        name="label"
        hint="e.g. Home or Office"
        required
        maxLength={40}
        value={values.label}
        onChange={(label) => form.change({ label })}
        error={errorOf('label')}
      />
      <TextField
        label="Address"
        name="line1"
        autoComplete="address-line1"
        required
        maxLength={120}
        value={values.line1}
        onChange={(line1) => form.change({ line1 })}
        error={errorOf('line1')}
      />
      <TextField
        label="Address line 2"
        name="line2"
        autoComplete="address-line2"
        hint="Optional: apartment, suite, floor"
        maxLength={120}
        value={values.line2}
        onChange={(line2) => form.change({ line2 })}
        error={errorOf('line2')}
      />
      <div className={styles.rowOfThree}>
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          required
          maxLength={60}
          value={values.city}
          onChange={(city) => form.change({ city })}
          error={errorOf('city')}
        />
        <SelectField
          label="State"
          name="state"
          required
          options={STATE_OPTIONS}
          value={values.state}
          onChange={(state) => form.change({ state })}
          error={errorOf('state')}
        />
        <TextField
          label="ZIP code"
          name="zipcode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={values.zipcode}
          onChange={(zipcode) => form.change({ zipcode })}
          error={errorOf('zipcode')}
        />
      </div>
      <CheckboxField
        label="Use as my default address"
        checked={values.is_default}
        onChange={(is_default) => form.change({ is_default })}
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" busy={form.status === 'submitting'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
