import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';

/** Fields side by side that wrap on a narrow screen. */
export const fieldRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space.md });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A file picker shown as a button (a photo for a chat message or a custom request). */
export const photoLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: vars.control.compactPadding,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const fileInput = style(visuallyHiddenRules);
