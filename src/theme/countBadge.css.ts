import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css';

/** The small round count (cart lines, unread messages, unread notifications): one look everywhere. */
export const countBadge = style({
  display: 'inline-block',
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
