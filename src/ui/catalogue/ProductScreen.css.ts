import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 480px) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const picture = style({ borderRadius: vars.radius.base, overflow: 'hidden' });

export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { padding: vars.space.md, gap: vars.space.md } },
});

export const title = style({ margin: 0 });

export const price = style({ margin: 0, fontSize: vars.font.size.title, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    // Add to cart stays at the bottom of a phone's screen while the person reads and chooses.
    [phone]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      margin: `0 calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.sm} ${vars.space.md}`,
      backgroundColor: vars.color.surface,
      boxShadow: '0 -4px 12px rgba(63, 63, 68, 0.12)',
    },
  },
});

export const inCart = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const added = style({ margin: 0, minHeight: '1.5em', color: vars.color.focus });
