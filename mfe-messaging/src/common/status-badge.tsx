import { Badge } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import type { MessageStatus } from './types';

const PALETTE: Record<MessageStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  undeliverable: 'red',
  opted_out: 'orange',
  cancelled: 'gray',
  received: 'purple',
};

/** A message's delivery status, in words (never by colour alone). */
export function StatusBadge({ status }: { status: MessageStatus }) {
  const t = useT(catalog);
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
