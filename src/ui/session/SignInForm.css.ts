import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.small,
});

export const link = style({ color: vars.color.focus, fontWeight: vars.font.weight.bold });
