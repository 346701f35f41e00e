// An image chosen from the device and uploaded at once (banners, segments, logos): the current
// picture, a button to send another and one to remove it; the browser shrinks the photo first
// (image-file.ts) and `upload` stores it, returning its URL or the pt-BR refusal.
import { Box, Button, HStack, Image, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormField } from './FormField';
import { CameraIcon, TrashIcon } from './icons';
import { IMAGE_ACCEPT, prepareImage } from './image-file';

export interface ImageUploadFieldProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (dataUrl: string) => Promise<{ url: string | null; error: string | null }>;
  maxSide: number;
  required?: boolean;
  error?: string | null;
  helper?: string;
  /** Preview box height (the picture keeps its proportions). */
  previewH?: string;
  testId?: string;
}

export function ImageUploadField({ label, value, onChange, upload, maxSide, required, error, helper, previewH = '24', testId }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await upload(await prepareImage(file, maxSide));
      if (result.url) onChange(result.url);
      else setProblem(result.error);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'Não foi possível enviar a imagem. Tente novamente.');
    }
    setBusy(false);
  }
  return (
    <FormField label={label} required={required} error={problem ?? error} helper={helper}>
      <Stack gap="2">
        {value && (
          <Box bg="bg.muted" rounded="md" p="2" alignSelf="flex-start" maxW="full">
            <Image src={value} alt={`${label}: imagem atual`} h={previewH} maxW="full" objectFit="contain" />
          </Box>
        )}
        <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void choose(e.target.files?.[0])} data-testid={testId} />
        <HStack gap="2" wrap="wrap">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} loading={busy} loadingText="Enviando...">
            <CameraIcon />
            {value ? 'Trocar imagem' : 'Enviar imagem'}
          </Button>
          {value && !required && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <TrashIcon />
              Remover
            </Button>
          )}
        </HStack>
      </Stack>
    </FormField>
  );
}
