// The admin screens' image upload (banners, segments, logos, favicon): one mutation, the size
// decided by the API per kind (api/admin/images.ts).
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { AdminImageKind } from '../../gql/graphql';

export const UploadAdminImageDocument = graphql(`
  mutation UploadAdminImage($input: UploadAdminImageInput!) {
    uploadAdminImage(input: $input) {
      url
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export function adminImageUploader(client: ApolloClient, kind: AdminImageKind) {
  return async (dataUrl: string): Promise<{ url: string | null; error: string | null }> => {
    try {
      const payload = (await client.mutate({ mutation: UploadAdminImageDocument, variables: { input: { dataUrl, kind } } })).data?.uploadAdminImage;
      return { url: payload?.url ?? null, error: payload?.userErrors[0]?.message ?? (payload?.url ? null : 'Não foi possível enviar a imagem. Tente novamente.') };
    } catch {
      return { url: null, error: 'Não foi possível enviar a imagem. Tente novamente.' };
    }
  };
}
