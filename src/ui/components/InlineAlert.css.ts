import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/tokens.css';

export const inlineAlert = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderLeft: '4px solid',
    borderRadius: vars.radius.base,
    backgroundColor: vars.color.surface,
    fontSize: vars.font.size.small,
  },
  variants: {
    tone: {
      error: { borderLeftColor: vars.color.error, color: vars.color.errorText },
      info: { borderLeftColor: vars.color.primary, color: vars.color.text },
    },
  },
});
