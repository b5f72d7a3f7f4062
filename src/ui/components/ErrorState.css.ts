import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '480px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const message = style({ margin: 0, color: vars.color.textMuted });
