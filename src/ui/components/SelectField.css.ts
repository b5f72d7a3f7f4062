import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: vars.control.height,
  padding: vars.control.padding,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.body,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { backgroundColor: vars.color.pageBackground, cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'flex',
  color: vars.color.textMuted,
  transition: 'transform 120ms ease',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  zIndex: vars.zIndex.overlay,
  // As wide as the trigger, and never taller than the room the page leaves.
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const item = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  fontSize: vars.font.size.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.primarySubtle,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
  },
});
