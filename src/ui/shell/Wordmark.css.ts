import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const wordmark = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const mark = style({ display: 'block', flexShrink: 0 });
export const markTile = style({ fill: vars.color.primary });
export const markBag = style({ fill: vars.color.textOnPrimary });
export const markHandle = style({ stroke: vars.color.textOnPrimary });
export const markLetter = style({ stroke: vars.color.primarySubtle });

export const name = style({
  fontSize: '24px',
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.12em',
  color: vars.color.text,
});
