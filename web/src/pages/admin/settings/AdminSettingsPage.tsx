import { Button, Input, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { SiteSettingsDocument } from '../../../catalog/documents';
import type { ScreenProps } from '../../../routes/screenProps';
import { FormField } from '../../../ui/FormField';
import { ImageUploadField } from '../../../ui/ImageUploadField';
import { CommerceLayout, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { adminImageUploader } from '../uploads';
import { UpdateSiteSettingsDocument } from './documents';

// /admin/settings 'Configurações do site': the site name, the logo, the variant logo of the account
// screens and the favicon. Saved, every open page changes at once (siteSettingsChanged).

interface Values {
  siteName: string;
  logoUrl: string | null;
  logoVariantUrl: string | null;
  faviconUrl: string | null;
}

export default function AdminSettingsPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const settings = data?.siteSettings;
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (settings && !values) {
      setValues({ siteName: settings.siteName ?? '', logoUrl: settings.logoUrl ?? null, logoVariantUrl: settings.logoVariantUrl ?? null, faviconUrl: settings.faviconUrl ?? null });
    }
  }, [settings, values]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values || busy) return;
    setBusy(true);
    const result = await submitMutation(async () => (await client.mutate({ mutation: UpdateSiteSettingsDocument, variables: { input: values } })).data?.updateSiteSettings, {
      success: 'Configurações salvas',
      failure: 'Não foi possível salvar as configurações. Tente novamente.',
      fields: ['siteName', 'logoUrl', 'logoVariantUrl', 'faviconUrl'],
    });
    setBusy(false);
    setErrors(result.fieldErrors as Record<string, string>);
    if (result.ok && result.payload?.siteSettings) client.writeQuery({ query: SiteSettingsDocument, data: { siteSettings: result.payload.siteSettings } });
  }

  let content;
  if (!values && loading) content = <ListSkeleton label="Carregando configurações" count={2} h="28" />;
  else if (!values) content = <LoadError message="Não foi possível carregar as configurações." onRetry={() => void refetch().catch(() => undefined)} />;
  else {
    content = (
      <form onSubmit={submit} noValidate aria-label="Configurações do site">
        <Stack gap="4">
          <Section title="Identidade">
            <FormField label="Nome do site" error={errors.siteName} helper="Aparece no cabeçalho quando não há logo. Vazio: Clube Local.">
              <Input value={values.siteName} onChange={(e) => set('siteName', e.target.value)} maxLength={40} placeholder="Clube Local" />
            </FormField>
            <ImageUploadField
              label="Logo"
              value={values.logoUrl}
              onChange={(url) => set('logoUrl', url)}
              upload={adminImageUploader(client, 'LOGO')}
              maxSide={600}
              error={errors.logoUrl}
              helper="Cabeçalho de todas as páginas. Fundo transparente fica melhor."
              previewH="12"
              testId="logo-input"
            />
            <ImageUploadField
              label="Logo das telas de conta"
              value={values.logoVariantUrl}
              onChange={(url) => set('logoVariantUrl', url)}
              upload={adminImageUploader(client, 'LOGO')}
              maxSide={600}
              error={errors.logoVariantUrl}
              helper="Login e cadastro. Vazio: o logo principal."
              previewH="12"
            />
            <ImageUploadField
              label="Favicon"
              value={values.faviconUrl}
              onChange={(url) => set('faviconUrl', url)}
              upload={adminImageUploader(client, 'FAVICON')}
              maxSide={256}
              error={errors.faviconUrl}
              helper="O ícone da aba do navegador (quadrado; guardado em 64 px)."
              previewH="8"
            />
          </Section>
          <Button type="submit" loading={busy} loadingText="Salvando..." alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            Salvar configurações
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <CommerceLayout title={title} description="As páginas abertas mudam assim que você salva." back={{ to: '/admin', label: 'Painel administrativo' }} maxW="3xl">
      {content}
    </CommerceLayout>
  );
}
