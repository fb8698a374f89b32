import { Badge } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import type { Campaign } from '../common/types';

const PALETTE: Record<Campaign['status'], string> = {
  draft: 'gray',
  scheduled: 'purple',
  sending: 'blue',
  sent: 'green',
  cancelled: 'orange',
};

export function CampaignStatus({ status }: { status: Campaign['status'] }) {
  const t = useT(catalog);
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`campaignStatus.${status}`)}
    </Badge>
  );
}

/** How many of a campaign's messages have left (or were skipped), of all it made. */
export function progressOf(results: Record<string, number>) {
  const total = Object.values(results).reduce((sum, count) => sum + count, 0);
  const pending = (results.queued ?? 0) + (results.sending ?? 0);
  return { total, done: total - pending };
}
