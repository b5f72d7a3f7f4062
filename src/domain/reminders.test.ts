import { describe, expect, it } from 'vitest';
import { reminderForm, type ReminderValues } from './formRules';
import { addDays } from './dates';
import {
  dueOccurrence,
  nextOccurrence,
  occurrence,
  peopleFor,
  prefillFromPerson,
  remindOn,
  type ReminderPerson,
} from './reminders';

describe('occurrence', () => {
  it('repeats a yearly day on the same day of later years', () => {
    expect(occurrence('2020-05-17', 'yearly', 3)).toBe('2023-05-17');
  });

  it('falls on 28 February in years without a 29th, and on the 29th again in leap years', () => {
    expect(occurrence('2024-02-29', 'yearly', 1)).toBe('2025-02-28');
    expect(occurrence('2024-02-29', 'yearly', 3)).toBe('2027-02-28');
    expect(occurrence('2024-02-29', 'yearly', 4)).toBe('2028-02-29');
  });

  it('falls on the last day of a month shorter than the first day, without shifting later months', () => {
    expect(occurrence('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(occurrence('2026-01-31', 'monthly', 2)).toBe('2026-03-31');
    expect(occurrence('2026-01-31', 'monthly', 3)).toBe('2026-04-30');
    expect(occurrence('2028-01-30', 'monthly', 1)).toBe('2028-02-29');
  });

  it('crosses into the next year monthly', () => {
    expect(occurrence('2026-11-15', 'monthly', 3)).toBe('2027-02-15');
  });

  it('never moves a reminder that does not repeat', () => {
    expect(occurrence('2026-03-02', 'none', 5)).toBe('2026-03-02');
  });
});

describe('nextOccurrence', () => {
  it('is the first day itself while it is still to come, today included', () => {
    expect(nextOccurrence({ date: '2026-03-02', repeat: 'none' }, '2026-03-02')).toBe('2026-03-02');
    expect(nextOccurrence({ date: '2026-04-01', repeat: 'monthly' }, '2026-03-02')).toBe('2026-04-01');
  });

  it('is none once a one-off day has gone by', () => {
    expect(nextOccurrence({ date: '2026-03-01', repeat: 'none' }, '2026-03-02')).toBeNull();
  });

  it('is this year’s birthday when it is still to come, else next year’s', () => {
    expect(nextOccurrence({ date: '1990-07-04', repeat: 'yearly' }, '2026-03-02')).toBe('2026-07-04');
    expect(nextOccurrence({ date: '1990-01-04', repeat: 'yearly' }, '2026-03-02')).toBe('2027-01-04');
  });

  it('finds 28 February for someone born on 29 February in a year that is not a leap year', () => {
    expect(nextOccurrence({ date: '2000-02-29', repeat: 'yearly' }, '2026-02-01')).toBe('2026-02-28');
    expect(nextOccurrence({ date: '2000-02-29', repeat: 'yearly' }, '2027-03-01')).toBe('2028-02-29');
  });

  it('finds the month end of a monthly reminder on the 31st', () => {
    expect(nextOccurrence({ date: '2025-12-31', repeat: 'monthly' }, '2026-04-02')).toBe('2026-04-30');
    expect(nextOccurrence({ date: '2025-12-31', repeat: 'monthly' }, '2026-05-01')).toBe('2026-05-31');
  });
});

describe('remindOn and dueOccurrence', () => {
  const timing = { date: '2026-03-10', repeat: 'yearly' as const, remind_days_before: 7 };

  it('reminds the given number of days before, across months and years', () => {
    expect(remindOn('2026-03-01', 3)).toBe('2026-02-26');
    expect(remindOn('2026-01-02', 7)).toBe('2025-12-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is not due before the remind day, and due from it until the day itself', () => {
    expect(dueOccurrence(timing, '2026-03-02')).toBeNull();
    expect(dueOccurrence(timing, '2026-03-03')).toBe('2026-03-10');
    expect(dueOccurrence(timing, '2026-03-10')).toBe('2026-03-10');
  });

  it('moves on to the next year once the day has passed', () => {
    expect(dueOccurrence(timing, '2026-03-11')).toBeNull();
    expect(dueOccurrence(timing, '2027-03-05')).toBe('2027-03-10');
  });

  it('is never due again for a one-off reminder whose day has passed', () => {
    expect(dueOccurrence({ ...timing, repeat: 'none' }, '2026-03-11')).toBeNull();
  });
});

describe('people', () => {
  const spouse: ReminderPerson = { key: 'spouse', name: 'Sam Lee', relationship: 'Spouse / partner', birth_date: '1988-02-29', anniversary_date: '2015-06-20' };
  const friend: ReminderPerson = { key: 'friend:4', name: 'Ana Diaz', relationship: 'Friend', birth_date: null, anniversary_date: null };

  it('offers only people who have the date the type needs', () => {
    expect(peopleFor([spouse, friend], 'birthday')).toEqual([spouse]);
    expect(peopleFor([spouse, friend], 'anniversary')).toEqual([spouse]);
  });

  it('fills in a title naming the person and their date', () => {
    expect(prefillFromPerson(spouse, 'birthday')).toEqual({ title: "Sam Lee's birthday", date: '1988-02-29' });
    expect(prefillFromPerson(spouse, 'anniversary')).toEqual({ title: "Sam Lee's anniversary", date: '2015-06-20' });
  });
});

describe('reminderForm', () => {
  const form = reminderForm((fields) => fields);
  const values: ReminderValues = { person: '', title: " Emma's birthday ", date: '2019-03-10', repeat: 'yearly', remind_days_before: '3' };

  it('sends the trimmed title and the days as a number, never the picked person', () => {
    expect(form.check(values)).toEqual({});
    expect(form.toRequest({ ...values, person: 'family:3' })).toEqual({ title: "Emma's birthday", date: '2019-03-10', repeat: 'yearly', remind_days_before: 3 });
  });

  it('names what is missing or wrong', () => {
    expect(form.check({ ...values, title: '  ', date: '' })).toEqual({ title: 'Title is required', date: 'Date is required' });
    expect(form.check({ ...values, date: '2026-02-29' })).toEqual({ date: 'Enter a real date from 1900 to ten years from now' });
    expect(form.check({ ...values, remind_days_before: '5' }).remind_days_before).toBeDefined();
  });
});
