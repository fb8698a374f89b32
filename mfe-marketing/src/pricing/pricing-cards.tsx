import { Badge, Card, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { useRemote } from '@clinio/platform';
import { Check } from 'lucide-react';
import { ButtonLink } from '../common/app-link';
import { PLAN_IDS, PLANS, planPriceLabel, type Plan } from './plans';

function PlanCta({ plan }: { plan: Plan }) {
  const { config } = useRemote();
  if (plan.id === 'trial' && config.flags.ENABLE_REGISTRATION) {
    return (
      <ButtonLink to="/register" variant="outline" width="full">
        Start a free trial
      </ButtonLink>
    );
  }
  const isEnterprise = plan.id === 'enterprise';
  return (
    <ButtonLink to="/contact-us" variant={plan.id === 'pro' ? 'primary' : 'outline'} width="full">
      {isEnterprise ? 'Contact Sales' : 'Book a demo'}
    </ButtonLink>
  );
}

/** The four plans of spec section 3 side by side, one card each. */
export function PricingCards() {
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
                    {plan.name}
                  </Card.Title>
                  {isFeatured ? <Badge colorPalette="brand">Most complete</Badge> : null}
                </HStack>
                <Text mt="3">
                  <Text as="span" fontSize="3xl" fontWeight="800">
                    {planPriceLabel(plan)}
                  </Text>
                  {plan.monthlyPrice === null ? null : (
                    <Text as="span" color="fg.muted">
                      {plan.monthlyPrice === 0 ? ' free while you try' : '/month'}
                    </Text>
                  )}
                </Text>
                <Card.Description>{plan.summary}</Card.Description>
              </Card.Header>
              <Card.Body>
                <List.Root gap="2" variant="plain">
                  {plan.highlights.map((line) => (
                    <List.Item key={line} alignItems="flex-start">
                      <List.Indicator asChild color="green.600" mt="1">
                        <Check size={16} aria-hidden="true" />
                      </List.Indicator>
                      {line}
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
        Prices are in US dollars. What each plan includes may still change before launch; inside Clinio, the
        subscription page always shows the current list for your account.
      </Text>
    </>
  );
}
