import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { type ContactKind, contactChangeNotice, contactCodeMessage } from '@/shared/account-notices';
import type { PendingContact, ProfileAnswer, UserDetails } from '@/shared/contracts/account';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { AuthContext } from '../auth/auth-context';
import { checkOtp, sendOtp } from '../otp/otp-service';
import { revokeOtherSessions } from '../session/session-repository';
import { findUserByEmail, findUserByPhone, findUserRow, markPhoneVerified, updateUser } from '../users/user-repository';
import { detailsOf, isUniqueViolation } from '../users/user-service';

/** What the profile calls need: the sign-in context (database, notifier, secret, address, language) and the caller. */
export interface ProfileContext extends Pick<AuthContext, 'db' | 'notify' | 'secret' | 'ip' | 'languageCode'> {
  userId: number;
  /** The caller's session: it stays open when a contact change ends the others. */
  sessionId: string;
}

const PURPOSE = { email: 'new-email', phone: 'new-phone' } as const;
const CHANNEL = { email: 'email', phone: 'sms' } as const;
const takenMessage = (kind: ContactKind) => (kind === 'email' ? M.profileEmailTaken : M.profilePhoneTaken);

export interface EditProfileOptions {
  context: ProfileContext;
  changes: { firstName?: string; lastName?: string; email?: string; phone?: string };
}

/**
 * `PATCH user`: names change at once. A new e-mail or phone does not: a code goes to the new one,
 * the old one is told, and the change waits for `confirmContactChange` with that code — so a
 * stolen session cannot quietly move the account to an address whose owner then resets the
 * password. A taken e-mail or phone is a 409 naming the field.
 */
export async function editProfile({ context, changes }: EditProfileOptions): Promise<ProfileAnswer> {
  const { db, userId } = context;
  const user = await findUserRow(db, userId);
  if (!user) throw notFound(`User ${userId}`);
  const asked = { email: changes.email !== undefined && changes.email !== user.email ? changes.email : null, phone: changes.phone !== undefined && changes.phone !== user.phone ? changes.phone : null };
  for (const kind of ['email', 'phone'] as const) {
    const value = asked[kind];
    const owner = value === null ? null : kind === 'email' ? await findUserByEmail(db, value) : await findUserByPhone(db, value);
    if (owner && owner.id !== userId) throw new AppError('CONFLICT', takenMessage(kind));
  }
  let pendingContact: PendingContact | null = null;
  for (const kind of ['email', 'phone'] as const) {
    const value = asked[kind];
    if (value === null) continue;
    const sent = await sendOtp({
      ...context,
      purpose: PURPOSE[kind],
      recipient: value,
      channel: CHANNEL[kind],
      userId,
      deliver: true,
      message: (code) => contactCodeMessage(context.languageCode, { kind, code }),
    });
    const old = user[kind];
    if (old) await context.notify({ to: old, channel: CHANNEL[kind], ...contactChangeNotice(context.languageCode, { kind }) }, { executor: db });
    pendingContact = { email: asked.email, phone: asked.phone, resendAfterSeconds: sent.resendAfterSeconds };
  }
  const names = { firstName: changes.firstName, lastName: changes.lastName };
  const updated = names.firstName === undefined && names.lastName === undefined ? user : await updateUser(db, { userId, changes: names });
  if (!updated) throw notFound(`User ${userId}`);
  return { ...(await detailsOf(db, updated)), pendingContact };
}

export interface ConfirmContactChangeOptions {
  context: ProfileContext;
  kind: ContactKind;
  /** The new e-mail or phone the code was sent to. */
  value: string;
  otp: string;
}

/**
 * `POST user/contact-verify`: the right code (sent to the new e-mail or phone for this account)
 * applies the change and ends every other session of the account; a wrong, spent or expired code,
 * or one asked for by another account, is a 400 with the usual code message.
 */
export async function confirmContactChange({ context, kind, value, otp }: ConfirmContactChangeOptions): Promise<UserDetails> {
  const { db, secret, userId, sessionId } = context;
  // A wrong code here is a 400, not checkOtp's 401: the caller is signed in, and a 401 would send
  // the storefront to refresh its tokens and repeat the guess.
  const row = await checkOtp({ db, secret, purpose: PURPOSE[kind], recipient: value, code: otp }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'UNAUTHORIZED') throw badRequest(M.otpInvalid);
    throw error;
  });
  if (row.userId !== userId) throw badRequest(M.otpInvalid);
  const user = await db
    .transaction(async (tx) => {
      const changed = await updateUser(tx, { userId, changes: kind === 'email' ? { email: value } : { phone: value } });
      if (!changed) throw notFound(`User ${userId}`);
      // The code proved the new phone, as sign-up's code does.
      if (kind === 'phone') await markPhoneVerified(tx, userId);
      await revokeOtherSessions(tx, { userId, keepSessionId: sessionId, reason: 'contact_changed' });
      return changed;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', takenMessage(kind));
      throw error;
    });
  return detailsOf(db, user);
}
