import { PASSWORD_RULE_TEXT } from '@baucheck/shared/users';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { apiErrorCode, apiErrorReason, errorText } from '#lib/error-text.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FormError } from '../components/form-alert.tsx';
import { ShowPasswordToggle } from '../components/show-password-toggle.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountPageUrl, CODE_PARAM, EMAIL_PARAM } from '../utils/account-links.ts';
import { useAccountForm } from '../utils/use-account-form.ts';
import { confirmationCode, emailAddress, newPassword, repeatOf } from '../utils/validation.ts';
import type { LoginPageState } from './login.tsx';

const PASSWORD_CHANGED_TEXT = 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.';

/**
 * Password reset, second step (route PasswordReset, `/passwort`): code and new password. The e-mail's
 * link `/passwort?email=…&code=…` fills in address and code.
 */
export default function PasswordResetPage() {
  useDocumentTitle('Neues Passwort festlegen');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useAccountForm(
    {
      email: searchParams.get(EMAIL_PARAM) ?? '',
      code: searchParams.get(CODE_PARAM) ?? '',
      password: '',
      passwordRepeat: '',
    },
    { email: emailAddress, code: confirmationCode, password: newPassword, passwordRepeat: repeatOf('password') },
  );
  const reset = useResetPassword();
  const errorCode = apiErrorCode(reset.error);

  const submit = form.handleSubmit((values) => {
    if (reset.isPending) return;
    reset.mutate(values, {
      onSuccess: () => {
        const state: LoginPageState = { notice: PASSWORD_CHANGED_TEXT, email: values.email.trim().toLowerCase() };
        void navigate(routePath('Login'), { replace: true, state });
      },
      onError: (error) => {
        if (apiErrorCode(error) === 'RESET_PASSWORD_INVALID_PASSWORD') {
          form.setServerError('password', apiErrorReason(error) ?? PASSWORD_RULE_TEXT);
        }
      },
    });
  });

  let error = null;
  if (errorCode === 'RESET_PASSWORD_BAD_TOKEN') {
    error = (
      <p>
        Der Code ist falsch oder abgelaufen. Bitte prüfen Sie ihn und die E-Mail-Adresse, oder{' '}
        <Link to={accountPageUrl('PasswordRequest', { [EMAIL_PARAM]: form.values.email })}>
          fordern Sie einen neuen Code an
        </Link>
        .
      </p>
    );
  } else if (reset.isError && errorCode !== 'RESET_PASSWORD_INVALID_PASSWORD') {
    error = <p>{errorText(reset.error)}</p>;
  }

  return (
    <AccountPage>
      <h1>Neues Passwort festlegen</h1>
      <p>
        Geben Sie den Code aus unserer E-Mail und Ihr neues Passwort ein. Wenn Sie den Link in der E-Mail geöffnet
        haben, sind E-Mail-Adresse und Code schon ausgefüllt.
      </p>
      <form className="account-form" noValidate onSubmit={submit}>
        <p className="account-form__required-note">Alle Felder sind Pflichtfelder.</p>
        <TextField {...form.field('email')} label="E-Mail-Adresse" type="email" autoComplete="username" />
        <TextField
          {...form.field('code')}
          label="Code aus der E-Mail"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <TextField
          {...form.field('password')}
          label="Neues Passwort"
          type={showPasswords ? 'text' : 'password'}
          autoComplete="new-password"
          hint={PASSWORD_RULE_TEXT}
        />
        <TextField
          {...form.field('passwordRepeat')}
          label="Neues Passwort wiederholen"
          type={showPasswords ? 'text' : 'password'}
          autoComplete="new-password"
        />
        <ShowPasswordToggle checked={showPasswords} onChange={setShowPasswords} label="Passwörter anzeigen" />
        <FormError>{error}</FormError>
        <button type="submit" className="button button--primary account-form__submit" aria-disabled={reset.isPending}>
          Passwort ändern
        </button>
      </form>
      <ul className="account-page__actions">
        <li>
          Keinen Code bekommen?{' '}
          <Link to={accountPageUrl('PasswordRequest', { [EMAIL_PARAM]: form.values.email })}>Neuen Code anfordern</Link>
        </li>
        <li>
          <Link to={routePath('Login')}>Zurück zur Anmeldung</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
