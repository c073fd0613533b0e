import { ORGANISATION_TYPE_OF_LEVEL } from '@baucheck/shared/organisations';
import { isStrongPassword, PASSWORD_RULE_TEXT } from '@baucheck/shared/users';
import { staleVersion } from '#lib/conditional';
import { badRequest, HttpError, invalidField } from '#lib/errors';
import { getOrganisation } from '#repositories/organisations';
import {
  deleteUserRecord,
  EmailTakenError,
  findUserIdByEmail,
  LastAdministratorError,
  otherActiveAdministrator,
  updateUserRecord,
  type UserChanges,
  type UserRecord,
} from '#repositories/users';
import * as identity from '#services/identity';

export const USER_NOT_FOUND_TEXT = 'Der User existiert nicht';
/** SPEC.md's error catalogue has no text for this refusal; a 409 like every other refused state change. */
export const LAST_ADMINISTRATOR_TEXT =
  'Dies ist der letzte aktive Administrator-Account. Er kann nicht gelöscht, deaktiviert oder herabgestuft werden. Bitte machen Sie zuerst einen anderen Account zum aktiven Administrator.';
const lastAdministrator = () => new HttpError(409, LAST_ADMINISTRATOR_TEXT);

const isActiveAdministrator = (user: Pick<UserRecord, 'level' | 'is_active'>) =>
  user.level === 'Administrator' && user.is_active;

/**
 * For a change that ends an active Administrator (`after` null: deleted), another active
 * Administrator for the write to rely on (the repository's AdministratorGuard); 409 when there is
 * none. Undefined when the change leaves the active Administrators as they are.
 */
async function administratorToKeep(
  current: UserRecord,
  after: Pick<UserRecord, 'level' | 'is_active'> | null,
): Promise<string | undefined> {
  if (!isActiveAdministrator(current) || (after && isActiveAdministrator(after))) return undefined;
  const other = await otherActiveAdministrator(current.id);
  if (!other) throw lastAdministrator();
  return other;
}

/** The password rule of the user pool, checked before Cognito so the reason is German. */
export function assertStrongPassword(password: string, code: string): void {
  if (!isStrongPassword(password)) throw badRequest(code, PASSWORD_RULE_TEXT);
}

/**
 * Land, Kommune and Partner staff belong to an organisation of their own type; Administrators and
 * Standard users to none. Returns the organisation id to store.
 */
export async function fittingOrganisation(
  level: UserRecord['level'],
  organisationId: string | null,
): Promise<string | null> {
  const requiredType = ORGANISATION_TYPE_OF_LEVEL[level];
  if (!requiredType) {
    if (organisationId)
      throw invalidField(['body', 'organisation_id'], `Konten der Stufe ${level} gehören zu keiner Organisation.`);
    return null;
  }
  const organisation = organisationId ? await getOrganisation(organisationId) : null;
  if (organisation?.type !== requiredType) {
    throw invalidField(
      ['body', 'organisation_id'],
      `Für die Stufe ${level} bitte eine Organisation vom Typ ${requiredType} wählen.`,
    );
  }
  return organisation.id;
}

/**
 * Applies account changes to Cognito and to the user record. The stale-version check and the check
 * that an active Administrator remains come first; Cognito is changed next and reverted if the
 * conditional record update then fails, so the two never disagree about e-mail, name or enabled state.
 */
export async function applyAccountChanges(
  current: UserRecord,
  version: number,
  changes: UserChanges,
): Promise<UserRecord> {
  if (current.version !== version) throw staleVersion();
  const keepAdministrator = await administratorToKeep(current, {
    level: changes.level ?? current.level,
    is_active: changes.is_active ?? current.is_active,
  });
  const emailChanged = changes.email !== undefined && changes.email !== current.email;
  if (emailChanged && changes.email && (await findUserIdByEmail(changes.email))) {
    throw badRequest('UPDATE_USER_EMAIL_ALREADY_EXISTS');
  }

  const undo: Array<() => Promise<unknown>> = [];
  if (changes.name !== undefined && changes.name !== current.name) {
    await identity.changeName(current.email, changes.name);
    undo.push(() => identity.changeName(changes.email ?? current.email, current.name));
  }
  if (emailChanged && changes.email) {
    await identity.changeEmail(current.email, changes.email);
    undo.push(() => identity.changeEmail(changes.email ?? current.email, current.email));
  }
  if (changes.is_active !== undefined && changes.is_active !== current.is_active) {
    await identity.setEnabled(changes.email ?? current.email, changes.is_active);
    undo.push(() => identity.setEnabled(changes.email ?? current.email, current.is_active));
  }

  try {
    return await updateUserRecord(current, version, changes, { keepAdministrator });
  } catch (error) {
    for (const revert of undo.reverse()) await revert().catch(() => undefined);
    if (error instanceof EmailTakenError) throw badRequest('UPDATE_USER_EMAIL_ALREADY_EXISTS');
    if (error instanceof LastAdministratorError) throw lastAdministrator();
    throw error;
  }
}

/**
 * Deletes an account (own or by an administrator), refused with 409 for the last active
 * Administrator. The record goes first, in one transaction with that check; then the Cognito
 * identity, which without its record can no longer do anything (every request checks the record).
 */
export async function deleteAccount(user: UserRecord): Promise<void> {
  const keepAdministrator = await administratorToKeep(user, null);
  try {
    await deleteUserRecord(user, { keepAdministrator });
  } catch (error) {
    if (error instanceof LastAdministratorError) throw lastAdministrator();
    throw error;
  }
  await identity.deleteIdentity(user.email);
}
