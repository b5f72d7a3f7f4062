import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.small,
});

/** On a phone, a fingertip's height (decision 0016). */
export const link = style({
  color: vars.color.focus,
  fontWeight: vars.font.weight.bold,
  '@media': { [phone]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } },
});
