import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './account';
import { checkAddress, checkCardForm, contactInfoForm, editCardForm, friendForm, interestsForm, newCardForm, isFreeMail, oneTimeCodeForm, passwordForm, workEmailForm } from './formRules';

describe('form rules', () => {
  it('interests are at most 50', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
    expect(interestsForm.check({ interests: ids(50) })).toEqual({});
    expect(interestsForm.check({ interests: ids(51) })).toEqual({ interests: 'Choose at most 50 interests' });
  });

  it('a work email at a free-mail provider is refused with the reason; a work domain passes', () => {
    expect(isFreeMail(' Maya@GMAIL.com ')).toBe(true);
    expect(workEmailForm.check({ work_email: 'maya@gmail.com' })).toEqual({
      work_email: 'gmail.com is a personal email provider: use the email you have at work',
    });
    expect(workEmailForm.check({ work_email: 'maya@northwind.example' })).toEqual({});
    expect(workEmailForm.check({ work_email: '' })).toEqual({ work_email: 'Work email is required' });
  });

  it('a one-time code is six digits, spaces taken out before it is sent', () => {
    expect(oneTimeCodeForm.check({ code: '' })).toEqual({ code: 'Code is required' });
    expect(oneTimeCodeForm.check({ code: '12a456' })).toEqual({ code: 'Enter the 6-digit code' });
    expect(oneTimeCodeForm.check({ code: '123 456' })).toEqual({});
    expect(oneTimeCodeForm.toRequest({ code: ' 123 456 ' })).toBe('123456');
  });

  it('an address says what is wrong with each field, a bad ZIP code included', () => {
    expect(checkAddress({ ...EMPTY_ADDRESS, label: 'Home', line1: '1 Main St', city: 'Springfield', zipcode: '123' })).toEqual({
      state: 'Choose a state',
      zipcode: 'Enter a 5-digit ZIP code',
    });
  });

  it('both card forms check the expiry against the clock they are given: a card works through its month', () => {
    const card = { number: '4242424242424242', holder_name: 'Maya', exp_month: '10', exp_year: '2026', cvc: '123', is_default: false };
    const october = () => new Date('2026-10-31T23:00:00Z');
    const november = () => new Date('2026-11-01T01:00:00Z');
    expect(newCardForm(october).check(card)).toEqual({});
    expect(newCardForm(november).check(card)).toEqual({ exp_month: 'The card has expired' });
    expect(editCardForm(41, october).check(card)).toEqual({});
    expect(editCardForm(41, november).check(card)).toEqual({ exp_month: 'The card has expired' });
  });

  it('a card without an expiry year is flagged at the year', () => {
    const card = { number: '4242424242424242', holder_name: 'Maya', exp_month: '12', exp_year: '', cvc: '123' };
    expect(checkCardForm(card, new Date('2026-11-21T12:00:00Z'))).toEqual({ exp_year: 'Choose a year' });
  });

  it("a friend's email over 254 characters is said to be too long, not a wrong address", () => {
    const friend = { first_name: 'Sam', last_name: 'Lee', relationship: '2', birth_date: '', email: '' };
    const emailOf = (length: number) => `${'s'.repeat(length - '@example.com'.length)}@example.com`;
    expect(friendForm().check({ ...friend, email: emailOf(254) })).toEqual({});
    expect(friendForm().check({ ...friend, email: emailOf(255) })).toEqual({ email: 'Email cannot be longer than 254 characters' });
    expect(friendForm().check({ ...friend, email: 'sam.lee@' })).toEqual({ email: 'Enter a valid email address' });
  });

  it('a personal email over 254 characters is said to be too long, not a wrong address', () => {
    const contact = { cell_phone: '', phone: '', personal_email: '', zipcode: '' };
    const emailOf = (length: number) => `${'m'.repeat(length - '@example.com'.length)}@example.com`;
    expect(contactInfoForm.check({ ...contact, personal_email: emailOf(254) })).toEqual({});
    expect(contactInfoForm.check({ ...contact, personal_email: emailOf(255) })).toEqual({ personal_email: 'Personal email cannot be longer than 254 characters' });
    expect(contactInfoForm.check({ ...contact, personal_email: 'maya@' })).toEqual({ personal_email: 'Enter a valid email address' });
  });

  it('a changed password empties the form once saved', () => {
    const typed = { current_password: 'a', new_password: 'b', confirm_password: 'b' };
    expect(passwordForm.afterSave?.(typed)).toEqual({ current_password: '', new_password: '', confirm_password: '' });
    expect(passwordForm.keepsDraft).toBe(false);
  });
});
