import { formatExpiry } from '../../domain/cardForm';
import { formatCents } from '../../domain/format';
import type { NewCardDraft, PaymentChoice } from '../../domain/money';
import { cardLabel } from '../../domain/moneyLabels';
import type { FieldProps } from '../../machines/formMachineConnect';
import type { Card } from '../../machines/moneyTypes';
import { InlineAlert } from '../components/InlineAlert';
import { CardFields } from '../forms/CardFields';
import * as styles from './money.css';
import { RadioCard, RadioCardGroup } from './RadioCard';

/** Errors of the payment choice, as `checkPaymentChoice` names them. */
export type PaymentErrors = Partial<Record<'method' | 'number' | 'exp_month' | 'exp_year' | 'cvc' | 'holder_name', string>>;

/** The LYLA Wallet as a way to pay (checkout, a custom request's quote): offered, but disabled when it does not cover the total. */
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

/** The radio value of a choice: one string per card, "new_card", "wallet" or "provider". */
const valueOf = (choice: PaymentChoice | null) => (choice === null ? '' : choice.type === 'card' ? `card:${choice.card_id}` : choice.type);

/** Saved cards, a new card, the LYLA Wallet (when offered) and the payment provider. */
export function PaymentChoiceFields({ cards, choice, typedCard, onChoose, errors, wallet, disabled }: PaymentChoiceFieldsProps) {
  function choose(value: string) {
    if (value === 'new_card') onChoose({ type: 'new_card', card: typedCard });
    else if (value === 'wallet' || value === 'provider') onChoose({ type: value });
    else onChoose({ type: 'card', card_id: Number(value.slice('card:'.length)) });
  }

  return (
    <RadioCardGroup
      legend="How to pay"
      value={valueOf(choice)}
      onChange={choose}
      disabled={disabled}
      footer={
        <>
          {choice?.type === 'new_card' && (
            <NewCardFields card={choice.card} errors={errors} onChange={(card) => onChoose({ type: 'new_card', card })} />
          )}
          {errors.method && <InlineAlert tone="error">{errors.method}</InlineAlert>}
        </>
      }
    >
      {cards.map((card) => (
        <RadioCard
          key={card.id}
          value={`card:${card.id}`}
          title={cardLabel(card)}
          detail={`${card.holder_name} · expires ${formatExpiry(card.exp_month, card.exp_year)}`}
          aside={card.is_default ? 'Default' : undefined}
        />
      ))}
      <RadioCard value="new_card" title="New card" detail="Visa, Mastercard, American Express or Discover" />
      {wallet && (
        <RadioCard
          value="wallet"
          title="LYLA Wallet"
          detail={
            wallet.covers
              ? `Balance ${formatCents(wallet.balanceCents)}`
              : `Balance ${formatCents(wallet.balanceCents)} · not enough for ${formatCents(wallet.totalCents)}`
          }
          disabled={!wallet.covers}
        />
      )}
      <RadioCard value="provider" title="Payment provider" detail="You approve the payment on the provider's page, then come back here" />
    </RadioCardGroup>
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
