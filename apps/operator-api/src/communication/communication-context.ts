import type { TokenService } from '../auth/token-service.ts';
import type { ChangeObjectRepository } from './change-object-repository.ts';
import type { ChatRepository } from './chat-repository.ts';
import type { DispatchHub } from './dispatch-hub.ts';
import type { UnreadRepository } from './unread-repository.ts';
import type { DocumentRepository } from '../documents/document-repository.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import type { ObjectRepository } from '../objects/object-repository.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';

/** What the appeals and chats routes (resident, operator and websocket) share. */
export interface CommunicationContext {
  tokens: TokenService;
  residents: ResidentRepository;
  chats: ChatRepository;
  changeObjects: ChangeObjectRepository;
  /** Requests from the objects screen name an object of the account; resolving one applies it. */
  objects: ObjectRepository;
  unread: UnreadRepository;
  documents: DocumentRepository;
  store: DocumentStore;
  hub: DispatchHub;
  now: () => number;
}
