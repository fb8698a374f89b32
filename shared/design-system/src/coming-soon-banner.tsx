import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { COMING_SOON_COPY } from '@clinio/contracts';
import { Rocket } from 'lucide-react';
import { ComingSoonSignup } from './coming-soon-signup';
import { ON_BRAND_FOCUS } from './on-brand-focus';
import { kitCatalog } from './i18n/kit-catalog';
import { useT } from './i18n/locale-provider';

export interface ComingSoonBannerProps {
  /** Spec 9: 'Q4 2025' unless configured otherwise. */
  estimatedLaunch: string;
  onSubmit: (email: string) => Promise<void>;
}

/** Spec 2.1: the launch estimate, the message, an e-mail field and a submit button. */
export function ComingSoonBanner({ estimatedLaunch, onSubmit }: ComingSoonBannerProps) {
  const t = useT(kitCatalog);
  return (
    <Box
      as="aside"
      aria-label={t('kit.launch.label')}
      data-testid="coming-soon-banner"
      css={ON_BRAND_FOCUS}
      bg="brand.solid"
      color="brand.contrast"
      px={{ base: '4', md: '8' }}
      py="3"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        gap={{ base: '3', lg: '6' }}
        direction={{ base: 'column', lg: 'row' }}
        align={{ base: 'stretch', lg: 'center' }}
      >
        <Flex gap="3" align="center" flex="1" wrap="wrap">
          <Rocket size={18} aria-hidden="true" />
          <Badge bg="whiteAlpha.300" color="white">
            {t('kit.launch.estimate', { date: estimatedLaunch })}
          </Badge>
          <Text fontSize="sm" fontWeight="500">
            {COMING_SOON_COPY.message}
          </Text>
        </Flex>
        <Box width={{ base: 'full', lg: '420px' }}>
          <ComingSoonSignup layout="inline" tone="dark" onSubmit={onSubmit} />
        </Box>
      </Flex>
    </Box>
  );
}
