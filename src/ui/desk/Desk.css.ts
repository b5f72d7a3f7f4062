import { style } from '@vanilla-extract/css';
import { phone } from '../../theme/media';
import { vars } from '../../theme/tokens.css';

export const prose = style({ margin: 0, maxWidth: '70ch', lineHeight: 1.6, overflowWrap: 'anywhere' });

export const policyLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, marginTop: vars.space.lg });

/** Tall enough for a finger on a phone. */
export const touchLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px' });

export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const linkText = style({
  flexGrow: 1,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.pageBackground,
  fontFamily: 'monospace',
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});
