import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';
import { phoneFieldHeight } from '../search/HeaderSearch.css';

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

/**
 * The search's row on a phone, kept while the tools' code loads: the page below does not
 * move down when the search arrives (a layout shift on every signed-in first paint).
 */
export const searchPlaceholder = style({
  display: 'none',
  '@media': { [phone]: { display: 'block', order: 3, flexBasis: '100%', height: phoneFieldHeight } },
});
