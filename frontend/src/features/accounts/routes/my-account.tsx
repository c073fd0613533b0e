import { PASSWORD_RULE_TEXT, emailIssue, isStrongPassword, type User } from '@baucheck/shared/users';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { routePath } from '#app/routes.tsx';
import { AdminPage, LoadingNotice } from '#features/admin-kit/components/admin-page.tsx';
import { ConfirmDialog } from '#features/admin-kit/components/confirm-dialog.tsx';
import { CheckboxField, Field } from '#features/admin-kit/components/field.tsx';
import { RequestAlert } from '#features/admin-kit/components/request-alert.tsx';
import { useToast } from '#features/admin-kit/components/toast-provider.tsx';
import { useUnsavedChanges } from '#features/admin-kit/components/unsaved-changes.tsx';
import { fieldErrors } from '#features/admin-kit/utils/admin-error-text.ts';
import { reloadQuery } from '#features/admin-kit/utils/conflict.ts';
import { useFormState } from '#features/admin-kit/utils/use-form-state.ts';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '#features/users/api/get-current-user.ts';
import { useDeleteMe } from '../api/delete-me.ts';
import { useUpdateMe } from '../api/update-me.ts';
import '../accounts.css';

function ProfileForm({ user }: { user: User }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateMe();
  const headingId = useId();
  const form = useFormState({ name: user.name, email: user.email, current_password: '' });
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email;
  useUnsavedChanges(form.values.name !== user.name || form.values.email !== user.email);
  const serverErrors = fieldErrors(update.error);
  const errors: Record<string, string | undefined> = {
    name: form.attempted && !form.values.name.trim() ? 'Bitte geben Sie einen Namen ein.' : serverErrors.name,
    email: (form.attempted && emailIssue(form.values.email)) || serverErrors.email,
    current_password:
      form.attempted && emailChanged && !form.values.current_password
        ? 'Zum Ändern der E-Mail-Adresse geben Sie bitte Ihr aktuelles Passwort ein.'
        : serverErrors.current_password,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markAttempted();
    const name = form.values.name.trim();
    const email = form.values.email.trim();
    if (!name || emailIssue(email) !== undefined || (emailChanged && !form.values.current_password)) return;
    if (name === user.name && !emailChanged) {
      toast.info('Nichts zu speichern', 'Name und E-Mail-Adresse sind unverändert.');
      return;
    }
    update.mutate(
      {
        version: user.version,
        ...(name !== user.name ? { name } : {}),
        ...(emailChanged ? { email, current_password: form.values.current_password } : {}),
      },
      {
        onSuccess: (saved) => {
          form.reset({ name: saved.name, email: saved.email, current_password: '' });
          toast.success('Persönliche Daten gespeichert');
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await reloadQuery<User | null>(queryClient, CURRENT_USER_QUERY_KEY);
    update.reset();
    if (fresh) form.reset({ name: fresh.name, email: fresh.email, current_password: '' });
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Persönliche Daten</h2>
      <form className="admin-form account-section__form" noValidate onSubmit={submit}>
        <Field label="Name" required error={errors.name}>
          {(control) => (
            <InputText
              {...control}
              value={form.values.name}
              autoComplete="name"
              maxLength={120}
              onChange={(event) => form.set('name', event.target.value)}
            />
          )}
        </Field>
        <Field label="E-Mail-Adresse" required error={errors.email} hint="Mit dieser Adresse melden Sie sich an.">
          {(control) => (
            <InputText
              {...control}
              type="email"
              value={form.values.email}
              autoComplete="email"
              spellCheck={false}
              onChange={(event) => form.set('email', event.target.value)}
            />
          )}
        </Field>
        {emailChanged && (
          <Field
            label="Aktuelles Passwort"
            required
            hint="Zum Ändern der E-Mail-Adresse bestätigen Sie bitte Ihr aktuelles Passwort."
            error={errors.current_password}
          >
            {(control) => (
              <InputText
                {...control}
                type="password"
                value={form.values.current_password}
                autoComplete="current-password"
                onChange={(event) => form.set('current_password', event.target.value)}
              />
            )}
          </Field>
        )}
        <RequestAlert error={update.error} onReload={() => void reload()} />
        <div>
          <button type="submit" className="button button--primary" aria-disabled={update.isPending}>
            {update.isPending ? 'Wird gespeichert …' : 'Daten speichern'}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm({ user }: { user: User }) {
  const toast = useToast();
  const update = useUpdateMe();
  const headingId = useId();
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useFormState({ current: '', next: '', repeat: '' });
  useUnsavedChanges(form.dirty);
  const serverErrors = fieldErrors(update.error);
  const errors: Record<string, string | undefined> = form.attempted
    ? {
        current: form.values.current ? serverErrors.current_password : 'Bitte geben Sie Ihr aktuelles Passwort ein.',
        next: !isStrongPassword(form.values.next) ? PASSWORD_RULE_TEXT : serverErrors.password,
        repeat:
          form.values.repeat !== form.values.next ? 'Die beiden neuen Passwörter stimmen nicht überein.' : undefined,
      }
    : {};
  const type = showPasswords ? 'text' : 'password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markAttempted();
    const { current, next, repeat } = form.values;
    if (!current || !isStrongPassword(next) || next !== repeat) return;
    update.mutate(
      { version: user.version, password: next, current_password: current },
      {
        onSuccess: () => {
          form.reset({ current: '', next: '', repeat: '' });
          toast.success('Passwort geändert', 'Andere Sitzungen mit Ihrem Konto wurden beendet.');
        },
      },
    );
  };

  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Passwort ändern</h2>
      <form className="admin-form account-section__form" noValidate onSubmit={submit}>
        <Field label="Aktuelles Passwort" required error={errors.current}>
          {(control) => (
            <InputText
              {...control}
              type={type}
              value={form.values.current}
              autoComplete="current-password"
              onChange={(event) => form.set('current', event.target.value)}
            />
          )}
        </Field>
        <Field label="Neues Passwort" required hint={PASSWORD_RULE_TEXT} error={errors.next}>
          {(control) => (
            <InputText
              {...control}
              type={type}
              value={form.values.next}
              autoComplete="new-password"
              onChange={(event) => form.set('next', event.target.value)}
            />
          )}
        </Field>
        <Field label="Neues Passwort wiederholen" required error={errors.repeat}>
          {(control) => (
            <InputText
              {...control}
              type={type}
              value={form.values.repeat}
              autoComplete="new-password"
              onChange={(event) => form.set('repeat', event.target.value)}
            />
          )}
        </Field>
        <CheckboxField label="Passwörter anzeigen" checked={showPasswords} onChange={setShowPasswords} />
        <RequestAlert error={serverErrors.current_password || serverErrors.password ? null : update.error} />
        <div>
          <button type="submit" className="button button--primary" aria-disabled={update.isPending}>
            {update.isPending ? 'Wird geändert …' : 'Passwort ändern'}
          </button>
        </div>
      </form>
    </section>
  );
}

function DeleteAccount() {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteMe();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        void navigate(routePath('Login'), { replace: true, state: { notice: 'Ihr Account wurde gelöscht.' } }),
      onError: (error) => {
        setConfirming(false);
        toast.error(error, 'Der Account wurde nicht gelöscht');
      },
    });

  return (
    <section className="account-section account-section--danger" aria-labelledby={headingId}>
      <h2 id={headingId}>Account löschen</h2>
      <p>
        Wenn Sie Ihren Account löschen, können Sie sich nicht mehr anmelden. Inhalte, die Sie gepflegt haben (Checks,
        FAQ, Produkte), bleiben erhalten.
      </p>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        Account löschen …
      </button>
      <ConfirmDialog
        visible={confirming}
        title="Account endgültig löschen?"
        confirmLabel="Ja, Account löschen"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>Ihr Account wird sofort gelöscht und Sie werden abgemeldet. Das lässt sich nicht rückgängig machen.</p>
      </ConfirmDialog>
    </section>
  );
}

/** "Mein Account" (route ListAccount, `/account`): any signed-in user's own account. */
export default function MyAccountPage() {
  const { user } = useCurrentUser();
  return (
    <AdminPage
      title="Mein Account"
      showFaq={Boolean(user)}
      intro={
        user ? (
          <p>
            Ihre Ebene: <strong>{user.level}</strong>. Ebene und Organisation ändert eine Administratorin oder ein
            Administrator.
          </p>
        ) : undefined
      }
    >
      {user === undefined && <LoadingNotice>Ihr Account wird geladen …</LoadingNotice>}
      {user === null && (
        <p>
          Bitte <Link to={routePath('Login')}>melden Sie sich an</Link>, um Ihren Account zu verwalten.
        </p>
      )}
      {user && (
        <div className="account-sections">
          <ProfileForm key={`profile-${user.version}`} user={user} />
          <PasswordForm user={user} />
          <DeleteAccount />
        </div>
      )}
    </AdminPage>
  );
}
