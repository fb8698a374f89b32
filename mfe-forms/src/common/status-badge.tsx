import { Badge } from '@chakra-ui/react';
import type { ConsentStatus } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';

const PALETTE: Record<ConsentStatus, string> = {
  signed: 'green',
  pending: 'orange',
  expired: 'red',
  inactive: 'gray',
};

/** Spec 4.5's consent status (computed once, by contracts' `consentStatus`, on the server). */
export function ConsentStatusBadge({ status }: { status: ConsentStatus }) {
  const t = useT(catalog);
  return <Badge colorPalette={PALETTE[status]}>{t(`status.${status}`)}</Badge>;
}
