import { Progress, Stack, Text } from '@chakra-ui/react';
import { jobPercent, type JobProgress } from '@clinio/contracts';
import { FormAlert } from './notice';

const STATE_TEXT: Record<JobProgress['state'], string> = {
  queued: 'Waiting to start…',
  running: 'Working…',
  succeeded: 'Done.',
  failed: 'It did not finish.',
};

/**
 * Long server work as the person waiting sees it: a labelled progress bar with its percent (an
 * indeterminate bar while the amount is unknown), the job's own sentence, the reason on failure.
 */
export function JobProgressView({ job, label }: { job: JobProgress; label: string }) {
  if (job.state === 'failed') {
    return <FormAlert>{job.detail ?? `${label}: ${STATE_TEXT.failed}`}</FormAlert>;
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
        {job.detail ?? STATE_TEXT[job.state]}
      </Text>
    </Stack>
  );
}
