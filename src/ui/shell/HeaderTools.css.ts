import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // On a phone the search and the cart take their own places in the header's bar.
  '@media': { [phone]: { display: 'contents' } },
});

/** On a phone the search takes the whole second row of the header. */
export const search = style({ display: 'flex', '@media': { [phone]: { order: 3, flexBasis: '100%' } } });

export const cart = style({ display: 'flex', '@media': { [phone]: { order: 1 } } });
