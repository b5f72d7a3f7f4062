import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const labelRow = style({ display: 'flex', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const asterisk = style({ color: vars.color.errorText });

export const footer = style({
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
});

export const error = style({ color: vars.color.errorText });

export const status = style({
  marginLeft: 'auto',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over="true"]': { color: vars.color.errorText } },
});
