export {
  COMPOSER_TEXTS,
  MessageComposer,
  type MessageComposerProps,
  type MessageComposerStatus,
} from './message-composer';
