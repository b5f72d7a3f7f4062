import { style } from '@vanilla-extract/css';
import { phone } from './media';
import { vars } from './tokens.css';

/** A link standing on its own (not inside a sentence): on a phone, a fingertip's height. */
export const textLink = style({
  color: vars.color.focus,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { [phone]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } },
});
