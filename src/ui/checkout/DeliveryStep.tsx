import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { addressLine, type AddressInput } from '../../domain/account';
import { checkAddress } from '../../domain/formRules';
import type { FormErrors } from '../../domain/validation';
import type { FieldProps } from '../../machines/formMachineConnect';
import type { DeliveryChoice } from '../../machines/checkoutMachine';
import { Button } from '../components/Button';
import { useFocusFirstProblem, useFocusOn } from '../components/useFocusOn';
import { moneyStyles as styles, RadioCard, RadioCardGroup } from '../money';
import { AddressFields } from '../forms/AddressFields';
import type { CheckoutActor } from './checkoutActor';

/** Where to deliver: a saved address, or a new one typed here. */
export function DeliveryStep({ checkout }: { checkout: CheckoutActor }) {
  const addresses = useSelector(checkout, (snapshot) => snapshot.context.addresses);
  const delivery = useSelector(checkout, (snapshot) => snapshot.context.delivery);
  const typedAddress = useSelector(checkout, (snapshot) => snapshot.context.typedAddress);
  const showErrors = useSelector(checkout, (snapshot) => snapshot.context.showErrors);
  const heading = useFocusOn<HTMLHeadingElement>();
  const [problemsForm, refused] = useFocusFirstProblem<HTMLFormElement>();
  const choose = (choice: DeliveryChoice) => checkout.send({ type: 'checkout.chooseDelivery', delivery: choice });
  // With nothing saved, the new address form is the only way: no choice to make first.
  const typing = delivery?.type === 'new' || addresses.length === 0;
  const address = delivery?.type === 'new' ? delivery.address : typedAddress;
  // The same fields, rules and messages as Settings → Addresses, each field flagged on its own.
  const errors: FormErrors<AddressInput> = showErrors && typing ? checkAddress(address) : {};
  const field = (name: Exclude<keyof AddressInput, 'is_default'>): FieldProps<string> => ({
    name,
    value: address[name],
    error: errors[name],
    onChange: (value) => choose({ type: 'new', address: { ...address, [name]: value } }),
    onBlur: () => {},
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    checkout.send({ type: 'checkout.continue' });
    if (checkout.getSnapshot().matches('delivery')) refused();
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="delivery-title" ref={problemsForm}>
      <h2 id="delivery-title" className={styles.panelTitle} tabIndex={-1} ref={heading}>
        Where should we deliver?
      </h2>
      {addresses.length > 0 && (
        <RadioCardGroup
          legend="Delivery address"
          value={delivery === null ? '' : delivery.type === 'saved' ? `saved:${delivery.addressId}` : 'new'}
          onChange={(value) =>
            choose(value === 'new' ? { type: 'new', address: typedAddress } : { type: 'saved', addressId: Number(value.slice('saved:'.length)) })
          }
        >
          {addresses.map((address) => (
            <RadioCard
              key={address.id}
              value={`saved:${address.id}`}
              title={address.label}
              detail={addressLine(address)}
              aside={address.is_default ? 'Default' : undefined}
            />
          ))}
          <RadioCard value="new" title="New address" detail="Deliver somewhere else; it is saved with your order" />
        </RadioCardGroup>
      )}
      {typing && <AddressFields field={field} />}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={() => checkout.send({ type: 'checkout.back' })}>
          Back to cart
        </Button>
        <Button type="submit">Continue to payment</Button>
      </div>
    </form>
  );
}
