import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import { isBackOffice, parseRole } from '@/shared/roles';
import { useCaptcha } from '@/storefront/modules/captcha/use-captcha';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useAdminDispatch } from '@/storefront/modules/admin/use-admin-store';
import { AdminProviders } from './admin-providers';
import styles from './admin-layout.module.css';
import { staffSignedIn } from './staff-session';
import { useStaffLoginMutation, useStaffLogOutMutation } from './staff-auth-api';

export const SHOPPER_REFUSED = 'This is a shopper account. The back office needs a staff, editor or administrator account.';

/** Only a path inside the back office may follow sign-in (no open redirect). */
export const nextAdminPath = (next: unknown): string => (typeof next === 'string' && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(next) ? next : '/admin');

function messageOf(error: unknown): string {
  const data = (error as { data?: { message?: unknown; meta?: { message?: unknown } } } | undefined)?.data;
  const message = data?.message ?? data?.meta?.message;
  return typeof message === 'string' ? message : 'Sign-in failed. Check the connection and try again.';
}

function SignInForm() {
  const router = useRouter();
  const dispatch = useAdminDispatch();
  const captcha = useCaptcha();
  const [login, { isLoading }] = useStaffLoginMutation();
  const [logOut] = useStaffLogOutMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError(`${username.trim() ? 'Password' : 'E-mail'} is required.`);
    setError(null);
    const reCaptchaToken = await captcha.getToken().catch(() => null);
    if (!reCaptchaToken) return setError('The security check did not complete. Try again.');
    const result = await login({ username: username.trim(), password, reCaptchaToken });
    if ('error' in result && result.error) return setError(messageOf(result.error));
    const { tokens, userDetails } = result.data.responseBody;
    const role = parseRole(userDetails.role);
    if (!isBackOffice(role)) {
      // The shopper's new session is ended at once: it was never meant for the back office.
      await logOut({ refreshToken: tokens.refreshToken }).catch(() => undefined);
      return setError(SHOPPER_REFUSED);
    }
    const user = { userID: userDetails.userID, firstName: userDetails.firstName, lastName: userDetails.lastName, email: userDetails.email, role };
    dispatch(staffSignedIn({ user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
    await router.replace(nextAdminPath(router.query.next));
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormField label="E-mail" name="username" type="email" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
      <FormField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      {captcha.widget}
      <FormAlert>{error}</FormAlert>
      <button type="submit" className={`button ${formStyles.submit}`} disabled={isLoading}>
        Sign in
      </button>
    </form>
  );
}

/** `/admin/sign-in`: staff, editors and admins sign in here; a shopper account is refused. */
export function AdminSignIn() {
  return (
    <AdminProviders title="Sign in">
      <main className={styles.card}>
        <h1 className={styles.title}>Back office sign-in</h1>
        <SignInForm />
      </main>
    </AdminProviders>
  );
}
