import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { errorText } from '#lib/error-text.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FormError, FormNotice } from '../components/form-alert.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountPageUrl, EMAIL_PARAM } from '../utils/account-links.ts';
import { useAccountForm } from '../utils/use-account-form.ts';
import { emailAddress } from '../utils/validation.ts';

/** The same for every address, so the page does not tell which addresses have an account. */
const CODE_SENT_TEXT = 'Wenn ein Konto mit dieser Adresse existiert, haben wir Ihnen einen Code geschickt.';

/** Password reset, first step (route PasswordRequest, `/passwort-request`): the code is mailed. */
export default function PasswordRequestPage() {
  useDocumentTitle('Passwort vergessen');
  const [searchParams] = useSearchParams();
  const form = useAccountForm({ email: searchParams.get(EMAIL_PARAM) ?? '' }, { email: emailAddress });
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string>();

  const submit = form.handleSubmit(({ email }) => {
    if (forgot.isPending) return;
    setSentTo(undefined);
    forgot.mutate(email, { onSuccess: () => setSentTo(email.trim().toLowerCase()) });
  });

  return (
    <AccountPage>
      <h1>Passwort vergessen</h1>
      <p>
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Code, mit dem Sie ein neues Passwort
        festlegen.
      </p>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField {...form.field('email')} label="E-Mail-Adresse" type="email" autoComplete="username" />
        <FormError>{forgot.isError && <p>{errorText(forgot.error)}</p>}</FormError>
        <FormNotice>
          {sentTo && (
            <>
              <p>{CODE_SENT_TEXT} Bitte sehen Sie auch im Spam-Ordner nach.</p>
              <p>
                <Link to={accountPageUrl('PasswordReset', { [EMAIL_PARAM]: sentTo })}>
                  Code eingeben und neues Passwort festlegen
                </Link>
              </p>
            </>
          )}
        </FormNotice>
        <button type="submit" className="button button--primary account-form__submit" aria-disabled={forgot.isPending}>
          Code anfordern
        </button>
      </form>
      <ul className="account-page__actions">
        <li>
          Sie haben schon einen Code?{' '}
          <Link to={accountPageUrl('PasswordReset', { [EMAIL_PARAM]: form.values.email })}>
            Neues Passwort festlegen
          </Link>
        </li>
        <li>
          Passwort wieder eingefallen? <Link to={routePath('Login')}>Anmelden</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
