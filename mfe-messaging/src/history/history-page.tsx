import { Field, HStack, Input, Link, NativeSelect, Table, Text } from '@chakra-ui/react';
import {
  Button,
  DateTimeText,
  EmptyState,
  Pager,
  QueryState,
  TableScroll,
  toast,
  useT,
} from '@clinio/design-system';
import { PatientPicker, useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { Page } from '../common/page';
import { StatusBadge } from '../common/status-badge';
import { CHANNELS, MESSAGE_STATUSES } from '../common/types';
import { conversationPath, messagePath } from '../paths';
import { exportMessages } from './export';
import { HISTORY_LIST, HISTORY_PAGE_SIZE, historyQuery } from './history-query';

/** A select bound to one filter of the URL. */
function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root maxW="200px">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** /dashboard/message-history: every message sent or received, filters in the URL, CSV export. */
export function HistoryPage() {
  const t = useT(catalog);
  const { api } = useRemote();
  const list = useListParams(HISTORY_LIST);
  const { filters, page } = list.query;
  const messages = useEndpointQuery('listMessages', { query: historyQuery(filters, page) });
  const campaigns = useEndpointQuery('listCampaigns', {});
  const [isExporting, setIsExporting] = useState(false);
  const data = messages.data;
  const patientName = data?.items.find((message) => message.patient_id === filters.patient_id)?.patient_name;

  async function download() {
    setIsExporting(true);
    try {
      const count = await exportMessages(api, filters, t);
      toast.success(t('history.exported', { count }));
    } catch {
      toast.error(t('history.exportFailed'));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Page
      title={t('history.title')}
      documentTitle={t('history.documentTitle')}
      lead={t('history.lead')}
      actions={
        <Button
          variant="outline"
          onClick={() => void download()}
          loading={isExporting}
          disabled={data?.total === 0}
        >
          {t('history.export')}
        </Button>
      }
    >
      <HStack role="search" aria-label={t('history.filters')} gap="3" wrap="wrap" align="end">
        <FilterSelect
          label={t('history.channel')}
          value={filters.channel}
          anyLabel={t('history.anyChannel')}
          options={CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
          onChange={(channel) => list.setFilters({ channel })}
        />
        <FilterSelect
          label={t('history.status')}
          value={filters.status}
          anyLabel={t('history.anyStatus')}
          options={MESSAGE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(status) => list.setFilters({ status })}
        />
        <FilterSelect
          label={t('history.campaign')}
          value={filters.campaign_id}
          anyLabel={t('history.anyCampaign')}
          options={(campaigns.data?.items ?? []).map((campaign) => ({
            value: campaign.id,
            label: campaign.name,
          }))}
          onChange={(campaign_id) => list.setFilters({ campaign_id })}
        />
        <Field.Root maxW="180px">
          <Field.Label>{t('history.from')}</Field.Label>
          <Input
            type="date"
            value={filters.from}
            onChange={(event) => list.setFilters({ from: event.target.value })}
          />
        </Field.Root>
        <Field.Root maxW="180px">
          <Field.Label>{t('history.to')}</Field.Label>
          <Input
            type="date"
            value={filters.to}
            onChange={(event) => list.setFilters({ to: event.target.value })}
          />
        </Field.Root>
        {filters.patient_id === '' ? (
          <Field.Root maxW="320px">
            <PatientPicker
              label={t('history.patient')}
              value={null}
              onChange={(patient) => list.setFilters({ patient_id: patient?.id ?? '' })}
              includeArchived
            />
          </Field.Root>
        ) : (
          <HStack gap="2">
            <Text>{t('history.patientChosen', { name: patientName ?? t('history.thisPatient') })}</Text>
            <Button size="sm" variant="ghost" onClick={() => list.setFilters({ patient_id: '' })}>
              {t('history.anyPatient')}
            </Button>
          </HStack>
        )}
        {list.isFiltered ? (
          <Button variant="ghost" onClick={list.clear}>
            {t('history.clear')}
          </Button>
        ) : null}
      </HStack>
      <QueryState
        query={{ ...messages, error: messages.error === null ? null : t('history.failed') }}
        hasData={data !== null}
        isEmpty={data?.items.length === 0}
        empty={<EmptyState title={list.isFiltered ? t('history.emptyFiltered') : t('history.empty')} />}
        label={t('history.loading')}
      >
        {data ? (
          <>
            <TableScroll label={t('history.table')}>
              <Table.Root minWidth="880px" size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('history.when')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('history.patient')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('history.channel')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('history.message')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('history.status')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((message) => (
                    <Table.Row key={message.id}>
                      <Table.Cell whiteSpace="nowrap">
                        <Link asChild>
                          <RouterLink to={messagePath(message.id)}>
                            <DateTimeText value={message.sent_at ?? message.send_after} />
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell>
                        {message.patient_id ? (
                          <Link asChild>
                            <RouterLink to={conversationPath(message.patient_id)}>
                              {message.patient_name ?? message.to_address}
                            </RouterLink>
                          </Link>
                        ) : (
                          message.to_address
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {t(`channel.${message.channel}`)} · {t(`direction.${message.direction}`)}
                      </Table.Cell>
                      <Table.Cell maxW="320px">
                        <Text lineClamp={2}>{message.subject !== '' ? message.subject : message.body}</Text>
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={message.status} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Pager
              page={page}
              pageSize={HISTORY_PAGE_SIZE}
              total={data.total}
              noun={t('history.noun')}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </QueryState>
    </Page>
  );
}
