import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOM_REQUEST, customRequestForm } from './customRequest';
import { addressForm, EMPTY_TICKET, PERSON_RULES, ticketForm } from './formRules';
import { checkGift } from './money';
import { isMultiLineText, isSingleLineText } from './textHygiene';
import { checkField } from './validation';

const HIDDEN = ['nul\u0000', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'evil\u202Egnp.exe', 'iso\u2066late', 'pdi\u2069', 'lrm\u200e', 'ls\u2028', 'ps\u2029'];

describe('one-line text', () => {
  it('accepts names in any script, with accents, apostrophes and spaces', () => {
    for (const name of ["Maya O'Neil", 'José Álvarez-Núñez', 'محمد', '王小明', 'Zoë 🙂']) expect(isSingleLineText(name)).toBe(true);
  });

  it('refuses line breaks, tabs, control characters, line separators and the marks that reorder text', () => {
    for (const name of ['Maya\nThompson', 'Tab\there', 'cr\rlf', ...HIDDEN]) expect(isSingleLineText(name), JSON.stringify(name)).toBe(false);
  });
});

describe('text of several lines', () => {
  it('keeps line breaks (\\n and \\r\\n) and tabs', () => {
    for (const text of ['One\nTwo', 'One\r\nTwo', 'Name\tQty', 'Plain']) expect(isMultiLineText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses every other hidden character, a lone carriage return among them', () => {
    for (const text of ['Over\rwritten', 'end\r', ...HIDDEN]) expect(isMultiLineText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('the forms say what is wrong, as the server does', () => {
  it('in a name', () => {
    expect(checkField('Maya\u202Egnp', PERSON_RULES.first_name, 'First name')).toBe('First name must be one line, without hidden control characters');
    expect(checkField('Maya', PERSON_RULES.first_name, 'First name')).toBeUndefined();
  });

  it('in a ticket, which keeps its line breaks', () => {
    expect(ticketForm.check({ ...EMPTY_TICKET, topic: 'other', message: 'Help\u0000' }).message).toBe('Message must not contain hidden control characters');
    expect(ticketForm.check({ ...EMPTY_TICKET, topic: 'other', message: 'Line one\r\nLine two' })).toEqual({});
  });

  it('in what a custom request asks for and in an address', () => {
    const errors = customRequestForm(() => '2026-03-02').check({
      ...EMPTY_CUSTOM_REQUEST,
      description: 'Mugs\u202E',
      budget: '100',
      needed_by: '2026-03-10',
      label: 'Off\u2028ice',
      line1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
    });
    expect(errors).toEqual({
      description: 'What you need must be one line, without hidden control characters',
      label: 'Label must be one line, without hidden control characters',
    });
    const address = { label: 'Home', line1: '12 Pine\u0007', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94110', is_default: false };
    expect(addressForm((sent) => sent).check(address)).toEqual({ line1: 'Address must be one line, without hidden control characters' });
  });

  it('in the message of a gift', () => {
    const checked = checkGift(
      { recipient: 'ben.carter@lyla.example', amount: '5', message: 'Enjoy\u001b!' },
      { balanceCents: 10_000, limits: { rechargeMin: 100, rechargeMax: 100_000, giftMin: 100, giftMax: 50_000 }, ownEmail: null },
    );
    expect(checked).toEqual({ ok: false, errors: { message: 'Message must be one line, without hidden control characters' } });
  });
});
