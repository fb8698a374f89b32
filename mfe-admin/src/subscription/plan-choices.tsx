import { Badge, Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  FEATURE_ACCESS_TEXT,
  PLANS,
  PLAN_IDS,
  SELECTABLE_PLAN_IDS,
  type PlanId,
  type SubscriptionSummary,
} from '@clinio/contracts';
import { Button, FormNotice, useT } from '@clinio/design-system';
import { catalog, type Translate } from './catalog';
import { planPriceLabel } from './plan-features';

export type SelectablePlanId = (typeof SELECTABLE_PLAN_IDS)[number];

function isSelectable(plan: PlanId): plan is SelectablePlanId {
  return (SELECTABLE_PLAN_IDS as readonly PlanId[]).includes(plan);
}

/** What a plan's button says; null for the trial (never a choice) and a current plan that runs. */
export function choiceLabel(plan: PlanId, summary: SubscriptionSummary, t: Translate): string | null {
  if (!isSelectable(plan)) return null;
  if (plan !== summary.plan) return t('choices.choose', { name: PLANS[plan].name });
  // A lapsed plan can be taken again; an overdue one is settled by paying, not by choosing it.
  return summary.status === 'expired' || summary.status === 'canceled'
    ? t('choices.renew', { name: PLANS[plan].name })
    : null;
}

/** A line under the price where the price alone does not explain the plan. */
function noteOf(plan: PlanId, t: Translate): string | null {
  if (plan === 'trial') return t('choices.trialNote');
  if (PLANS[plan].monthlyPriceUsd === null) return t('choices.agreedNote');
  return null;
}

export interface PlanChoicesProps {
  summary: SubscriptionSummary;
  /** False: view only (spec 2.5), no buttons at all. */
  canChange: boolean;
  onChoose: (plan: SelectablePlanId) => void;
}

/** The four plans with their prices; a super admin picks one here. */
export function PlanChoices({ summary, canChange, onChoose }: PlanChoicesProps) {
  const t = useT(catalog);
  return (
    <Stack as="section" aria-labelledby="plans-heading" gap="3">
      <Heading as="h2" id="plans-heading" fontSize="xl">
        {t('choices.title')}
      </Heading>
      {canChange ? null : (
        <Stack gap="1">
          <FormNotice>{FEATURE_ACCESS_TEXT.subscriptionViewOnly}</FormNotice>
          <Text fontSize="sm" color="fg.muted">
            {t('choices.superAdminOnly')}
          </Text>
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {PLAN_IDS.map((plan) => {
          const isCurrent = plan === summary.plan;
          const label = canChange ? choiceLabel(plan, summary, t) : null;
          return (
            <Box
              key={plan}
              as="article"
              aria-labelledby={`plan-${plan}-heading`}
              borderWidth={isCurrent ? '2px' : '1px'}
              borderColor={isCurrent ? 'brand.solid' : undefined}
              borderRadius="lg"
              p="4"
              minWidth="0"
              display="flex"
              flexDirection="column"
              gap="3"
            >
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Heading as="h3" id={`plan-${plan}-heading`} fontSize="lg">
                  {PLANS[plan].name}
                </Heading>
                {isCurrent ? (
                  <Badge colorPalette="brand" variant="solid">
                    {t('choices.current')}
                  </Badge>
                ) : null}
              </HStack>
              <Text fontSize="xl" fontWeight="600">
                {planPriceLabel(plan)}
              </Text>
              <Text fontSize="sm" color="fg.muted" flex="1">
                {noteOf(plan, t)}
              </Text>
              {label !== null && isSelectable(plan) ? (
                <Button variant={isCurrent ? 'outline' : 'primary'} onClick={() => onChoose(plan)}>
                  {label}
                </Button>
              ) : null}
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
