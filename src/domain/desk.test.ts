import { describe, expect, it } from 'vitest';
import { inviteLinkPath, isPolicy, paragraphsOf, ticketNumber } from './desk';
import { EMPTY_DRAFT, withInvitedEmail } from './registration';

describe('desk rules', () => {
  it('knows the three policies and nothing else', () => {
    expect(['terms', 'privacy', 'cookies'].every((name) => isPolicy(name))).toBe(true);
    expect(isPolicy('refunds')).toBe(false);
    expect(isPolicy(undefined)).toBe(false);
  });

  it('numbers tickets the way people read them out', () => {
    expect(ticketNumber(42)).toBe('T-000042');
  });

  it('splits a policy into paragraphs at blank lines, keeping markup as text', () => {
    expect(paragraphsOf('One.\n\n  <b>Two</b>\n \nThree.')).toEqual(['One.', '<b>Two</b>', 'Three.']);
  });

  it('makes the invitation link carry the email, encoded', () => {
    expect(inviteLinkPath('sam+x@northwind.example')).toBe('/register?email=sam%2Bx%40northwind.example');
  });
});

describe('withInvitedEmail', () => {
  it('fills the work email from the invitation', () => {
    expect(withInvitedEmail(EMPTY_DRAFT, ' sam@northwind.example ').work_email).toBe('sam@northwind.example');
  });

  it('ignores no email, a malformed one, and a registration whose account is already made', () => {
    expect(withInvitedEmail(EMPTY_DRAFT, null)).toBe(EMPTY_DRAFT);
    expect(withInvitedEmail(EMPTY_DRAFT, 'not an email')).toBe(EMPTY_DRAFT);
    const made = { ...EMPTY_DRAFT, work_email: 'ana@northwind.example', code_sent_to: 'ana@northwind.example' };
    expect(withInvitedEmail(made, 'sam@northwind.example')).toBe(made);
  });
});
