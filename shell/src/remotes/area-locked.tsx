import { FEATURE_ACCESS_TEXT } from '@clinio/contracts';
import { Button, useT } from '@clinio/design-system';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { SUBSCRIPTION_MANAGEMENT_PATH } from '../layout/sidebar/sidebar-items';
import { staffCatalog } from '../staff-texts/catalog';

export interface AreaLockedProps {
  area: string;
  /** Why, in the words of the feature-access rule ('… is available in Pro plan and above…'). */
  message: string | null;
}

/**
 * In place of an area whose remote needs a feature the clinic's plan lacks. The remote's code is
 * never fetched: the decision is made from the registry before any load.
 */
export function AreaLocked({ area, message }: AreaLockedProps) {
  const t = useT(staffCatalog);
  const navigate = useNavigate();
  return (
    <Box
      role="region"
      aria-labelledby="area-locked-title"
      data-testid="area-locked"
      data-area={area}
      py="16"
      px="6"
    >
      <VStack gap="3" maxWidth="lg" mx="auto" textAlign="center">
        <Box color="fg.muted" aria-hidden="true">
          <Lock size={40} />
        </Box>
        <Heading as="h1" size="lg" id="area-locked-title">
          {FEATURE_ACCESS_TEXT.upgradeRequired}
        </Heading>
        {message === null ? null : <Text color="fg.muted">{message}</Text>}
        <Button onClick={() => void navigate(SUBSCRIPTION_MANAGEMENT_PATH)}>{t('locked.seePlans')}</Button>
      </VStack>
    </Box>
  );
}
