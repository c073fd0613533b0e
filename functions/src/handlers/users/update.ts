import { invalidField, notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { getUserRecord, toUser } from '#repositories/users';
import { applyAccountChanges, fittingOrganisation, USER_NOT_FOUND_TEXT } from '#services/accounts';
import { accountRoutes } from '../../routes/accounts.ts';

/**
 * An administrator activates, deactivates, re-levels or renames an account. Level and organisation
 * must fit; changing to a level without organisation clears it. Administrators cannot lock
 * themselves out (deactivate or demote their own account).
 */
export const handler = createHandler(accountRoutes.updateUser, async ({ path, body, session }) => {
  const current = await getUserRecord(path.id);
  if (!current) throw notFound(USER_NOT_FOUND_TEXT);
  const { version, organisation_id: requestedOrganisation, ...changes } = body;

  if (
    current.id === session.user.id &&
    (changes.is_active === false || (changes.level && changes.level !== current.level))
  ) {
    throw invalidField(['body'], 'Sie können Ihr eigenes Konto nicht deaktivieren oder herabstufen.');
  }
  const level = changes.level ?? current.level;
  const levelChanged = level !== current.level;
  const organisationId =
    requestedOrganisation !== undefined || levelChanged
      ? await fittingOrganisation(
          level,
          requestedOrganisation === undefined ? current.organisation_id : requestedOrganisation,
        )
      : current.organisation_id;

  const updated = await applyAccountChanges(current, version, { ...changes, organisation_id: organisationId });
  return { body: toUser(updated) };
});
