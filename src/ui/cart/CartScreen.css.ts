import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';
import { linkButton } from '../money';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '880px' });

export const vendorCart = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { padding: vars.space.md } },
});

export const vendorName = style({ margin: 0, fontSize: vars.font.size.large });

export const lines = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.pageBackground}`,
  '@media': { [phone]: { gridTemplateColumns: '72px minmax(0, 1fr)' } },
});

export const linePicture = style({ width: '96px', borderRadius: vars.radius.base, '@media': { [phone]: { width: '72px' } } });

export const lineText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const lineName = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  // On a phone, a fingertip's height (decision 0016).
  '@media': { [phone]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } },
});

export const lineControls = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@media': { [phone]: { gridColumn: '1 / -1', flexWrap: 'wrap', justifyContent: 'space-between' } },
});

export const lineTotal = style({ margin: 0, minWidth: '80px', lineHeight: '44px', textAlign: 'right', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const remove = style({ minHeight: '44px', padding: `0 ${vars.space.md}` });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const subtotal = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const checkout = style([linkButton, { '@media': { [phone]: { width: '100%' } } }]);
