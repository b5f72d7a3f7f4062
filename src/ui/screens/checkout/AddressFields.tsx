import type { AddressInput } from '../../../domain/account';
import { US_STATES } from '../../../domain/usStates';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import * as styles from '../../money/money.css';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));


/** A new delivery address, as typed (the checkout machine keeps it and checks it). */
export function AddressFields({ address, onChange }: { address: AddressInput; onChange(address: AddressInput): void }) {
  const set = (field: keyof AddressInput) => (value: string) => onChange({ ...address, [field]: value });
  return (
    <div className={styles.subForm}>
      <TextField label="Label" name="label" hint="Such as Home or Office" required value={address.label} onChange={set('label')} />
      <TextField label="Address" name="line1" autoComplete="address-line1" required value={address.line1} onChange={set('line1')} />
      <TextField label="Address line 2" name="line2" autoComplete="address-line2" value={address.line2} onChange={set('line2')} />
      <div className={styles.fieldRow}>
        <TextField label="City" name="city" autoComplete="address-level2" required value={address.city} onChange={set('city')} />
        <SelectField
          label="State"
          name="state"
          options={STATE_OPTIONS}
          placeholder="Choose"
          required
          value={address.state}
          onChange={set('state')}
        />
        <TextField
          label="ZIP code"
          name="zipcode"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          value={address.zipcode}
          onChange={set('zipcode')}
        />
      </div>
    </div>
  );
}
