import type { BackgroundTasks } from '../background/background-tasks';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { EmailMessage, Mailer } from '../email/mailer';
import type { GeoLocator } from '../geo/geolocation';
import type { Keys } from '../security/secrets';

/** What route plugins and services share: one object, built once by buildApp. */
export interface Services {
  config: Config;
  database: Database;
  keys: Keys;
  mailer: Mailer;
  geo: GeoLocator;
  background: BackgroundTasks;
}

/** E-mail leaves after the answer; a failure is logged, never shown to the caller. */
export function sendEmail(services: Services, message: EmailMessage): void {
  services.background.run('send-email', () => services.mailer.send(message));
}

/** An absolute link into the web app, for e-mails. */
export function appUrl(services: Services, pathWithQuery: string): string {
  return `${services.config.publicAppUrl}${pathWithQuery}`;
}
