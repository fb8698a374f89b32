import { Badge, Box, Checkbox, Heading, Table, Text } from '@chakra-ui/react';
import { PLAN_IDS, type FeatureCatalogueEntry, type FeatureCategory, type PlanId } from '@clinio/contracts';
import { Button, TableScroll, useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { planName } from '../labels';
import { memo } from 'react';
import { CATEGORY_KEYS } from './matrix-draft';

export interface MatrixTableProps {
  category: FeatureCategory;
  features: FeatureCatalogueEntry[];
  isChecked: (featureKey: string, plan: PlanId) => boolean;
  isChanged: (featureKey: string, plan: PlanId) => boolean;
  disabled: boolean;
  /** Kept stable by the page, so a tick re-renders only its own row. */
  onToggle: (featureKey: string, plan: PlanId, isEnabled: boolean) => void;
  onEdit: (feature: FeatureCatalogueEntry) => void;
}

/** A row's cells as text, a letter per plan: 'c' checked, 'C' checked and unsaved, 'u'/'U' not. */
function cellsOf(
  featureKey: string,
  isChecked: MatrixTableProps['isChecked'],
  isChanged: MatrixTableProps['isChanged'],
): string {
  return PLAN_IDS.map((plan) => {
    const letter = isChecked(featureKey, plan) ? 'c' : 'u';
    return isChanged(featureKey, plan) ? letter.toUpperCase() : letter;
  }).join('');
}

/** One category of the matrix: a row per feature, a checkbox per plan. */
export function MatrixTable({
  category,
  features,
  isChecked,
  isChanged,
  disabled,
  onToggle,
  onEdit,
}: MatrixTableProps) {
  const t = useT(catalog);
  const headingId = `matrix-${category}`;
  const categoryName = t(CATEGORY_KEYS[category]);
  return (
    <Box as="section" aria-labelledby={headingId} mb="6">
      <Heading as="h2" id={headingId} fontSize="lg" mb="2">
        {categoryName}
      </Heading>
      <TableScroll label={t('plans.matrix.table', { category: categoryName })}>
        <Table.Root size="sm" minWidth="760px" aria-labelledby={headingId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('plans.matrix.feature')}</Table.ColumnHeader>
              {PLAN_IDS.map((plan) => (
                <Table.ColumnHeader key={plan} textAlign="center">
                  {planName(plan)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>
                <Text srOnly>{t('plans.matrix.actions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {features.map((feature) => (
              <MatrixRow
                key={feature.feature_key}
                feature={feature}
                cells={cellsOf(feature.feature_key, isChecked, isChanged)}
                disabled={disabled}
                onToggle={onToggle}
                onEdit={onEdit}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Box>
  );
}

interface MatrixRowProps {
  feature: FeatureCatalogueEntry;
  cells: string;
  disabled: boolean;
  onToggle: MatrixTableProps['onToggle'];
  onEdit: MatrixTableProps['onEdit'];
}

/**
 * A feature's row. Memoised on its cells' text: ticking one of the matrix's ~200 boxes renders one
 * row, not every checkbox of the page.
 */
const MatrixRow = memo(function MatrixRow({ feature, cells, disabled, onToggle, onEdit }: MatrixRowProps) {
  const t = useT(catalog);
  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="500">
          {feature.name}{' '}
          {!feature.is_active ? (
            <Badge colorPalette="gray" variant="subtle">
              {t('plans.matrix.inactive')}
            </Badge>
          ) : null}
        </Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {feature.feature_key}
        </Text>
      </Table.Cell>
      {PLAN_IDS.map((plan, index) => {
        const letter = cells.charAt(index);
        const changed = letter === letter.toUpperCase();
        return (
          <Table.Cell key={plan} textAlign="center" bg={changed ? 'yellow.50' : undefined}>
            <Checkbox.Root
              colorPalette="brand"
              checked={letter.toLowerCase() === 'c'}
              disabled={disabled}
              onCheckedChange={(details) => onToggle(feature.feature_key, plan, details.checked === true)}
            >
              <Checkbox.HiddenInput
                aria-label={t(changed ? 'plans.matrix.cellUnsaved' : 'plans.matrix.cell', {
                  feature: feature.name,
                  plan: planName(plan),
                })}
              />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.Cell>
        );
      })}
      <Table.Cell textAlign="end">
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('plans.matrix.editLabel', { name: feature.name })}
          onClick={() => onEdit(feature)}
        >
          {t('plans.matrix.edit')}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
});
