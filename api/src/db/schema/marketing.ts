import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface LaunchSignupsTable {
  id: Generated<string>;
  email: string;
  email_normalized: string;
  source: string;
  created_at: Timestamp;
  forwarded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  forward_attempts: ColumnType<number, number | undefined, number>;
  last_forward_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  clinic_name: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  clinic_size: string | null;
  message: string;
  created_at: Timestamp;
}
