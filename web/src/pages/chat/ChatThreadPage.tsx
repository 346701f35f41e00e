// /chat/:id: one conversation. Oldest at the top ('Mensagens anteriores' loads more), the composer
// at the bottom (text, photo, audio — attached or recorded here — or file). Sending is optimistic and
// goes through the chat's outbox (chat/outbox.ts): the bubble shows at once as 'Enviando...', or
// 'Aguardando conexão' offline, and turns into the server's message when it goes out — by itself
// when the connection returns, in order, each once (its clientId is the idempotency key). Opening the conversation (and every message that arrives
// while it is open) marks the other side's messages read; my messages show 'Lida' when theirs do.
import { Box, Button, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { CHAT_MAX_LENGTH, CHAT_TEXTS, formatDuration } from '@common/chat';
import type { ScreenProps } from '../../routes/screenProps';
import type { ChatMessageFieldsFragment } from '../../gql/graphql';
import { CommerceLayout, ListSkeleton, LoadError } from '../../ui/layout';
import { notify } from '../../notify';
import { MicIcon, PaperclipIcon, SendIcon, StopIcon } from '../../ui/icons';
import { canRecordVoice, useVoiceRecorder, VOICE_MAX_SECONDS } from '../../chat/useVoiceRecorder';
import { ConversationThreadDocument, MarkConversationReadDocument, SendMessageDocument } from '../../chat/documents';
import { onChatEvent } from '../../chat/useChatEvents';
import { attachmentFrom, FILE_ACCEPT, readDataUrl } from './attachments';
import { Bubble, MessageBubble } from './MessageBubble';
import { useOnlineStatus } from '../../lib/useOnlineStatus';
import { onOutboxSent, outboxItems, queueMessage, retryConversation, subscribeOutbox, type OutboxAttachment } from '../../chat/outbox';
import { globalIdOf } from '../../lib/ids';
import { TAB_BAR_SPACE, useTabBarVisible } from '../../components/TabBar';

type Attachment = OutboxAttachment;

export default function ChatThreadPage({ title }: ScreenProps) {
  const tabBarVisible = useTabBarVisible();
  const id = globalIdOf('Conversation', useParams().id ?? '');
  const client = useApolloClient();
  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationThreadDocument, { variables: { id }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const conversation = data?.node?.__typename === 'Conversation' ? data.node : null;
  const [arrived, setArrived] = useState<ChatMessageFieldsFragment[]>([]);
  const queued = useSyncExternalStore(subscribeOutbox, outboxItems, outboxItems);
  const online = useOnlineStatus();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const markRead = useCallback(() => {
    void client
      .mutate({ mutation: MarkConversationReadDocument, variables: { input: { conversationId: id } } })
      // Reading the thread reads its notifications too (api/chat/mark-read.ts): the bell drops with the tab badge.
      .then(() => client.refetchQueries({ include: ['ChatUnread', 'UnreadNotifications', 'Notifications'] }))
      .catch(() => undefined);
  }, [client, id]);

  // Opening it reads it; so does every message from the other side that arrives while it is open.
  useEffect(() => {
    if (conversation?.id) markRead();
  }, [conversation?.id, markRead]);
  useEffect(
    () =>
      onChatEvent((event) => {
        if (event.conversation?.id !== id) return;
        if (event.kind === 'READ') {
          // The other side read everything: my unread messages (cached pages and those sent here) show 'Lida'.
          const now = new Date().toISOString();
          for (const m of conversation?.messages.edges.map((e) => e.node) ?? []) {
            if (m.mine && !m.readAt) client.cache.modify({ id: client.cache.identify(m), fields: { readAt: () => now } });
          }
          setArrived((list) => list.map((m) => (m.mine && !m.readAt ? { ...m, readAt: now } : m)));
          return;
        }
        const message = event.message;
        if (!message) return;
        setArrived((list) => (list.some((m) => m.id === message.id) ? list : [...list, message]));
        if (!message.mine) markRead();
      }),
    [id, client, conversation, markRead],
  );

  const messages = useMemo(() => {
    const loaded = [...(conversation?.messages.edges.map((e) => e.node) ?? [])].reverse();
    const seen = new Set(loaded.map((m) => m.id));
    return [...loaded, ...arrived.filter((m) => !seen.has(m.id))];
  }, [conversation, arrived]);
  // This conversation's queue; one whose message already came back (live event first) is shown once.
  const pending = useMemo(() => {
    const shown = new Set(messages.map((m) => m.clientId).filter(Boolean));
    return queued.filter((p) => p.conversationId === id && !shown.has(p.clientId));
  }, [queued, id, messages]);

  useEffect(
    () =>
      onOutboxSent((sent, conversationId) => {
        if (conversationId === id) setArrived((list) => (list.some((m) => m.id === sent.id) ? list : [...list, sent]));
      }),
    [id],
  );

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending.length]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body && !attachment) return;
    if (body.length > CHAT_MAX_LENGTH) {
      notify.error(CHAT_TEXTS.tooLong);
      return;
    }
    queueMessage(client, { clientId: crypto.randomUUID(), conversationId: id, text: body, attachment });
    setText('');
    setAttachment(null);
  }

  const voice = useVoiceRecorder(
    ({ file, durationSeconds }) =>
      void readDataUrl(file)
        .then((dataUrl) => setAttachment({ dataUrl, name: file.name, kind: 'AUDIO', durationSeconds }))
        .catch(() => notify.error(CHAT_TEXTS.invalidFile)),
    useCallback((message: string) => notify.error(message), []),
  );

  async function pick(file: File | undefined) {
    if (!file) return;
    try {
      setAttachment(await attachmentFrom(file));
    } catch (problem) {
      notify.error(problem instanceof Error ? problem.message : CHAT_TEXTS.invalidFile);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  let content;
  if (!conversation && loading) content = <ListSkeleton label="Carregando conversa" count={3} h="16" />;
  else if (!conversation) content = <LoadError message={error ? 'Não foi possível carregar a conversa' : CHAT_TEXTS.notFound} onRetry={error ? () => void refetch().catch(() => undefined) : undefined} />;
  else {
    const pageInfo = conversation.messages.pageInfo;
    content = (
      <Stack gap="3" pb="40">
        {pageInfo.hasNextPage && (
          <Button size="sm" variant="ghost" alignSelf="center" onClick={() => void fetchMore({ variables: { after: pageInfo.endCursor } })}>
            Mensagens anteriores
          </Button>
        )}
        {messages.length === 0 && pending.length === 0 && (
          <Text color="fg.muted" textAlign="center" py="6">
            Escreva a primeira mensagem.
          </Text>
        )}
        <Stack as="ol" gap="3" m="0" p="0" aria-label="Mensagens" aria-live="polite">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
          {pending.map((p) => (
            <Bubble
              key={p.clientId}
              mine
              testId="chat-message-pending"
              footer={
                p.state === 'failed' ? (
                  <Button size="xs" variant="plain" color="fg.error" p="0" h="auto" onClick={() => retryConversation(client, id)}>
                    Não enviada · Tentar de novo
                  </Button>
                ) : p.state === 'waiting' ? (
                  // Offline, or (online) behind an earlier message of this conversation that has not gone yet.
                  online ? 'Na fila · sai depois da anterior' : 'Aguardando conexão · sai sozinha quando ela voltar'
                ) : (
                  'Enviando...'
                )
              }
            >
              {p.attachment && <Text fontSize="sm">📎 {p.attachment.name}</Text>}
              {p.text && <Text whiteSpace="pre-wrap">{p.text}</Text>}
            </Bubble>
          ))}
        </Stack>
        <div ref={bottom} />
      </Stack>
    );
  }

  return (
    <CommerceLayout title={conversation?.title ?? title} back={{ to: conversation?.viewerSide === 'STORE' ? '/vendor/chat' : conversation?.viewerSide === 'SUPPORT' ? '/admin/support' : '/chat', label: 'Conversas' }} maxW="3xl">
      {content}
      {conversation && (
        <Box position="fixed" insetX="0" bottom={tabBarVisible ? TAB_BAR_SPACE : '0px'} bg="bg" borderTopWidth="1px" borderColor="border.muted" px="3" py="2" zIndex="docked">
          <form onSubmit={submit} aria-label="Nova mensagem">
            <Stack gap="2" maxW="3xl" mx="auto">
              {voice.recording && (
                <Text role="status" fontSize="sm" color="red.700" px="2" data-testid="voice-recording">
                  Gravando áudio… {formatDuration(voice.seconds)} (até {formatDuration(VOICE_MAX_SECONDS)})
                </Text>
              )}
              {attachment && (
                <HStack justify="space-between" fontSize="sm" bg="bg.muted" rounded="md" px="2" py="1">
                  <Text truncate>📎 {attachment.name}</Text>
                  <Button size="xs" variant="ghost" onClick={() => setAttachment(null)}>
                    Remover anexo
                  </Button>
                </HStack>
              )}
              <HStack gap="2" align="flex-end">
                <input ref={fileInput} type="file" accept={FILE_ACCEPT} hidden aria-label="Anexar arquivo" onChange={(e) => void pick(e.target.files?.[0])} />
                <IconButton variant="ghost" aria-label="Anexar foto, áudio ou arquivo" onClick={() => fileInput.current?.click()} disabled={voice.recording}>
                  <PaperclipIcon />
                </IconButton>
                {voice.recording ? (
                  <IconButton variant="outline" colorPalette="red" aria-label="Parar gravação" onClick={voice.stop}>
                    <StopIcon />
                  </IconButton>
                ) : (
                  canRecordVoice() && (
                    <IconButton variant="ghost" aria-label="Gravar áudio" onClick={() => void voice.start()} disabled={!!attachment}>
                      <MicIcon />
                    </IconButton>
                  )
                )}
                <Textarea
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey && !('ontouchstart' in window)) {
                      e.preventDefault();
                      e.currentTarget.form?.requestSubmit();
                    }
                  }}
                  placeholder="Escreva uma mensagem"
                  aria-label="Mensagem"
                  autoresize
                  rows={1}
                  maxH="32"
                  maxLength={CHAT_MAX_LENGTH}
                  enterKeyHint="send"
                />
                <IconButton type="submit" aria-label="Enviar mensagem" disabled={!text.trim() && !attachment}>
                  <SendIcon />
                </IconButton>
              </HStack>
            </Stack>
          </form>
        </Box>
      )}
    </CommerceLayout>
  );
}
