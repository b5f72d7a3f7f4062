import { style, styleVariants } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const page = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', maxWidth: '760px', width: '100%' });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const connection = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The conversation scrolls on its own, so the composer stays in view. */
export const log = style({
  height: '60vh',
  minHeight: '280px',
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  '@media': { [phone]: { height: '55vh', padding: vars.space.sm } },
});

export const messageList = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', margin: 0, padding: 0, listStyle: 'none' });

const bubbleBase = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  overflowWrap: 'anywhere',
});

export const bubble = styleVariants({
  buyer: [bubbleBase, { justifySelf: 'end', backgroundColor: vars.color.primarySubtle }],
  vendor: [bubbleBase, { justifySelf: 'start', backgroundColor: vars.color.pageBackground }],
});

export const sender = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.small });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The keyboard hint: a phone's on-screen keyboard has no Shift+Enter, so a phone does not show it. */
export const keyHint = style([meta, { '@media': { [phone]: { display: 'none' } } }]);

export const refusal = style({ margin: 0, color: vars.color.errorText, fontSize: vars.font.size.small });

export const photo = style({ display: 'block', maxWidth: '100%', maxHeight: '240px', borderRadius: vars.radius.base });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

export const composer = style({ display: 'grid', gap: vars.space.sm });

export const textarea = style({
  width: '100%',
  minHeight: '88px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  font: 'inherit',
  resize: 'vertical',
});

export const composerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });

/** The file input is hidden behind its label, which looks and acts like a button. */
