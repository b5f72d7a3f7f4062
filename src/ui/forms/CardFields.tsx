import type { ReactNode } from 'react';
import { CARD_BRAND_LABELS, cardDigits, expiryYears, formatCardNumber } from '../../domain/cardForm';
import { cardBrand } from '../../domain/cards';
import type { FieldProps } from '../../machines/formMachineConnect';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import * as styles from './forms.css';

const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: String(index + 1).padStart(2, '0') }));

/** This year and the next fifteen, plus a saved card's own year when it is earlier. */
function yearOptions(keep?: string) {
  const years = expiryYears(new Date()).map(String);
  return (keep && !years.includes(keep) ? [keep, ...years] : years).map((year) => ({ value: year, label: year }));
}

type CardDetail = 'holder_name' | 'exp_month' | 'exp_year';

interface CardFieldsProps {
  /** Absent when editing a saved card: its number cannot change. */
  number?: FieldProps<string>;
  /** Absent when editing a saved card. */
  cvc?: FieldProps<string>;
  field(name: CardDetail): FieldProps<string>;
  /** The default or save checkbox, after the fields. */
  children?: ReactNode;
}

/**
 * One card form for Settings → Payments, checkout and adding funds: number, name on card,
 * expiry and CVC, in that order; the checks are src/domain/formRules.ts `checkCardForm`.
 */
export function CardFields({ number, cvc, field, children }: CardFieldsProps) {
  const digits = number ? cardDigits(number.value) : '';
  const brand = digits.length >= 2 ? cardBrand(digits) : 'unknown';
  const year = field('exp_year');
  return (
    <div className={styles.fields}>
      {number && (
        <TextField
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          required
          hint={brand === 'unknown' ? undefined : CARD_BRAND_LABELS[brand]}
          {...number}
          value={formatCardNumber(number.value)}
          onChange={(text) => number.onChange(cardDigits(text))}
        />
      )}
      <TextField label="Name on card" autoComplete="cc-name" required maxLength={80} {...field('holder_name')} />
      <div className={styles.fieldRow}>
        <SelectField label="Expiry month" placeholder="MM" required options={MONTH_OPTIONS} {...field('exp_month')} />
        <SelectField label="Expiry year" placeholder="YYYY" required options={yearOptions(year.value)} {...year} />
        {cvc && (
          <TextField
            label="CVC"
            type="password"
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            {...cvc}
            onChange={(text) => cvc.onChange(text.replace(/\D/g, '').slice(0, 4))}
          />
        )}
      </div>
      {children}
    </div>
  );
}
