import type { AddressInput } from './account';
import { checkDates, DATE_RANGES } from './dates';
import { ADDRESS_LABELS, ADDRESS_RULES, formSpec, trimmed } from './formRules';
import { parseAmount } from './money';
import { singleLineRule } from './textHygiene';

/** The custom request form (categories/{categoryId}/request-custom), with the rules the server applies too. */

/** What the custom request form holds; an address typed here is saved with the request. */
export interface CustomRequestValues extends Omit<AddressInput, 'is_default'> {
  description: string;
  quantity: string;
  /** Dollars as typed (`250`, `249.99`). */
  budget: string;
  /** YYYY-MM-DD, from the date field. */
  needed_by: string;
  /** A saved address id, or 'new' to type one. */
  address_id: string;
  /** One vendor of the category, or '' to ask them all. */
  vendor_id: string;
}

export const EMPTY_CUSTOM_REQUEST: CustomRequestValues = {
  description: '',
  quantity: '1',
  budget: '',
  needed_by: '',
  address_id: 'new',
  vendor_id: '',
  label: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zipcode: '',
};

/** At most this many photos on a custom request, each an upload through the avatar's path (its type and size checks). */
export const CUSTOM_REQUEST_MAX_PHOTOS = 4;

const BUDGET_LIMITS = { minCents: 100, maxCents: 10_000_000 };

/** What the form sends; the request key and the category are added by the page's call. */
export interface CustomRequestDraft {
  vendor_id: number | null;
  description: string;
  quantity: number;
  budget_cents: number;
  needed_by: string;
  delivery: { address_id: number } | { address: AddressInput };
}

/** The form of a custom request; `today` (YYYY-MM-DD) starts the year its needed-by date falls in. */
export const customRequestForm = (today: () => string) =>
  formSpec<CustomRequestValues, CustomRequestDraft>({
    rules: (values) => ({
      description: [{ required: true, whitespace: true, message: 'Say what you need' }, { max: 1000 }, singleLineRule('What you need')],
      quantity: [{ required: true }, { pattern: /^[1-9]\d{0,2}$/, message: 'Quantity must be a whole number from 1 to 999' }],
      needed_by: [{ required: true, message: 'Choose the date you need it by' }],
      ...(values.address_id === 'new' ? ADDRESS_RULES : {}),
    }),
    labels: {
      ...ADDRESS_LABELS,
      description: 'What you need',
      quantity: 'Quantity',
      budget: 'Budget',
      needed_by: 'Needed by',
      address_id: 'Deliver to',
      vendor_id: 'Vendor',
    },
    prepare: trimmed<CustomRequestValues>,
    alsoCheck: (values) => {
      const budget = parseAmount(values.budget, BUDGET_LIMITS);
      return {
        ...(budget.ok ? {} : { budget: budget.error.replace(/^Amount/, 'Budget') }),
        ...checkDates(values, { needed_by: DATE_RANGES.comingYear }, today()),
      };
    },
    toRequest: (values) => {
      const budget = parseAmount(values.budget, BUDGET_LIMITS);
      const { label, line1, line2, city, state, zipcode } = values;
      return {
        vendor_id: values.vendor_id ? Number(values.vendor_id) : null,
        description: values.description,
        quantity: Number(values.quantity),
        budget_cents: budget.ok ? budget.cents : 0,
        needed_by: values.needed_by,
        delivery:
          values.address_id === 'new'
            ? { address: { label, line1, line2, city, state, zipcode, is_default: false } }
            : { address_id: Number(values.address_id) },
      };
    },
  });
