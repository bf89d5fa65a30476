// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '@/storefront/modules/common/form-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * On a slow phone a shopper can type into a server-rendered form before its code has hydrated it.
 * The typed text is then in the element but not in the form's state, and the next render (typing
 * in the next field) emptied the field: "Please fill in E-mail or mobile number" for an address the
 * shopper had typed (a journey caught it on a slow machine).
 */
const submitted = vi.fn();
function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(event) => (event.preventDefault(), submitted({ username, password }))}>
      <FormField label="E-mail or mobile number" name="username" value={username} onChange={(event) => setUsername(event.target.value)} />
      <FormField label="Password" name="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** Types as a browser does: the element's value, then the input event React listens for. */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a form field typed in before the page hydrated', () => {
  it('keeps what was typed and hands it to the form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    document.body.append(container);
    const [username, password] = [...container.querySelectorAll('input')] as HTMLInputElement[];
    username!.value = 'meera@example.com';
    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });
    await act(async () => type(password!, 'Jewels#2026'));
    expect(username!.value).toBe('meera@example.com');
    await act(async () => container.querySelector('button')!.click());
    expect(submitted).toHaveBeenCalledWith({ username: 'meera@example.com', password: 'Jewels#2026' });
    container.remove();
  });
});
