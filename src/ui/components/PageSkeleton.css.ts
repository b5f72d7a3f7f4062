import { keyframes, style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

const block = style({
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const page = style({ display: 'grid', gap: vars.space.xl });

/** Where the page's heading will be. */
export const heading = style([block, { height: '40px', width: '40%', '@media': { [phone]: { width: '70%' } } }]);

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  '@media': { [phone]: { gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.md } },
});

export const card = style([block, { display: 'grid', alignContent: 'start', paddingBottom: vars.space.sm }]);

export const picture = style({ aspectRatio: '4 / 3', borderRadius: `${vars.radius.base} ${vars.radius.base} 0 0`, backgroundColor: vars.color.primarySubtle });

export const line = style({
  height: '14px',
  margin: `${vars.space.sm} ${vars.space.md} 0`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.pageBackground,
});

export const lineShort = style([line, { width: '40%' }]);

export const rows = style({ display: 'grid', gap: vars.space.sm });

export const row = style([block, { display: 'grid', gap: vars.space.xs, minHeight: '72px', alignContent: 'center', paddingBottom: vars.space.sm }]);
