import { globalStyle } from '@vanilla-extract/css';
import { fixedPageWidth, narrowPhone, phone } from './media';
import { vars } from './tokens.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  backgroundColor: vars.color.pageBackground,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('#root', {
  minHeight: '100vh',
  // Tablets and small windows scroll the fixed-width desktop page (spec §9); phones get a
  // one-column layout of their own instead, which never scrolls sideways (decision 0016).
  '@media': {
    [fixedPageWidth]: { width: vars.layout.pageWidth },
    [phone]: { width: '100%' },
  },
});

globalStyle('*', { '@media': { [narrowPhone]: { scrollbarWidth: 'none' } } });
globalStyle('*::-webkit-scrollbar', { '@media': { [narrowPhone]: { display: 'none' } } });

// Long words (an email address, a product name) wrap rather than widen a phone's page.
globalStyle('h1, h2, h3, p, dd, li, td', { '@media': { [phone]: { overflowWrap: 'anywhere' } } });

// The one link look, also for links without a class of their own (no browser-default blue).
// No specificity (`:where`): links with a look of their own (cards, menus) keep it.
globalStyle(':where(a)', { color: vars.color.focus, fontWeight: vars.font.weight.bold, textDecoration: 'none' });
globalStyle(':where(a):hover', { textDecoration: 'underline' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
