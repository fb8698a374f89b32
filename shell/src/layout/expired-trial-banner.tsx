import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { isSuperAdminRole } from '@clinio/contracts';
import { Button, useT } from '@clinio/design-system';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { useFeatureAccess } from '../features/feature-access-context';
import { staffCatalog } from '../staff-texts/catalog';

/** Spec 2.11 names this path for 'Upgrade Now' (an alias of the screen of spec 2.2). */
export const UPGRADE_PATH = '/dashboard/subscription-management';

/** Spec 2.11 and 4.3: a super admin's notice that the subscription has expired. */
export function ExpiredTrialBanner() {
  const t = useT(staffCatalog);
  const { snapshot } = useAuth();
  const { isExpired } = useFeatureAccess();
  const navigate = useNavigate();
  const titleId = useId();
  if (!isExpired || !isSuperAdminRole(snapshot.user?.role.name)) return null;

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="orange.50"
      borderBottomWidth="1px"
      borderColor="orange.200"
      px={{ base: '3', md: '6' }}
      py="3"
    >
      <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box color="orange.600" aria-hidden="true" hideBelow="md">
          <TriangleAlert size={22} />
        </Box>
        <Box flex="1">
          <Heading as="h2" size="sm" id={titleId} color="orange.900">
            {t('trial.title')}
          </Heading>
          <Text fontSize="sm" color="orange.900">
            {t('trial.body')}
          </Text>
        </Box>
        <Button variant="warning" size="sm" onClick={() => void navigate(UPGRADE_PATH)}>
          {t('trial.upgrade')}
        </Button>
      </Flex>
    </Box>
  );
}
