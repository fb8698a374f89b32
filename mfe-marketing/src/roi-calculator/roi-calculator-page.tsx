import { Box, Container, Grid, List, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { useMemo, useState } from 'react';
import { catalog } from '../catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PLANS, type PaidPlanId } from '../pricing/plans';
import { calculateRoi } from './roi';
import { defaultRoiDraft, parseRoiDraft, type RoiDraft, type RoiField } from './roi-fields';
import { RoiForm } from './roi-form';
import { RoiResults } from './roi-results';

const ASSUMPTIONS = [
  'A missed appointment is revenue lost: the slot is not refilled and the fee is not charged. If you charge late-cancellation fees or refill slots from a waitlist, your real loss is smaller.',
  'Reminders prevent the share of no-shows you enter. Published studies of appointment reminders report reductions that vary widely by specialty and patient group, so use a figure you believe for your clinic.',
  'A year has the weeks you are open; a month is a twelfth of that year.',
  'The plan price is the only cost counted. Staff time saved on confirmation calls and paperwork is not included, and neither are SMS charges from your messaging provider.',
  'Figures are estimates for planning, rounded to whole dollars, not a guarantee of results.',
];

export function RoiCalculatorPage() {
  const t = useT(catalog);
  usePageTitle('ROI calculator');
  const [draft, setDraft] = useState<RoiDraft>(defaultRoiDraft);
  const [planId, setPlanId] = useState<PaidPlanId>('essential');
  const plan = PLANS[planId];
  const parsed = useMemo(() => parseRoiDraft(draft), [draft]);
  const result = parsed.ok
    ? calculateRoi({ ...parsed.values, planMonthlyPrice: plan.monthlyPrice ?? 0 })
    : null;

  return (
    <>
      <PageIntro
        eyebrow="ROI calculator"
        title="What do no-shows cost your clinic?"
        lead="Enter a few figures from your own calendar to estimate the revenue missed appointments cost you today, and what automatic reminders could win back after paying for Clinio."
      />
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
          gap={{ base: '10', lg: '12' }}
          alignItems="start"
        >
          <RoiForm
            draft={draft}
            errors={parsed.ok ? {} : parsed.errors}
            planId={planId}
            onChange={(field: RoiField, value: string) =>
              setDraft((current) => ({ ...current, [field]: value }))
            }
            onPlanChange={setPlanId}
          />
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <RoiResults result={result} planName={t(plan.nameKey)} />
          </Box>
        </Grid>
      </Container>
      <Section title="How we calculate" tone="muted">
        <Text mb="4" maxW="3xl">
          Lost revenue per year = appointments per week × weeks open × no-show rate × average fee. The saving
          is that figure × the expected reduction; the net saving subtracts twelve months of the plan’s price.
        </Text>
        <List.Root ps="5" gap="2" maxW="3xl">
          {ASSUMPTIONS.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Section>
      <CtaBand title="Want to check these numbers against your calendar?" />
    </>
  );
}
