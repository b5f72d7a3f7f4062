import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const inputRow = style({ position: 'relative', display: 'flex' });

export const input = style({
  flexGrow: 1,
  minWidth: 0,
  height: vars.control.height,
  padding: vars.control.padding,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.body,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { backgroundColor: vars.color.pageBackground, cursor: 'not-allowed' },
    // Room for the trailing control, so typed text never runs under it.
    '&[data-trailing]': { paddingRight: vars.control.height },
  },
});

// The same frame as a one-line input; the height follows its rows.
export const textArea = style([input, { height: 'auto', resize: 'vertical', lineHeight: 1.5, fontFamily: 'inherit' }]);

export const trailing = style({
  position: 'absolute',
  insetBlock: 0,
  right: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
});
