import type { Generated } from 'kysely';
import type { Defaulted, NullableDefaulted, NullableTimestamp, Timestamp } from './columns';

/** What every kind of session row has (staff, patient, system administrator). */
export interface SessionColumns {
  id: Generated<string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: NullableDefaulted<string>;
  ip_address: NullableDefaulted<string>;
  user_agent: Defaulted<string>;
}

/** The device a session was opened on, read from its user agent. */
export interface DeviceColumns {
  device: Defaulted<string>;
  browser: Defaulted<string>;
  platform: Defaulted<string>;
}

export interface LoginThrottleTable {
  key: string;
  failures: Defaulted<number>;
  locked_until: NullableTimestamp;
  updated_at: Timestamp;
}
