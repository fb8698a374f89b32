import { useT } from '@clinio/design-system';
import { Tabs } from '@chakra-ui/react';
import type { ExtensionFiller } from '@clinio/platform';
import { ExtensionOutlet } from '@clinio/platform';
import type { ReactNode } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

export const OVERVIEW_TAB = 'overview';
export const ACCESS_LOG_TAB = 'access-log';
export const NOTES_TAB = 'notes';

/** A filler's tab key in the URL: `?tab=appointments-chart-tab`. */
export const fillerTab = (filler: ExtensionFiller) => `${filler.remote}-${filler.module.slice(2)}`;

export interface ChartTabsProps {
  tab: string;
  onTab: (tab: string) => void;
  patientId: string;
  /** The `patient-chart.tab` fillers, in their declared order. */
  fillers: readonly ExtensionFiller[];
  overview: ReactNode;
  /** This remote's own Notes tab, when the reader may see notes (else null: no tab). */
  notes: ReactNode;
  accessLog: ReactNode;
}

/**
 * Overview, Notes (provider notes live in this remote), then a tab per filler of `patient-chart.tab` (Appointments, Forms, Notes… as the other
 * remotes land), then the Access log. Arrow keys move between tabs (WAI-ARIA tabs); each filler is
 * mounted only when its tab opens and is contained (its own spinner and "could not be loaded").
 */
export function ChartTabs({ tab, onTab, patientId, fillers, overview, notes, accessLog }: ChartTabsProps) {
  const t = useT(staffCatalog);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTab(details.value)}
      lazyMount
      unmountOnExit
      variant="line"
    >
      <Tabs.List aria-label={t('tabs.label')} overflowX="auto" overflowY="hidden">
        <Tabs.Trigger value={OVERVIEW_TAB}>{t('tabs.overview')}</Tabs.Trigger>
        {notes === null ? null : <Tabs.Trigger value={NOTES_TAB}>{t('tabs.notes')}</Tabs.Trigger>}
        {fillers.map((filler) => (
          <Tabs.Trigger key={fillerTab(filler)} value={fillerTab(filler)}>
            {filler.title}
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value={ACCESS_LOG_TAB}>{t('tabs.accessLog')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={OVERVIEW_TAB} pt="4">
        {overview}
      </Tabs.Content>
      {notes === null ? null : (
        <Tabs.Content value={NOTES_TAB} pt="4">
          {notes}
        </Tabs.Content>
      )}
      {fillers.map((filler) => (
        <Tabs.Content key={fillerTab(filler)} value={fillerTab(filler)} pt="4">
          <ExtensionOutlet filler={{ ...filler, slot: 'patient-chart.tab' }} slotProps={{ patientId }} />
        </Tabs.Content>
      ))}
      <Tabs.Content value={ACCESS_LOG_TAB} pt="4">
        {accessLog}
      </Tabs.Content>
    </Tabs.Root>
  );
}
