import { useState } from 'react';
import { quantityToSet, type CartLine } from '../../domain/cart';
import { QuantityField } from '../catalogue';
import type { CartActor } from './cartActor';

interface CartLineQuantityProps {
  cart: CartActor;
  vendorId: number;
  line: CartLine;
  label?: string;
}

/**
 * A cart line's quantity (the cart page, checkout's review): the cart takes each quantity the
 * text stands for at once. The text is kept as typed so it can be cleared and retyped; once
 * the cart holds another quantity (150 became 99, another tab changed it), the field shows that.
 */
export function CartLineQuantity({ cart, vendorId, line, label }: CartLineQuantityProps) {
  const [quantityText, setQuantityText] = useState(String(line.quantity));
  const shownText = Number(quantityText) === line.quantity || quantityText === '' ? quantityText : String(line.quantity);
  return (
    <QuantityField
      label={label}
      value={shownText}
      onChange={(text) => {
        setQuantityText(text);
        const quantity = quantityToSet(text);
        if (quantity !== null) cart.send({ type: 'cart.setQuantity', vendorId, lineKey: line.key, quantity });
      }}
    />
  );
}
