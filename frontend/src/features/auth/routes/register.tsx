import { PASSWORD_RULE_TEXT } from '@baucheck/shared/users';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { config } from '#lib/config.ts';
import { apiErrorCode, apiErrorReason, errorText } from '#lib/error-text.ts';
import { useRegister } from '../api/register.ts';
import { useRequestVerifyToken } from '../api/request-verify-token.ts';
import { useVerify } from '../api/verify.ts';
import { AccountPage } from '../components/account-page.tsx';
import { FormError, FormNotice } from '../components/form-alert.tsx';
import { ShowPasswordToggle } from '../components/show-password-toggle.tsx';
import { TextField } from '../components/text-field.tsx';
import { accountPageUrl, CODE_PARAM, CODE_STEP, EMAIL_PARAM, STEP_PARAM } from '../utils/account-links.ts';
import { useAccountForm } from '../utils/use-account-form.ts';
import { confirmationCode, emailAddress, newPassword, required } from '../utils/validation.ts';

type Step = 'register' | 'verify' | 'done';

/** What the sign-in page hands over after it requested a new code. */
interface RegisterPageState {
  codeSent?: boolean;
}

const ACTIVATION_TEXT =
  'Nach der Bestätigung prüft eine Administratorin oder ein Administrator Ihre Registrierung und schaltet Ihr Konto frei. Erst dann können Sie sich anmelden.';

/** Neutral on purpose: the answer must not tell whether an address has an account. */
const requestedCodeNotice = (email: string) =>
  `Wenn zu ${email} ein noch nicht bestätigtes Konto gehört, haben wir einen neuen Code dorthin geschickt. Bitte sehen Sie auch im Spam-Ordner nach.`;

/** Moves focus to the heading when the step changes, so screen readers announce the new step. */
function useFocusHeadingOnChange(step: Step) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  useEffect(() => {
    if (step === firstStep.current) return;
    firstStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

interface RegisterStepProps {
  initialEmail: string;
  onRegistered: (email: string) => void;
  onHasCode: (email: string) => void;
}

function RegisterStep({ initialEmail, onRegistered, onHasCode }: RegisterStepProps) {
  const [showPassword, setShowPassword] = useState(false);
  const form = useAccountForm(
    { name: '', email: initialEmail, password: '' },
    { name: required('Bitte geben Sie Ihren Namen ein.'), email: emailAddress, password: newPassword },
  );
  const registration = useRegister();
  const errorCode = apiErrorCode(registration.error);

  const submit = form.handleSubmit((values) => {
    if (registration.isPending) return;
    registration.mutate(values, {
      onSuccess: (user) => onRegistered(user.email),
      onError: (error) => {
        if (apiErrorCode(error) === 'REGISTER_INVALID_PASSWORD') {
          form.setServerError('password', apiErrorReason(error) ?? PASSWORD_RULE_TEXT);
        }
      },
    });
  });

  let error = null;
  if (errorCode === 'REGISTER_USER_ALREADY_EXISTS') {
    error = (
      <p>
        Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte{' '}
        <Link to={accountPageUrl('Login', { [EMAIL_PARAM]: form.values.email })}>melden Sie sich an</Link> oder{' '}
        <Link to={accountPageUrl('PasswordRequest', { [EMAIL_PARAM]: form.values.email })}>
          setzen Sie Ihr Passwort zurück
        </Link>
        .
      </p>
    );
  } else if (registration.isError && errorCode !== 'REGISTER_INVALID_PASSWORD') {
    error = <p>{errorText(registration.error)}</p>;
  }

  return (
    <>
      <p>
        Mit einem Konto pflegen Mitarbeitende von Land, Kommunen und Partnerunternehmen die Inhalte des{' '}
        {config.productTitle}. Für den Quick-Check selbst brauchen Sie kein Konto.
      </p>
      <p>
        Nach der Registrierung schicken wir Ihnen einen Code, mit dem Sie Ihre E-Mail-Adresse bestätigen.{' '}
        {ACTIVATION_TEXT}
      </p>
      <form className="account-form" noValidate onSubmit={submit}>
        <p className="account-form__required-note">Alle Felder sind Pflichtfelder.</p>
        <TextField {...form.field('name')} label="Name" autoComplete="name" />
        <TextField {...form.field('email')} label="E-Mail-Adresse" type="email" autoComplete="email" />
        <TextField
          {...form.field('password')}
          label="Passwort"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          hint={PASSWORD_RULE_TEXT}
        />
        <ShowPasswordToggle checked={showPassword} onChange={setShowPassword} />
        <FormError>{error}</FormError>
        <button
          type="submit"
          className="button button--primary account-form__submit"
          aria-disabled={registration.isPending}
        >
          Registrieren
        </button>
      </form>
      <ul className="account-page__actions">
        <li>
          Sie haben schon einen Code?{' '}
          <button type="button" className="link-button" onClick={() => onHasCode(form.values.email)}>
            E-Mail-Adresse bestätigen
          </button>
        </li>
        <li>
          Bereits registriert? <Link to={routePath('Login')}>Anmelden</Link>
        </li>
      </ul>
    </>
  );
}

interface VerifyStepProps {
  initialEmail: string;
  initialCode: string;
  /** Shown when a code was just sent (after registering, or requested on the sign-in page). */
  notice?: string;
  onVerified: (alreadyVerified: boolean) => void;
}

function VerifyStep({ initialEmail, initialCode, notice, onVerified }: VerifyStepProps) {
  const form = useAccountForm(
    { email: initialEmail, code: initialCode },
    { email: emailAddress, code: confirmationCode },
  );
  const verification = useVerify();
  const newCode = useRequestVerifyToken();
  const [resentTo, setResentTo] = useState<string>();
  const errorCode = apiErrorCode(verification.error);

  const submit = form.handleSubmit((values) => {
    if (verification.isPending) return;
    verification.mutate(values, {
      onSuccess: () => onVerified(false),
      onError: (error) => {
        if (apiErrorCode(error) === 'VERIFY_USER_ALREADY_VERIFIED') onVerified(true);
      },
    });
  });

  const requestNewCode = () => {
    const emailProblem = emailAddress(form.values.email, form.values);
    if (emailProblem) {
      form.setServerError('email', emailProblem);
      return;
    }
    verification.reset();
    newCode.mutate(form.values.email, { onSuccess: () => setResentTo(form.values.email.trim().toLowerCase()) });
  };

  let error = null;
  if (errorCode === 'VERIFY_USER_BAD_TOKEN') {
    error = (
      <p>
        Der Code ist falsch oder abgelaufen. Bitte prüfen Sie ihn oder fordern Sie unten einen neuen Code an. Prüfen Sie
        auch, ob die E-Mail-Adresse stimmt.
      </p>
    );
  } else if (verification.isError && errorCode !== 'VERIFY_USER_ALREADY_VERIFIED') {
    error = <p>{errorText(verification.error)}</p>;
  } else if (newCode.isError) {
    error = <p>{errorText(newCode.error)}</p>;
  }

  const shownNotice = resentTo ? requestedCodeNotice(resentTo) : notice;

  return (
    <>
      <p>
        Geben Sie den Code ein, den wir Ihnen per E-Mail geschickt haben. Wenn Sie den Link in der E-Mail geöffnet
        haben, sind beide Felder schon ausgefüllt.
      </p>
      <p>{ACTIVATION_TEXT}</p>
      <FormNotice>{shownNotice && <p>{shownNotice}</p>}</FormNotice>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField {...form.field('email')} label="E-Mail-Adresse" type="email" autoComplete="email" />
        <TextField
          {...form.field('code')}
          label="Code aus der E-Mail"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <FormError>{error}</FormError>
        <button
          type="submit"
          className="button button--primary account-form__submit"
          aria-disabled={verification.isPending}
        >
          Konto bestätigen
        </button>
      </form>
      <ul className="account-page__actions">
        <li>
          Keinen Code bekommen?{' '}
          <button
            type="button"
            className="link-button"
            aria-disabled={newCode.isPending}
            onClick={newCode.isPending ? undefined : requestNewCode}
          >
            Neuen Code anfordern
          </button>
        </li>
        <li>
          Bereits bestätigt? <Link to={routePath('Login')}>Anmelden</Link>
        </li>
      </ul>
    </>
  );
}

function DoneStep({ alreadyVerified }: { alreadyVerified: boolean }) {
  return (
    <>
      <FormNotice>
        <p>
          {alreadyVerified
            ? 'Diese E-Mail-Adresse war bereits bestätigt.'
            : 'Vielen Dank! Ihre E-Mail-Adresse ist jetzt bestätigt.'}
        </p>
      </FormNotice>
      <p>
        Eine Administratorin oder ein Administrator prüft Ihre Registrierung und schaltet Ihr Konto frei. Sobald das
        geschehen ist, melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.
      </p>
      <Link className="button button--primary" to={routePath('Login')}>
        Zur Anmeldung
      </Link>
    </>
  );
}

const STEP_TITLES: Record<Step, string> = {
  register: 'Registrieren',
  verify: 'E-Mail-Adresse bestätigen',
  done: 'E-Mail-Adresse bestätigt',
};

/**
 * Registration (route Register, `/willkommen`): account data first, then the mailed code. The e-mail's
 * link `/willkommen?email=…&code=…` opens the second step with both filled in, so one click confirms;
 * `?schritt=code` opens it empty (e.g. from the sign-in page).
 */
export default function RegisterPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const linkEmail = searchParams.get(EMAIL_PARAM) ?? '';
  const linkCode = searchParams.get(CODE_PARAM) ?? '';
  const codeSentFromLogin = (location.state as RegisterPageState | null)?.codeSent;
  const [step, setStep] = useState<Step>(
    linkCode || searchParams.get(STEP_PARAM) === CODE_STEP ? 'verify' : 'register',
  );
  const [email, setEmail] = useState(linkEmail);
  const [notice, setNotice] = useState(codeSentFromLogin && linkEmail ? requestedCodeNotice(linkEmail) : undefined);
  const [alreadyVerified, setAlreadyVerified] = useState(false);
  const heading = useFocusHeadingOnChange(step);
  useDocumentTitle(STEP_TITLES[step]);

  return (
    <AccountPage>
      <h1 ref={heading} tabIndex={-1}>
        {STEP_TITLES[step]}
      </h1>
      {step === 'register' && (
        <RegisterStep
          initialEmail={email}
          onRegistered={(registered) => {
            setEmail(registered);
            setNotice(
              `Wir haben Ihnen einen Code an ${registered} geschickt. Bitte sehen Sie auch im Spam-Ordner nach.`,
            );
            setStep('verify');
          }}
          onHasCode={(typed) => {
            setEmail(typed);
            setNotice(undefined);
            setStep('verify');
          }}
        />
      )}
      {step === 'verify' && (
        <VerifyStep
          initialEmail={email}
          initialCode={linkCode}
          notice={notice}
          onVerified={(already) => {
            setAlreadyVerified(already);
            setStep('done');
          }}
        />
      )}
      {step === 'done' && <DoneStep alreadyVerified={alreadyVerified} />}
    </AccountPage>
  );
}
