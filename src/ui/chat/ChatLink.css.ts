import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const unread = style({
  minWidth: '20px',
  height: '20px',
  padding: '0 6px',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontSize: '12px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});
