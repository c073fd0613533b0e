import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { apiErrorCode, errorText } from '#lib/error-text.ts';
import { useLogin } from '../api/login.ts';
import { useRequestVerifyToken } from '../api/request-verify-token.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FormError, FormNotice } from '../components/form-alert.tsx';
import { ShowPasswordToggle } from '../components/show-password-toggle.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountPageUrl, CODE_STEP, EMAIL_PARAM, STEP_PARAM } from '../utils/account-links.ts';
import { useAccountForm } from '../utils/use-account-form.ts';
import { currentPassword, emailAddress } from '../utils/validation.ts';

/** What another page may hand over when it sends the user here (e.g. after a password reset). */
export interface LoginPageState {
  notice?: string;
  email?: string;
}

const BAD_CREDENTIALS_TEXT = 'E-Mail-Adresse oder Passwort ist falsch, oder das Konto ist noch nicht freigeschaltet.';

function isLoginPageState(state: unknown): state is LoginPageState {
  return typeof state === 'object' && state !== null;
}

/** Sign-in of staff (route Login, `/login`). */
export default function LoginPage() {
  useDocumentTitle('Anmelden');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const handedOver = isLoginPageState(location.state) ? location.state : {};
  const [showPassword, setShowPassword] = useState(false);
  const form = useAccountForm(
    { email: handedOver.email ?? searchParams.get(EMAIL_PARAM) ?? '', password: '' },
    { email: emailAddress, password: currentPassword },
  );
  const login = useLogin();
  const requestCode = useRequestVerifyToken();
  const errorCode = apiErrorCode(login.error);

  const submit = form.handleSubmit((values) => {
    if (login.isPending) return;
    requestCode.reset();
    login.mutate(values, { onSuccess: () => navigate(routePath('AdministrationPage'), { replace: true }) });
  });

  const requestNewCode = () => {
    const email = form.values.email;
    requestCode.mutate(email, {
      onSuccess: () =>
        navigate(accountPageUrl('Register', { [EMAIL_PARAM]: email, [STEP_PARAM]: CODE_STEP }), {
          state: { codeSent: true },
        }),
    });
  };

  let error = null;
  if (errorCode === 'LOGIN_BAD_CREDENTIALS') {
    error = <p>{BAD_CREDENTIALS_TEXT}</p>;
  } else if (errorCode === 'LOGIN_USER_NOT_VERIFIED') {
    error = (
      <>
        <p>
          Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie den Code aus unserer E-Mail ein oder fordern Sie
          einen neuen Code an.
        </p>
        <div className="form-message__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={requestCode.isPending}
            onClick={requestCode.isPending ? undefined : requestNewCode}
          >
            Neuen Code anfordern
          </button>
          <Link to={accountPageUrl('Register', { [EMAIL_PARAM]: form.values.email, [STEP_PARAM]: CODE_STEP })}>
            Code eingeben
          </Link>
        </div>
        {requestCode.isError && <p>{errorText(requestCode.error)}</p>}
      </>
    );
  } else if (login.isError) {
    error = <p>{errorText(login.error)}</p>;
  }

  return (
    <AccountPage>
      <h1>Anmelden</h1>
      <p>Melden Sie sich mit Ihrem Konto an, um Checks, FAQs und weitere Inhalte zu pflegen.</p>
      <FormNotice>{handedOver.notice}</FormNotice>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField {...form.field('email')} label="E-Mail-Adresse" type="email" autoComplete="username" />
        <TextField
          {...form.field('password')}
          label="Passwort"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
        />
        <ShowPasswordToggle checked={showPassword} onChange={setShowPassword} />
        <FormError>{error}</FormError>
        <button type="submit" className="button button--primary account-form__submit" aria-disabled={login.isPending}>
          Anmelden
        </button>
      </form>
      <ul className="account-page__actions">
        <li>
          <Link to={accountPageUrl('PasswordRequest', { [EMAIL_PARAM]: form.values.email })}>Passwort vergessen?</Link>
        </li>
        <li>
          Noch kein Konto? <Link to={routePath('Register')}>Registrieren</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
