import { Box, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { isUuid, type PatientSummary, parseAmount } from '@clinio/contracts';
import { Button, Form, TextareaField, TextField, toast, useT } from '@clinio/design-system';
import {
  PatientPicker,
  useEndpointQuery,
  useForm,
  useRemote,
  useUnsavedChangesGuard,
} from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { checked } from '../common/check';

interface LineDraft {
  description: string;
  quantity: string;
  unit: string;
}

interface Draft {
  patient: PatientSummary | null;
  lines: LineDraft[];
  notes: string;
  due_date: string;
}

const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unit: '' });

/**
 * /dashboard/invoices/create: a draft for a patient, from scratch or from a visit
 * (`?appointmentId=`: with no lines, the visit's type gives the first line and its price);
 * saved as a draft or issued at once. `?patientId=` (the chart's Invoices tab) chooses the patient.
 */
export function CreateInvoicePage() {
  const t = useT(catalog);
  const { api } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId');
  const patientId = params.get('patientId') ?? '';
  const chosen = useEndpointQuery('getPatient', isUuid(patientId) ? { params: { id: patientId } } : null);
  const issue = useRef(false);
  const [intent, setIntent] = useState<'draft' | 'issue'>('draft');
  const title = t('create.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const form = useForm({
    initial: (): Draft => ({
      patient: null,
      lines: appointmentId ? [] : [emptyLine()],
      notes: '',
      due_date: '',
    }),
    check: (values) => {
      const lineItems = values.lines.map((line) => ({
        description: line.description.trim(),
        quantity: Number(line.quantity),
        unit_amount: parseAmount(line.unit, 'USD'),
      }));
      const badLine = lineItems.some(
        (line) =>
          line.description === '' ||
          line.unit_amount === null ||
          !Number.isInteger(line.quantity) ||
          line.quantity < 1,
      );
      return checked(
        {
          patient: values.patient === null ? t('create.choosePatient') : null,
          lines: badLine ? t('create.badLine') : null,
        },
        {
          patientId: values.patient?.id ?? '',
          lines: lineItems.map((line) => ({ ...line, unit_amount: line.unit_amount ?? 0 })),
          notes: values.notes,
          dueDate: values.due_date,
        },
      );
    },
    send: async (request) => {
      const created = await api.call('createInvoice', {
        body: {
          patient_id: request.patientId,
          ...(appointmentId ? { appointment_id: appointmentId } : {}),
          ...(request.lines.length > 0 ? { line_items: request.lines } : {}),
          notes: request.notes,
          ...(request.dueDate ? { due_date: request.dueDate } : {}),
        },
      });
      if (issue.current) await api.call('issueInvoice', { params: { id: created.id } });
      form.reset(form.values);
      toast.success(t('create.saved'));
      void navigate(`/dashboard/clinical-billing/invoices/${created.id}`);
    },
  });
  useUnsavedChangesGuard(form.isDirty && !form.isSending);
  const { isDirty, reset, update, values } = form;
  const chosenPatient = chosen.data;
  const presetDone = useRef(false);
  useEffect(() => {
    if (presetDone.current || chosenPatient === null) return;
    presetDone.current = true;
    if (values.patient !== null) return;
    // Chosen by the link, not by the user: leaving the page untouched asks nothing.
    if (isDirty) update('patient', chosenPatient);
    else reset({ ...values, patient: chosenPatient });
  }, [chosenPatient, isDirty, reset, update, values]);
  const lines = form.values.lines;
  const setLine = (index: number, change: Partial<LineDraft>) =>
    form.update(
      'lines',
      lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    );
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6" maxW="4xl">
      <Heading as="h1" size="xl" mb="4">
        {t('create.title')}
      </Heading>
      <Form form={form} label={t('create.form')}>
        <PatientPicker
          label={t('create.patient')}
          value={form.values.patient}
          onChange={(patient) => form.update('patient', patient)}
          error={form.errors.patient}
        />
        {chosen.isLoading ? (
          <Text color="fg.muted" role="status">
            {t('create.loadingPatient')}
          </Text>
        ) : null}
        {appointmentId ? <Text color="fg.muted">{t('create.fromVisitHelp')}</Text> : null}
        <Stack as="fieldset" gap="3">
          <Heading as="legend" size="md" mb="2">
            {t('create.linesTitle')}
          </Heading>
          {lines.map((line, index) => (
            <HStack key={index} gap="2" align="end" wrap={{ base: 'wrap', md: 'nowrap' }}>
              <Field.Root flex="3" minW="200px">
                <Field.Label>{t('create.description')}</Field.Label>
                <Input
                  value={line.description}
                  onChange={(event) => setLine(index, { description: event.target.value })}
                />
              </Field.Root>
              <Field.Root flex="1" minW="80px">
                <Field.Label>{t('create.quantity')}</Field.Label>
                <Input
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                />
              </Field.Root>
              <Field.Root flex="1" minW="110px">
                <Field.Label>{t('create.unit')}</Field.Label>
                <Input
                  inputMode="decimal"
                  value={line.unit}
                  onChange={(event) => setLine(index, { unit: event.target.value })}
                />
              </Field.Root>
              <Button
                variant="ghost"
                onClick={() =>
                  form.update(
                    'lines',
                    lines.filter((_, at) => at !== index),
                  )
                }
              >
                {t('create.removeLine', { index: index + 1 })}
              </Button>
            </HStack>
          ))}
          {form.errors.lines ? (
            <Text color="fg.error" role="alert">
              {form.errors.lines}
            </Text>
          ) : null}
          <Button
            variant="outline"
            alignSelf="start"
            onClick={() => form.update('lines', [...lines, emptyLine()])}
          >
            {t('create.addLine')}
          </Button>
        </Stack>
        <TextField form={form} name="due_date" label={t('create.dueDate')} type="date" />
        <TextareaField form={form} name="notes" label={t('create.notes')} rows={3} />
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            variant="outline"
            loading={form.isSending && intent === 'draft'}
            onClick={() => {
              issue.current = false;
              setIntent('draft');
            }}
          >
            {t('create.saveDraft')}
          </Button>
          <Button
            type="submit"
            loading={form.isSending && intent === 'issue'}
            onClick={() => {
              issue.current = true;
              setIntent('issue');
            }}
          >
            {t('create.saveAndIssue')}
          </Button>
        </HStack>
      </Form>
    </Box>
  );
}
