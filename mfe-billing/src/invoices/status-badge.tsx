import { Badge } from '@chakra-ui/react';
import type { InvoiceStatus } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';

const PALETTE: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'orange',
  paid: 'green',
  void: 'red',
};

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useT(catalog);
  return <Badge colorPalette={PALETTE[status]}>{t(`status.${status}`)}</Badge>;
}
