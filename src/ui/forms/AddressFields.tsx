import type { AddressInput } from '../../domain/account';
import { US_STATES } from '../../domain/usStates';
import type { FieldProps } from '../../machines/formMachineConnect';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import * as styles from './forms.css';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

type AddressField = Exclude<keyof AddressInput, 'is_default'>;

/**
 * The fields of an address, the same in Settings → Addresses and at checkout (rules and
 * messages in src/domain/formRules.ts). `field` gives each its value, error and handlers.
 */
export function AddressFields({ field }: { field(name: AddressField): FieldProps<string> }) {
  return (
    <div className={styles.fields}>
      <TextField label="Label" hint="e.g. Home or Office" required maxLength={40} {...field('label')} />
      <TextField label="Address" autoComplete="address-line1" required maxLength={120} {...field('line1')} />
      <TextField
        label="Address line 2"
        autoComplete="address-line2"
        hint="Optional: apartment, suite, floor"
        maxLength={120}
        {...field('line2')}
      />
      <div className={styles.fieldRow}>
        <TextField label="City" autoComplete="address-level2" required maxLength={60} {...field('city')} />
        <SelectField label="State" required options={STATE_OPTIONS} {...field('state')} />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...field('zipcode')} />
      </div>
    </div>
  );
}
