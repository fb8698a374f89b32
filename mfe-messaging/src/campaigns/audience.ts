import type { CampaignAudience } from '../common/types';

/** The audience filters as a form holds them: text boxes and selects, '' = not set. */
export interface AudienceDraft {
  tags: string;
  branch_id: string;
  appointment_type: string;
  last_visit_before: string;
  last_visit_after: string;
  age_min: string;
  age_max: string;
  has_upcoming_visit: '' | 'yes' | 'no';
}

export const EMPTY_AUDIENCE: AudienceDraft = {
  tags: '',
  branch_id: '',
  appointment_type: '',
  last_visit_before: '',
  last_visit_after: '',
  age_min: '',
  age_max: '',
  has_upcoming_visit: '',
};

const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The request's audience: only what is set (a number that is not one is left for the schema to refuse). */
export function audienceOf(draft: AudienceDraft): CampaignAudience {
  const audience: CampaignAudience = {};
  const tags = draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  if (tags.length > 0) audience.tags = tags;
  if (draft.branch_id) audience.branch_id = draft.branch_id;
  if (draft.appointment_type) audience.appointment_type = draft.appointment_type;
  if (draft.last_visit_before) audience.last_visit_before = draft.last_visit_before;
  if (draft.last_visit_after) audience.last_visit_after = draft.last_visit_after;
  const min = whole(draft.age_min);
  const max = whole(draft.age_max);
  if (min !== undefined) audience.age_min = min;
  if (max !== undefined) audience.age_max = max;
  if (draft.has_upcoming_visit !== '') audience.has_upcoming_visit = draft.has_upcoming_visit === 'yes';
  return audience;
}

/** A typed age that is not a whole number: the field's problem. */
export function badAges(draft: AudienceDraft): ('age_min' | 'age_max')[] {
  return (['age_min', 'age_max'] as const).filter(
    (field) => draft[field].trim() !== '' && whole(draft[field]) === undefined,
  );
}
