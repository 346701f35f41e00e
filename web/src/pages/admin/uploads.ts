// The admin screens' image upload (banners, segments, logos, favicon): one mutation, the size
// decided by the API per kind (api/admin/images.ts).
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { AdminImageKind } from '../../gql/graphql';
import { submitMutation } from '../../ui/mutation';

export const UploadAdminImageDocument = graphql(`
  mutation UploadAdminImage($input: UploadAdminImageInput!) {
    uploadAdminImage(input: $input) {
      url
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

const UPLOAD_FAILED = 'Não foi possível enviar a imagem. Tente novamente.';

export function adminImageUploader(client: ApolloClient, kind: AdminImageKind) {
  return async (dataUrl: string): Promise<{ url: string | null; error: string | null }> => {
    const outcome = await submitMutation(
      async () => (await client.mutate({ mutation: UploadAdminImageDocument, variables: { input: { dataUrl, kind } } })).data?.uploadAdminImage,
      { failure: UPLOAD_FAILED, inline: true },
    );
    const url = outcome.payload?.url ?? null;
    return { url, error: outcome.formError ?? (url ? null : UPLOAD_FAILED) };
  };
}
