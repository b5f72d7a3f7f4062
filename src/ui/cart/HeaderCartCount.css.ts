import { style } from '@vanilla-extract/css';
import { countBadge } from '../../theme/countBadge.css';
import { vars } from '../../theme/tokens.css';

/** A fingertip's size around the small picture. */
export const link = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: vars.radius.base,
  color: vars.color.text,
  selectors: { '&:hover': { backgroundColor: vars.color.primarySubtle } },
});

export const count = style({ position: 'relative', display: 'inline-flex', padding: vars.space.xs, color: vars.color.text });

export const icon = style({ display: 'block' });

export const badge = style([
  countBadge,
  {
    position: 'absolute',
    top: '-6px',
    right: '-8px',
    padding: '0 5px',
    selectors: { '&[data-empty="true"]': { backgroundColor: vars.color.pageBackground, color: vars.color.textMuted } },
  },
]);
