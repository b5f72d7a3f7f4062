import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const quantity = style({ display: 'inline-flex', alignItems: 'stretch', gap: vars.space.xs });

// Compact: the quantity sits between its − and + buttons (docs/decisions/0011).
export const quantityInput = style({
  width: '72px',
  height: vars.control.compactHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  textAlign: 'center',
  fontSize: vars.font.size.body,
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});

export const quantityNote = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const stepButton = style({
  width: vars.control.compactHeight,
  height: vars.control.compactHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:enabled': { backgroundColor: vars.color.primarySubtle },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
