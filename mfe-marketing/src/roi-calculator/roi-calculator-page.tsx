import { Box, Container, Grid, List, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { useMemo, useState } from 'react';
import { catalog as siteCatalog } from '../catalog';
import { catalog, type MessageKey } from './catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { Section } from '../common/section';
import { usePageTitle } from '../common/use-page-title';
import { PLANS, type PaidPlanId } from '../pricing/plans';
import { calculateRoi } from './roi';
import { defaultRoiDraft, parseRoiDraft, type RoiDraft, type RoiField } from './roi-fields';
import { RoiForm } from './roi-form';
import { RoiResults } from './roi-results';

const ASSUMPTIONS: readonly MessageKey[] = [
  'roi.assumption1',
  'roi.assumption2',
  'roi.assumption3',
  'roi.assumption4',
  'roi.assumption5',
];

export function RoiCalculatorPage() {
  const t = useT(catalog);
  const tSite = useT(siteCatalog);
  usePageTitle(t('roi.eyebrow'));
  const [draft, setDraft] = useState<RoiDraft>(defaultRoiDraft);
  const [planId, setPlanId] = useState<PaidPlanId>('essential');
  const plan = PLANS[planId];
  const parsed = useMemo(() => parseRoiDraft(draft, t), [draft, t]);
  const result = parsed.ok
    ? calculateRoi({ ...parsed.values, planMonthlyPrice: plan.monthlyPrice ?? 0 })
    : null;

  return (
    <>
      <PageIntro eyebrow={t('roi.eyebrow')} title={t('roi.title')} lead={t('roi.lead')} />
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
            <RoiResults result={result} planName={tSite(plan.nameKey)} />
          </Box>
        </Grid>
      </Container>
      <Section title={t('roi.howTitle')} tone="muted">
        <Text mb="4" maxW="3xl">
          {t('roi.how')}
        </Text>
        <List.Root ps="5" gap="2" maxW="3xl">
          {ASSUMPTIONS.map((line) => (
            <List.Item key={line}>{t(line)}</List.Item>
          ))}
        </List.Root>
      </Section>
      <CtaBand title={t('roi.cta')} />
    </>
  );
}
