import { Badge, Button, HStack, Image, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminSegmentFragment } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { FormDialog, OrderAndActiveFields } from '../../../ui/FormDialog';
import { FormField } from '../../../ui/FormField';
import { BoxIcon, ChevronLeftIcon, ChevronRightIcon, ImageOffIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../ui/icons';
import { ImageUploadField } from '../../../ui/ImageUploadField';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { adminImageUploader } from '../uploads';
import { AdminSegmentsDocument, DeleteSegmentDocument, MoveSegmentDocument, SaveSegmentDocument } from './documents';

// /admin/categories 'Categorias': the marketplace's segments — name, image, order and on/off. The
// public list shows the active ones by order, then name; with none active it shows the default
// list (docs/decisions.md, "Categorias"). Deleting keeps the products, without a segment.

type Segment = AdminSegmentFragment;
interface FormValues {
  name: string;
  imageUrl: string | null;
  position: string;
  active: boolean;
}

function SegmentDialog({ editing, open, onClose, nextPosition }: { editing: Segment | null; open: boolean; onClose: () => void; nextPosition: number }) {
  const client = useApolloClient();
  const [form, setForm] = useState<FormValues>({ name: '', imageUrl: null, position: '0', active: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(editing ? { name: editing.name, imageUrl: editing.imageUrl ?? null, position: String(editing.position), active: editing.active } : { name: '', imageUrl: null, position: String(nextPosition), active: true });
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
    setBusy(true);
    const input = { id: editing?.id, name: form.name, imageUrl: form.imageUrl, position: Number.parseInt(form.position, 10), active: form.active };
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: SaveSegmentDocument, variables: { input }, refetchQueries: [AdminSegmentsDocument] })).data?.saveSegment,
      { failure: 'Não foi possível salvar o segmento. Tente novamente.', fields: ['name', 'imageUrl', 'position'], inline: true },
    );
    setBusy(false);
    setErrors(result.fieldErrors as Record<string, string>);
    setFormError(result.formError);
    if (result.ok) onClose();
  }

  return (
    <FormDialog open={open} title={editing ? 'Editar segmento' : 'Novo segmento'} submitLabel="Salvar segmento" busy={busy} formError={formError} onSubmit={submit} onClose={onClose}>
      <FormField label="Nome" required error={errors.name}>
        <Input value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={60} placeholder="Material de Construção" />
      </FormField>
      <ImageUploadField
        label="Imagem"
        value={form.imageUrl}
        onChange={(url) => set('imageUrl', url)}
        upload={adminImageUploader(client, 'SEGMENT')}
        maxSide={600}
        error={errors.imageUrl}
        helper="Aparece na lista de segmentos da home."
        previewH="16"
        testId="segment-image-input"
      />
      <OrderAndActiveFields position={form.position} active={form.active} error={errors.position} onPosition={(v) => set('position', v)} onActive={(v) => set('active', v)} />
    </FormDialog>
  );
}

export default function AdminCategoriesPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(AdminSegmentsDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [editing, setEditing] = useState<Segment | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const segments = data?.adminSegments;
  const [moving, setMoving] = useState<string | null>(null);
  async function move(segment: Segment, direction: 'UP' | 'DOWN') {
    setMoving(segment.id);
    await submitMutation(
      async () => (await client.mutate({ mutation: MoveSegmentDocument, variables: { input: { id: segment.id, move: direction } }, refetchQueries: [AdminSegmentsDocument], awaitRefetchQueries: true })).data?.moveSegment,
      { failure: 'Não foi possível mudar a ordem. Tente novamente.' },
    );
    setMoving(null);
  }
  const edit = (segment: Segment | null) => {
    setEditing(segment);
    setOpen(true);
  };

  let content;
  if (!segments && loading) content = <ListSkeleton label="Carregando segmentos" count={3} h="20" />;
  else if (!segments) content = <LoadError message="Não foi possível carregar os segmentos." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (segments.length === 0) content = <EmptyState icon={BoxIcon} title="Nenhum segmento cadastrado" hint="Sem segmentos ativos, a home mostra a lista padrão do Clube." />;
  else {
    content = (
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" m="0" p="0">
        {segments.map((s, i) => (
          <Section as="li" key={s.id} data-testid="admin-segment-card" aria-label={s.name}>
            <HStack gap="3" align="flex-start">
              {s.imageUrl ? (
                <Image src={s.imageUrl} alt={`Imagem de ${s.name}`} boxSize="16" rounded="md" objectFit="cover" bg="bg.muted" />
              ) : (
                <ImageOffIcon aria-label="Sem imagem" role="img" boxSize="16" p="4" rounded="md" bg="bg.muted" color="fg.muted" />
              )}
              <Stack gap="1" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="bold">{s.name}</Text>
                  <Badge colorPalette={s.active ? 'green' : 'gray'} variant="subtle" size="sm">
                    {s.active ? 'Ativo' : 'Inativo'}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Posição {i + 1} de {segments.length} · {s.productCount.toLocaleString('pt-BR')} {s.productCount === 1 ? 'produto' : 'produtos'}
                </Text>
              </Stack>
            </HStack>
            <HStack gap="2" justify="flex-end" wrap="wrap">
              <Button size="xs" variant="outline" me="auto" disabled={i === 0 || !!moving} loading={moving === s.id} onClick={() => void move(s, 'UP')} aria-label={`Subir ${s.name}`}>
                <ChevronLeftIcon transform="rotate(90deg)" />
                Subir
              </Button>
              <Button size="xs" variant="outline" disabled={i === segments.length - 1 || !!moving} onClick={() => void move(s, 'DOWN')} aria-label={`Descer ${s.name}`}>
                <ChevronRightIcon transform="rotate(90deg)" />
                Descer
              </Button>
              <Button size="xs" variant="outline" onClick={() => edit(s)} aria-label={`Editar ${s.name}`}>
                <PencilIcon />
                Editar
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(s)} aria-label={`Excluir ${s.name}`}>
                <TrashIcon />
                Excluir
              </Button>
            </HStack>
          </Section>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <CommerceLayout
      title={title}
      description="Os segmentos do marketplace, na ordem em que aparecem."
      back={{ to: '/admin', label: 'Painel administrativo' }}
      actions={
        <Button size={{ base: 'sm', md: 'md' }} onClick={() => edit(null)}>
          <PlusIcon />
          Novo segmento
        </Button>
      }
    >
      {content}
      <SegmentDialog open={open} editing={editing} onClose={() => setOpen(false)} nextPosition={segments?.length ? Math.max(...segments.map((x) => x.position)) + 1 : 1} />
      <DeleteDialog
        target={deleting}
        title="Excluir segmento?"
        failure="Não foi possível excluir o segmento. Tente novamente."
        remove={async (seg) => (await client.mutate({ mutation: DeleteSegmentDocument, variables: { id: seg.id }, refetchQueries: [AdminSegmentsDocument] })).data?.deleteSegment}
        onClose={() => setDeleting(null)}
      >
        <Text>
          {deleting?.name} sai do marketplace.
          {deleting && deleting.productCount > 0 && ` ${deleting.productCount.toLocaleString('pt-BR')} ${deleting.productCount === 1 ? 'produto fica' : 'produtos ficam'} sem segmento.`}
        </Text>
      </DeleteDialog>
    </CommerceLayout>
  );
}
