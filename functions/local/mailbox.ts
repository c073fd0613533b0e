import { readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * The local dev mailbox. cognito-local keeps the code it would e-mail on the user in its JSON store
 * (`.cognito/db/<pool>.json`); this watcher notices every new code, prints it with the link the real
 * e-mail would contain, and keeps it for the tests (served by the gateway at /__dev/mailbox/).
 * Reading the store is deterministic, unlike cognito-local's console output, which it may flush only
 * with its next message. Local stack only.
 */
export interface LocalMail {
  to: string;
  code: string;
  /** What the code is for: confirming a new account, or resetting a password. */
  purpose: 'verify' | 'reset';
  sent_at: string;
}

interface StoredUser {
  Username: string;
  UserStatus?: string;
  ConfirmationCode?: string;
  Attributes?: Array<{ Name: string; Value?: string }>;
}

export class LocalMailbox {
  readonly mails: LocalMail[] = [];
  private readonly seen = new Map<string, string>();
  private watcher: FSWatcher | undefined;

  constructor(
    private readonly appUrl: string,
    private readonly print: (line: string) => void,
  ) {}

  /** Starts watching cognito-local's store folder; codes already stored count as sent before. */
  watch(storeDir: string): void {
    this.scan(storeDir, false);
    this.watcher = watch(storeDir, () => this.scan(storeDir, true));
  }

  stop(): void {
    this.watcher?.close();
  }

  private scan(storeDir: string, deliver: boolean) {
    for (const file of readdirSync(storeDir).filter((name) => name.endsWith('.json') && name !== 'clients.json')) {
      let users: Record<string, StoredUser>;
      try {
        users =
          (JSON.parse(readFileSync(join(storeDir, file), 'utf8')) as { Users?: Record<string, StoredUser> }).Users ??
          {};
      } catch {
        continue; // caught mid-write; the next change event reads it whole
      }
      for (const user of Object.values(users)) {
        const code = user.ConfirmationCode;
        if (!code || this.seen.get(user.Username) === code) continue;
        this.seen.set(user.Username, code);
        const to = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
        if (deliver && to) {
          this.deliver({
            to,
            code,
            purpose: user.UserStatus === 'UNCONFIRMED' ? 'verify' : 'reset',
            sent_at: new Date().toISOString(),
          });
        }
      }
    }
  }

  private deliver(mail: LocalMail) {
    this.mails.push(mail);
    const query = `email=${encodeURIComponent(mail.to)}&code=${encodeURIComponent(mail.code)}`;
    const link = mail.purpose === 'verify' ? `${this.appUrl}/willkommen?${query}` : `${this.appUrl}/passwort?${query}`;
    const what = mail.purpose === 'verify' ? 'Konto bestätigen' : 'Passwort zurücksetzen';
    this.print(`📧 E-Mail an ${mail.to} (${what}): Code ${mail.code}\n   ${link}`);
  }

  /** Mails to one address, oldest first. */
  to(address: string): LocalMail[] {
    return this.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}
