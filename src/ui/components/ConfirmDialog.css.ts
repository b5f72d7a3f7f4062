import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.overlay,
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  gap: vars.space.md,
  width: 'min(440px, calc(100vw - 32px))',
  padding: vars.space.lg,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const description = style({ display: 'grid', gap: vars.space.md, margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md });
