export { ChatHeader, type ChatHeaderProps } from './chat-header';
