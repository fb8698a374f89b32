import type { EndpointOutput, Endpoints } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';
import type { Channel } from '../common/types';
import { useSettledAnswer } from '../common/use-settled-answer';

export type TemplatePreview = EndpointOutput<Endpoints['previewMessageTemplate']>;

/** The server's preview of a draft: sample data filled in, SMS segments, unknown variables. */
export function useTemplatePreview({
  channel,
  subject,
  body,
}: {
  channel: Channel;
  subject: string;
  body: string;
}) {
  const { api } = useRemote();
  const { answer, failed } = useSettledAnswer(
    () => api.call('previewMessageTemplate', { body: { channel, subject, body } }),
    JSON.stringify([channel, subject, body]),
  );
  return { preview: answer, failed };
}
