/*
 * Signing in by magic link and out (docs/product.md §1, docs/decisions/003-authentication.md), and the guards'
 * decision who may see a page.
 */
export { LoginFailedScreen } from './components/login-failed-screen';
export { LoginRedirectScreen } from './components/login-redirect-screen';
export { LoginScreen } from './components/login-screen';
export { LogoutScreen } from './components/logout-screen';
export { MagicLinkSentScreen } from './components/magic-link-sent-screen';
export { decideAccess } from './guards/decide-access';
