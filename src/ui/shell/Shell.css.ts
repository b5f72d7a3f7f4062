import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': {
    // A compact bar: the mark, the cart and the menu; the search on a row of its own.
    [phone]: { flexWrap: 'wrap', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [phone]: { marginRight: 'auto' } },
});

const hiddenOnPhone = { '@media': { [phone]: { display: 'none' } } } as const;

export const nav = style({ display: 'flex', gap: vars.space.lg, flex: 1, ...hiddenOnPhone });

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  selectors: { '&[aria-current="page"]': { color: vars.color.focus, textDecoration: 'underline' } },
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, ...hiddenOnPhone });

/** The phone's menu comes last in the bar, after the cart. */
export const menu = style({ display: 'contents', '@media': { [phone]: { display: 'flex', order: 2 } } });

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
  // A column never grows wider than the screen because of a long word or a wide child.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [phone]: { padding: vars.space.md, gap: vars.space.md } },
});

export const signInPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  '@media': { [phone]: { padding: vars.space.md, placeItems: 'start stretch' } },
});

export const signInCard = style({ width: '100%', maxWidth: '480px', minWidth: 0, justifySelf: 'center' });

export const signInBrand = style({ display: 'flex', justifyContent: 'center', marginBottom: vars.space.lg });
