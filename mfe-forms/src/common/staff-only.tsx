import { Link } from '@chakra-ui/react';
import { FormNotice, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { staffCatalog } from '../staff-texts/catalog';
import { useViewer } from './access';

/**
 * Spec 2.4's `/forms…` paths are outside the sign-in check, but their data is the clinic's: anyone
 * but staff is asked to sign in and nothing is requested.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const t = useT(staffCatalog);
  const { isStaff } = useViewer();
  if (isStaff) return children;
  return (
    <FormNotice>
      {t('staffOnly.text')}{' '}
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to="/login">{t('staffOnly.signIn')}</RouterLink>
      </Link>
    </FormNotice>
  );
}
