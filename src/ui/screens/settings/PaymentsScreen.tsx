import { useState, type FormEvent } from 'react';
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
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckboxField } from '../../components/CheckboxField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InlineAlert } from '../../components/InlineAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAccount } from '../../data/useAccount';
import { useResource } from '../../data/useReads';
import { useSavableForm } from '../../forms/useSavableForm';
import { useSubmit } from '../../forms/useSubmit';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
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
  const list = useResource(account.reads.cards, null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const remove = useSubmit(account.forms.removeCard, () => {
    setRemoving(null);
    list.reload();
  });
  const cards = list.data ?? [];

  return (
    <SettingsPage title="Payments" lead="Cards you pay with. We keep the last four digits only.">
      {list.status === 'failed' && !list.data && <ReadFailed what="Your cards" error={list.error} onRetry={list.retry} />}
      {list.status === 'loading' && !list.data && <Loading label="Loading your cards" />}
      {list.data && (
        <>
          {adding ? (
            <Card>
              <NewCardForm isFirst={cards.length === 0} onClose={() => setAdding(false)} onSaved={list.reload} />
            </Card>
          ) : (
            <div className={styles.actions}>
              <Button type="button" onClick={() => setAdding(true)}>
                Add a card
              </Button>
            </div>
          )}
          {cards.length === 0 ? (
            !adding && <p className={styles.empty}>No saved cards yet.</p>
          ) : (
            <ul className={styles.list} aria-label="Your cards">
              {cards.map((card) => (
                <CardItem key={card.id} card={card} onRemove={() => setRemoving(card)} onSaved={list.reload} />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this card?"
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={remove.status === 'submitting'}
        onConfirm={() => removing && remove.submit(removing.id)}
        onCancel={() => {
          remove.edited();
          setRemoving(null);
        }}
      >
        {removing && `${cardName(removing)} will no longer be offered at checkout.`}
        {remove.status === 'failed' && <InlineAlert tone="error">Not removed: {remove.error}</InlineAlert>}
      </ConfirmDialog>
    </SettingsPage>
  );
}

interface CardItemProps {
  card: SavedCard;
  onRemove(): void;
  onSaved(): void;
}

function CardItem({ card, onRemove, onSaved }: CardItemProps) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li>
        <Card>
          <EditCardForm card={card} onClose={() => setEditing(false)} onSaved={onSaved} />
        </Card>
      </li>
    );
  }
  return (
    <li className={styles.listItem}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {cardName(card)}
          {card.is_default && <span className={styles.badge}>Default</span>}
        </span>
        <p className={styles.itemLines}>
          {card.holder_name} · Expires {formatExpiry(card.exp_month, card.exp_year)}
        </p>
      </div>
      <div className={styles.itemActions}>
        <Button type="button" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${cardName(card)}`}>
          Edit
        </Button>
        <Button type="button" variant="ghost" onClick={onRemove} aria-label={`Remove ${cardName(card)}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

interface NewCardValues {
  /** Digits only. */
  number: string;
  holder_name: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  is_default: boolean;
}

const NEW_CARD_RULES: Rules<Omit<NewCardValues, 'is_default'>> = {
  number: [{ required: true, message: 'Card number is required' }],
  holder_name: [{ required: true, whitespace: true }, { max: 80 }],
  exp_month: [{ required: true, message: 'Choose a month' }],
  exp_year: [{ required: true, message: 'Choose a year' }],
  cvc: [{ required: true, message: 'CVC is required' }, { pattern: /^\d{3,4}$/, message: 'Enter the 3 or 4 digits on the back' }],
};
const NEW_CARD_LABELS = { number: 'Card number', holder_name: 'Name on card', exp_month: 'Month', exp_year: 'Year', cvc: 'CVC' };

interface CardFormProps {
  onClose(): void;
  onSaved(): void;
}

/** A new card: checked here (length, Luhn, expiry, CVC) before it is sent; never kept as a draft. */
function NewCardForm({ isFirst, onClose, onSaved }: CardFormProps & { isFirst: boolean }) {
  const account = useAccount();
  const form = useSavableForm({
    name: 'card:new',
    saved: { number: '', holder_name: '', exp_month: '', exp_year: '', cvc: '', is_default: isFirst } satisfies NewCardValues,
    machine: account.forms.addCard,
    drafts: account.drafts,
    keepDraft: false,
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const [errors, setErrors] = useState<FormErrors<NewCardValues>>({});
  const { values } = form;
  const errorOf = (field: keyof NewCardValues) => errors[field] ?? form.fieldErrors[field];
  const brand = values.number.length >= 2 ? cardBrand(values.number) : 'unknown';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const holder_name = values.holder_name.trim();
    const required = await validateForm({ ...values, holder_name }, NEW_CARD_RULES, NEW_CARD_LABELS);
    const found = { ...checkCardFields(values, new Date()), ...required };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    form.submit({
      number: values.number,
      cvc: values.cvc,
      holder_name,
      exp_month: Number(values.exp_month),
      exp_year: Number(values.exp_year),
      is_default: values.is_default,
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="New card">
      <h2 className={styles.sectionTitle}>New card</h2>
      <FormNotices form={form} savedText="The card is saved." />
      <TextField
        label="Card number"
        name="number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        hint={brand === 'unknown' ? undefined : CARD_BRAND_LABELS[brand]}
        value={formatCardNumber(values.number)}
        onChange={(number) => form.change({ number: cardDigits(number) })}
        error={errorOf('number')}
      />
      <TextField
        label="Name on card"
        name="holder_name"
        autoComplete="cc-name"
        required
        maxLength={80}
        value={values.holder_name}
        onChange={(holder_name) => form.change({ holder_name })}
        error={errorOf('holder_name')}
      />
      <div className={styles.rowOfThree}>
        <SelectField
          label="Expiry month"
          name="exp_month"
          required
          placeholder="MM"
          options={MONTH_OPTIONS}
          value={values.exp_month}
          onChange={(exp_month) => form.change({ exp_month })}
          error={errorOf('exp_month')}
        />
        <SelectField
          label="Expiry year"
          name="exp_year"
          required
          placeholder="YYYY"
          options={yearOptions()}
          value={values.exp_year}
          onChange={(exp_year) => form.change({ exp_year })}
          error={errorOf('exp_year')}
        />
        <TextField
          label="CVC"
          name="cvc"
          type="password"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          value={values.cvc}
          onChange={(cvc) => form.change({ cvc: cvc.replace(/\D/g, '').slice(0, 4) })}
          error={errorOf('cvc')}
        />
      </div>
      <CheckboxField label="Use as my default card" checked={values.is_default} onChange={(is_default) => form.change({ is_default })} />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.status === 'submitting'}>
          Add card
        </Button>
      </div>
    </form>
  );
}

interface EditCardValues {
  holder_name: string;
  exp_month: string;
  exp_year: string;
  is_default: boolean;
}

const EDIT_CARD_RULES: Rules<Omit<EditCardValues, 'is_default'>> = {
  holder_name: [{ required: true, whitespace: true }, { max: 80 }],
  exp_month: [{ required: true, message: 'Choose a month' }],
  exp_year: [{ required: true, message: 'Choose a year' }],
};
const EDIT_CARD_LABELS = { holder_name: 'Name on card', exp_month: 'Month', exp_year: 'Year' };

/** A saved card's name, expiry and default; the number cannot change. */
function EditCardForm({ card, onClose, onSaved }: CardFormProps & { card: SavedCard }) {
  const account = useAccount();
  const form = useSavableForm({
    name: `card:${card.id}`,
    saved: {
      holder_name: card.holder_name,
      exp_month: String(card.exp_month),
      exp_year: String(card.exp_year),
      is_default: card.is_default,
    } satisfies EditCardValues,
    machine: account.forms.editCard,
    drafts: account.drafts,
    keepDraft: false,
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const [errors, setErrors] = useState<FormErrors<EditCardValues>>({});
  const { values } = form;
  const errorOf = (field: keyof EditCardValues) => errors[field] ?? form.fieldErrors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const holder_name = values.holder_name.trim();
    const required = await validateForm({ ...values, holder_name }, EDIT_CARD_RULES, EDIT_CARD_LABELS);
    const expired = expiryProblem(values.exp_month, values.exp_year, new Date());
    const found = { ...(expired ? { exp_month: expired } : {}), ...required };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    form.submit({
      id: card.id,
      holder_name,
      exp_month: Number(values.exp_month),
      exp_year: Number(values.exp_year),
      is_default: values.is_default,
    });
  }

  // A card's old expiry year stays on offer even when it is before this year.
  const years = yearOptions();
  const yearChoices = years.some((year) => year.value === String(card.exp_year))
    ? years
    : [{ value: String(card.exp_year), label: String(card.exp_year) }, ...years];

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit ${cardName(card)}`}>
      <h2 className={styles.sectionTitle}>{cardName(card)}</h2>
      <FormNotices form={form} savedText="The card is saved." />
      <TextField
        label="Name on card"
        name="holder_name"
        autoComplete="cc-name"
        required
        maxLength={80}
        value={values.holder_name}
        onChange={(holder_name) => form.change({ holder_name })}
        error={errorOf('holder_name')}
      />
      <div className={styles.row}>
        <SelectField
          label="Expiry month"
          name="exp_month"
          required
          placeholder="MM"
          options={MONTH_OPTIONS}
          value={values.exp_month}
          onChange={(exp_month) => form.change({ exp_month })}
          error={errorOf('exp_month')}
        />
        <SelectField
          label="Expiry year"
          name="exp_year"
          required
          placeholder="YYYY"
          options={yearChoices}
          value={values.exp_year}
          onChange={(exp_year) => form.change({ exp_year })}
          error={errorOf('exp_year')}
        />
      </div>
      <CheckboxField label="Use as my default card" checked={values.is_default} onChange={(is_default) => form.change({ is_default })} />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.status === 'submitting'}>
          Save card
        </Button>
      </div>
    </form>
  );
}
