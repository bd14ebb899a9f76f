export { linkIn, startMailSink } from './mail-sink.ts';
export type { MailSink, ReceivedAttachment, ReceivedMail } from './mail-sink.ts';
