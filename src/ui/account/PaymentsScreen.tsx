import { useState } from 'react';
import type { SavedCard } from '../../domain/account';
import { CARD_BRAND_LABELS, formatExpiry } from '../../domain/cardForm';
import { CheckboxField } from '../components/CheckboxField';
import { CardFields } from '../forms/CardFields';
import { useAccount } from './useAccount';
import { SavedItemForm, useSavedItemForm } from './SavedItemForm';
import { SavedItem, SavedItemsPage, type ItemFormSlot } from './SavedItemsPage';
import * as styles from './Settings.css';

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
      machine={account.savedItems.cards}
      removeTitle="Remove this card?"
      describeRemoval={(card) => `${cardName(card)} will no longer be offered at checkout.`}
    />
  );
}

/** A new card: checked (length, Luhn, expiry, CVC) before it is sent; never kept as a draft. */
function NewCardForm({ isFirst, ...slot }: ItemFormSlot & { isFirst: boolean }) {
  const account = useAccount();
  const editor = useSavedItemForm(account.forms.addCard, {
    saved: { number: '', holder_name: '', exp_month: '', exp_year: '', cvc: '', is_default: isFirst },
    draftName: 'card:new',
    ...slot,
  });
  const { field } = editor.form;
  const isDefault = field('is_default');
  return (
    <SavedItemForm editor={editor} label="New card" savedText="The card is saved." submitLabel="Add card">
      <CardFields number={field('number')} cvc={field('cvc')} field={field}>
        <CheckboxField label="Use as my default card" checked={isDefault.value} onChange={isDefault.onChange} />
      </CardFields>
    </SavedItemForm>
  );
}

/** A saved card's name, expiry and default; the number cannot change. */
function EditCardForm({ card, ...slot }: ItemFormSlot & { card: SavedCard }) {
  const account = useAccount();
  // One machine for the form's life: a new one would start the form over.
  const [machine] = useState(() => account.forms.editCard(card.id));
  const editor = useSavedItemForm(machine, {
    saved: {
      holder_name: card.holder_name,
      exp_month: String(card.exp_month),
      exp_year: String(card.exp_year),
      is_default: card.is_default,
    },
    draftName: `card:${card.id}`,
    ...slot,
  });
  const { field } = editor.form;
  const isDefault = field('is_default');
  return (
    <SavedItemForm editor={editor} label={`Edit ${cardName(card)}`} title={cardName(card)} savedText="The card is saved." submitLabel="Save card">
      <CardFields field={field}>
        <CheckboxField label="Use as my default card" checked={isDefault.value} onChange={isDefault.onChange} />
      </CardFields>
    </SavedItemForm>
  );
}
