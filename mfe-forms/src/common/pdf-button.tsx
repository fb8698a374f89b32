import { Button, toast, useT } from '@clinio/design-system';
import { downloadFromServer, messageOfError, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

/** Downloads a submission's or a signed consent's PDF (rendered on the server). */
export function PdfButton({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const [isLoading, setIsLoading] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label}
      loading={isLoading}
      onClick={() => {
        setIsLoading(true);
        downloadFromServer(api, { url, fileName })
          .catch((error: unknown) => toast.error(messageOfError(error)))
          .finally(() => setIsLoading(false));
      }}
    >
      {t('common.pdf')}
    </Button>
  );
}
