import { Avatar, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { notify } from "../../notify";
import type { Viewer } from "../../session/SessionProvider";
import { AVATAR_MAX_SIDE, IMAGE_ACCEPT, prepareImage } from "../../ui/image-file";
import { CameraIcon } from "../../ui/icons";
import { RemoveAvatarDocument, UploadAvatarDocument } from "./documents";
import { ProfileSection } from "./ProfileLayout";
import { submitMutation } from "../../ui/mutation";
import { USER_DATA_MESSAGES } from "./texts";

/** The profile photo (also on the professional's card, /auth/professional-profile). */
export function AvatarSection({ viewer }: { viewer: Viewer }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useMutation(UploadAvatarDocument);
  const [remove, removing] = useMutation(RemoveAvatarDocument);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      // The photo's own problems (format, size) come from prepareImage, in pt-BR.
      const dataUrl = await prepareImage(file, AVATAR_MAX_SIDE);
      const result = await submitMutation(
        async () => (await upload({ variables: { input: { dataUrl } } })).data?.uploadAvatar,
        { failure: USER_DATA_MESSAGES.failed, success: USER_DATA_MESSAGES.avatarSaved, inline: true },
      );
      if (!result.ok) setError(result.formError);
    } catch (e) {
      setError((e as Error).message || USER_DATA_MESSAGES.failed);
    } finally {
      if (input.current) input.current.value = "";
    }
  }

  return (
    <ProfileSection
      title="Foto do perfil"
      description="PNG, JPEG ou WebP. Ajustamos o tamanho para você."
    >
      <HStack gap="5" align="center" wrap="wrap">
        <Avatar.Root
          size="2xl"
          colorPalette="brand"
          w="24"
          h="24"
          fontSize="2xl"
        >
          <Avatar.Fallback name={viewer.name} />
          {viewer.avatarUrl && (
            <Avatar.Image
              src={viewer.avatarUrl}
              alt={`Foto de ${viewer.name}`}
              data-testid="avatar-image"
            />
          )}
        </Avatar.Root>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              onClick={() => input.current?.click()}
              loading={uploading.loading}
              loadingText="Enviando..."
            >
              <CameraIcon />
              {viewer.avatarUrl ? "Trocar foto" : "Enviar foto"}
            </Button>
            {viewer.avatarUrl && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={removing.loading}
                onClick={async () => {
                  setError(null);
                  try {
                    await remove();
                    notify.success(USER_DATA_MESSAGES.avatarRemoved);
                  } catch {
                    setError(USER_DATA_MESSAGES.failed);
                  }
                }}
              >
                Remover foto
              </Button>
            )}
          </HStack>
          {error && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-label="Escolher foto do perfil"
            data-testid="avatar-input"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </VisuallyHidden>
      </HStack>
    </ProfileSection>
  );
}
