// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '@/storefront/modules/auth/sign-up-form';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';

afterEach(cleanup);

function signUp(locale: string) {
  const onSubmit = vi.fn();
  const props = layoutProps(locale);
  renderWith(
    <SiteProvider site={props.site} locale={locale}>
      <SignUpForm captchaWidget={null} error={null} busy={false} onSubmit={onSubmit} />
    </SiteProvider>,
    { locale },
  );
  return onSubmit;
}

const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))?.textContent ?? null;
};

describe('sign-up form errors', () => {
  it('takes a field’s error away as soon as the field is right (Arabic page), and keeps the others', () => {
    const onSubmit = signUp('ae-ar');
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    const first = screen.getByLabelText('الاسم الأول');
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(errorOf(first)).toBe('يرجى تعبئة الاسم الأول.');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email)).toBe('يرجى تعبئة البريد الإلكتروني.');

    fireEvent.change(first, { target: { value: 'مريم' } });
    expect(errorOf(first)).toBeNull();
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('يرجى تعبئة الاسم الأول.')).toBeNull();
    // The others are still wrong: their errors stay until they are put right.
    expect(errorOf(email)).toBe('يرجى تعبئة البريد الإلكتروني.');

    // An error follows the value: a half-typed address says what is wrong now, a whole one clears it.
    fireEvent.change(email, { target: { value: 'maryam@' } });
    expect(errorOf(email)).toBe('يرجى إدخال بريد إلكتروني صحيح.');
    fireEvent.change(email, { target: { value: 'maryam@example.ae' } });
    expect(errorOf(email)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no error before the first submit, however the fields are typed', () => {
    signUp('in-en');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });
});
