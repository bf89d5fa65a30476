/**
 * The sign-in forms' calls, loaded on first use: the forms are the first paint of their pages, and
 * auth-api.ts brings RTK Query with it (docs/page-speed.md). Each loader is stable (module level), as
 * useDeferredMutation wants.
 */
const endpoints = () => import('./auth-api').then((module) => module.authApi.endpoints);

export const signInWithPasswordCall = () => endpoints().then((all) => all.signInWithPassword);
export const requestSignInCodeCall = () => endpoints().then((all) => all.requestSignInCode);
export const verifySignInCodeCall = () => endpoints().then((all) => all.verifySignInCode);
export const signUpCall = () => endpoints().then((all) => all.signUp);
export const requestSignUpCodeCall = () => endpoints().then((all) => all.requestSignUpCode);
export const verifySignUpCodeCall = () => endpoints().then((all) => all.verifySignUpCode);
export const requestPasswordResetCall = () => endpoints().then((all) => all.requestPasswordReset);
export const resetPasswordCall = () => endpoints().then((all) => all.resetPassword);
