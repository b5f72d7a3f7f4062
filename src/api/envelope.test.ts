import { describe, expect, it } from 'vitest';
import { classifyResponse, failureMessage } from './envelope';

describe('classifyResponse (spec §7 success rule)', () => {
  it('passes the body on when HTTP 200 and no code anywhere', () => {
    expect(classifyResponse(200, { data: { id: 1 } })).toEqual({ ok: true, body: { data: { id: 1 } } });
  });

  it('passes the body on when the body code and nested data code are 200', () => {
    const body = { code: 200, message: 'ok', data: { code: 200, id: 1 } };
    expect(classifyResponse(200, body)).toEqual({ ok: true, body });
  });

  it('rejects HTTP 200 whose nested data code is not 200', () => {
    const result = classifyResponse(200, { code: 200, data: { code: 500, message: 'Card declined' } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'envelope', message: 'Card declined' });
  });

  it('rejects HTTP 200 whose body code is not 200', () => {
    const result = classifyResponse(200, { code: 40000, message: 'email is required' });
    expect(!result.ok && result.error).toMatchObject({ kind: 'envelope', code: 40000, message: 'email is required' });
  });

  it('rejects any status other than 200, even with code 200', () => {
    const result = classifyResponse(201, { code: 200 });
    expect(!result.ok && result.error).toMatchObject({ kind: 'envelope', status: 201, message: 'There is something wrong' });
  });

  it('HTTP 500 with body code 400 is an expired token, with the default text or the message', () => {
    expect(!classifyResponse(500, { code: 400 }).ok && classifyResponse(500, { code: 400 })).toMatchObject({
      error: { kind: 'tokenExpired', message: 'Token expired or does not exist' },
    });
    expect(classifyResponse(500, { code: 400, message: 'Please sign in again' })).toMatchObject({
      error: { kind: 'tokenExpired', message: 'Please sign in again' },
    });
  });

  it('HTTP 400 with body code 400 is an ordinary failure, not an expired token', () => {
    expect(classifyResponse(400, { code: 400, message: 'Bad' })).toMatchObject({ error: { kind: 'envelope' } });
  });

  it('code 70001 in the body or in nested data is an invalid session', () => {
    expect(classifyResponse(200, { code: 70001, message: 'Signed out' })).toMatchObject({
      error: { kind: 'sessionInvalid', message: 'Signed out' },
    });
    expect(classifyResponse(200, { code: 200, data: { code: 70001 } })).toMatchObject({
      error: { kind: 'sessionInvalid', message: 'There is something wrong' },
    });
  });

  it('HTTP 401 with code 60001 asks for the second factor and keeps the challenge', () => {
    expect(classifyResponse(401, { code: 60001, data: { mfa_token: 't', destination: 'd***@x.io' } })).toMatchObject({
      error: { kind: 'mfaRequired', challenge: { mfa_token: 't', destination: 'd***@x.io' } },
    });
  });

  it('a malformed second-factor challenge is kept as null, never passed on', () => {
    expect(classifyResponse(401, { code: 60001, data: { token: 42 } })).toMatchObject({
      error: { kind: 'mfaRequired', challenge: null },
    });
  });

  it('HTTP 401 without 60001 is an ordinary failure', () => {
    expect(classifyResponse(401, { code: 40100, message: 'Email or password is incorrect' })).toMatchObject({
      error: { kind: 'envelope', message: 'Email or password is incorrect' },
    });
  });
});

describe('failureMessage (spec §8)', () => {
  it('prefers the nested data message, then the body message, then the generic text', () => {
    expect(failureMessage({ message: 'outer', data: { message: 'inner' } })).toBe('inner');
    expect(failureMessage({ message: 'outer', data: { message: '' } })).toBe('outer');
    expect(failureMessage({ data: null })).toBe('There is something wrong');
    expect(failureMessage('<html>Bad gateway</html>')).toBe('There is something wrong');
    expect(failureMessage(null)).toBe('There is something wrong');
  });
});
