import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.pageBackground}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.bold });

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

/**
 * The button: the track is drawn by `::before`, so on a phone the button is a fingertip's
 * height (decision 0016) while the track keeps its size.
 */
export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '52px',
  height: '30px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '@media': { [phone]: { height: '44px' } },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '30px',
      boxSizing: 'border-box',
      transform: 'translateY(-50%)',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.round,
      backgroundColor: vars.color.pageBackground,
      transition: 'background-color 120ms ease',
    },
    '&[data-state="checked"]::before': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const thumb = style({
  position: 'relative',
  display: 'block',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transform: 'translateX(3px)',
  transition: 'transform 120ms ease',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(25px)' } },
});
