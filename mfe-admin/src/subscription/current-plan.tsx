import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SubscriptionSummary } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { priceLabel } from './plan-features';
import { STATUS_COLORS, STATUS_LABELS, describeStatus } from './subscription-status';

/** The clinic's plan: name, price, status and, for a trial, the days left and the end date. */
export function CurrentPlan({ summary }: { summary: SubscriptionSummary }) {
  const t = useT(catalog);
  const price = priceLabel(summary.monthly_price_usd, summary.price);
  return (
    <Box
      as="section"
      aria-labelledby="current-plan-heading"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Heading as="h2" id="current-plan-heading" fontSize="md" color="fg.muted" fontWeight="500">
          {t('current.title')}
        </Heading>
        <HStack gap="3" wrap="wrap" align="baseline">
          <Text fontSize="2xl" fontWeight="700">
            {summary.plan_name}
          </Text>
          <Text fontSize="lg">{price}</Text>
          <Badge colorPalette={STATUS_COLORS[summary.status]} variant="subtle" size="lg">
            {STATUS_LABELS[summary.status]}
          </Badge>
        </HStack>
        {summary.monthly_price_usd === null ? (
          <Text fontSize="sm" color="fg.muted">
            {t('current.agreedPrice')}
          </Text>
        ) : null}
        <Text>{describeStatus(summary)}</Text>
      </Stack>
    </Box>
  );
}
