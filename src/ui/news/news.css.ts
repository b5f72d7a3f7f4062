import { globalStyle, style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';
import { card, skeletonPicture } from '../catalogue';

/** One column of cards, picture beside the words on a wide screen, above them on a phone. */
export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

// Composed from the catalogue's card, so its rules come first and these win where they differ.
export const item = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: '240px 1fr',
    alignItems: 'start',
    '@media': { [phone]: { gridTemplateColumns: '1fr' } },
  },
]);

// While the list loads, its grey cards keep the pictures' size, not the page's width.
globalStyle(`${list} ${skeletonPicture}`, { width: '240px', maxWidth: '100%', aspectRatio: '16 / 9' });

export const itemPicture = style({ aspectRatio: '16 / 9', objectFit: 'cover' });

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, lineHeight: 1.3 });

export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

/** An article or a video page: a readable measure. */
export const article = style({ display: 'grid', gap: vars.space.md, maxWidth: '760px' });

export const articlePicture = style({ aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.base });

export const body = style({ lineHeight: vars.font.lineHeight, maxWidth: '70ch' });
globalStyle(`${body} > *`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${body} h2, ${body} h3`, { fontSize: vars.font.size.large, marginTop: vars.space.lg });
globalStyle(`${body} blockquote`, {
  marginInline: 0,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primarySubtle}`,
  color: vars.color.textMuted,
});

export const bodyLink = style({ color: vars.color.focus });

export const player = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.text,
  borderRadius: vars.radius.base,
});

export const playerHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
