import { routePath } from '#app/routes.tsx';

/** Query parameters of the account pages: the e-mail links carry `email` and `code`. */
export const EMAIL_PARAM = 'email';
export const CODE_PARAM = 'code';
/** `/willkommen?schritt=code` opens the registration page at the step that asks for the code. */
export const STEP_PARAM = 'schritt';
export const CODE_STEP = 'code';

/** A named account page with the e-mail address (and further parameters) carried over. */
export function accountPageUrl(
  name: 'Login' | 'Register' | 'PasswordRequest' | 'PasswordReset',
  params: Record<string, string | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${routePath(name)}?${query}` : routePath(name);
}
