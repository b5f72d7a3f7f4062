import type { ReactNode } from 'react';
import type { SavedCard } from '../../../domain/account';
import {
  CARD_BRAND_LABELS,
  cardDigits,
  checkCardFields,
  expiryProblem,
  expiryYears,
  formatCardNumber,
  formatExpiry,
} from '../../../domain/cardForm';
import { cardBrand } from '../../../domain/cards';
import { validateForm, type FormErrors, type Rules } from '../../../domain/validation';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAccount } from '../../services/useAccount';
import { SavedItemForm, useSavedItemForm } from './SavedItemForm';
import { SavedItem, SavedItemsPage, type ItemFormSlot } from './SavedItemsPage';
import * as styles from './Settings.css';

const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0');
  return { value: String(index + 1), label: month };
});
const yearOptions = () => expiryYears(new Date()).map((year) => ({ value: String(year), label: String(year) }));

const cardName = (card: SavedCard) => `${CARD_BRAND_LABELS[card.brand]} ending in ${card.last4}`;

/** `settings/account/payments`: saved cards to add, edit and remove. Numbers are never kept. */
export default function PaymentsScreen() {
  const account = useAccount();
  return (
    <SavedItemsPage
      title="Payments"
      lead="Cards you pay with. We keep the last four digits only."
      read={account.reads.cards}
      listLabel="Your cards"
      loadingLabel="Loading your cards"
      emptyText="No saved cards yet."
      addLabel="Add a card"
      renderAddForm={(slot) => <NewCardForm {...slot} />}
      renderItem={(card, actions) => (
        <SavedItem
          name={cardName(card)}
          isDefault={card.is_default}
          details={
            <p className={styles.itemLines}>
              {card.holder_name} · Expires {formatExpiry(card.exp_month, card.exp_year)}
            </p>
          }
          renderEditForm={(slot) => <EditCardForm card={card} {...slot} />}
          {...actions}
        />
      )}
      removeMachine={account.forms.removeCard}
      removeTitle="Remove this card?"
      describeRemoval={(card) => `${cardName(card)} will no longer be offered at checkout.`}
    />
  );
}

/** What both card forms ask: the name on the card, its expiry and whether it is the default. */
interface CardDetailsValues {
  holder_name: string;
  exp_month: string;
  exp_year: string;
  is_default: boolean;
}

/** What both card forms send of those: the name trimmed, the expiry as numbers. */
const cardDetailsOf = (values: CardDetailsValues) => ({
  holder_name: values.holder_name.trim(),
  exp_month: Number(values.exp_month),
  exp_year: Number(values.exp_year),
  is_default: values.is_default,
});

interface CardDetailsFieldsProps {
  values: CardDetailsValues;
  change(changes: Partial<CardDetailsValues>): void;
  errorOf(field: 'holder_name' | 'exp_month' | 'exp_year'): string | undefined;
  years: Array<{ value: string; label: string }>;
  /** More fields in the expiry's row (the new card's CVC). */
  children?: ReactNode;
}

/** The fields both card forms share: name on card, expiry (with `children` in its row) and default. */
function CardDetailsFields({ values, change, errorOf, years, children }: CardDetailsFieldsProps) {
  // The expiry's month and year are wired alike; they differ in their label and options.
  const expirySelect = (field: 'exp_month' | 'exp_year') => ({
    name: field,
    required: true,
    value: values[field],
    onChange: (value: string) => change({ [field]: value }),
    error: errorOf(field),
  });
  return (
    <>
      <TextField
        label="Name on card"
        name="holder_name"
        autoComplete="cc-name"
        required
        maxLength={80}
        value={values.holder_name}
        onChange={(holder_name) => change({ holder_name })}
        error={errorOf('holder_name')}
      />
      <div className={children ? styles.rowOfThree : styles.row}>
        <SelectField label="Expiry month" placeholder="MM" options={MONTH_OPTIONS} {...expirySelect('exp_month')} />
        <SelectField label="Expiry year" placeholder="YYYY" options={years} {...expirySelect('exp_year')} />
        {children}
      </div>
      <CheckboxField label="Use as my default card" checked={values.is_default} onChange={(is_default) => change({ is_default })} />
    </>
  );
}

interface NewCardValues extends CardDetailsValues {
  /** Digits only. */
  number: string;
  cvc: string;
}

const NEW_CARD_RULES: Rules<Omit<NewCardValues, 'is_default'>> = {
  number: [{ required: true, message: 'Card number is required' }],
  holder_name: [{ required: true, whitespace: true }, { max: 80 }],
  exp_month: [{ required: true, message: 'Choose a month' }],
  exp_year: [{ required: true, message: 'Choose a year' }],
  cvc: [{ required: true, message: 'CVC is required' }, { pattern: /^\d{3,4}$/, message: 'Enter the 3 or 4 digits on the back' }],
};
const NEW_CARD_LABELS = { number: 'Card number', holder_name: 'Name on card', exp_month: 'Month', exp_year: 'Year', cvc: 'CVC' };

/** A new card: checked here (length, Luhn, expiry, CVC) before it is sent; never kept as a draft. */
function NewCardForm({ isFirst, onClose, onSaved }: ItemFormSlot & { isFirst: boolean }) {
  const account = useAccount();
  const editor = useSavedItemForm({
    name: 'card:new',
    saved: { number: '', holder_name: '', exp_month: '', exp_year: '', cvc: '', is_default: isFirst } satisfies NewCardValues,
    machine: account.forms.addCard,
    keepDraft: false,
    onClose,
    onSaved,
    check: async (values) => {
      const details = cardDetailsOf(values);
      const required = await validateForm({ ...values, holder_name: details.holder_name }, NEW_CARD_RULES, NEW_CARD_LABELS);
      const problems: FormErrors<NewCardValues> = { ...checkCardFields(values, new Date()), ...required };
      return { problems, request: { number: values.number, cvc: values.cvc, ...details } };
    },
  });
  const { values, change } = editor.form;
  const { errorOf } = editor;
  const brand = values.number.length >= 2 ? cardBrand(values.number) : 'unknown';

  return (
    <SavedItemForm editor={editor} label="New card" savedText="The card is saved." submitLabel="Add card">
      <TextField
        label="Card number"
        name="number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        hint={brand === 'unknown' ? undefined : CARD_BRAND_LABELS[brand]}
        value={formatCardNumber(values.number)}
        onChange={(number) => change({ number: cardDigits(number) })}
        error={errorOf('number')}
      />
      <CardDetailsFields values={values} change={change} errorOf={errorOf} years={yearOptions()}>
        <TextField
          label="CVC"
          name="cvc"
          type="password"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          value={values.cvc}
          onChange={(cvc) => change({ cvc: cvc.replace(/\D/g, '').slice(0, 4) })}
          error={errorOf('cvc')}
        />
      </CardDetailsFields>
    </SavedItemForm>
  );
}

const EDIT_CARD_RULES: Rules<Omit<CardDetailsValues, 'is_default'>> = {
  holder_name: [{ required: true, whitespace: true }, { max: 80 }],
  exp_month: [{ required: true, message: 'Choose a month' }],
  exp_year: [{ required: true, message: 'Choose a year' }],
};
const EDIT_CARD_LABELS = { holder_name: 'Name on card', exp_month: 'Month', exp_year: 'Year' };

/** A saved card's name, expiry and default; the number cannot change. */
function EditCardForm({ card, onClose, onSaved }: ItemFormSlot & { card: SavedCard }) {
  const account = useAccount();
  const editor = useSavedItemForm({
    name: `card:${card.id}`,
    saved: {
      holder_name: card.holder_name,
      exp_month: String(card.exp_month),
      exp_year: String(card.exp_year),
      is_default: card.is_default,
    } satisfies CardDetailsValues,
    machine: account.forms.editCard,
    keepDraft: false,
    onClose,
    onSaved,
    check: async (values) => {
      const details = cardDetailsOf(values);
      const required = await validateForm({ ...values, holder_name: details.holder_name }, EDIT_CARD_RULES, EDIT_CARD_LABELS);
      const expired = expiryProblem(values.exp_month, values.exp_year, new Date());
      const problems: FormErrors<CardDetailsValues> = { ...(expired ? { exp_month: expired } : {}), ...required };
      return { problems, request: { id: card.id, ...details } };
    },
  });
  const { values, change } = editor.form;

  // A card's old expiry year stays on offer even when it is before this year.
  const years = yearOptions();
  const yearChoices = years.some((year) => year.value === String(card.exp_year))
    ? years
    : [{ value: String(card.exp_year), label: String(card.exp_year) }, ...years];

  return (
    <SavedItemForm editor={editor} label={`Edit ${cardName(card)}`} title={cardName(card)} savedText="The card is saved." submitLabel="Save card">
      <CardDetailsFields values={values} change={change} errorOf={editor.errorOf} years={yearChoices} />
    </SavedItemForm>
  );
}
