import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const brand = style({
  fontSize: vars.font.size.title,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', gap: vars.space.lg, flex: 1 });

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  selectors: { '&[aria-current="page"]': { color: vars.color.focus, textDecoration: 'underline' } },
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.round,
  background: vars.color.primarySubtle,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  fontWeight: vars.font.weight.bold,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const main = style({
  maxWidth: vars.layout.pageWidth,
  margin: '0 auto',
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
});

export const signInPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});

export const signInCard = style({ width: '100%', maxWidth: '480px' });

export const signInBrand = style([brand, { display: 'block', marginBottom: vars.space.lg, textAlign: 'center' }]);
