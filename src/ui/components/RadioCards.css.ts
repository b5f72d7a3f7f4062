import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const group = style({ display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.control.padding,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has([data-state="checked"])': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle } },
});

export const radio = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '22px',
  height: '22px',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.focus } },
});

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.focus,
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const label = style({ fontWeight: vars.font.weight.bold });

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
