/**
 * The account service's messages, shared by the services and the mocks so both word every
 * answer alike (the contract test compares them). zod-free: the browser's mock worker imports it.
 */
export const ACCOUNT_MESSAGES = {
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  tokensRefreshed: 'Tokens refreshed',
  accountCreated: 'Account created: enter the code we sent to your phone',
  phoneVerified: 'Phone verified; you are signed in',
  otpSent: 'If the details match an account, a code is on its way',
  forgotPassword: 'If an account exists for these details, we have sent a link to reset the password. It works once, within 30 minutes.',
  passwordChanged: 'Password changed; sign in with the new password',
  wrongCredentials: 'Invalid username or password',
  phoneNotVerified: 'Please verify your phone number first: enter the code we sent, or ask for a new one',
  otpInvalid: 'otp: the code is wrong or has expired; check it or ask for a new one',
  resetTokenInvalid: 'token: this reset link is invalid, has expired or was already used; ask for a new one',
  captchaFailed: 'reCaptchaToken: the captcha was not solved or has expired; please try again',
  badUsername: 'username: must be an e-mail address or a phone number with its country code, like +919876543210',
  signUpEmailTaken: 'email: an account with this e-mail address already exists; sign in or reset the password',
  signUpPhoneTaken: 'phone: an account with this phone number already exists; sign in instead',
  profileEmailTaken: 'email: another account already uses this e-mail address',
  profilePhoneTaken: 'phone: another account already uses this phone number',
  profileUpdated: 'Profile updated successfully',
  profileContactPending: 'Profile saved. To finish changing the e-mail or phone, enter the code we sent to the new one',
  contactChanged: 'Contact details changed; you were signed out on your other devices',
  userDetails: 'User details',
  addresses: 'Addresses',
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressRemoved: 'Address removed successfully',
  staffOnly: 'Staff only: this account may not do this',
  editorsOnly: 'Content editors only: this account may not do this',
  adminsOnly: 'Administrators only: this account may not do this',
} as const;

/** "Too many failed attempts. Please try again in 15 minutes." */
export function lockedMessage(minutes: number, what = 'failed attempts'): string {
  return `Too many ${what}. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

export function cooldownMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before asking for a new code.`;
}
