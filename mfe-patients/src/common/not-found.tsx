import { Button, EmptyState } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { PageBody, PageHeader } from './page';

export interface RecordNotFoundProps {
  /** The page's h1: 'Patient not found'. */
  title: string;
  message: string;
  detail: string;
  back: { to: string; label: string };
}

/** A record that does not exist for this reader (missing, erased or not theirs: one answer). */
export function RecordNotFound({ title, message, detail, back }: RecordNotFoundProps) {
  return (
    <PageBody>
      <PageHeader title={title} tabTitle={title} />
      <EmptyState
        title={message}
        message={detail}
        action={
          <Button asChild variant="outline">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Button>
        }
      />
    </PageBody>
  );
}
