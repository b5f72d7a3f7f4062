import { describe, expect, it } from 'vitest';
import { PERSON_RULES } from './formRules';
import { isSingleLineText } from './textHygiene';
import { checkField } from './validation';

describe('one-line text', () => {
  it('accepts names in any script, with accents, apostrophes and spaces', () => {
    for (const name of ["Maya O'Neil", 'José Álvarez-Núñez', 'محمد', '王小明', 'Zoë 🙂']) expect(isSingleLineText(name)).toBe(true);
  });

  it('refuses control characters and the marks that reorder text', () => {
    for (const name of ['Maya\nThompson', 'Tab\there', 'nul\u0000', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'evil\u202Egnp.exe', 'iso\u2066late', 'lrm\u200e'])
      expect(isSingleLineText(name), JSON.stringify(name)).toBe(false);
  });
});

describe('the form rule of a name', () => {
  it('says what is wrong, as the server does', () => {
    expect(checkField('Maya\u202Egnp', PERSON_RULES.first_name, 'First name')).toBe(
      'First name must be one line, without hidden control characters',
    );
    expect(checkField('Maya', PERSON_RULES.first_name, 'First name')).toBeUndefined();
  });
});
