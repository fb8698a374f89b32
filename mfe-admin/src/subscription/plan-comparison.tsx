import { QueryState, TableScroll, useT } from '@clinio/design-system';
import type { ApiQuery } from '@clinio/platform';
import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { PLANS, PLAN_IDS, type PlanId, type PlanMatrixResponse } from '@clinio/contracts';
import { Check, Minus } from 'lucide-react';
import { catalog } from './catalog';
import { comparisonRows, isIncluded, planPriceLabel } from './plan-features';

/** A tick or a dash for the eye, the word for a screen reader. */
function Mark({ included }: { included: boolean }) {
  const t = useT(catalog);
  return (
    <Box as="span" display="inline-flex" color={included ? 'green.600' : 'fg.muted'}>
      {included ? <Check size={18} aria-hidden="true" /> : <Minus size={18} aria-hidden="true" />}
      <Text as="span" srOnly>
        {included ? t('comparison.included') : t('comparison.notIncluded')}
      </Text>
    </Box>
  );
}

/** The plan-gated features of spec 6, plan by plan, from GET /api/features/plan-matrix. */
export function PlanComparison({
  matrix,
  currentPlan,
}: {
  matrix: ApiQuery<PlanMatrixResponse>;
  currentPlan: PlanId;
}) {
  const t = useT(catalog);
  return (
    <Stack as="section" aria-labelledby="comparison-heading" gap="3">
      <Heading as="h2" id="comparison-heading" fontSize="xl">
        {t('comparison.title')}
      </Heading>
      <QueryState query={matrix} hasData={matrix.data !== null} label={t('comparison.loading')}>
        {matrix.data ? <ComparisonTable data={matrix.data} currentPlan={currentPlan} /> : null}
      </QueryState>
    </Stack>
  );
}

// The feature column stays in view while the plans scroll sideways on a phone.
const STICKY = { position: 'sticky', left: '0', bg: 'bg', zIndex: '1' } as const;

function ComparisonTable({ data, currentPlan }: { data: PlanMatrixResponse; currentPlan: PlanId }) {
  const t = useT(catalog);
  return (
    <TableScroll label={t('comparison.table')} maxWidth="full">
      <Table.Root size="sm" minWidth="560px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...STICKY} scope="col">
              {t('comparison.feature')}
            </Table.ColumnHeader>
            {PLAN_IDS.map((plan) => (
              <Table.ColumnHeader
                key={plan}
                scope="col"
                textAlign="center"
                bg={plan === currentPlan ? 'bg.muted' : undefined}
              >
                <Stack gap="0" align="center">
                  <Text fontWeight="700">{PLANS[plan].name}</Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="400">
                    {planPriceLabel(plan)}
                  </Text>
                  {plan === currentPlan ? (
                    <Badge colorPalette="brand" variant="subtle" size="sm">
                      {t('comparison.current')}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {comparisonRows(data).map(({ featureKey, name }) => (
            <Table.Row key={featureKey}>
              <Table.Cell as="th" scope="row" fontWeight="500" textAlign="start" {...STICKY}>
                {name}
              </Table.Cell>
              {PLAN_IDS.map((plan) => (
                <Table.Cell key={plan} textAlign="center" bg={plan === currentPlan ? 'bg.muted' : undefined}>
                  <Mark included={isIncluded({ featureKey, plan, data })} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
