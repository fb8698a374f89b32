import { useRemote } from '@clinio/platform';
import type { CampaignAudience } from '../common/types';
import { useSettledAnswer } from '../common/use-settled-answer';

/** How many patients the audience holds and a few of them, asked again when the filters settle. */
export function useAudiencePreview(audience: CampaignAudience) {
  const { api } = useRemote();
  const { answer, failed } = useSettledAnswer(
    () => api.call('previewCampaignAudience', { body: { audience } }),
    JSON.stringify(audience),
    400,
  );
  return { preview: answer, failed };
}
