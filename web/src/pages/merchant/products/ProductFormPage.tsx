import { Alert, Box, Button, CloseButton, Grid, HStack, Image, Input, NativeSelect, Stack, Switch, Textarea } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MAX_PRODUCT_IMAGES } from '@common/product-form';
import type { QuantityControl } from '../../../gql/graphql';
import { globalIdOf } from '../../../lib/ids';
import { notify } from '../../../notify';
import type { ScreenProps } from '../../../routes/screenProps';
import { FormField } from '../../../ui/FormField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { CameraIcon } from '../../../ui/icons';
import { IMAGE_ACCEPT, prepareImage, PRODUCT_PHOTO_MAX_SIDE } from '../../../ui/image-file';
import { CommerceLayout, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { ProductSegmentsDocument, SaveProductDocument, UploadProductImageDocument, VendorProductDocument, VendorProductsDocument } from './documents';
import { EMPTY_PRODUCT_FORM, PRODUCT_TEXTS, productFormToInput, productToForm, type ProductFormErrors, type ProductFormValues } from './productForm';

// /vendor/products/new and /vendor/products/edit/:id: every field of a product (name,
// description, normal and promotional price with its window, points per role, stock, segment and
// category, unit, sold in multiples, photos). What needs the Clube's approval is said above the
// form (docs/decisions.md, "Produtos da loja").

function Photos({ images, error, onChange }: { images: ProductFormValues['images']; error?: string; onChange: (images: ProductFormValues['images']) => void }) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function add(files: FileList | null) {
    if (!files?.length) return;
    const room = MAX_PRODUCT_IMAGES - images.length;
    if (room <= 0) return notify.error(PRODUCT_TEXTS.tooManyImages);
    setUploading(true);
    const added: ProductFormValues['images'] = [];
    for (const file of Array.from(files).slice(0, room)) {
      let dataUrl: string;
      try {
        dataUrl = await prepareImage(file, PRODUCT_PHOTO_MAX_SIDE);
      } catch (e) {
        notify.error((e as Error).message);
        continue;
      }
      const result = await submitMutation(async () => (await client.mutate({ mutation: UploadProductImageDocument, variables: { dataUrl } })).data?.uploadProductImage, {
        failure: PRODUCT_TEXTS.uploadFailed,
      });
      if (result.ok && result.payload?.url && result.payload.thumbnailUrl) added.push({ url: result.payload.url, thumbnailUrl: result.payload.thumbnailUrl });
    }
    onChange([...images, ...added]);
    setUploading(false);
    if (input.current) input.current.value = '';
  }

  return (
    <FormField label={`Fotos (até ${MAX_PRODUCT_IMAGES})`} error={error} helper="A primeira é a capa. PNG, JPEG ou WebP.">
      <Stack gap="3" w="full">
        {images.length > 0 && (
          <Grid templateColumns="repeat(auto-fill, minmax(88px, 1fr))" gap="2" as="ul" m="0" p="0" aria-label="Fotos do produto">
            {images.map((image, i) => (
              <Box as="li" key={image.url} listStyleType="none" position="relative" rounded="md" overflow="hidden" borderWidth="1px" borderColor="border.muted" aspectRatio="1">
                <Image src={image.thumbnailUrl} alt={`Foto ${i + 1}`} w="full" h="full" objectFit="cover" />
                <CloseButton
                  size="2xs"
                  position="absolute"
                  top="1"
                  right="1"
                  bg="bg"
                  aria-label={`Remover foto ${i + 1}`}
                  onClick={() => onChange(images.filter((other) => other.url !== image.url))}
                />
              </Box>
            ))}
          </Grid>
        )}
        <input ref={input} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={(e) => void add(e.target.files)} data-testid="product-photo-input" />
        <Button variant="outline" alignSelf="flex-start" onClick={() => input.current?.click()} loading={uploading} loadingText="Enviando..." disabled={images.length >= MAX_PRODUCT_IMAGES}>
          <CameraIcon />
          Adicionar fotos
        </Button>
      </Stack>
    </FormField>
  );
}

function ProductForm({ productId, initial }: { productId: string | null; initial: ProductFormValues }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const segments = useQuery(ProductSegmentsDocument);
  const [form, setForm] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: keyof ProductFormValues) => ({
    name: key,
    value: form[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { input, errors: local } = productFormToInput(form);
    setErrors(local);
    if (!input) return notify.error('Confira os campos destacados.');
    setBusy(true);
    const result = await submitMutation(
      async () =>
        (await client.mutate({ mutation: SaveProductDocument, variables: { input: { ...input, id: productId } }, refetchQueries: productId ? [] : [VendorProductsDocument] }))
          .data?.saveProduct,
      { failure: PRODUCT_TEXTS.failed, fields: Object.keys(EMPTY_PRODUCT_FORM) },
    );
    setBusy(false);
    setErrors(result.fieldErrors);
    if (result.ok) navigate('/vendor/products');
  }

  return (
    <form onSubmit={submit} noValidate aria-label={productId ? 'Editar produto' : PRODUCT_TEXTS.newProduct}>
      <Stack gap="4">
        <Alert.Root status="info" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{PRODUCT_TEXTS.approvalNote}</Alert.Description>
        </Alert.Root>
        <Section title="Dados do produto">
          <FormField label="Nome" error={errors.name} required>
            <Input {...text('name')} maxLength={120} />
          </FormField>
          <FormField label="Descrição" error={errors.description} optionalHint>
            <Textarea {...text('description')} rows={4} maxLength={5000} />
          </FormField>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="Segmento" error={errors.segmentId} optionalHint>
              <NativeSelect.Root disabled={segments.loading}>
                <NativeSelect.Field name="segmentId" value={form.segmentId} onChange={(e) => set('segmentId', e.target.value)}>
                  <option value="">Sem segmento</option>
                  {(segments.data?.segments ?? [])
                    .filter((s) => !s.isFallback)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Categoria" error={errors.category} optionalHint helper="Seu agrupamento, ex.: Cimentos">
              <Input {...text('category')} maxLength={60} />
            </FormField>
          </Grid>
          <Photos images={form.images} error={errors.images} onChange={(images) => set('images', images)} />
        </Section>

        <Section title="Preço e promoção">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="Preço normal" error={errors.price} required>
              <MoneyInput name="price" value={form.price} onValueChange={(value) => set('price', value)} />
            </FormField>
            <FormField label="Preço promocional" error={errors.promoPrice} optionalHint>
              <MoneyInput name="promoPrice" value={form.promoPrice} onValueChange={(value) => set('promoPrice', value)} placeholder="Sem promoção" />
            </FormField>
          </Grid>
          <Switch.Root checked={form.promoActive} onCheckedChange={(e) => set('promoActive', e.checked)} colorPalette="brand">
            <Switch.HiddenInput name="promoActive" />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Promoção ativa</Switch.Label>
          </Switch.Root>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="Início da promoção" error={errors.promoStartsAt} helper="Em branco: desde já">
              <Input {...text('promoStartsAt')} type="datetime-local" />
            </FormField>
            <FormField label="Fim da promoção" error={errors.promoEndsAt} helper="Em branco: sem prazo">
              <Input {...text('promoEndsAt')} type="datetime-local" />
            </FormField>
          </Grid>
        </Section>

        <Section title="Estoque, unidade e pontos">
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
            <FormField label="Estoque" error={errors.stock} required>
              <Input {...text('stock')} inputMode="numeric" />
            </FormField>
            <FormField label="Unidade" error={errors.unit} helper="un, kg, saco, m²...">
              <Input {...text('unit')} maxLength={20} />
            </FormField>
            <FormField label="Pontos (consumidor)" error={errors.pointsConsumer} helper="Por unidade">
              <Input {...text('pointsConsumer')} inputMode="numeric" />
            </FormField>
            <FormField label="Pontos (profissional)" error={errors.pointsProfessional} helper="Vazio: os do consumidor">
              <Input {...text('pointsProfessional')} inputMode="numeric" />
            </FormField>
          </Grid>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="Venda">
              <NativeSelect.Root>
                <NativeSelect.Field name="quantityControl" value={form.quantityControl} onChange={(e) => set('quantityControl', e.target.value as QuantityControl)}>
                  <option value="UNIT">Qualquer quantidade</option>
                  <option value="MULTIPLE">Em múltiplos</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {form.quantityControl === 'MULTIPLE' && (
              <FormField label="Vendido de quantas em quantas" error={errors.conversionValue} required helper="Ex.: 6 para caixas com 6">
                <Input {...text('conversionValue')} inputMode="numeric" />
              </FormField>
            )}
          </Grid>
        </Section>

        <HStack justify="flex-end" gap="3">
          <Button variant="outline" type="button" onClick={() => navigate('/vendor/products')}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy} loadingText="Salvando...">
            {PRODUCT_TEXTS.save}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function EditProduct({ routeId }: { routeId: string }) {
  const id = globalIdOf('Product', routeId);
  const { data, loading, refetch } = useQuery(VendorProductDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const product = data?.node?.__typename === 'Product' ? data.node : null;
  if (loading && !data) return <ListSkeleton label="Carregando produto" count={3} h="40" />;
  if (!data) return <LoadError message={PRODUCT_TEXTS.productLoadError} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!product) return <LoadError message={PRODUCT_TEXTS.notFound} />;
  return <ProductForm key={product.id} productId={product.id} initial={productToForm(product)} />;
}

export default function ProductFormPage({ title }: ScreenProps) {
  const { id } = useParams();
  return (
    <CommerceLayout title={title} back={{ to: '/vendor/products', label: 'Gerenciar Produtos' }} maxW="4xl">
      {id ? <EditProduct routeId={id} /> : <ProductForm productId={null} initial={EMPTY_PRODUCT_FORM} />}
    </CommerceLayout>
  );
}
