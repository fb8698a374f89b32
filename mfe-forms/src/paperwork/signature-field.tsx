import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Button, useT } from '@clinio/design-system';
import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { catalog } from '../catalog';

/** The drawn signature as the server takes it: a PNG data URL, or null while nothing is drawn. */
export interface SignatureHandle {
  png: () => string | null;
}

const CANVAS_HEIGHT = 180;

/**
 * A box to draw a signature in (signature_pad: mouse, pen or finger), with Clear, and for those
 * who cannot draw, "Write my typed name" puts the typed name in the box as the signature image.
 */
export function SignatureField({
  ref,
  typedName,
  error,
  onChange,
}: {
  ref: Ref<SignatureHandle>;
  typedName: string;
  error?: string | undefined;
  onChange: () => void;
}) {
  const t = useT(catalog);
  const id = useId();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const written = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof element.getContext !== 'function' || element.getContext('2d') === null)
      return undefined;
    const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
    element.width = element.offsetWidth * ratio || 600;
    element.height = CANVAS_HEIGHT * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { penColor: '#111827', backgroundColor: 'rgba(0,0,0,0)' });
    const changed = () => {
      written.current = false;
      onChange();
    };
    instance.addEventListener('endStroke', changed);
    pad.current = instance;
    return () => {
      instance.removeEventListener('endStroke', changed);
      instance.off();
      pad.current = null;
    };
  }, [onChange]);
  useImperativeHandle(
    ref,
    () => ({
      png: () => {
        const instance = pad.current;
        if (!instance || (instance.isEmpty() && !written.current)) return null;
        return instance.toDataURL('image/png');
      },
    }),
    [],
  );

  function clear() {
    pad.current?.clear();
    written.current = false;
    onChange();
  }

  function writeName() {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || typedName.trim() === '') return;
    pad.current?.clear();
    context.font = 'italic 36px "Brush Script MT", "Segoe Script", cursive';
    context.fillStyle = '#111827';
    context.fillText(typedName.trim(), 16, CANVAS_HEIGHT / 2 + 12, element.offsetWidth - 32);
    written.current = true;
    onChange();
  }

  return (
    <Stack gap="2">
      <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
        {t('sign.drawLabel')}
      </Text>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={error ? 'red.700' : 'border'}
        borderRadius="md"
        bg="white"
      >
        <chakra.canvas
          ref={canvas}
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          width="full"
          height={`${CANVAS_HEIGHT}px`}
          display="block"
          style={{ touchAction: 'none', width: '100%' }}
          data-testid="signature-canvas"
        />
      </Box>
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
        {t('sign.drawHint')}
      </Text>
      {error ? (
        <Text color="red.700" fontSize="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={clear}>
          {t('sign.clear')}
        </Button>
        <Button size="sm" variant="outline" onClick={writeName} disabled={typedName.trim() === ''}>
          {t('sign.writeName')}
        </Button>
      </HStack>
    </Stack>
  );
}
