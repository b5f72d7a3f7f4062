import { describe, expect, it } from 'vitest';
import { takeEarlyTyping } from './earlyTyping';

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
