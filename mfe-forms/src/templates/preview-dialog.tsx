import { Dialog, Portal, CloseButton } from '@chakra-ui/react';
import type { FormTemplate } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { useState } from 'react';
import { FormRenderer, type AnswerMap } from '../renderer/form-renderer';
import { staffCatalog } from '../staff-texts/catalog';

/** The list's view button: the template as a patient fills it, answers kept nowhere. */
export function PreviewDialog({ template, onClose }: { template: FormTemplate | null; onClose: () => void }) {
  const t = useT(staffCatalog);
  const [answers, setAnswers] = useState<AnswerMap>({});
  return (
    <Dialog.Root
      open={template !== null}
      onOpenChange={(details) => {
        if (!details.open) {
          setAnswers({});
          onClose();
        }
      }}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('list.previewTitle', { name: template?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {template ? (
                <FormRenderer
                  schema={template.form_schema}
                  answers={answers}
                  onChange={(key, value) => setAnswers((current) => ({ ...current, [key]: value }))}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
