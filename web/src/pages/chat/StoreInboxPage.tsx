// /vendor/chat 'Mensagens da loja': the store's conversations, which its owner answers.
import type { ScreenProps } from '../../routes/screenProps';
import { Inbox } from './Inbox';

export default function StoreInboxPage(props: ScreenProps) {
  return <Inbox {...props} support={false} />;
}
