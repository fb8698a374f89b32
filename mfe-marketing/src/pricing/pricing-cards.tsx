import { Badge, Card, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Check } from 'lucide-react';
import { catalog } from '../catalog';
import { ButtonLink } from '../common/app-link';
import { PLAN_IDS, PLANS, planPriceLabel, type Plan } from './plans';

function PlanCta({ plan }: { plan: Plan }) {
  const t = useT(catalog);
  const { config } = useRemote();
  if (plan.id === 'trial' && config.flags.ENABLE_REGISTRATION) {
    return (
      <ButtonLink to="/register" variant="outline" width="full">
        {t('pricing.startTrial')}
      </ButtonLink>
    );
  }
  const isEnterprise = plan.id === 'enterprise';
  return (
    <ButtonLink to="/contact-us" variant={plan.id === 'pro' ? 'primary' : 'outline'} width="full">
      {isEnterprise ? t('pricing.contactSales') : t('nav.bookDemo')}
    </ButtonLink>
  );
}

/** The four plans of spec section 3 side by side, one card each. */
export function PricingCards() {
  const t = useT(catalog);
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" as="ul" listStyleType="none">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const isFeatured = id === 'pro';
          return (
            <Card.Root
              as="li"
              key={id}
              borderColor={isFeatured ? 'brand.solid' : 'border'}
              borderWidth={isFeatured ? '2px' : '1px'}
            >
              <Card.Header>
                <HStack justify="space-between">
                  <Card.Title as="h3" fontSize="xl">
                    {t(plan.nameKey)}
                  </Card.Title>
                  {isFeatured ? <Badge colorPalette="brand">{t('pricing.mostComplete')}</Badge> : null}
                </HStack>
                <Text mt="3">
                  <Text as="span" fontSize="3xl" fontWeight="800">
                    {planPriceLabel(plan, t)}
                  </Text>
                  {plan.monthlyPrice === null ? null : (
                    <Text as="span" color="fg.muted">
                      {plan.monthlyPrice === 0 ? ` ${t('pricing.freeWhileTrying')}` : t('pricing.perMonth')}
                    </Text>
                  )}
                </Text>
                <Card.Description>{t(plan.summaryKey)}</Card.Description>
              </Card.Header>
              <Card.Body>
                <List.Root gap="2" variant="plain">
                  {plan.highlightKeys.map((line) => (
                    <List.Item key={line} alignItems="flex-start">
                      <List.Indicator asChild color="green.600" mt="1">
                        <Check size={16} aria-hidden="true" />
                      </List.Indicator>
                      {t(line)}
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <PlanCta plan={plan} />
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <Text mt="6" fontSize="sm" color="fg.muted" maxW="3xl">
        {t('pricing.note')}
      </Text>
    </>
  );
}
