import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.base,
  selectors: { '&[aria-invalid="true"]': { outline: `1px solid ${vars.color.error}` } },
});

export const chip = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  // On a phone, a fingertip's height (decision 0016).
  '@media': { [phone]: { minHeight: '44px' } },
  selectors: {
    '&[data-state="on"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.textOnPrimary,
      fontWeight: vars.font.weight.bold,
    },
    '&:hover:enabled:not([data-state="on"])': { backgroundColor: vars.color.primarySubtle },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
