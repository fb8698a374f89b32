import { HStack, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../common/app-link';
import { AUDIENCE_PATHS, type Audience } from '../common/audience';
import { useT } from '@clinio/design-system';
import { shellCatalog } from '../../shell-catalog';

/** 'Forgot password?' and 'Forgot username?', for staff or patients. */
export function RecoveryLinks({ audience }: { audience: Audience }) {
  const t = useT(shellCatalog);
  const paths = AUDIENCE_PATHS[audience];
  return (
    <HStack justify="space-between" wrap="wrap" gap="2" fontSize="sm">
      <AppLink to={paths.forgotPassword}>{t('signIn.forgotPassword')}</AppLink>
      <AppLink to={paths.forgotUsername}>{t('signIn.forgotUsername')}</AppLink>
    </HStack>
  );
}

export interface OtherWayIn {
  text: string;
  link: string;
  to: string;
  isShown: boolean;
}

/** The other doors under the form ('Are you a patient?' and the like), each only when its page is on. */
export function OtherWaysIn({ ways }: { ways: readonly OtherWayIn[] }) {
  const shown = ways.filter((way) => way.isShown);
  if (shown.length === 0) return null;
  return (
    <Stack gap="2" mt="6" pt="5" borderTopWidth="1px" fontSize="sm">
      {shown.map((way) => (
        <Text key={way.to}>
          {way.text} <AppLink to={way.to}>{way.link}</AppLink>
        </Text>
      ))}
    </Stack>
  );
}
