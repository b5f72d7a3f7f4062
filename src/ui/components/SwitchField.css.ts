import { style } from '@vanilla-extract/css';
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

export const root = style({
  position: 'relative',
  flexShrink: 0,
  width: '52px',
  height: '30px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.pageBackground,
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const thumb = style({
  display: 'block',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transform: 'translateX(2px)',
  transition: 'transform 120ms ease',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(24px)' } },
});
