import type { NotificationCategory, NotificationPriority } from '@clinio/contracts';
import type { Generated } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from './columns';

export interface NotificationsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  title: string;
  message: Defaulted<string>;
  category: NotificationCategory;
  priority: Defaulted<NotificationPriority>;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}
