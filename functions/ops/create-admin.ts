import { randomBytes } from 'node:crypto';
import { emailSchema } from '@baucheck/shared/users';
import { createUserRecord, EmailTakenError, findUserIdByEmail } from '../src/repositories/users.ts';
import { createConfirmedIdentity, sendPasswordResetCode } from '../src/services/identity.ts';
import { useStackEnvironment } from './stack-env.ts';

/**
 * `npm run create-admin -- EMAIL [NAME]`: the first Administrator of a deployed stack. A fresh
 * deployment has no account at all, and sign-up only makes inactive Standard accounts.
 *
 * Creates the Cognito identity (address verified, a random password nobody knows) and the app's user
 * record (Administrator, active), then has Cognito e-mail a reset code: the person sets their own
 * password through "Passwort vergessen?" and the password never passes through the operator.
 *
 * Where: see stack-env.ts (the stack's CloudFormation outputs, or the local stack's environment).
 */

const [address, name = 'Administration'] = process.argv.slice(2);
// The rule of the API, which also lower-cases the address as sign-in looks it up.
const parsed = emailSchema.safeParse(address ?? '');
if (!parsed.success) {
  if (address) console.error(parsed.error.issues[0]?.message);
  console.error('Aufruf: npm run create-admin -- E-MAIL-ADRESSE [NAME]');
  process.exit(2);
}
const email = parsed.data;

await useStackEnvironment();

if (await findUserIdByEmail(email)) {
  console.error(`Für ${email} gibt es bereits ein Konto; ein Administrator kann es im Admin-Bereich ändern.`);
  process.exit(1);
}
// 32 random bytes plus the classes the password policy asks for; nobody ever learns it.
const unknownPassword = `${randomBytes(32).toString('base64url')}Aa1!`;
const id = await createConfirmedIdentity(email, name, unknownPassword);
try {
  await createUserRecord({
    id,
    email,
    name,
    level: 'Administrator',
    organisation_id: null,
    is_active: true,
    is_verified: true,
  });
} catch (error) {
  if (error instanceof EmailTakenError) {
    console.error(`Für ${email} gibt es bereits ein Konto.`);
    process.exit(1);
  }
  throw error;
}
await sendPasswordResetCode(email);
console.log(
  `Administrator ${email} angelegt. Cognito hat einen Code an diese Adresse geschickt: ` +
    'Auf der Anmeldeseite unter „Passwort vergessen?“ setzt die Person damit ihr eigenes Passwort.',
);
