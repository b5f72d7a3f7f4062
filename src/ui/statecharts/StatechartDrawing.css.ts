import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { LABEL, NAME } from '../../machines/statechartLayoutTypes';

export const figure = style({ display: 'grid', gap: vars.space.sm, margin: 0, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toolButton = style({
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:enabled': { backgroundColor: vars.color.primarySubtle },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The page scrolls under a finger until the drawing is zoomed; then the finger moves the drawing. */
export const frame = style({
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  touchAction: 'pan-x pan-y',
  userSelect: 'none',
});

export const zoomedFrame = style({ touchAction: 'none', cursor: 'grab' });

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const box = style({ fill: vars.color.surface, stroke: vars.color.text, strokeWidth: 1.5 });

export const parentBox = style({ fill: vars.color.pageBackground, stroke: vars.color.textMuted, strokeWidth: 1.5 });

export const anyBox = style({ fill: vars.color.surface, stroke: vars.color.textMuted, strokeWidth: 1.5, strokeDasharray: '2 3' });

export const currentBox = style({ fill: vars.color.primarySubtle, stroke: vars.color.primary, strokeWidth: 4 });

export const finalInner = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 1 });

export const startDot = style({ fill: vars.color.text });

export const boxName = style({ fill: vars.color.text, fontSize: `${NAME.fontSize}px`, fontWeight: vars.font.weight.bold });

export const arrowText = style({ fill: vars.color.text, fontSize: `${LABEL.fontSize}px` });

export const labelBackground = style({ fill: vars.color.surface, fillOpacity: 0.9 });

export const arrow = style({ fill: 'none', strokeWidth: 1.5 });

export const arrowCoverage = styleVariants({
  covered: { stroke: vars.color.text },
  missed: { stroke: vars.color.errorText, strokeDasharray: '5 3' },
  unknown: { stroke: vars.color.textMuted },
});

export const arrowHead = styleVariants({
  covered: { fill: vars.color.text },
  missed: { fill: vars.color.errorText },
  unknown: { fill: vars.color.textMuted },
});

export const takenArrow = style({ stroke: vars.color.primary, strokeWidth: 3.5, strokeDasharray: 'none' });

export const takenHead = style({ fill: vars.color.primary });

export const coverageMark = styleVariants({
  covered: { fill: vars.color.text, fontSize: `${LABEL.fontSize}px`, fontWeight: vars.font.weight.bold },
  missed: { fill: vars.color.errorText, fontSize: `${LABEL.fontSize}px`, fontWeight: vars.font.weight.bold },
  unknown: {},
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const legendNow = style({
  padding: `0 ${vars.space.xs}`,
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
});
