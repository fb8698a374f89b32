import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { localizeForm, type Paperwork, type PaperworkForm } from '@clinio/contracts';
import { Button, DateTimeText, EmptyState, FormNotice, useLocale, useT } from '@clinio/design-system';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { ConsentStatusBadge } from '../common/status-badge';
import type { PaperworkCalls } from './adapter';
import { FillForm } from './fill-form';
import { SignConsent } from './sign-consent';

const formKey = (form: Pick<PaperworkForm, 'template_id' | 'appointment_id'>) =>
  `${form.template_id}:${form.appointment_id}`;

function FormsList({
  forms,
  onOpen,
}: {
  forms: readonly PaperworkForm[];
  onOpen: (form: PaperworkForm) => void;
}) {
  const t = useT(catalog);
  const locale = useLocale();
  if (forms.length === 0) return <EmptyState title={t('paperwork.noForms')} />;
  return (
    <List.Root variant="plain" gap="2" aria-label={t('paperwork.forms')}>
      {forms.map((form) => (
        <List.Item key={formKey(form)} display="block" borderWidth="1px" borderRadius="md" p="3">
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" wordBreak="break-word">
                {localizeForm(form, locale).name}
              </Text>
              <Badge colorPalette={form.submitted_at ? 'green' : form.draft ? 'blue' : 'orange'}>
                {form.submitted_at
                  ? t('paperwork.sent')
                  : form.draft
                    ? t('paperwork.draft')
                    : t('paperwork.toFill')}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('paperwork.forVisit')} <DateTimeText value={form.appointment_start} />
            </Text>
            {form.submitted_at ? null : (
              <Button
                size="sm"
                alignSelf="flex-start"
                onClick={() => onOpen(form)}
                aria-label={t(form.draft ? 'paperwork.continueLabel' : 'paperwork.fillLabel', {
                  name: localizeForm(form, locale).name,
                })}
              >
                {form.draft ? t('paperwork.continue') : t('paperwork.fill')}
              </Button>
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * A patient's forms to fill and consents to sign (the portal and the kiosk): the lists, or the one
 * form or consent open (kept in the address, so a reload comes back to it with its draft).
 */
export function PaperworkView({
  paperwork,
  calls,
  onChanged,
}: {
  paperwork: Paperwork;
  calls: PaperworkCalls;
  onChanged: () => void;
}) {
  const t = useT(catalog);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const openForm = paperwork.forms.find((form) => formKey(form) === params.get('form'));
  const openConsent = paperwork.consents.find((consent) => consent.id === params.get('consent'));
  const close = (message: string | null) => {
    setDone(message);
    setParams({}, { replace: false });
    onChanged();
  };
  if (openForm && !openForm.submitted_at)
    return (
      <FillForm
        key={formKey(openForm)}
        form={openForm}
        calls={calls}
        onSubmitted={() => close(t('paperwork.formSent', { name: localizeForm(openForm, locale).name }))}
        onCancel={() => close(null)}
      />
    );
  if (openConsent && openConsent.status === 'pending')
    return (
      <SignConsent
        consent={openConsent}
        sign={(request) => calls.sign(openConsent.id, request)}
        onSigned={() => close(t('paperwork.consentSigned'))}
        onCancel={() => close(null)}
      />
    );
  return (
    <Stack gap="8">
      {done ? <FormNotice>{done}</FormNotice> : null}
      <Stack as="section" aria-labelledby="paperwork-forms" gap="3">
        <Heading as="h2" id="paperwork-forms" fontSize="xl">
          {t('paperwork.forms')}
        </Heading>
        <FormsList forms={paperwork.forms} onOpen={(form) => setParams({ form: formKey(form) })} />
      </Stack>
      <Stack as="section" aria-labelledby="paperwork-consents" gap="3">
        <Heading as="h2" id="paperwork-consents" fontSize="xl">
          {t('paperwork.consents')}
        </Heading>
        {paperwork.consents.length === 0 ? (
          <EmptyState title={t('paperwork.noConsents')} />
        ) : (
          <List.Root variant="plain" gap="2" aria-label={t('paperwork.consents')}>
            {paperwork.consents.map((consent) => (
              <List.Item key={consent.id} display="block" borderWidth="1px" borderRadius="md" p="3">
                <Stack gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{t(`consentType.${consent.consent_type}`)}</Text>
                    <ConsentStatusBadge status={consent.status} />
                  </HStack>
                  {consent.signature ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('paperwork.signedOn', { name: consent.signature.signer_name })}{' '}
                      <DateTimeText value={consent.signature.signed_at} />
                    </Text>
                  ) : null}
                  {consent.status === 'pending' ? (
                    <Button
                      size="sm"
                      alignSelf="flex-start"
                      onClick={() => setParams({ consent: consent.id })}
                      aria-label={t('paperwork.signLabel', {
                        type: t(`consentType.${consent.consent_type}`),
                      })}
                    >
                      {t('paperwork.sign')}
                    </Button>
                  ) : null}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
