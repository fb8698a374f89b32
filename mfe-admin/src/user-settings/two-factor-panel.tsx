import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SecuritySettings, TwoFactorSetupResponse } from '@clinio/contracts';
import { Button, toast } from '@clinio/design-system';
import { useState } from 'react';
import { formatDate, plural } from '../common/format';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorStart } from './two-factor-start';

type Step =
  | { kind: 'status' }
  | { kind: 'start' }
  | { kind: 'setup'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

export interface TwoFactorPanelProps {
  settings: SecuritySettings;
  /** Two-factor was turned on or off: the settings are fetched again. */
  onChanged: () => void;
}

/** Spec 4.7: set up with a method, verify with a code, then it can be disabled (with the password). */
export function TwoFactorPanel({ settings, onChanged }: TwoFactorPanelProps) {
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const isOn = settings.two_factor_enabled;

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" fontSize="md">
          Two-factor authentication
        </Heading>
        <Badge colorPalette={isOn ? 'green' : 'gray'} variant="subtle">
          {isOn ? 'On' : 'Off'}
        </Badge>
      </HStack>
      {step.kind === 'status' ? (
        <Stack gap="3">
          {isOn ? (
            <Text color="fg.muted">
              Signing in asks for a code from your authenticator app.{' '}
              {plural(settings.recovery_codes_remaining, 'recovery code')} left.
            </Text>
          ) : (
            <Text color="fg.muted">
              Add a second step to signing in: a 6-digit code from an authenticator app on your phone.
            </Text>
          )}
          {settings.password_changed_at !== null ? (
            <Text fontSize="sm" color="fg.muted">
              Password last changed {formatDate(settings.password_changed_at)}.
            </Text>
          ) : null}
          <HStack>
            {isOn ? (
              <Button variant="outline" onClick={() => setStep({ kind: 'disable' })}>
                Turn off two-factor
              </Button>
            ) : (
              <Button onClick={() => setStep({ kind: 'start' })}>Set up two-factor</Button>
            )}
          </HStack>
        </Stack>
      ) : null}
      {step.kind === 'start' ? (
        <TwoFactorStart
          onStarted={(setup) => setStep({ kind: 'setup', setup })}
          onCancel={() => setStep({ kind: 'status' })}
        />
      ) : null}
      {step.kind === 'setup' ? (
        <TwoFactorSetup
          setup={step.setup}
          onVerified={(codes) => {
            setStep({ kind: 'codes', codes });
            toast.success('Two-factor authentication is on');
            onChanged();
          }}
          onCancel={() => setStep({ kind: 'status' })}
        />
      ) : null}
      {step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'status' })} />
      ) : null}
      {step.kind === 'disable' ? (
        <TwoFactorDisable
          onDisabled={() => {
            setStep({ kind: 'status' });
            toast.success('Two-factor authentication is off');
            onChanged();
          }}
          onCancel={() => setStep({ kind: 'status' })}
        />
      ) : null}
    </Stack>
  );
}
