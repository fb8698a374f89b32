import { Link } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { Page } from '../common/page';
import { PATHS } from '../paths';
import { Conversation } from './conversation';

/** /dashboard/message-history/patients/{patientId}: one patient's messages as a conversation. */
export function ConversationPage() {
  const t = useT(catalog);
  const { patientId = '' } = useParams();
  const first = useEndpointQuery('listMessages', { query: { patient_id: patientId, page: 1, page_size: 1 } });
  const name = first.data?.items[0]?.patient_name;
  return (
    <Page
      title={name ? t('conversation.titleNamed', { name }) : t('conversation.title')}
      documentTitle={t('conversation.documentTitle')}
    >
      <Link asChild alignSelf="start">
        <RouterLink to={`${PATHS.history}?patient_id=${patientId}`}>
          {t('conversation.allOfPatient')}
        </RouterLink>
      </Link>
      <Conversation key={patientId} patientId={patientId} />
    </Page>
  );
}
