import { Progress, Stack, Text } from '@chakra-ui/react';
import { jobPercent, type JobProgress } from '@clinio/contracts';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';
import { FormAlert } from './notice';

const STATE_TEXT = {
  queued: 'kit.job.queued',
  running: 'kit.job.running',
  succeeded: 'kit.job.succeeded',
  failed: 'kit.job.failed',
} as const satisfies Record<JobProgress['state'], string>;

/**
 * Long server work as the person waiting sees it: a labelled progress bar with its percent (an
 * indeterminate bar while the amount is unknown), the job's own sentence, the reason on failure.
 */
export function JobProgressView({ job, label }: { job: JobProgress; label: string }) {
  const t = useT(kitCatalog);
  if (job.state === 'failed') {
    return <FormAlert>{job.detail ?? t('kit.job.failedWithLabel', { label })}</FormAlert>;
  }
  const percent = jobPercent(job);
  return (
    <Stack gap="2">
      <Progress.Root value={percent} max={100} colorPalette="brand">
        <Progress.Label fontSize="sm">{label}</Progress.Label>
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
        {percent !== null ? <Progress.ValueText fontSize="sm">{`${percent}%`}</Progress.ValueText> : null}
      </Progress.Root>
      <Text role="status" fontSize="sm" color="fg.muted">
        {job.detail ?? t(STATE_TEXT[job.state])}
      </Text>
    </Stack>
  );
}
