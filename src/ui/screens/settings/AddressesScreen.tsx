import type { Address, AddressInput } from '../../../domain/account';
import { US_STATES } from '../../../domain/usStates';
import { validateForm, type Rules } from '../../../domain/validation';
import type { SubmitMachine } from '../../../machines/submitMachine';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAccount } from '../../services/useAccount';
import { useHasDraft } from '../../forms/useSavableForm';
import { SavedItemForm, useSavedItemForm } from './SavedItemForm';
import { SavedItem, SavedItemsPage, type ItemFormSlot, type SavedItemActions } from './SavedItemsPage';
import * as styles from './Settings.css';

const NEW_ADDRESS: AddressInput = { label: '', line1: '', line2: '', city: '', state: '', zipcode: '', is_default: false };
const NEW_ADDRESS_DRAFT = 'address:new';
const draftNameOf = (address: Address) => `address:${address.id}`;

/** `settings/account/address`: delivery addresses to add, edit and remove. */
export default function AddressesScreen() {
  const account = useAccount();
  // A kept draft (the session ended while adding) opens the form again.
  const keptNewDraft = useHasDraft(account.drafts, NEW_ADDRESS_DRAFT, NEW_ADDRESS);
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
          saved={{ ...NEW_ADDRESS, is_default: isFirst }}
          machine={account.forms.addAddress}
          toRequest={(values) => values}
          submitLabel="Add address"
          {...slot}
        />
      )}
      renderItem={(address, actions) => <AddressItem address={address} {...actions} />}
      removeMachine={account.forms.removeAddress}
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
      initiallyEditing={keptDraft}
      renderEditForm={(slot) => (
        <AddressForm
          title={`Edit ${address.label}`}
          draftName={draftNameOf(address)}
          saved={fields}
          machine={account.forms.editAddress}
          toRequest={(values) => ({ id, ...values })}
          submitLabel="Save address"
          {...slot}
        />
      )}
      {...actions}
    />
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

interface AddressFormProps<Request, Result> extends ItemFormSlot {
  title: string;
  draftName: string;
  saved: AddressInput;
  machine: SubmitMachine<Request, Result>;
  toRequest(values: AddressInput): Request;
  submitLabel: string;
}

function AddressForm<Request, Result>({ title, draftName, saved, machine, toRequest, submitLabel, onClose, onSaved }: AddressFormProps<Request, Result>) {
  const editor = useSavedItemForm({
    name: draftName,
    saved,
    machine,
    onClose,
    onSaved,
    check: async (values) => {
      const trimmed: AddressInput = {
        ...values,
        label: values.label.trim(),
        line1: values.line1.trim(),
        line2: values.line2.trim(),
        city: values.city.trim(),
        zipcode: values.zipcode.trim(),
      };
      return { problems: await validateForm(trimmed, RULES, LABELS), request: toRequest(trimmed) };
    },
  });
  const { values, change } = editor.form;
  const { errorOf } = editor;

  return (
    <SavedItemForm editor={editor} label={title} savedText="The address is saved." submitLabel={submitLabel}>
      <TextField
        label="Label"
        name="label"
        hint="e.g. Home or Office"
        required
        maxLength={40}
        value={values.label}
        onChange={(label) => change({ label })}
        error={errorOf('label')}
      />
      <TextField
        label="Address"
        name="line1"
        autoComplete="address-line1"
        required
        maxLength={120}
        value={values.line1}
        onChange={(line1) => change({ line1 })}
        error={errorOf('line1')}
      />
      <TextField
        label="Address line 2"
        name="line2"
        autoComplete="address-line2"
        hint="Optional: apartment, suite, floor"
        maxLength={120}
        value={values.line2}
        onChange={(line2) => change({ line2 })}
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
          onChange={(city) => change({ city })}
          error={errorOf('city')}
        />
        <SelectField
          label="State"
          name="state"
          required
          options={STATE_OPTIONS}
          value={values.state}
          onChange={(state) => change({ state })}
          error={errorOf('state')}
        />
        <TextField
          label="ZIP code"
          name="zipcode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={values.zipcode}
          onChange={(zipcode) => change({ zipcode })}
          error={errorOf('zipcode')}
        />
      </div>
      <CheckboxField
        label="Use as my default address"
        checked={values.is_default}
        onChange={(is_default) => change({ is_default })}
      />
    </SavedItemForm>
  );
}
