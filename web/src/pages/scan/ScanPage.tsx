// /escanear and /scan: the member's club card (a QR with their member code) to show at a partner
// store's counter and, for store staff, the camera scanner (with the code typed by hand as the
// fallback) that opens the in-store points credit for that customer (/vendor/adjust-points).
import { Box, Button, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isStoreRole } from '@common/roles';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { CommerceLayout, LoadError, Section } from '../../ui/layout';
import { FormField } from '../../ui/FormField';
import { counterPath, MEMBER_PARAM, memberCodeFrom, memberQrText } from './memberCode';

export const SCAN_TEXTS = {
  cameraHint: 'O navegador vai pedir permissão para usar a câmera. Ela só é usada enquanto o leitor estiver aberto, e nenhuma imagem é guardada.',
  cameraDenied: 'Sem acesso à câmera. Você pode permitir nas configurações do navegador ou digitar o código do cliente abaixo.',
  cameraMissing: 'Nenhuma câmera disponível neste aparelho. Digite o código do cliente abaixo.',
  invalidCode: 'Código de membro inválido: confira as letras e os números',
} as const;

/** The signed-in member's card, from the session's viewer (it already carries the code). */
function MemberCard() {
  const { viewer, loading } = useSession();
  const code = viewer?.referralCode;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(memberQrText(code), { margin: 1, width: 240, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [code]);
  if (!viewer && loading) return <Box h="72" bg="bg.muted" rounded="xl" aria-busy="true" aria-label="Carregando seu cartão" />;
  if (!viewer) return <LoadError message="Não foi possível carregar seu cartão do clube." />;
  return (
    <Section title="Seu cartão do clube">
      <Stack align="center" gap="3" textAlign="center">
        <Box boxSize="60" bg="white" rounded="lg" borderWidth="1px" borderColor="border.muted" p="2" display="grid" placeItems="center">
          {qr ? <Image src={qr} alt={`QR code do código de membro ${viewer.referralCode}`} boxSize="full" /> : <Text color="fg.muted">Gerando o QR code…</Text>}
        </Box>
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            Código de membro
          </Text>
          <Text fontSize="2xl" fontWeight="bold" letterSpacing="widest" fontFamily="mono" data-testid="member-code">
            {viewer.referralCode}
          </Text>
          <Text fontWeight="medium">{viewer.name}</Text>
        </Stack>
        <Text fontSize="sm" color="fg.muted" maxW="sm">
          Mostre este código no caixa de uma loja parceira: a loja lê o QR (ou digita o código) e credita seus pontos da compra.
        </Text>
      </Stack>
    </Section>
  );
}

function CounterScanner() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!scanning || !element) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const controls = await new BrowserQRCodeReader().decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result, _error, ctl) => {
          const code = result ? memberCodeFrom(result.getText()) : null;
          if (!code) return;
          ctl.stop();
          void navigate(counterPath(code));
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch (error) {
        if (cancelled) return;
        const name = (error as { name?: string }).name;
        setCameraProblem(name === 'NotFoundError' || name === 'OverconstrainedError' ? SCAN_TEXTS.cameraMissing : SCAN_TEXTS.cameraDenied);
        setScanning(false);
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [scanning, navigate]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const code = memberCodeFrom(typed);
    if (!code) return setTypedError(SCAN_TEXTS.invalidCode);
    setTypedError(null);
    void navigate(counterPath(code));
  }

  const cameraAvailable = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  return (
    <Section title="Escanear cliente" description="Leia o cartão do clube do cliente para creditar os pontos de uma compra na loja.">
      <Stack gap="4">
        {scanning ? (
          <Stack gap="2">
            <Box asChild w="full" maxH="80" bg="black" rounded="lg" objectFit="cover">
              <video ref={video} muted playsInline aria-label="Imagem da câmera" />
            </Box>
            <Button variant="outline" onClick={() => setScanning(false)}>
              Fechar câmera
            </Button>
          </Stack>
        ) : cameraAvailable ? (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {SCAN_TEXTS.cameraHint}
            </Text>
            <Button
              alignSelf="flex-start"
              onClick={() => {
                setCameraProblem(null);
                setScanning(true);
              }}
            >
              Abrir câmera
            </Button>
          </Stack>
        ) : null}
        {(cameraProblem || !cameraAvailable) && (
          <Text role="status" fontSize="sm" color="orange.800" bg="orange.50" rounded="md" p="3">
            {cameraProblem ?? SCAN_TEXTS.cameraMissing}
          </Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="2">
            <FormField label="Código do cliente" error={typedError}>
              <Input value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoCapitalize="characters" autoComplete="off" placeholder="Ex.: PAULO2026" />
            </FormField>
            <Button type="submit" alignSelf="flex-start" variant="outline">
              Continuar
            </Button>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}

export default function ScanPage({ title }: ScreenProps) {
  const { viewer } = useSession();
  const navigate = useNavigate();
  const staff = isStoreRole(viewer?.role);
  // A member QR read by a phone's own camera app opens /scan?membro=CODE: staff go to the counter.
  const scanned = memberCodeFrom(useSearchParams()[0].get(MEMBER_PARAM) ?? '');
  useEffect(() => {
    if (staff && scanned) void navigate(counterPath(scanned), { replace: true });
  }, [staff, scanned, navigate]);
  return (
    <CommerceLayout title={title} description={staff ? 'Leia o cartão do cliente no caixa.' : 'Seu cartão do clube para mostrar no caixa.'} maxW="2xl">
      <Stack gap="4">
        {staff && <CounterScanner />}
        <MemberCard />
      </Stack>
    </CommerceLayout>
  );
}
