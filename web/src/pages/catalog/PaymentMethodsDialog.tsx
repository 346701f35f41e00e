import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { CardPayIcon } from '../../ui/icons';
import { DialogRoot } from '../../ui/DialogRoot';

/** 'Meios de pagamento' on /home: how a purchase is paid on delivery. */
export default function PaymentMethodsDialog({ title, open, onOpenChange }: { title: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const methods: { title: string; text: string }[] = [
    { title: 'PIX', text: 'Pague na hora da entrega com o QR Code ou a chave PIX da loja.' },
    { title: 'Cartão', text: 'Crédito ou débito na maquininha do entregador.' },
    { title: 'Dinheiro', text: 'Se precisar de troco, avise no pedido.' },
  ];
  return (
    <DialogRoot open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="4">
                No Clube Local você paga só na entrega, do jeito que preferir:
              </Text>
              <Stack as="ul" listStyleType="none" gap="3">
                {methods.map((m) => (
                  <HStack as="li" key={m.title} align="flex-start" gap="3">
                    <Box color="brand.solid" mt="0.5">
                      <CardPayIcon boxSize="5" />
                    </Box>
                    <Box>
                      <Text fontWeight="semibold">{m.title}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {m.text}
                      </Text>
                    </Box>
                  </HStack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>Entendi</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
