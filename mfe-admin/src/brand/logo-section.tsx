import { Box, HStack, Image, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { LOGO_ACCEPT, LOGO_MAX_SIZE_PX, type BrandingResponse } from '@clinio/contracts';
import { Button, ConfirmDialog, FormAlert, toast, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { messageOf } from '../common/errors';
import { absoluteUrl } from './brand-draft';
import { catalog } from './catalog';

const ACCEPTED = LOGO_ACCEPT.split(',');

export interface LogoSectionProps {
  clinicId: string;
  /** The branch whose logo this is; null for the clinic's. */
  branchId: string | null;
  branding: BrandingResponse;
  canEdit: boolean;
  onChanged: (branding: BrandingResponse) => void;
}

/** POST upload-logo (multipart field `file`) with a progress bar, and DELETE logo. */
export function LogoSection({ clinicId, branchId, branding, canEdit, onChanged }: LogoSectionProps) {
  const { api, config } = useRemote();
  const t = useT(catalog);
  const input = useRef<HTMLInputElement>(null);
  // null while uploading: the browser has not reported a size yet (indeterminate bar).
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const target = { params: { clinicId }, query: branchId === null ? {} : { branch_id: branchId } };
  const isUploading = progress !== undefined;
  const logoUrl = absoluteUrl(branding.logo_preview ?? branding.logo, config.apiBaseUrl);
  const isOwn = branchId === null || branding.customized.includes('logo');

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (file === undefined) return;
    setError(null);
    if (file.type !== '' && !ACCEPTED.includes(file.type)) {
      setError(t('logo.wrongType'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setProgress(null);
    try {
      const answer = await api.call(
        'uploadLogo',
        { ...target, body },
        {
          onUploadProgress: (step) => {
            setProgress(step.total ? Math.round((step.loaded / step.total) * 100) : null);
          },
        },
      );
      toast.success(t('logo.uploaded'));
      onChanged(answer);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setProgress(undefined);
    }
  }

  function describeLogo() {
    if (logoUrl === null) return t('logo.none');
    if (!isOwn) return t('logo.inherited');
    return branchId === null ? t('logo.clinic') : t('logo.branch');
  }

  return (
    <Stack gap="3">
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          borderWidth="1px"
          borderRadius="md"
          p="2"
          minWidth="24"
          minHeight="16"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.subtle"
        >
          {logoUrl !== null ? (
            <Image
              src={logoUrl}
              alt={t('logo.currentAlt')}
              maxHeight="16"
              maxWidth="40"
              objectFit="contain"
            />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('logo.noLogo')}
            </Text>
          )}
        </Box>
        <Text color="fg.muted">{describeLogo()}</Text>
      </HStack>
      {error !== null ? <FormAlert>{error}</FormAlert> : null}
      {isUploading ? (
        <Progress.Root
          value={progress}
          max={100}
          colorPalette="brand"
          aria-label={t('logo.upload')}
          maxWidth="sm"
        >
          <Progress.Label fontSize="sm">
            {progress === null ? t('logo.uploading') : t('logo.uploadingPercent', { progress })}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {canEdit ? (
        <>
          <chakra.input
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            aria-label={t('logo.file')}
            // Visually hidden, still reachable for tests and assistive technology through the button.
            position="absolute"
            width="1px"
            height="1px"
            opacity="0"
            overflow="hidden"
            tabIndex={-1}
            onChange={(event) => void upload(event)}
          />
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              loading={isUploading}
              loadingText={t('logo.uploadingButton')}
              onClick={() => input.current?.click()}
            >
              <Upload size={16} aria-hidden="true" />
              {isOwn && logoUrl !== null ? t('logo.replace') : t('logo.uploadButton')}
            </Button>
            {isOwn && logoUrl !== null ? (
              <Button variant="ghost" disabled={isUploading} onClick={() => setIsRemoving(true)}>
                {branchId === null ? t('logo.remove') : t('logo.useClinic')}
              </Button>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('logo.rules', { size: LOGO_MAX_SIZE_PX })}
          </Text>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={isRemoving}
        title={branchId === null ? t('logo.removeTitle') : t('logo.useClinicTitle')}
        message={branchId === null ? t('logo.removeMessage') : t('logo.useClinicMessage')}
        confirmLabel={branchId === null ? t('logo.remove') : t('logo.useClinic')}
        pendingLabel={t('logo.removing')}
        onConfirm={async () => {
          onChanged(await api.call('deleteLogo', target));
        }}
        onDone={() => {
          setIsRemoving(false);
          toast.success(t('logo.removed'));
        }}
        onClose={() => setIsRemoving(false)}
      />
    </Stack>
  );
}
