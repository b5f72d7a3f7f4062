import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.base,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  // On a phone, a fingertip's size (decision 0016).
  '@media': { [phone]: { minWidth: '44px', minHeight: '44px' } },
  selectors: {
    '&:hover:enabled': { backgroundColor: vars.color.primarySubtle },
    '&[aria-pressed="true"]': { color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
