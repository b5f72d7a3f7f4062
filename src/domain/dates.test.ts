import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customRequestForm, EMPTY_CUSTOM_REQUEST } from './customRequest';
import { addYears, checkDates, DATE_RANGES, isCalendarDate } from './dates';
import { familyForm, personalDetailsForm, reminderForm, spouseForm } from './formRules';

describe('isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
  });
});

describe('addYears', () => {
  it('keeps the day, and takes 28 February for a 29th the year lacks', () => {
    expect(addYears('2026-03-02', 1)).toBe('2027-03-02');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});

describe('checkDates: a real day of the calendar in the field’s range', () => {
  const today = '2026-03-02';
  const neededBy = (needed_by: string) => checkDates({ needed_by }, { needed_by: DATE_RANGES.comingYear }, today);

  it('takes today to a year ahead for a day to come', () => {
    expect(neededBy('2026-03-02')).toEqual({});
    expect(neededBy('2027-03-02')).toEqual({});
    for (const date of ['2026-02-30', '2001-01-01', '2026-03-01', '2027-03-03', 'soon']) {
      expect(neededBy(date), date).toEqual({ needed_by: 'Choose a real date from today to a year from now' });
    }
  });

  it('takes 1900 to today for a day that has been, and leaves an empty optional date alone', () => {
    const past = (birth_date: string) => checkDates({ birth_date }, { birth_date: DATE_RANGES.past }, today);
    expect(past('1900-01-01')).toEqual({});
    expect(past('2026-03-02')).toEqual({});
    expect(past('')).toEqual({});
    for (const date of ['1899-12-31', '2026-03-03', '1990-02-30']) expect(past(date), date).toEqual({ birth_date: 'Enter a real date from 1900 to today' });
  });
});

describe('every form with a date uses the rule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('the custom request refuses an impossible or past day to need it by', () => {
    const form = customRequestForm(() => '2026-03-02');
    const values = { ...EMPTY_CUSTOM_REQUEST, description: 'Mugs', budget: '100', address_id: '3' };
    expect(form.check({ ...values, needed_by: '2026-02-30' }).needed_by).toBe('Choose a real date from today to a year from now');
    expect(form.check({ ...values, needed_by: '2001-01-01' }).needed_by).toBe('Choose a real date from today to a year from now');
    expect(form.check({ ...values, needed_by: '2026-03-20' })).toEqual({});
  });

  it('dates of birth and anniversaries are not in the future', () => {
    const personal = { first_name: 'Maya', last_name: 'Thompson', gender: '2', title: '', birth_date: '2026-03-03' };
    expect(personalDetailsForm.check(personal).birth_date).toBe('Enter a real date from 1900 to today');
    expect(spouseForm.check({ first_name: 'Jon', last_name: 'Rivera', birth_date: '', anniversary_date: '2031-06-01' })).toEqual({
      anniversary_date: 'Enter a real date from 1900 to today',
    });
    expect(familyForm().check({ first_name: 'Leo', last_name: 'Rivera', relationship: '2', birth_date: '1899-12-31' }).birth_date).toBe(
      'Enter a real date from 1900 to today',
    );
  });

  it('a reminder starts from 1900 to ten years ahead', () => {
    const form = reminderForm((fields) => fields);
    const reminder = { person: '', title: 'Renew the licence', repeat: 'none' as const, remind_days_before: '0' };
    expect(form.check({ ...reminder, date: '2036-03-02' })).toEqual({});
    expect(form.check({ ...reminder, date: '2036-03-03' })).toEqual({ date: 'Enter a real date from 1900 to ten years from now' });
    expect(form.check({ ...reminder, date: '2026-02-29' })).toEqual({ date: 'Enter a real date from 1900 to ten years from now' });
  });
});
