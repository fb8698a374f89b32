import { Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { COMING_SOON_COPY, EMAIL_MAX_LENGTH } from '@clinio/contracts';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from './button';
import { kitCatalog } from './i18n/kit-catalog';
import { useT } from './i18n/locale-provider';

/** Spec 4.7: the sign-up moves idle -> submitting -> success or error. */
export type SignupState = 'idle' | 'submitting' | 'success' | 'error';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an e-mail the user typed, or null when it can be sent. */
export function validateSignupEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Please enter your email address.';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) {
    return 'Please enter a valid email address.';
  }
  return null;
}

export interface ComingSoonSignupProps {
  /** Sends the e-mail; a rejection shows the spec's error message. */
  onSubmit: (email: string) => Promise<void>;
  /** 'stacked' for a card, 'inline' for a banner row. */
  layout?: 'stacked' | 'inline';
  /** Text and field colours for a dark background. */
  tone?: 'light' | 'dark';
}

/** The notify-me form with the exact copy of spec 2.11. */
export function ComingSoonSignup({ onSubmit, layout = 'stacked', tone = 'light' }: ComingSoonSignupProps) {
  const t = useT(kitCatalog);
  const [state, setState] = useState<SignupState>('idle');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = useId();

  async function handleSubmit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (state === 'submitting') return;
    const problem = validateSignupEmail(email);
    setFieldError(problem);
    if (problem) return;
    setState('submitting');
    try {
      await onSubmit(email.trim());
      setState('success');
    } catch {
      setState('error');
    }
  }

  if (state === 'success') {
    return (
      <HStack gap="2" role="status" color={tone === 'dark' ? 'white' : 'green.700'} fontWeight="600">
        <CircleCheck size={20} aria-hidden="true" />
        <Text>{COMING_SOON_COPY.success}</Text>
      </HStack>
    );
  }

  const dark = tone === 'dark';
  return (
    <chakra.form onSubmit={(event) => void handleSubmit(event)} noValidate width="full">
      <Stack
        direction={layout === 'inline' ? { base: 'column', sm: 'row' } : 'column'}
        gap="3"
        align="stretch"
      >
        <Field.Root invalid={fieldError !== null} required flex="1">
          <Field.Label htmlFor={inputId} srOnly>
            {t('kit.launch.email')}
          </Field.Label>
          <Input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder={COMING_SOON_COPY.placeholder}
            value={email}
            maxLength={EMAIL_MAX_LENGTH}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
              if (state === 'error') setState('idle');
            }}
            bg={dark ? 'white' : undefined}
            color={dark ? 'gray.900' : undefined}
            size={layout === 'inline' ? 'md' : 'lg'}
          />
          {fieldError ? (
            <Field.ErrorText color={dark ? 'red.100' : undefined}>{fieldError}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Button
          type="submit"
          variant={dark ? 'outline' : 'primary'}
          size={layout === 'inline' ? 'md' : 'lg'}
          loading={state === 'submitting'}
          loadingText={COMING_SOON_COPY.submitting}
          bg={dark ? 'white' : undefined}
        >
          {COMING_SOON_COPY.button}
        </Button>
      </Stack>
      {state === 'error' ? (
        <Text role="alert" mt="2" fontSize="sm" color={dark ? 'red.100' : 'red.600'}>
          {COMING_SOON_COPY.error}
        </Text>
      ) : null}
    </chakra.form>
  );
}
