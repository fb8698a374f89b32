import { Badge, Table } from '@chakra-ui/react';
import { Button, DateTimeText, toast, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { ListTable } from '../common/list-table';
import type { MessageTemplate } from '../common/types';
import { TemplateDialog } from './template-dialog';

/** /dashboard/templates: the clinic's e-mail and SMS templates, and their editor. */
export function TemplatesPage() {
  const t = useT(catalog);
  const may = useMay();
  const templates = useEndpointQuery('listMessageTemplates', {});
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const canEdit = may('templates_manage');
  return (
    <Page
      title={t('templates.title')}
      documentTitle={t('templates.documentTitle')}
      lead={t('templates.lead')}
      actions={canEdit ? <Button onClick={() => setEditing('new')}>{t('templates.new')}</Button> : null}
    >
      <ListTable
        query={templates}
        items={templates.data?.items ?? []}
        texts={{
          table: t('templates.table'),
          loading: t('templates.loading'),
          failed: t('templates.failed'),
          empty: t('templates.empty'),
          noun: t('templates.noun'),
        }}
        minWidth="640px"
        headers={[
          t('templates.name'),
          t('templates.channel'),
          t('templates.segmentsColumn'),
          t('templates.updatedColumn'),
          { srOnly: t('common.actions') },
        ]}
        row={(template) => (
          <>
            <Table.Cell>
              {template.name}{' '}
              {template.is_active ? null : <Badge variant="outline">{t('common.inactive')}</Badge>}
            </Table.Cell>
            <Table.Cell>{t(`channel.${template.channel}`)}</Table.Cell>
            <Table.Cell>
              {template.segments
                ? t('templates.segmentsShort', {
                    count: template.segments.segments,
                    encoding: template.segments.encoding,
                  })
                : '—'}
            </Table.Cell>
            <Table.Cell>
              <DateTimeText value={template.updated_at} style="date" />
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(template)}
                aria-label={t(canEdit ? 'templates.editNamed' : 'templates.viewNamed', {
                  name: template.name,
                })}
              >
                {canEdit ? t('common.edit') : t('common.view')}
              </Button>
            </Table.Cell>
          </>
        )}
      />
      {editing !== null ? (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            toast.success(message);
            templates.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
