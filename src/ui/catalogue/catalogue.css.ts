import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

/**
 * A picture keeps its box (from its width and height) before it arrives. No specificity
 * (`:where`), so any size given to a particular picture wins, whatever file it is in.
 */
export const picture = style({});
globalStyle(`:where(.${picture})`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  backgroundColor: vars.color.primarySubtle,
});

export const page = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md });

/**
 * A section that usually starts below the first screen (on a phone): the browser skips its
 * style, layout and paint until it comes near the screen (and, we expect, its lazy pictures'
 * SVG documents: not yet checked in a trace).
 * It stays in the accessibility tree and find-in-page. The height stands in until it is drawn
 * once (`auto`: then its real height is kept). Only the height (`none` for the width): a
 * stand-in width made the page's grid as wide and a phone's first frame laid out at 736 px.
 * Written as the shorthand: the build's CSS minifier turned `contain-intrinsic-block-size`
 * into a one-value shorthand, which sets both.
 */
export const laterSection = style({ contentVisibility: 'auto', containIntrinsicSize: 'none auto 720px' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export { textLink } from '../../theme/link.css';

/** Cards flow in as many columns as fit, each at least `min` wide (`phoneMin` on a phone). */
const grid = (min: string, phoneMin: string) =>
  style({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [phone]: { gridTemplateColumns: `repeat(auto-fill, minmax(${phoneMin}, 1fr))`, gap: vars.space.md } },
  });

export const productGrid = grid('220px', '140px');
export const vendorGrid = grid('260px', '260px');
export const categoryGrid = grid('200px', '140px');

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: '0 1px 2px rgba(63, 63, 68, 0.08)',
  transition: 'box-shadow 120ms ease, transform 120ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-1px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const cardBody = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.body,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.3,
});

export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const price = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

/** The row of a vendor card: logo beside the words. */
export const vendorCard = style([card, { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm }]);

export const vendorLogo = style({ width: '64px', height: '64px', borderRadius: vars.radius.round, flexShrink: 0 });

/** The vendor's own page shows the logo larger. */
export const vendorLogoLarge = style([vendorLogo, { width: '96px', height: '96px' }]);

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonPicture = style({ aspectRatio: '4 / 3', backgroundColor: vars.color.primarySubtle });

export const skeletonLine = style({
  height: '14px',
  margin: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.pageBackground,
});

export const skeletonLineShort = style([skeletonLine, { width: '40%' }]);

export const listFooter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rating = style({ color: vars.color.text, fontWeight: vars.font.weight.bold });

export const ratingStar = style({ color: vars.color.warning });

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const breadcrumbItem = style({
  selectors: { '&:not(:last-child)::after': { content: '"/"', marginLeft: vars.space.xs } },
});

export const breadcrumbLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  // On a phone, a fingertip's height (decision 0016).
  '@media': { [phone]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '44px', minHeight: '44px' } },
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const emptyPanel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  '@media': { [phone]: { padding: vars.space.lg } },
});

export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

/** A heading beside its picture: the top of the category, vendor and catalogue pages. */
export const hero = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md, padding: vars.space.md } },
});

export const heroLoading = style([hero, skeleton, { minHeight: '200px' }]);

export const heroPicture = style({
  width: '240px',
  flexShrink: 0,
  borderRadius: vars.radius.base,
  overflow: 'hidden',
  '@media': { [phone]: { width: '100%' } },
});

export const heroText = style({ display: 'grid', gap: vars.space.sm, flex: 1 });

export const heroTitle = style({ margin: 0 });

/** The hero's links side by side, one under the other when they do not fit. */
export const heroLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });

export const kindBadge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.focus,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

/** Text for screen readers only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
