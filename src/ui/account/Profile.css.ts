import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { visuallyHiddenRules } from '../../theme/visuallyHidden';

export const photoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

export const photoControls = style({ display: 'grid', gap: vars.space.sm, flexGrow: 1 });

/** Opened by its button; kept out of sight and out of the tab order. */
export const fileInput = style(visuallyHiddenRules);

export const uploading = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const percent = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });
