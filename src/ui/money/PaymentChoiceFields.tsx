import { formatExpiry } from '../../domain/cardForm';
import { formatCents } from '../../domain/format';
import type { NewCardDraft, PaymentChoice } from '../../domain/money';
import { cardLabel } from '../../domain/moneyLabels';
import type { FieldProps } from '../../machines/formMachineConnect';
import type { Card } from '../../machines/moneyTypes';
import { InlineAlert } from '../components/InlineAlert';
import { CardFields } from '../forms/CardFields';
import * as styles from './money.css';
import { RadioCard } from './RadioCard';

/** Errors of the payment choice, as `checkPaymentChoice` names them. */
export type PaymentErrors = Partial<Record<'method' | 'number' | 'exp_month' | 'exp_year' | 'cvc' | 'holder_name', string>>;

/** The LYLA Wallet as a way to pay (checkout only): offered, but disabled when it does not cover the total. */
export interface WalletOption {
  balanceCents: number;
  totalCents: number;
  covers: boolean;
}

interface PaymentChoiceFieldsProps {
  cards: readonly Card[];
  choice: PaymentChoice | null;
  /** The new card typed so far, brought back when "New card" is chosen again. */
  typedCard: NewCardDraft;
  onChoose(choice: PaymentChoice): void;
  errors: PaymentErrors;
  wallet?: WalletOption;
  disabled?: boolean;
}

/** Saved cards, a new card, the LYLA Wallet (when offered) and the payment provider. */
export function PaymentChoiceFields({ cards, choice, typedCard, onChoose, errors, wallet, disabled }: PaymentChoiceFieldsProps) {
  return (
    <fieldset className={styles.choiceGroup} disabled={disabled}>
      <legend className={styles.choiceLegend}>How to pay</legend>
      {cards.map((card) => (
        <RadioCard
          key={card.id}
          name="payment"
          title={cardLabel(card)}
          detail={`${card.holder_name} · expires ${formatExpiry(card.exp_month, card.exp_year)}`}
          aside={card.is_default ? 'Default' : undefined}
          checked={choice?.type === 'card' && choice.card_id === card.id}
          onSelect={() => onChoose({ type: 'card', card_id: card.id })}
        />
      ))}
      <RadioCard
        name="payment"
        title="New card"
        detail="Visa, Mastercard, American Express or Discover"
        checked={choice?.type === 'new_card'}
        onSelect={() => onChoose({ type: 'new_card', card: typedCard })}
      />
      {choice?.type === 'new_card' && (
        <NewCardFields card={choice.card} errors={errors} onChange={(card) => onChoose({ type: 'new_card', card })} />
      )}
      {wallet && (
        <RadioCard
          name="payment"
          title="LYLA Wallet"
          detail={
            wallet.covers
              ? `Balance ${formatCents(wallet.balanceCents)}`
              : `Balance ${formatCents(wallet.balanceCents)} · not enough for ${formatCents(wallet.totalCents)}`
          }
          checked={choice?.type === 'wallet'}
          disabled={!wallet.covers}
          onSelect={() => onChoose({ type: 'wallet' })}
        />
      )}
      <RadioCard
        name="payment"
        title="Payment provider"
        detail="You approve the payment on the provider's page, then come back here"
        checked={choice?.type === 'provider'}
        onSelect={() => onChoose({ type: 'provider' })}
      />
      {errors.method && <InlineAlert tone="error">{errors.method}</InlineAlert>}
    </fieldset>
  );
}

interface NewCardFieldsProps {
  card: NewCardDraft;
  errors: PaymentErrors;
  onChange(card: NewCardDraft): void;
}

/** The card form of Settings → Payments, on a card typed here. */
function NewCardFields({ card, errors, onChange }: NewCardFieldsProps) {
  const field = (name: 'number' | 'cvc' | 'holder_name' | 'exp_month' | 'exp_year'): FieldProps<string> => ({
    name,
    value: card[name],
    error: errors[name],
    onChange: (value) => onChange({ ...card, [name]: value }),
    onBlur: () => {},
  });
  return (
    <div className={styles.subForm}>
      <CardFields number={field('number')} cvc={field('cvc')} field={field}>
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={card.save}
            onChange={(event) => onChange({ ...card, save: event.target.checked })}
          />
          Save this card for next time
        </label>
      </CardFields>
    </div>
  );
}
