import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterCardPress, PRESS_WAIT_MS, takeEarlyTyping } from './earlyTyping';

function prerenderedCard({ email = '', password = '', submitted = false } = {}) {
  const root = document.createElement('div');
  root.innerHTML = `<div data-prerendered ${submitted ? 'data-submitted' : ''}><form>
    <input name="email" type="email"><input name="password" type="password"></form></div>`;
  root.querySelector<HTMLInputElement>('[name=email]')!.value = email;
  root.querySelector<HTMLInputElement>('[name=password]')!.value = password;
  return root;
}

describe('takeEarlyTyping', () => {
  it('hands over what was typed into the prerendered card, the field the caret was in and an early send, once', () => {
    const root = prerenderedCard({ email: 'demo@lyla.example', password: 'lyla', submitted: true });
    const typed = takeEarlyTyping(root, root.querySelector('[name=password]'));
    expect(typed.read()).toEqual({ values: { email: 'demo@lyla.example', password: 'lyla' }, focused: 'password', submitted: true });
    typed.forget();
    expect(typed.read()).toBeNull();
  });

  it('hands over nothing when nothing was typed, or there is no card', () => {
    const root = prerenderedCard();
    expect(takeEarlyTyping(root, document.body).read()).toBeNull();
    expect(takeEarlyTyping(document.createElement('div'), null).read()).toBeNull();
  });
});

describe('afterCardPress', () => {
  afterEach(() => vi.useRealTimers());
  const nextMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('takes the card over at once when no press is under way, or there is no card', () => {
    const takeOver = vi.fn();
    afterCardPress(prerenderedCard(), takeOver);
    afterCardPress(document.createElement('div'), takeOver);
    expect(takeOver).toHaveBeenCalledTimes(2);
  });

  it('waits for a press on the card to end, then takes it over once', async () => {
    const root = prerenderedCard();
    const card = root.querySelector('[data-prerendered]')!;
    card.setAttribute('data-pressed', '');
    const takeOver = vi.fn();
    afterCardPress(root, takeOver);
    card.setAttribute('data-submitted', '');
    await nextMicrotasks();
    expect(takeOver).not.toHaveBeenCalled();

    card.removeAttribute('data-pressed');
    await nextMicrotasks();
    expect(takeOver).toHaveBeenCalledTimes(1);
    card.setAttribute('data-pressed', '');
    card.removeAttribute('data-pressed');
    await nextMicrotasks();
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a press whose end never comes', () => {
    vi.useFakeTimers();
    const root = prerenderedCard();
    root.querySelector('[data-prerendered]')!.setAttribute('data-pressed', '');
    const takeOver = vi.fn();
    afterCardPress(root, takeOver);
    vi.advanceTimersByTime(PRESS_WAIT_MS - 1);
    expect(takeOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(takeOver).toHaveBeenCalledTimes(1);
  });
});
