// The bubbles of a conversation (ChatThreadPage.tsx): mine on the right in the brand colour, the
// other side's on the left, each with its attachment and a footer (time, 'Lida'/'Enviada').
import { Image, Link, Stack, Text } from '@chakra-ui/react';
import { formatDuration } from '@common/chat';
import { formatDateTime } from '@common/dates';
import type { ChatMessageFieldsFragment } from '../../gql/graphql';
import { messageTime } from './ConversationList';

export function AttachmentView({ type, url, name, duration }: { type: string | null | undefined; url: string | null | undefined; name?: string | null; duration?: number | null }) {
  if (!type || !url) return null;
  if (type === 'IMAGE')
    return (
      <Link href={url} target="_blank" rel="noreferrer">
        <Image src={url} alt={name ?? 'Imagem enviada'} maxW="56" maxH="56" rounded="md" objectFit="cover" />
      </Link>
    );
  if (type === 'AUDIO')
    return (
      <Stack gap="1">
        <audio controls src={url} preload="none" style={{ maxWidth: '14rem' }} aria-label={name ?? 'Áudio'} />
        {duration != null && <Text fontSize="xs">{formatDuration(duration)}</Text>}
      </Stack>
    );
  return (
    <Link href={url} target="_blank" rel="noreferrer" fontWeight="semibold" textDecoration="underline">
      {name ?? 'Arquivo'}
    </Link>
  );
}

export function Bubble({ mine, children, footer, testId }: { mine: boolean; children: React.ReactNode; footer: React.ReactNode; testId: string }) {
  return (
    <Stack as="li" listStyleType="none" align={mine ? 'flex-end' : 'flex-start'} gap="0.5" data-testid={testId}>
      <Stack gap="2" maxW="85%" px="3" py="2" rounded="2xl" bg={mine ? 'brand.solid' : 'bg'} color={mine ? 'brand.contrast' : 'fg'} borderWidth={mine ? '0' : '1px'} borderColor="border.muted">
        {children}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        {footer}
      </Text>
    </Stack>
  );
}

export function MessageBubble({ message }: { message: ChatMessageFieldsFragment }) {
  const status = message.mine ? (message.readAt ? ' · Lida' : ' · Enviada') : '';
  return (
    <Bubble mine={message.mine} testId="chat-message" footer={<span title={formatDateTime(message.createdAt)}>{`${message.mine ? '' : `${message.senderName} · `}${messageTime(message.createdAt)}${status}`}</span>}>
      <AttachmentView type={message.attachmentType} url={message.attachmentUrl} name={message.attachmentName} duration={message.audioDurationSeconds} />
      {!(message.attachmentType && ['Imagem', 'Áudio', 'Arquivo'].includes(message.body)) && <Text whiteSpace="pre-wrap" wordBreak="break-word">{message.body}</Text>}
    </Bubble>
  );
}
