import { Box, HStack, Image, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { LOGO_ACCEPT, LOGO_MAX_SIZE_PX, type BrandingResponse } from '@clinio/contracts';
import { Button, ConfirmDialog, FormAlert, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { messageOf } from '../common/errors';
import { absoluteUrl } from './brand-draft';

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
      setError('Choose a PNG, JPEG or WebP image.');
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
      toast.success('Logo uploaded');
      onChanged(answer);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setProgress(undefined);
    }
  }

  function describeLogo() {
    if (logoUrl === null) return 'No logo yet: the product’s own logo shows.';
    if (!isOwn) return 'This branch uses the clinic’s logo.';
    return branchId === null ? 'The clinic’s logo.' : 'This branch’s own logo.';
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
            <Image src={logoUrl} alt="Current logo" maxHeight="16" maxWidth="40" objectFit="contain" />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No logo
            </Text>
          )}
        </Box>
        <Text color="fg.muted">{describeLogo()}</Text>
      </HStack>
      {error !== null ? <FormAlert>{error}</FormAlert> : null}
      {isUploading ? (
        <Progress.Root value={progress} max={100} colorPalette="brand" aria-label="Logo upload" maxWidth="sm">
          <Progress.Label fontSize="sm">
            {progress === null ? 'Uploading logo…' : `Uploading logo… ${progress}%`}
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
            aria-label="Logo file"
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
              loadingText="Uploading..."
              onClick={() => input.current?.click()}
            >
              <Upload size={16} aria-hidden="true" />
              {isOwn && logoUrl !== null ? 'Replace logo' : 'Upload logo'}
            </Button>
            {isOwn && logoUrl !== null ? (
              <Button variant="ghost" disabled={isUploading} onClick={() => setIsRemoving(true)}>
                {branchId === null ? 'Remove logo' : 'Use clinic logo'}
              </Button>
            ) : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            PNG, JPEG or WebP. Larger images are scaled down to {LOGO_MAX_SIZE_PX} pixels.
          </Text>
        </>
      ) : null}
      <ConfirmDialog
        isOpen={isRemoving}
        title={branchId === null ? 'Remove the logo?' : 'Use the clinic’s logo for this branch?'}
        message={
          branchId === null
            ? 'The product’s own logo shows until you upload another one.'
            : 'This branch’s own logo is removed and the clinic’s logo shows instead.'
        }
        confirmLabel={branchId === null ? 'Remove logo' : 'Use clinic logo'}
        pendingLabel="Removing..."
        onConfirm={async () => {
          onChanged(await api.call('deleteLogo', target));
        }}
        onDone={() => {
          setIsRemoving(false);
          toast.success('Logo removed');
        }}
        onClose={() => setIsRemoving(false)}
      />
    </Stack>
  );
}
