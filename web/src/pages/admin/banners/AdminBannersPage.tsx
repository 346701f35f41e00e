import { Badge, Box, Button, Grid, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { BANNER_STATE_LABELS, type BannerState } from '@common/banners';
import { formatDateTime, fromLocalInput, toLocalInput } from '@common/dates';
import type { AdminBannerFragment } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { FormDialog, OrderAndActiveFields } from '../../../ui/FormDialog';
import { FormField } from '../../../ui/FormField';
import { ImageOffIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../ui/icons';
import { ImageUploadField } from '../../../ui/ImageUploadField';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { adminImageUploader } from '../uploads';
import { AdminBannersDocument, DeleteBannerDocument, SaveBannerDocument } from './documents';

// /admin/banners 'Banners': the home carousel — title, texts, button link, computer and phone
// images, order, on/off and a schedule (start/end); the home shows a banner only while it is on
// and inside its window (docs/decisions.md, "Banners").

type Banner = AdminBannerFragment;

interface FormValues {
  title: string;
  subtitle: string;
  ctaText: string;
  ctaLink: string;
  desktopImageUrl: string | null;
  mobileImageUrl: string | null;
  position: string;
  active: boolean;
  startsAt: string;
  endsAt: string;
}

const EMPTY: FormValues = { title: '', subtitle: '', ctaText: '', ctaLink: '', desktopImageUrl: null, mobileImageUrl: null, position: '0', active: true, startsAt: '', endsAt: '' };
const STATE_COLORS: Record<BannerState, string> = { LIVE: 'green', SCHEDULED: 'blue', ENDED: 'gray', INACTIVE: 'gray' };

const toForm = (b: Banner): FormValues => ({
  title: b.title,
  subtitle: b.subtitle ?? '',
  ctaText: b.ctaText ?? '',
  ctaLink: b.ctaLink ?? '',
  desktopImageUrl: b.desktopImageUrl ?? null,
  mobileImageUrl: b.mobileImageUrl ?? null,
  position: String(b.position),
  active: b.active,
  startsAt: toLocalInput(b.startsAt),
  endsAt: toLocalInput(b.endsAt),
});

function windowText(b: Banner): string {
  if (!b.startsAt && !b.endsAt) return 'Sem agendamento';
  return [b.startsAt && `de ${formatDateTime(b.startsAt)}`, b.endsAt && `até ${formatDateTime(b.endsAt)}`].filter(Boolean).join(' ');
}

function BannerDialog({ editing, open, onClose, nextPosition }: { editing: Banner | null; open: boolean; onClose: () => void; nextPosition: number }) {
  const client = useApolloClient();
  const [form, setForm] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(editing ? toForm(editing) : { ...EMPTY, position: String(nextPosition) });
    setErrors({});
    setFormError(null);
  }, [open, editing, nextPosition]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const startsAt = fromLocalInput(form.startsAt);
    const endsAt = fromLocalInput(form.endsAt);
    if (startsAt === undefined || endsAt === undefined) {
      setErrors({ [startsAt === undefined ? 'startsAt' : 'endsAt']: 'Data inválida' });
      return;
    }
    setBusy(true);
    const input = {
      id: editing?.id,
      title: form.title,
      subtitle: form.subtitle || null,
      ctaText: form.ctaText || null,
      ctaLink: form.ctaLink || null,
      desktopImageUrl: form.desktopImageUrl,
      mobileImageUrl: form.mobileImageUrl,
      position: Number.parseInt(form.position, 10),
      active: form.active,
      startsAt,
      endsAt,
    };
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: SaveBannerDocument, variables: { input }, refetchQueries: editing ? [] : [AdminBannersDocument] })).data?.saveBanner,
      { failure: 'Não foi possível salvar o banner. Tente novamente.', fields: Object.keys(EMPTY), inline: true },
    );
    setBusy(false);
    setErrors(result.fieldErrors as Record<string, string>);
    setFormError(result.formError);
    if (result.ok) onClose();
  }

  return (
    <FormDialog open={open} title={editing ? 'Editar banner' : 'Novo banner'} submitLabel="Salvar banner" busy={busy} formError={formError} onSubmit={submit} onClose={onClose}>
      <FormField label="Título" required error={errors.title}>
        <Input value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={80} />
      </FormField>
      <FormField label="Subtítulo" error={errors.subtitle}>
        <Input value={form.subtitle} onChange={(e) => set('subtitle', e.target.value)} maxLength={160} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="4">
        <FormField label="Texto do botão" error={errors.ctaText}>
          <Input value={form.ctaText} onChange={(e) => set('ctaText', e.target.value)} maxLength={30} placeholder="Ver ofertas" />
        </FormField>
        <FormField label="Link do botão" error={errors.ctaLink}>
          <Input value={form.ctaLink} onChange={(e) => set('ctaLink', e.target.value)} placeholder="/explore?search=natal" />
        </FormField>
      </Grid>
      <ImageUploadField
        label="Imagem para computador"
        required
        value={form.desktopImageUrl}
        onChange={(url) => set('desktopImageUrl', url)}
        upload={adminImageUploader(client, 'BANNER_DESKTOP')}
        maxSide={1920}
        error={errors.desktopImageUrl}
        helper="Larga, por exemplo 1920 × 600 px."
        testId="banner-desktop-input"
      />
      <ImageUploadField
        label="Imagem para celular"
        value={form.mobileImageUrl}
        onChange={(url) => set('mobileImageUrl', url)}
        upload={adminImageUploader(client, 'BANNER_MOBILE')}
        maxSide={900}
        error={errors.mobileImageUrl}
        helper="Opcional: sem ela, o celular mostra a de computador."
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label="Começa em" error={errors.startsAt} helper="Vazio: já">
          <Input type="datetime-local" value={form.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </FormField>
        <FormField label="Termina em" error={errors.endsAt} helper="Vazio: sem fim">
          <Input type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
        </FormField>
      </Grid>
      <OrderAndActiveFields position={form.position} active={form.active} error={errors.position} onPosition={(v) => set('position', v)} onActive={(v) => set('active', v)} />
    </FormDialog>
  );
}

function BannerCard({ banner, onEdit, onDelete }: { banner: Banner; onEdit: () => void; onDelete: () => void }) {
  return (
    <Section as="li" data-testid="admin-banner-card" aria-label={banner.title}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <Box w={{ base: 'full', md: '64' }} flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted" aspectRatio={3}>
          {banner.desktopImageUrl ? (
            <Image src={banner.desktopImageUrl} alt={`Imagem do banner ${banner.title}`} w="full" h="full" objectFit="cover" />
          ) : (
            <ImageOffIcon aria-label="Sem imagem" role="img" boxSize="8" m="auto" color="fg.muted" />
          )}
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="bold">{banner.title}</Text>
            <Badge colorPalette={STATE_COLORS[banner.state]} variant="subtle" size="sm">
              {BANNER_STATE_LABELS[banner.state]}
            </Badge>
          </HStack>
          {banner.subtitle && <Text fontSize="sm">{banner.subtitle}</Text>}
          <Text fontSize="sm" color="fg.muted">
            Ordem {banner.position} · {windowText(banner)}
          </Text>
          {banner.ctaLink && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              Botão: {banner.ctaText ?? 'sem texto'} → {banner.ctaLink}
            </Text>
          )}
        </Stack>
        <HStack gap="2" alignSelf={{ base: 'flex-end', md: 'flex-start' }}>
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Editar ${banner.title}`}>
            <PencilIcon />
            Editar
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Excluir ${banner.title}`}>
            <TrashIcon />
            Excluir
          </Button>
        </HStack>
      </Stack>
    </Section>
  );
}

export default function AdminBannersPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(AdminBannersDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [editing, setEditing] = useState<Banner | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const banners = data?.adminBanners;

  let content;
  if (!banners && loading) content = <ListSkeleton label="Carregando banners" count={2} h="28" />;
  else if (!banners) content = <LoadError message="Não foi possível carregar os banners." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (banners.length === 0) content = <EmptyState icon={ImageOffIcon} title="Nenhum banner cadastrado" hint="Sem banners, a home mostra só as ofertas." />;
  else {
    content = (
      <Stack as="ul" gap="3" m="0" p="0">
        {banners.map((b) => (
          <BannerCard
            key={b.id}
            banner={b}
            onEdit={() => {
              setEditing(b);
              setOpen(true);
            }}
            onDelete={() => setDeleting(b)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <CommerceLayout
      title={title}
      description="O carrossel da home: só aparecem banners ativos dentro do agendamento."
      back={{ to: '/admin', label: 'Painel administrativo' }}
      actions={
        <Button
          size={{ base: 'sm', md: 'md' }}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <PlusIcon />
          Novo banner
        </Button>
      }
    >
      {content}
      <BannerDialog open={open} editing={editing} onClose={() => setOpen(false)} nextPosition={banners?.length ?? 0} />
      <DeleteDialog
        target={deleting}
        title="Excluir banner?"
        failure="Não foi possível excluir o banner. Tente novamente."
        remove={async (b) => (await client.mutate({ mutation: DeleteBannerDocument, variables: { id: b.id }, refetchQueries: [AdminBannersDocument] })).data?.deleteBanner}
        onClose={() => setDeleting(null)}
      >
        <Text>{deleting?.title} sai do carrossel da home.</Text>
      </DeleteDialog>
    </CommerceLayout>
  );
}
