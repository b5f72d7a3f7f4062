import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnPrimary,
  cursor: 'pointer',
  selectors: { '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary } },
});
