import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const progress = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });

export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'space-between' });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const choiceGroupTitle = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  margin: `${vars.space.sm} 0 0`,
});
