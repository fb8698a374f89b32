import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { FIELD_TYPE_LABELS, moveField, removeField, type BuilderField } from '@clinio/contracts';
import { Button, EmptyState, useT } from '@clinio/design-system';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

export interface FieldListProps {
  fields: readonly BuilderField[];
  onChange: (fields: BuilderField[]) => void;
  onEdit: (field: BuilderField) => void;
}

/**
 * The Form Design tab's fields, in order: drag a row onto another to move it, or use its up and
 * down buttons (keyboard); edit or delete each (spec 4.7: deleting also drops it from required).
 */
export function FieldList({ fields, onChange, onEdit }: FieldListProps) {
  const t = useT(staffCatalog);
  const [dragged, setDragged] = useState<number | null>(null);
  const [moved, setMoved] = useState('');
  if (fields.length === 0)
    return <EmptyState title={t('design.emptyTitle')} message={t('design.emptyHint')} />;
  function move(from: number, to: number) {
    const field = fields[from];
    if (!field || to < 0 || to >= fields.length) return;
    onChange(moveField(fields, from, to));
    setMoved(t('design.moved', { title: field.property.title, position: to + 1, count: fields.length }));
  }
  return (
    <>
      <Stack as="ol" listStyleType="none" gap="2" aria-label={t('design.fields')}>
        {fields.map((field, index) => (
          <HStack
            as="li"
            key={field.key}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            gap="3"
            justify="space-between"
            wrap="wrap"
            bg={dragged === index ? 'bg.muted' : undefined}
            cursor="grab"
          >
            <Stack gap="1" minWidth="0" flex="1 1 12rem">
              <Text fontWeight="semibold" wordBreak="break-word">
                {field.property.title}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Badge>{FIELD_TYPE_LABELS[field.property.field_type]}</Badge>
                {field.required ? <Badge colorPalette="orange">{t('list.required')}</Badge> : null}
                {field.property.show_if ? (
                  <Badge variant="outline">
                    {t('design.conditional', { field: field.property.show_if.field })}
                  </Badge>
                ) : null}
                <Text as="span" fontSize="xs" color="fg.muted">
                  {field.key}
                </Text>
              </HStack>
            </Stack>
            <HStack gap="1" wrap="wrap">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('design.moveUp', { title: field.property.title })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('design.moveDown', { title: field.property.title })}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </IconButton>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('design.editLabel', { title: field.property.title })}
                onClick={() => onEdit(field)}
              >
                {t('design.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('design.deleteLabel', { title: field.property.title })}
                onClick={() => onChange(removeField(fields, field.key))}
              >
                {t('design.delete')}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <Text srOnly aria-live="polite">
        {moved}
      </Text>
    </>
  );
}
