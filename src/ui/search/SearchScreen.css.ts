import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const results = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const result = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const thumbnail = style({ width: '96px', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.base });

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
